/** PATCH /api/profile: display name and bio; refreshes the own and public profile queries. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ProfileDto, type ProfileUpdateBody } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { profileQueryOptions } from "./profile.ts"
import { publicProfileQueryKeyRoot } from "./public-profile.ts"

export const updateProfile = (body: ProfileUpdateBody) => sendJson("PATCH", "/api/profile", ProfileDto, body)

export const useUpdateProfile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile)
      await queryClient.invalidateQueries({ queryKey: publicProfileQueryKeyRoot })
    }
  })
}
