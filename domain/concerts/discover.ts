/** Use case: the concerts page — one keyset page of concerts with the viewer's and others' interest. */
import { Clock, Effect, Option } from "effect"
import { fromBase64Url, toBase64Url } from "../kernel/base64url.ts"
import { isUuid } from "../kernel/ids.ts"
import { type LocalDate, today } from "../kernel/local-date.ts"
import { decodeCursor, encodeCursor } from "./cursor.ts"
import type { ActivityFilter, ConcertInterestsPage, DiscoveryConcert, DiscoveryPage, FriendsFilter } from "./discovery-contract.ts"
import { type ShownCursor, type ShownInterest, shownRank, totalOf } from "./discovery.ts"
import { type AnnotatedConcert, DiscoveryRepo } from "./discovery-repo.ts"
import { ConcertNotFound } from "../curation/errors.ts"
import { InvalidCursor, InvalidDateRange } from "./errors.ts"
import { DEFAULT_PAGE_SIZE } from "./list-upcoming-concerts.ts"
import { toConcertDto } from "./to-dto.ts"

export interface DiscoverOptions {
  readonly friends?: FriendsFilter | undefined
  readonly activity?: ActivityFilter | undefined
  readonly city?: string | undefined
  /** Only concerts in these cities (`cityKey`s: My Cities, issue #32); every city when undefined. */
  readonly cities?: ReadonlyArray<string> | undefined
  readonly past?: boolean | undefined
  /** The first day shown (instead of today, or of no bound with `past`). */
  readonly from?: LocalDate | undefined
  /** The last day shown. */
  readonly to?: LocalDate | undefined
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
}

/** How many of a concert's shown interests the concerts page names; the rest are a click away. */
export const FIRST_SHOWN = 5
/** A page of GET /api/concerts/{id}/interests unless the query asks for another size. */
export const INTERESTS_PAGE_SIZE = 50

const toFriendInterest = (s: ShownInterest) => ({ userId: s.userId, displayName: s.displayName, interestStatus: s.status, degree: s.degree })

export const toDiscoveryConcert = (a: AnnotatedConcert): DiscoveryConcert => ({
  ...toConcertDto(a.concert),
  userInterest: a.userInterest,
  friendCount: totalOf(a.counts),
  friendCountByDegree: a.counts,
  friendInterests: a.shown.map(toFriendInterest)
})

export const discover = Effect.fn("discover")(function* (viewerId: string, options: DiscoverOptions = {}) {
  const after = options.cursor === undefined ? Option.none() : decodeCursor(options.cursor)
  if (options.cursor !== undefined && Option.isNone(after)) return yield* new InvalidCursor({ cursor: options.cursor })
  const { from, to } = options
  if (from !== undefined && to !== undefined && to < from) return yield* new InvalidDateRange({ from, to })
  const limit = options.limit ?? DEFAULT_PAGE_SIZE
  // One extra row tells whether another page exists without a count query.
  const rows = yield* (yield* DiscoveryRepo).page({
    viewerId,
    circle: options.friends ?? "anyone",
    activity: options.activity ?? "all",
    city: options.city,
    cities: options.cities,
    from: from ?? (options.past === true ? undefined : yield* today),
    to,
    limit: limit + 1,
    after: Option.getOrUndefined(after),
    shownLimit: FIRST_SHOWN,
    now: yield* Clock.currentTimeMillis
  })
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    concerts: page.map(toDiscoveryConcert),
    nextCursor: rows.length > limit && last ? encodeCursor({ date: last.concert.date, id: last.concert.id }) : null
  } satisfies DiscoveryPage
})

/** The cursor of a concert's interests list: `<rank>~<user id>`, strict like every cursor. */
const encodeShownCursor = (s: ShownInterest): string => toBase64Url(`${shownRank(s)}~${s.userId}`)
const decodeShownCursor = (text: string): Option.Option<ShownCursor> => {
  const [rank, userId, ...rest] = (fromBase64Url(text) ?? "").split("~")
  if (rest.length > 0 || rank === undefined || userId === undefined || !/^[0-5]$/.test(rank) || !isUuid(userId)) return Option.none()
  return Option.some({ rank: Number(rank), userId: userId.toLowerCase() })
}

export interface ConcertInterestsOptions {
  readonly friends?: FriendsFilter | undefined
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
}

/** Use case: every interest the viewer may see on one concert, closest first, a page at a time. */
export const concertInterests = Effect.fn("concertInterests")(function* (viewerId: string, concertId: string, options: ConcertInterestsOptions = {}) {
  // An id that is not a UUID names no concert (and never reaches the store, where it would not cast).
  if (!isUuid(concertId)) return yield* new ConcertNotFound({ concertId })
  const after = options.cursor === undefined ? Option.none() : decodeShownCursor(options.cursor)
  if (options.cursor !== undefined && Option.isNone(after)) return yield* new InvalidCursor({ cursor: options.cursor })
  const limit = options.limit ?? INTERESTS_PAGE_SIZE
  const rows = yield* (yield* DiscoveryRepo).shownOn({
    viewerId,
    concertId,
    circle: options.friends ?? "anyone",
    limit: limit + 1,
    after: Option.getOrUndefined(after),
    now: yield* Clock.currentTimeMillis
  })
  if (Option.isNone(rows)) return yield* new ConcertNotFound({ concertId })
  const page = rows.value.slice(0, limit)
  const last = page.at(-1)
  return {
    concertId,
    interests: page.map(toFriendInterest),
    nextCursor: rows.value.length > limit && last ? encodeShownCursor(last) : null
  } satisfies ConcertInterestsPage
})
