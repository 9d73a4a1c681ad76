/** Use case: the concerts page — one keyset page of concerts with the viewer's and others' interest. */
import { Effect, Option } from "effect"
import { today } from "../kernel/local-date.ts"
import { decodeCursor, encodeCursor } from "./cursor.ts"
import type { ActivityFilter, DiscoveryConcert, DiscoveryPage, FriendsFilter } from "./discovery-contract.ts"
import { countShown } from "./discovery.ts"
import { type AnnotatedConcert, DiscoveryRepo } from "./discovery-repo.ts"
import { InvalidCursor } from "./errors.ts"
import { DEFAULT_PAGE_SIZE } from "./list-upcoming-concerts.ts"
import { toConcertDto } from "./to-dto.ts"

export interface DiscoverOptions {
  readonly friends?: FriendsFilter | undefined
  readonly activity?: ActivityFilter | undefined
  readonly city?: string | undefined
  readonly past?: boolean | undefined
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
}

export const toDiscoveryConcert = (a: AnnotatedConcert): DiscoveryConcert => ({
  ...toConcertDto(a.concert),
  userInterest: a.userInterest,
  friendCount: countShown(a.shown),
  friendInterests: a.shown.map((s) => ({ userId: s.userId, displayName: s.displayName, interestStatus: s.status, degree: s.degree }))
})

export const discover = Effect.fn("discover")(function* (viewerId: string, options: DiscoverOptions = {}) {
  const after = options.cursor === undefined ? Option.none() : decodeCursor(options.cursor)
  if (options.cursor !== undefined && Option.isNone(after)) return yield* new InvalidCursor({ cursor: options.cursor })
  const limit = options.limit ?? DEFAULT_PAGE_SIZE
  // One extra row tells whether another page exists without a count query.
  const rows = yield* (yield* DiscoveryRepo).page({
    viewerId,
    circle: options.friends ?? "anyone",
    activity: options.activity ?? "all",
    city: options.city,
    from: options.past === true ? undefined : yield* today,
    limit: limit + 1,
    after: Option.getOrUndefined(after)
  })
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    concerts: page.map(toDiscoveryConcert),
    nextCursor: rows.length > limit && last ? encodeCursor({ date: last.concert.date, id: last.concert.id }) : null
  } satisfies DiscoveryPage
})
