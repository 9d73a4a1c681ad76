/** POST /api/auth/sign-in: e-mail and password for a session (cookies set by the server). */
import type { Credentials, SessionDto } from "../../../../../../domain/accounts/contract.ts"
import { mutation, requestJson } from "../../../app/api-request.ts"
import { decodeSession } from "./session-dto.ts"

export const signInRequest = (credentials: Credentials): Promise<SessionDto> => requestJson("/api/auth/sign-in", decodeSession, mutation("POST", credentials))
