/** POST /api/invitations/accept (public): the account, profile and friendship with the inviter; signs in. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { SessionDto } from "../../../../../../domain/accounts/contract.ts"
import type { AcceptInvitationBody } from "../../../../../../domain/invitations/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { storeSession } from "../../accounts/api/session.ts"

export const acceptInvitation = (body: AcceptInvitationBody) => sendJson("POST", "/api/invitations/accept", SessionDto, body)

/** On success the auth context gets the new session (and announces "signed in"). */
export const useAcceptInvitation = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: acceptInvitation, onSuccess: (session) => storeSession(queryClient, session) })
}
