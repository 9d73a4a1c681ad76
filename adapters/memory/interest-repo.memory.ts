/** InterestRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import type { InterestFact } from "../../domain/concerts/discovery.ts"
import { type ConcertInterest, type InterestedNearby, InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { canSeeActivity, friendDegree } from "../../domain/friends/degree.ts"
import { hiddenFrom, isAway } from "./block-repo.memory.ts"
import { interestFact } from "./discovery-repo.memory.ts"
import { neighbours } from "./friendship-repo.memory.ts"
import { recordActivity } from "./analytics-events.ts"
import { MemoryStore } from "./store.ts"

const byUserId = (a: { userId: string }, b: { userId: string }) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)

export const layer: Layer.Layer<InterestRepo, never, MemoryStore> = Layer.effect(
  InterestRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return InterestRepo.of({
      set: (userId, concertId, status, at) =>
        Effect.sync(() => {
          if (!tables.concerts.has(concertId)) return Option.none()
          const key = `${userId}:${concertId}`
          const previous = tables.interests.get(key)?.status ?? null
          tables.interests.set(key, { userId, concertId, status, updatedAt: at })
          recordActivity(tables, userId, at, status)
          return Option.some(previous)
        }),
      activityOf: (userId) =>
        Effect.sync(() =>
          [...tables.interests.values()]
            .filter((i) => i.userId === userId)
            .flatMap((i): Array<ConcertInterest> => {
              const concert = tables.concerts.get(i.concertId)
              return concert && i.status !== "not_interested" ? [{ concert, status: i.status }] : []
            })
            .sort((a, b) => (a.concert.date === b.concert.date ? (a.concert.id < b.concert.id ? -1 : 1) : a.concert.date < b.concert.date ? -1 : 1))
        ),
      friendsInterestIn: (userId, concertId) =>
        Effect.sync(() =>
          [...neighbours(tables, userId)]
            .flatMap((friendId) => {
              const stored = tables.interests.get(`${friendId}:${concertId}`)
              return stored ? [{ userId: friendId, status: stored.status }] : []
            })
            .sort(byUserId)
        ),
      goingTo: (concertId, now, after, limit) =>
        Effect.sync(() => {
          const interested = [...tables.interests.values()].filter((i) => i.concertId === concertId && i.status !== "not_interested").map((i) => i.userId)
          const plans = new Set([...tables.plans.values()].filter((p) => p.concertId === concertId).map((p) => p.id))
          const members = [...tables.planMembers.values()].filter((m) => plans.has(m.planId)).map((m) => m.userId)
          return [...new Set([...interested, ...members])]
            .filter((id) => !isAway(tables, id, now) && (after === null || id > after))
            .sort()
            .slice(0, limit)
        }),
      interestedNear: (userId, concertId, limits, now) =>
        Effect.sync(() => {
          // The user's circle without the people hidden from them; the holders' paths without the accounts away.
          const hidden = hiddenFrom(tables, userId, now)
          const without = (gone: (id: string) => boolean) => (id: string) => new Set([...neighbours(tables, id)].filter((f) => !gone(f)))
          const circleOf = without((id) => hidden.has(id))
          const away = (id: string) => isAway(tables, id, now)
          const friendsOf = without(away)
          const onConcert = [...tables.interests.values()].filter((i) => i.concertId === concertId)
          const factFrom = (viewerId: string, i: { userId: string; status: InterestFact["status"] }): InterestFact =>
            interestFact(tables, friendsOf, viewerId, i)
          return onConcert
            .filter((i) => i.status === "interested" && !hidden.has(i.userId))
            .flatMap((i): Array<InterestedNearby> => {
              const degree = friendDegree(circleOf, userId, i.userId)
              if (degree !== 1 && degree !== 2) return []
              if (degree > limits.degree) return []
              const ticketHolders = onConcert
                .filter((h) => h.status === "has_tickets" && h.userId !== userId && h.userId !== i.userId && !away(h.userId))
                .map((h) => factFrom(i.userId, h))
                .filter((f) => (f.degree === 1 || f.degree === 2) && canSeeActivity(f.visibility, f.degree))
                .sort(byUserId)
                .slice(0, limits.holders)
              return [{ userId: i.userId, degree, ticketHolders }]
            })
            .sort(byUserId)
            .slice(0, limits.people)
        })
    })
  })
)
