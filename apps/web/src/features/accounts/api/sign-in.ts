/** POST /api/auth/sign-in: e-mail and password for a session (cookies set by the server). */
import { SessionDto, type Credentials } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const signInRequest = (credentials: Credentials): Promise<SessionDto> =>
  sendJson("POST", "/api/auth/sign-in", SessionDto, credentials)
