/** POST /api/auth/resend-confirmation: the same answer whatever the address. */
import { useMutation } from "@tanstack/react-query"
import { Schema } from "effect"
import { sendJson } from "../../../app/api-client.ts"

const Sent = Schema.Struct({ sent: Schema.Boolean })

export const resendConfirmation = (email: string) => sendJson("POST", "/api/auth/resend-confirmation", Sent, { email })

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation })
