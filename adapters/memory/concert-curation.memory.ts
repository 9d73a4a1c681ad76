/** The curation half of the memory ConcertRepo: identities, cities, counts, interests and merge. */
import { Effect, Option } from "effect"
import type { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { identityOf } from "../../domain/curation/concert-form.ts"
import { ConcertAlreadyExists } from "../../domain/concerts/errors.ts"
import type { Concert } from "../../domain/concerts/concert.ts"
import { mayMatch, prepareConcert } from "../../domain/curation/similarity.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { Tables } from "./store.ts"
import { dropPlans, plansOfConcert } from "./plan-repo.memory.ts"

type Repo = ConcertRepo["Service"]

const strength: Record<InterestStatus, number> = { not_interested: 0, interested: 1, has_tickets: 2 }

export const byDateThenId = (a: Concert, b: Concert) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1)

const lower = (text: string) => text.toLowerCase()

const concertsOf = (tables: Tables, city: string) => [...tables.concerts.values()].filter((c) => lower(c.city) === lower(city)).sort(byDateThenId)

/** The city's concerts that `mayMatch` this one, itself left out. */
const candidatesOf = (tables: Tables, concert: Concert) => {
  const target = prepareConcert(concert)
  return concertsOf(tables, concert.city).filter((c) => c.id !== concert.id && mayMatch(target, prepareConcert(c)))
}

/** Refuses a concert whose identity another concert (not itself) already has, like the unique index. */
export const checkIdentity = (tables: Tables, concert: Concert) =>
  [...tables.concerts.values()].some((c) => c.id !== concert.id && identityOf(c) === identityOf(concert))
    ? Effect.fail(new ConcertAlreadyExists())
    : Effect.void

export const curationMethods = (
  tables: Tables
): Pick<
  Repo,
  | "findById"
  | "delete"
  | "existingIdentities"
  | "insertNew"
  | "byCity"
  | "duplicateCandidates"
  | "duplicateCandidatesOf"
  | "cities"
  | "counts"
  | "interestsOf"
  | "merge"
> => ({
  findById: (id) => Effect.sync(() => Option.fromNullishOr(tables.concerts.get(id))),
  delete: (id) =>
    Effect.sync(() => {
      for (const [key, interest] of tables.interests) if (interest.concertId === id) tables.interests.delete(key)
      tables.changeNotices.delete(id)
      for (const [key, sent] of tables.concertReminders) if (sent.concertId === id) tables.concertReminders.delete(key)
      tables.ticketLinks.delete(id)
      dropPlans(tables, plansOfConcert(tables, id))
      return tables.concerts.delete(id)
    }),
  existingIdentities: (identities) =>
    Effect.sync(() => {
      const wanted = new Set(identities.map(identityOf))
      return new Set([...tables.concerts.values()].map(identityOf).filter((key) => wanted.has(key)))
    }),
  insertNew: (concerts) =>
    Effect.sync(() => {
      const taken = new Set([...tables.concerts.values()].map(identityOf))
      const added = new Set<ConcertId>()
      for (const concert of concerts) {
        if (taken.has(identityOf(concert))) continue
        taken.add(identityOf(concert))
        tables.concerts.set(concert.id, concert)
        added.add(concert.id)
      }
      return added
    }),
  byCity: (city) => Effect.sync(() => concertsOf(tables, city)),
  duplicateCandidates: (concert) => Effect.sync(() => candidatesOf(tables, concert)),
  duplicateCandidatesOf: (id) =>
    Effect.sync(() => Option.map(Option.fromNullishOr(tables.concerts.get(id)), (concert) => ({ concert, candidates: candidatesOf(tables, concert) }))),
  cities: () =>
    Effect.sync(() => {
      const spellings = new Map<string, string>()
      for (const c of tables.concerts.values()) {
        const seen = spellings.get(lower(c.city))
        if (seen === undefined || c.city < seen) spellings.set(lower(c.city), c.city)
      }
      return [...spellings.values()].sort()
    }),
  counts: (from, until) =>
    Effect.sync(() => {
      const all = [...tables.concerts.values()]
      return { total: all.length, upcoming: all.filter((c) => c.date >= from && c.date <= until).length }
    }),
  interestsOf: (id) =>
    Effect.sync(() =>
      [...tables.interests.values()]
        .filter((i) => i.concertId === id)
        .map((i) => ({ userId: i.userId, status: i.status }))
        .sort((a, b) => (a.userId < b.userId ? -1 : 1))
    ),
  merge: (primaryId, duplicateId) =>
    Effect.sync(() => {
      let moved = 0
      for (const [key, interest] of [...tables.interests]) {
        if (interest.concertId !== duplicateId) continue
        const targetKey = `${interest.userId}:${primaryId}`
        const existing = tables.interests.get(targetKey)
        if (!existing || strength[interest.status] > strength[existing.status]) {
          tables.interests.set(targetKey, { ...interest, concertId: primaryId })
        }
        tables.interests.delete(key)
        moved += 1
      }
      // Plans (issue #22) follow their concert, as in PostgreSQL.
      for (const plan of [...tables.plans.values()]) if (plan.concertId === duplicateId) tables.plans.set(plan.id, { ...plan, concertId: primaryId })
      tables.concerts.delete(duplicateId)
      // The duplicate's pending notice, ticket links and reminders go with it (the foreign keys' cascade); the primary
      // keeps its own.
      tables.changeNotices.delete(duplicateId)
      tables.ticketLinks.delete(duplicateId)
      for (const [key, sent] of tables.concertReminders) if (sent.concertId === duplicateId) tables.concertReminders.delete(key)
      return { moved }
    })
})
