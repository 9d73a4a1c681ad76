/** From curation results to their wire form. */
import { type Concert, concertLabel } from "../concerts/concert.ts"
import { toConcertDto } from "../concerts/to-dto.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { AdminConcertDto } from "./contract.ts"
import type { Match } from "./similarity.ts"

export const toAdminConcertDto = (concert: Concert, today: LocalDate): AdminConcertDto => ({
  ...toConcertDto(concert),
  timing: concertLabel(concert.date, today),
  createdAt: concert.createdAt
})

export const toMatchDto = (match: Match) => ({
  confidence: match.confidence,
  reasons: [...match.reasons],
  scores: match.scores
})
