/** POST /api/auth/reset-password: the token from the reset mail and a new password for a session. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { SessionDto, type ResetPasswordBody } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { storeSession } from "./session.ts"

export const resetPassword = (body: typeof ResetPasswordBody.Type): Promise<SessionDto> => sendJson("POST", "/api/auth/reset-password", SessionDto, body)

/** On success the new session becomes the app's session (every other session was revoked by the server). */
export const useResetPassword = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resetPassword, onSuccess: (session) => storeSession(queryClient, session) })
}
