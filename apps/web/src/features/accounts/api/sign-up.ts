/** POST /api/auth/sign-up: creates an unconfirmed account and queues the confirmation mail. */
import { SignUpResult, type SignUpBody } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const signUpRequest = (body: SignUpBody): Promise<SignUpResult> => sendJson("POST", "/api/auth/sign-up", SignUpResult, body)
