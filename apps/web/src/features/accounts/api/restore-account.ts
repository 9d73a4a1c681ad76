/** POST /api/auth/restore (issue #30): the address and password of an account pending deletion take it back and sign in. */
import type { SessionDto } from "../../../../../../domain/accounts/contract.ts"
import type { RestoreBody } from "../../../../../../domain/accounts/deletion-contract.ts"
import { mutation, requestJson } from "../../../app/api-request.ts"
import { decodeSession } from "./session-dto.ts"

export const restoreAccountRequest = (body: RestoreBody): Promise<SessionDto> => requestJson("/api/auth/restore", decodeSession, mutation("POST", body))
