/**
 * Admin use cases on one concert: read, create, edit, delete, its status (issue #31), what deleting it would take, and
 * each city's time zone; every change is audit-logged with before and after. A change of what fans are told of
 * (status, date, times, venue, city) raises the concert's SEQUENCE and joins its pending notice in the same unit of
 * work; edits to its description or image are silent.
 */
import { Clock, Effect, Option } from "effect"
import { recordShowChange } from "../concerts/change-notices.ts"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { alertFollowers } from "../follows/alerts.ts"
import { MAX_STATUS_REASON_LENGTH, type ConcertStatus, applyStatus, nextSequence, showChanges, type TicketLink } from "../concerts/show.ts"
import { ShowRepo } from "../concerts/show-repo.ts"
import { AppConfig } from "../kernel/config.ts"
import { ConcertId } from "../kernel/ids.ts"
import { isPlainText } from "../kernel/limits.ts"
import { localDateFromMillis } from "../kernel/local-date.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { type Actor, auditConcert, authorizeAdmin, authorizeStaff, createdByOf } from "./actor.ts"
import { type ConcertDraft, type ConcertInput, FIELD_CAPS, type FormVariant, validateConcert } from "./concert-form.ts"
import { DATE_FORMAT_MESSAGE, parseImportDate } from "./csv-date.ts"
import { ConcertInUse, ConcertNotFound, InvalidCityTimeZone, InvalidConcert } from "./errors.ts"

/** What the audit log keeps of a concert. */
export const snapshotOf = (c: Concert) => ({
  artist: c.artist,
  venue: c.venue,
  city: c.city,
  date: c.date,
  description: c.description,
  imageUrl: c.imageUrl,
  status: c.status,
  statusReason: c.statusReason,
  previousDate: c.previousDate,
  previousVenue: c.previousVenue,
  startTime: c.startTime,
  doorsTime: c.doorsTime,
  timeZone: c.timeZone
})

/** The concert with this id; an id that is not a UUID is simply not found. */
export const getConcert = Effect.fn("getConcert")(function* (id: string) {
  const concertId = ConcertId.makeOption(id)
  const found = Option.isSome(concertId) ? yield* (yield* ConcertRepo).findById(concertId.value) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId: id })
  return found.value
})

/** The concert and its ticket links (the edit form's). */
export const getConcertWithLinks = Effect.fn("getConcertWithLinks")(function* (id: string) {
  const concert = yield* getConcert(id)
  return { concert, ticketLinks: yield* (yield* ShowRepo).ticketLinks(concert.id) }
})

export const validated = (input: ConcertInput, variant: FormVariant = "admin") => {
  const result = validateConcert(input, variant)
  return result.ok ? Effect.succeed(result.draft) : Effect.fail(new InvalidConcert({ issues: result.issues }))
}

/** The zone of a concert with a time: its city's, else the server's; none without a time. */
export const zoneFor = Effect.fnUntraced(function* (city: string, startTime: string | null, doorsTime: string | null) {
  if (startTime === null && doorsTime === null) return null
  const zone = yield* (yield* ShowRepo).cityTimeZone(city)
  return Option.isSome(zone) ? zone.value : (yield* AppConfig).defaultTimeZone
})

/** The draft's concert fields (without its ticket links). */
export const fieldsOf = ({ ticketLinks: _links, ...fields }: ConcertDraft) => fields

/** A new concert's times and zone, from its draft: none unless given. */
export const newShowOf = Effect.fnUntraced(function* (draft: ConcertDraft) {
  const startTime = draft.startTime ?? null
  const doorsTime = draft.doorsTime ?? null
  return { startTime, doorsTime, timeZone: yield* zoneFor(draft.city, startTime, doorsTime) }
})

const sameLinks = (a: ReadonlyArray<TicketLink>, b: ReadonlyArray<TicketLink>) =>
  a.length === b.length && a.every((l, i) => l.label === b[i]?.label && l.url === b[i]?.url && l.onSaleAt === b[i]?.onSaleAt)

/** The links as the audit log keeps them: one line, "label url" each, in order. */
const linksText = (links: ReadonlyArray<TicketLink>) => links.map((l) => `${l.label} ${l.url}`).join(" | ")

const sameStored = (a: Concert, b: Concert) => JSON.stringify(snapshotOf(a)) === JSON.stringify(snapshotOf(b))

export const createConcert = Effect.fn("createConcert")(function* (actor: Actor, input: ConcertInput) {
  yield* authorizeAdmin(actor)
  const draft = yield* validated(input)
  const links = draft.ticketLinks ?? []
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const concert = new Concert({
        ...fieldsOf(draft),
        ...(yield* newShowOf(draft)),
        id: ConcertId.make(yield* (yield* Tokens).uuid),
        createdBy: createdByOf(actor),
        createdAt: yield* Clock.currentTimeMillis
      })
      yield* (yield* ConcertRepo).insert(concert)
      if (links.length > 0) yield* (yield* ShowRepo).setTicketLinks(concert.id, links)
      // Issue #32: its followers hear of it, in this unit of work.
      yield* alertFollowers([concert.id])
      yield* auditConcert(actor, "concert.created", concert.id, { after: { ...snapshotOf(concert), ticketLinks: linksText(links) } })
      return concert
    })
  )
})

/**
 * The staff (moderators too) correct a concert's details; creating and deleting stay the admins'. Times and ticket
 * links absent from the input stay as they are; a changed date, time, venue or city raises the SEQUENCE and is told.
 */
export const updateConcertWithLinks = Effect.fn("updateConcert")(function* (actor: Actor, id: string, input: ConcertInput) {
  yield* authorizeStaff(actor)
  const draft = yield* validated(input)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const shows = yield* ShowRepo
      const before = yield* getConcert(id)
      const now = yield* Clock.currentTimeMillis
      const startTime = draft.startTime === undefined ? before.startTime : draft.startTime
      const doorsTime = draft.doorsTime === undefined ? before.doorsTime : draft.doorsTime
      const edited = new Concert({ ...before, ...fieldsOf(draft), startTime, doorsTime, timeZone: yield* zoneFor(draft.city, startTime, doorsTime) })
      const linksBefore = yield* shows.ticketLinks(before.id)
      const links = draft.ticketLinks ?? linksBefore
      const linksChanged = !sameLinks(linksBefore, links)
      const changes = showChanges(before, edited)
      const changed = linksChanged || !sameStored(before, edited)
      const after = new Concert({ ...edited, sequence: nextSequence(before.sequence, changes), changedAt: changed ? now : before.changedAt })
      if (!(yield* (yield* ConcertRepo).update(after))) return yield* new ConcertNotFound({ concertId: id })
      if (linksChanged) yield* shows.setTicketLinks(after.id, links)
      yield* recordShowChange(before, after, null, now)
      yield* auditConcert(actor, "concert.updated", after.id, {
        before: { ...snapshotOf(before), ticketLinks: linksText(linksBefore) },
        after: { ...snapshotOf(after), ticketLinks: linksText(links) }
      })
      return { concert: after, ticketLinks: links }
    })
  )
})

export const updateConcert = (actor: Actor, id: string, input: ConcertInput) => Effect.map(updateConcertWithLinks(actor, id, input), (r) => r.concert)

/** What deleting the concert would take with it (admins: deleting is theirs). */
export const concertUsage = Effect.fn("concertUsage")(function* (actor: Actor, id: string) {
  yield* authorizeAdmin(actor)
  const concert = yield* getConcert(id)
  return yield* (yield* ShowRepo).usage(concert.id)
})

/**
 * Deletes a concert and everything around it. One that fans marked or made plans for is refused (`ConcertInUse`,
 * with the counts) unless `force`: cancelling it tells them, deleting it does not.
 */
export const deleteConcert = Effect.fn("deleteConcert")(function* (actor: Actor, id: string, options: { readonly force?: boolean } = {}) {
  yield* authorizeAdmin(actor)
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* getConcert(id)
      const usage = yield* (yield* ShowRepo).usage(before.id)
      const inUse = usage.interests > 0 || usage.plans > 0
      if (inUse && options.force !== true) return yield* new ConcertInUse({ concertId: before.id, interests: usage.interests, plans: usage.plans })
      if (!(yield* (yield* ConcertRepo).delete(before.id))) return yield* new ConcertNotFound({ concertId: id })
      yield* auditConcert(actor, "concert.deleted", before.id, {
        before: snapshotOf(before),
        ...(inUse ? { interests: usage.interests, plans: usage.plans, forced: true } : {})
      })
    })
  )
})

/** A status change as asked: the status, the new day or venue as typed, and the reason. */
export interface StatusInput {
  readonly status: ConcertStatus
  readonly date?: string | undefined
  readonly venue?: string | undefined
  readonly reason?: string | null | undefined
}

export const REASON_MESSAGE = "The reason must be plain text on one line"
export const REASON_LENGTH_MESSAGE = `The reason must be at most ${MAX_STATUS_REASON_LENGTH} characters`

/**
 * Sets what became of a show (issue #31): admins only (moderators correct details; a status tells every fan going).
 * `rescheduled` needs a new date (the current one is kept as "was …"), `moved` a new venue; the others keep both.
 * The reason is told to the fans. The change raises the SEQUENCE when anything a calendar shows changed.
 */
export const setConcertStatus = Effect.fn("setConcertStatus")(function* (actor: Actor, id: string, input: StatusInput) {
  yield* authorizeAdmin(actor)
  const issues: Array<{ field: string; message: string }> = []
  // Every text's cap first, as typed (the CLI passes what it read), before any rule or pattern reads it.
  const capped = (text: string | null | undefined, max: number) => (text ?? "").length <= max || (text ?? "").trim().length <= max
  const reasonText = capped(input.reason, MAX_STATUS_REASON_LENGTH) ? (input.reason?.trim() ?? "") : null
  if (reasonText === null) issues.push({ field: "reason", message: REASON_LENGTH_MESSAGE })
  else if (!isPlainText(reasonText)) issues.push({ field: "reason", message: REASON_MESSAGE })
  const dateOk = capped(input.date, FIELD_CAPS.date.max)
  const dateText = input.status === "rescheduled" && dateOk ? (input.date?.trim() ?? "") : ""
  const date = input.status === "rescheduled" && !dateOk ? null : dateText === "" ? undefined : parseImportDate(dateText)
  if (date === null) issues.push({ field: "date", message: DATE_FORMAT_MESSAGE })
  const venueOk = capped(input.venue, FIELD_CAPS.venue.max)
  const venueText = input.status === "moved" && venueOk ? (input.venue?.trim() ?? "") : ""
  if (input.status === "moved" && !venueOk) issues.push({ field: "venue", message: `Venue must be at most ${FIELD_CAPS.venue.max} characters` })
  else if (!isPlainText(venueText)) issues.push({ field: "venue", message: "Venue cannot contain control characters" })
  if (issues.length > 0) return yield* new InvalidConcert({ issues })
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* getConcert(id)
      const applied = applyStatus(before, {
        status: input.status,
        date: date ?? undefined,
        venue: venueText === "" ? undefined : venueText,
        reason: reasonText === "" || reasonText === null ? null : reasonText
      })
      if (!applied.ok) return yield* new InvalidConcert({ issues: [{ field: applied.field, message: applied.message }] })
      // The same status again (and the same reason) changes nothing, and is not logged.
      if (sameStored(before, applied.facts)) return before
      const now = yield* Clock.currentTimeMillis
      const after = new Concert({ ...applied.facts, sequence: nextSequence(before.sequence, showChanges(before, applied.facts)), changedAt: now })
      if (!(yield* (yield* ConcertRepo).update(after))) return yield* new ConcertNotFound({ concertId: id })
      yield* recordShowChange(before, after, after.statusReason, now)
      yield* auditConcert(actor, "concert.status_changed", after.id, { before: snapshotOf(before), after: snapshotOf(after) })
      return after
    })
  )
})

/** The largest IANA zone name stored (the column's cap). */
export const MAX_TIME_ZONE_LENGTH = 64
export const TIME_ZONE_MESSAGE = "Please enter an IANA time zone, such as Europe/Paris"

/** Whether the runtime knows the zone (an IANA name such as Europe/Paris), within its cap and the column's letters. */
export const isKnownTimeZone = (zone: string): boolean => {
  if (zone.length === 0 || zone.length > MAX_TIME_ZONE_LENGTH || !/^[A-Za-z0-9_+/-]+$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** Every city with a zone of its own, and the server's zone (the others'). Admins. */
export const listCityTimeZones = Effect.fn("listCityTimeZones")(function* (actor: Actor) {
  yield* authorizeAdmin(actor)
  return { defaultTimeZone: (yield* AppConfig).defaultTimeZone, cities: yield* (yield* ShowRepo).cityTimeZones() }
})

/**
 * Sets a city's zone (null: the server's applies again), admins only. The city's concerts with a time move to the
 * new zone in the same unit of work: each raises its SEQUENCE, and those of today or later are told to their fans.
 */
export const setCityTimeZone = Effect.fn("setCityTimeZone")(function* (actor: Actor, cityInput: string, zoneInput: string | null) {
  yield* authorizeAdmin(actor)
  const city = cityInput.trim()
  const zone = zoneInput === null || zoneInput.trim() === "" ? null : zoneInput.trim()
  if (city === "" || city.length > FIELD_CAPS.city.max || !isPlainText(city))
    return yield* new InvalidCityTimeZone({ issues: [{ field: "city", message: "City is required" }] })
  if (zone !== null && !isKnownTimeZone(zone)) return yield* new InvalidCityTimeZone({ issues: [{ field: "timeZone", message: TIME_ZONE_MESSAGE }] })
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const today = localDateFromMillis(now)
      yield* (yield* ShowRepo).setCityTimeZone(city, zone, now)
      const effective = zone ?? (yield* AppConfig).defaultTimeZone
      const repo = yield* ConcertRepo
      let moved = 0
      for (const before of yield* repo.byCity(city)) {
        if (before.timeZone === null || before.timeZone === effective) continue
        const edited = new Concert({ ...before, timeZone: effective })
        const after = new Concert({ ...edited, sequence: nextSequence(before.sequence, showChanges(before, edited)), changedAt: now })
        yield* repo.update(after)
        if (after.date >= today) yield* recordShowChange(before, after, null, now)
        moved += 1
      }
      yield* auditConcert(actor, "city.time_zone_set", null, { city, timeZone: zone, concertsMoved: moved })
      return { city, timeZone: zone, concertsMoved: moved }
    })
  )
})
