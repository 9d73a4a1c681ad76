/** PUT /api/admin/registration: admins open sign-up to everyone or make it invite-only. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { RegistrationDto, type RegistrationMode } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { registrationQueryOptions } from "../../accounts/api/registration.ts"

export const updateRegistration = (mode: RegistrationMode) => sendJson("PUT", "/api/admin/registration", RegistrationDto, { mode })

export const useUpdateRegistration = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateRegistration,
    onSuccess: (registration) => queryClient.setQueryData(registrationQueryOptions().queryKey, registration)
  })
}
