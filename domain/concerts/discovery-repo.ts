/** Port: the discovery query — one page of concerts annotated with the viewer's and others' interest. */
import { Context, type Effect, type Option } from "effect"
import type { LocalDate } from "../kernel/local-date.ts"
import type { Concert } from "./concert.ts"
import type { ConcertCursor } from "./concert-repo.ts"
import type { ActivityKind, Circle, ShownCounts, ShownCursor, ShownInterest } from "./discovery.ts"
import type { InterestStatus } from "./interest-repo.ts"

/**
 * Who is never shown to the viewer, in any name, count or circle: the people hidden from them at `now` (BlockRepo
 * `hiddenFrom`: a block either way, or an account suspended at that instant). Nor does the friends-of-friends circle
 * pass through them: a hidden friend is no path to their friends.
 */
export interface HiddenAt {
  /** The instant (epoch ms, the domain's Clock) at which suspensions are read. */
  readonly now: number
}

export interface PageQuery extends HiddenAt {
  readonly viewerId: string
  readonly circle: Circle
  readonly activity: ActivityKind
  /** Exact city; every city when undefined. */
  readonly city?: string | undefined
  /** Concerts on or after this day; past ones too when undefined. */
  readonly from?: LocalDate | undefined
  /** Concerts on or before this day; every later one too when undefined. */
  readonly to?: LocalDate | undefined
  /** Only the concert with this id (a UUID, any letter case); every concert when undefined. */
  readonly concertId?: string | undefined
  /** Only these concerts (UUIDs; search results to annotate), still in (date, id) order; every concert when undefined. */
  readonly ids?: ReadonlyArray<string> | undefined
  /** At most this many concerts; all of them when undefined. */
  readonly limit?: number | undefined
  readonly after?: ConcertCursor | undefined
  /** At most this many of each concert's shown interests (the closest); every one when undefined. */
  readonly shownLimit?: number | undefined
  /** Leaves cancelled concerts out (issue #31: the dashboard's Friend Activity); every status when undefined. */
  readonly withoutCancelled?: boolean | undefined
  /** Only the concerts of this artist (`artistKey`, issue #32: the artist's page); every artist when undefined. */
  readonly artistKey?: string | undefined
  /** Only the concerts in these cities (`cityKey`s, issue #32: My Cities); every city when undefined, none when empty. */
  readonly cities?: ReadonlyArray<string> | undefined
}

/** GET a concert's shown interests page by page, closest first (`compareShown`). */
export interface ShownQuery extends HiddenAt {
  readonly viewerId: string
  readonly concertId: string
  readonly circle: Circle
  readonly limit: number
  readonly after?: ShownCursor | undefined
}

export interface AnnotatedConcert {
  readonly concert: Concert
  readonly userInterest: InterestStatus | null
  /**
   * Others' interest as the rules of `discovery.ts` show it to the viewer for the query's circle, closest
   * first (`compareShown`); only the first `shownLimit` when the query sets one.
   */
  readonly shown: ReadonlyArray<ShownInterest>
  /** All of the shown interests, counted by degree and status (whatever `shownLimit` kept of the names). */
  readonly counts: ShownCounts
}

/**
 * The dashboard's counts over concerts on or after a day. (Friend Activity is shown up to 3: the dashboard
 * takes it from its first page of friends' concerts rather than counting every one.)
 */
export interface DiscoveryCounts {
  /** Concerts the viewer is interested in or has tickets for. */
  readonly yours: number
  readonly haveTickets: number
  readonly total: number
}

/** The group opportunities among concerts on or after a day, as the dashboard shows them. */
export interface Opportunities {
  /** The first of each kind, by date then id, annotated for friends of friends with every name. */
  readonly readyToGo: ReadonlyArray<AnnotatedConcert>
  readonly buildingInterest: ReadonlyArray<AnnotatedConcert>
  /** How many concerts are of either kind. */
  readonly total: number
}

export class DiscoveryRepo extends Context.Service<
  DiscoveryRepo,
  {
    /**
     * Concerts by date then id, strictly after the cursor, kept by the activity filter, then annotated; nobody hidden
     * from the viewer at `now` is shown or counted (`HiddenAt`).
     */
    page(query: PageQuery): Effect.Effect<ReadonlyArray<AnnotatedConcert>>
    counts(viewerId: string, from: LocalDate): Effect.Effect<DiscoveryCounts>
    /**
     * The concerts `classifyOpportunity` gives a kind for the viewer's friends-of-friends circle: the first
     * `perKind` of each kind and how many in all. Only the ones shown are annotated. People hidden from the viewer
     * at `now` count for nothing (`HiddenAt`).
     */
    opportunities(viewerId: string, from: LocalDate, perKind: number, now: number): Effect.Effect<Opportunities>
    /** One page of a concert's shown interests (nobody hidden, `HiddenAt`); `Option.none()` when there is no such concert. */
    shownOn(query: ShownQuery): Effect.Effect<Option.Option<ReadonlyArray<ShownInterest>>>
  }
>()("domain/concerts/DiscoveryRepo") {}
