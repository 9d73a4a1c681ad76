/**
 * The staff's review of fans' suggested concerts (issue #29): the pending ones with the published concerts they
 * probably repeat, and one decision each: approve (the concert is published, credited to the suggester, edited
 * first if need be), reject with a reason, or merge into the concert it repeats. Each decision is audit-logged with
 * before and after and tells the suggester the outcome, never who decided, in one unit of work.
 */
import { Clock, Effect, Option } from "effect"
import { displayNameFor } from "../accounts/rules.ts"
import { AuditLog } from "../audit/audit-log.ts"
import { ShowRepo } from "../concerts/show-repo.ts"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { alertFollowers } from "../follows/alerts.ts"
import { toConcertDto } from "../concerts/to-dto.ts"
import { likelyDuplicatesOf } from "../feedback/likely-duplicates.ts"
import { ConcertId, UserId } from "../kernel/ids.ts"
import { isPlainText } from "../kernel/limits.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { notify } from "../notifications/notify.ts"
import { type Actor, actorIdOf, auditConcert, authorizeStaff } from "./actor.ts"
import type { ConcertDraft, ConcertInput } from "./concert-form.ts"
import { InvalidSuggestionReason, SuggestionAlreadyDecided, SuggestionNotFound } from "./errors.ts"
import { fieldsOf, getConcert, newShowOf, snapshotOf, validated } from "./manage-concerts.ts"
import { type Suggestion, type SuggestionDecision, SuggestionRepo } from "./suggestion-repo.ts"
import { toSuggestionDto } from "./suggestions.ts"
import { type AdminSuggestionDto, SUGGESTIONS_LIST_LIMIT } from "./suggestions-contract.ts"

/** What the audit log keeps of a suggestion, before and after a decision. */
const suggestionSnapshot = (s: Suggestion) => ({
  status: s.status,
  artist: s.artist,
  venue: s.venue,
  city: s.city,
  date: s.date,
  description: s.description,
  imageUrl: s.imageUrl,
  concertId: s.concertId,
  reason: s.reason
})

const draftOf = (s: Suggestion): ConcertDraft => ({
  artist: s.artist,
  venue: s.venue,
  city: s.city,
  date: s.date,
  description: s.description,
  imageUrl: s.imageUrl
})

/**
 * The pending suggestions oldest first, each with the published concerts it probably repeats (strongest first,
 * the suggest form's check); or the decided ones, latest decision first (no candidates: the decision is made).
 */
export const listSuggestions = Effect.fn("listSuggestions")(function* (actor: Actor, status: "pending" | "decided" = "pending") {
  yield* authorizeStaff(actor)
  const repo = yield* SuggestionRepo
  const found = status === "pending" ? yield* repo.pending(SUGGESTIONS_LIST_LIMIT) : yield* repo.decided(SUGGESTIONS_LIST_LIMIT)
  const suggestions: Array<AdminSuggestionDto> = []
  for (const s of found) {
    // Each pending one's few possible matches, narrowed by the catalogue: never a whole city's concerts.
    const candidates: ReadonlyArray<Concert> = s.status === "pending" ? yield* likelyDuplicatesOf(draftOf(s)) : []
    suggestions.push({
      ...toSuggestionDto(s),
      suggestedBy: { userId: s.suggestedBy, displayName: displayNameFor(s.suggesterName, s.suggesterEmail) },
      candidates: candidates.map(toConcertDto)
    })
  }
  return suggestions
})

/** The suggestion, held for this unit of work, if it is still pending. */
const pendingOne = Effect.fnUntraced(function* (id: string) {
  const found = yield* (yield* SuggestionRepo).lock(id)
  if (Option.isNone(found)) return yield* new SuggestionNotFound({ suggestionId: id })
  if (found.value.status !== "pending") return yield* new SuggestionAlreadyDecided({ suggestionId: id, status: found.value.status })
  return found.value
})

/**
 * Records the decision, audit-logs it with before and after (and `published`, the concert an approval published as
 * edited), and tells the suggester (not who decided).
 */
const decide = Effect.fnUntraced(function* (actor: Actor, before: Suggestion, decision: Omit<SuggestionDecision, "decidedBy" | "at">, published?: Concert) {
  const at = yield* Clock.currentTimeMillis
  const decided = yield* (yield* SuggestionRepo).decide(before.id, { ...decision, decidedBy: actorIdOf(actor), at })
  if (Option.isNone(decided)) return yield* new SuggestionNotFound({ suggestionId: before.id })
  const after = decided.value
  yield* (yield* AuditLog).record({
    actorId: actorIdOf(actor),
    action: `suggestion.${decision.status}`,
    subjectType: "concert_suggestion",
    subjectId: before.id,
    details: {
      suggestedBy: before.suggestedBy,
      reason: decision.reason,
      before: suggestionSnapshot(before),
      after: suggestionSnapshot(after),
      ...(published === undefined ? {} : { published: snapshotOf(published) }),
      via: actor.kind
    }
  })
  yield* notify({
    recipientId: before.suggestedBy,
    actorId: null,
    concertId: after.concertId,
    subjectId: before.id,
    data: {
      kind: "suggestion_reviewed",
      outcome: decision.status,
      concert: { artist: before.artist, venue: before.venue, city: before.city, date: before.date },
      reason: decision.reason
    }
  })
  return after
})

/**
 * Publishes the suggested concert, as suggested or with the fields the moderator edited (`edits`, over the
 * suggestion's; checked with the admin form's rules), credited to the suggester. A concert with the same artist,
 * venue and day is ConcertAlreadyExists (merge into it instead), and nothing changes.
 */
export const approveSuggestion = Effect.fn("approveSuggestion")(function* (actor: Actor, id: string, edits: Partial<ConcertInput> = {}) {
  yield* authorizeStaff(actor)
  const concertId = ConcertId.make(yield* (yield* Tokens).uuid)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* pendingOne(id)
      const draft = yield* validated({ ...draftOf(before), ...edits }, "admin")
      // The admin's edits may give the show's times (in the city's zone) and ticket links (issue #31).
      const concert = new Concert({
        ...fieldsOf(draft),
        ...(yield* newShowOf(draft)),
        id: concertId,
        createdBy: UserId.make(before.suggestedBy),
        createdAt: yield* Clock.currentTimeMillis
      })
      yield* (yield* ConcertRepo).insert(concert)
      // Issue #32: its followers hear of it, in this unit of work.
      yield* alertFollowers([concert.id])
      if (draft.ticketLinks !== undefined && draft.ticketLinks.length > 0) yield* (yield* ShowRepo).setTicketLinks(concert.id, draft.ticketLinks)
      yield* auditConcert(actor, "concert.created", concert.id, { after: snapshotOf(concert), suggestionId: before.id })
      const suggestion = yield* decide(actor, before, { status: "approved", concertId: concert.id, reason: null }, concert)
      return { suggestion: toSuggestionDto(suggestion), concert }
    })
  )
})

/** The reason as stored: trimmed, one line of plain text, not blank. */
const reasonOf = (text: string) => {
  const reason = text.trim()
  if (reason === "") return Effect.fail(new InvalidSuggestionReason({ issues: [{ field: "reason", message: "Please give a reason" }] }))
  if (!isPlainText(reason)) {
    return Effect.fail(new InvalidSuggestionReason({ issues: [{ field: "reason", message: "Reason cannot contain line breaks or control characters" }] }))
  }
  return Effect.succeed(reason)
}

/** Rejects the suggestion with the reason its suggester is told. */
export const rejectSuggestion = Effect.fn("rejectSuggestion")(function* (actor: Actor, id: string, reasonText: string) {
  yield* authorizeStaff(actor)
  const reason = yield* reasonOf(reasonText)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* pendingOne(id)
      return toSuggestionDto(yield* decide(actor, before, { status: "rejected", concertId: null, reason }))
    })
  )
})

/** Marks the suggestion a repeat of a published concert: nothing new is published; the suggester is pointed to it. */
export const mergeSuggestion = Effect.fn("mergeSuggestion")(function* (actor: Actor, id: string, concertId: string) {
  yield* authorizeStaff(actor)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* pendingOne(id)
      const concert = yield* getConcert(concertId)
      return toSuggestionDto(yield* decide(actor, before, { status: "merged", concertId: concert.id, reason: null }))
    })
  )
})
