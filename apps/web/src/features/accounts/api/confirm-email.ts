/** POST /api/auth/confirm: the token from the confirmation mail for a session (the link signs in). */
import { SessionDto } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

const pending = new Map<string, Promise<SessionDto>>()

/** Tokens are single use: a second call for the same token (a remount) shares the first request. */
export const confirmEmail = (token: string): Promise<SessionDto> => {
  const existing = pending.get(token)
  if (existing !== undefined) return existing
  const request = sendJson("POST", "/api/auth/confirm", SessionDto, { token })
  pending.set(token, request)
  return request
}
