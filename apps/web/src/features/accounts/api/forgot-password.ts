/** POST /api/auth/forgot-password: queues a reset mail when the account exists; the answer never tells. */
import { useMutation } from "@tanstack/react-query"
import { Schema } from "effect"
import { sendJson } from "../../../app/api-client.ts"

const Sent = Schema.Struct({ sent: Schema.Boolean })

export const forgotPassword = (email: string) => sendJson("POST", "/api/auth/forgot-password", Sent, { email })

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword })
