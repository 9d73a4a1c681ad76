/** POST /api/auth/confirm: the confirmation mail's token with the sign-up password; it confirms, it signs nobody in. */
import { useMutation } from "@tanstack/react-query"
import { type ConfirmEmailBody, EmailConfirmed } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const confirmEmail = (body: ConfirmEmailBody): Promise<EmailConfirmed> => sendJson("POST", "/api/auth/confirm", EmailConfirmed, body)

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail })
