/** PUT /api/settings: saves the visibility; the settings, own-profile and public-profile queries refresh. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { SettingsDto } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { profileQueryOptions } from "./profile.ts"
import { publicProfileQueryKeyRoot } from "./public-profile.ts"
import { settingsQueryOptions } from "./settings.ts"

export const updateSettings = (body: SettingsDto) => sendJson("PUT", "/api/settings", SettingsDto, body)

export const useUpdateSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, settings)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: publicProfileQueryKeyRoot })
      ])
    }
  })
}
