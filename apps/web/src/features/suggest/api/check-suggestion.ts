/** POST /api/concerts/suggestions/check (signed in): the concerts a suggestion probably repeats, before it is saved. */
import type { ConcertBody } from "../../../../../../domain/curation/contract.ts"
import { SuggestionCheckDto } from "../../../../../../domain/feedback/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const checkSuggestion = (body: ConcertBody) => sendJson("POST", "/api/concerts/suggestions/check", SuggestionCheckDto, body)
