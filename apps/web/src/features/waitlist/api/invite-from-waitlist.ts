/** POST /api/admin/waitlist/invite (admin): mail a listed address an invitation from Soundcheck; the list refreshes. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { WaitlistInvited } from "../../../../../../domain/waitlist/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { adminWaitlistQueryOptions } from "./admin-waitlist.ts"

export const inviteFromWaitlist = (email: string) => sendJson("POST", "/api/admin/waitlist/invite", WaitlistInvited, { email })

export const useInviteFromWaitlist = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteFromWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWaitlistQueryOptions().queryKey })
  })
}
