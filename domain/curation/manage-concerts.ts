/** Admin use cases on one concert: read, create, edit, delete; every change is audit-logged with before and after. */
import { Clock, Effect, Option } from "effect"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { ConcertId } from "../kernel/ids.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { type Actor, auditConcert, authorizeAdmin, authorizeStaff, createdByOf } from "./actor.ts"
import { type ConcertInput, type FormVariant, validateConcert } from "./concert-form.ts"
import { ConcertNotFound, InvalidConcert } from "./errors.ts"

/** What the audit log keeps of a concert. */
export const snapshotOf = (c: Concert) => ({
  artist: c.artist,
  venue: c.venue,
  city: c.city,
  date: c.date,
  description: c.description,
  imageUrl: c.imageUrl
})

/** The concert with this id; an id that is not a UUID is simply not found. */
export const getConcert = Effect.fn("getConcert")(function* (id: string) {
  const concertId = ConcertId.makeOption(id)
  const found = Option.isSome(concertId) ? yield* (yield* ConcertRepo).findById(concertId.value) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId: id })
  return found.value
})

export const validated = (input: ConcertInput, variant: FormVariant = "admin") => {
  const result = validateConcert(input, variant)
  return result.ok ? Effect.succeed(result.draft) : Effect.fail(new InvalidConcert({ issues: result.issues }))
}

export const createConcert = Effect.fn("createConcert")(function* (actor: Actor, input: ConcertInput) {
  yield* authorizeAdmin(actor)
  const draft = yield* validated(input)
  const concert = new Concert({
    ...draft,
    id: ConcertId.make(yield* (yield* Tokens).uuid),
    createdBy: createdByOf(actor),
    createdAt: yield* Clock.currentTimeMillis
  })
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      yield* (yield* ConcertRepo).insert(concert)
      yield* auditConcert(actor, "concert.created", concert.id, { after: snapshotOf(concert) })
    })
  )
  return concert
})

/** The staff (moderators too) correct a concert's details; creating and deleting stay the admins'. */
export const updateConcert = Effect.fn("updateConcert")(function* (actor: Actor, id: string, input: ConcertInput) {
  yield* authorizeStaff(actor)
  const draft = yield* validated(input)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* getConcert(id)
      const after = new Concert({ ...before, ...draft })
      if (!(yield* (yield* ConcertRepo).update(after))) return yield* new ConcertNotFound({ concertId: id })
      yield* auditConcert(actor, "concert.updated", after.id, { before: snapshotOf(before), after: snapshotOf(after) })
      return after
    })
  )
})

export const deleteConcert = Effect.fn("deleteConcert")(function* (actor: Actor, id: string) {
  yield* authorizeAdmin(actor)
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* getConcert(id)
      if (!(yield* (yield* ConcertRepo).delete(before.id))) return yield* new ConcertNotFound({ concertId: id })
      yield* auditConcert(actor, "concert.deleted", before.id, { before: snapshotOf(before) })
    })
  )
})
