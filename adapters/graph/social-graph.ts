/**
 * The social-graph index (issue #33): people and upcoming concerts numbered densely, each person's friends, each
 * person's and each concert's interests as packed integer lists (lists.ts), each person's visibility, name, blocks
 * and suspension. A viewer's circle is marked in two arrays in a few microseconds (a stamp per request, no clearing),
 * and a concert's counts are one walk of its interests against those marks. The rules are the domain's
 * (`domain/concerts/discovery.ts`, `domain/friends/degree.ts`), answered exactly as the SQL statement answers them
 * (`adapters/postgres/discovery-repo.pg.ts`, the oracle the contract tests hold it to).
 *
 * Everything here is synchronous: a request builds its circle and reads the lists with nothing else running.
 */
import type { Visibility } from "../../domain/accounts/contract.ts"
import type { ConcertStatus } from "../../domain/concerts/show.ts"
import type { ActivityKind, Circle, ShownCounts } from "../../domain/concerts/discovery.ts"
import { OPPORTUNITY_THRESHOLD } from "../../domain/concerts/discovery.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { Lists } from "./lists.ts"

export const VISIBILITIES: ReadonlyArray<Visibility> = ["public", "friends_of_friends", "friends_only", "private"]
export const STATUSES: ReadonlyArray<InterestStatus> = ["not_interested", "interested", "has_tickets"]
const PUBLIC = 0
const FRIENDS_OF_FRIENDS = 1
const FRIENDS_ONLY = 2
const NOT_INTERESTED = 0
const HAS_TICKETS = 2

/** Above this many people in the circle, a page walks concerts in date order rather than the circle's interests first (SQL's rule too). */
const LARGE_CIRCLE = 1_000

// A person's mark in a request: none, degree 1 or 2, the viewer, or hidden from the viewer.
const NONE = 0
const SELF = 3
const HIDDEN = 4

/** What the index keeps of a concert: what the page's filters and order read. */
export interface ConcertFacts {
  readonly id: string
  readonly date: string
  readonly city: string
  readonly cityKey: string
  readonly artistKey: string
  readonly status: ConcertStatus
}

/**
 * A person as the index keeps them, numbered by `users.graph_id`; `awayUntil`: 0 when not away, else the instant (epoch
 * ms, Infinity: until lifted) until which nobody sees them.
 */
export interface PersonFacts {
  readonly id: string
  readonly visibility: Visibility
  readonly displayName: string | null
  readonly awayUntil: number
}

/** The current state of one logged key (adapters/graph/catch-up.pg.ts reads it with the log). */
export type Change =
  | { readonly kind: "user"; readonly graphId: number; readonly person: PersonFacts | null }
  | { readonly kind: "friendship"; readonly a: number; readonly b: number; readonly exists: boolean }
  | { readonly kind: "interest"; readonly person: number; readonly concertId: string; readonly status: InterestStatus | null }
  | { readonly kind: "block"; readonly blocker: number; readonly blocked: number; readonly exists: boolean }
  | { readonly kind: "concert"; readonly id: string; readonly concert: ConcertFacts | null; readonly isNew: boolean }

export interface Shown {
  readonly user: string
  readonly displayName: string | null
  readonly status: "interested" | "has_tickets"
  readonly degree: 1 | 2 | null
  readonly rank: number
}

export interface GraphAnnotated {
  readonly concertId: string
  readonly userInterest: InterestStatus | null
  readonly shown: ReadonlyArray<Shown>
  readonly counts: ShownCounts
}

export interface GraphPageQuery {
  readonly viewerId: string
  readonly circle: Circle
  readonly activity: ActivityKind
  readonly now: number
  readonly city?: string | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly concertId?: string | undefined
  readonly ids?: ReadonlyArray<string> | undefined
  readonly limit?: number | undefined
  readonly after?: { readonly date: string; readonly id: string } | undefined
  readonly shownLimit?: number | undefined
  readonly withoutCancelled?: boolean | undefined
  readonly artistKey?: string | undefined
  readonly cities?: ReadonlyArray<string> | undefined
}

/** What a load reads, in the order of its dense numbers. */
export interface Loaded {
  /** Each person with their number (`users.graph_id`), the lists' owner. */
  readonly people: ReadonlyArray<PersonFacts & { readonly graphId: number }>
  readonly concerts: ReadonlyArray<ConcertFacts>
  readonly friends: Lists
  readonly byUser: Lists
  readonly byConcert: Lists
  readonly blocks: ReadonlyArray<readonly [number, number]>
  /** The earliest day it holds every concert of (null: every concert whatever its day). */
  readonly horizon: string | null
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Thrown by `apply` when a change cannot be applied from the log alone: the index must be loaded again. */
export class NeedsReload extends Error {}

export class SocialGraph {
  readonly horizon: string | null
  /**
   * The rows of concerts its callers read (discovery-repo.graph.ts keeps the entities here), by id: an entry goes as
   * soon as the log says the concert changed, before the next request reads it.
   */
  readonly rows = new Map<string, unknown>()
  /** Counts the concert changes applied: a row read while one was applied is not kept (it may predate it). */
  rowsVersion = 0
  /** Each number's person (a hole where an account was deleted). */
  private readonly userIds: Array<string | undefined> = []
  private readonly userIndex = new Map<string, number>()
  private visibility = new Uint8Array(0)
  private readonly names: Array<string | null> = []
  private awayUntil = new Float64Array(0)
  private readonly away = new Set<number>()
  private readonly friends: Lists
  private readonly blocking = new Map<number, Set<number>>()
  private readonly blockedBy = new Map<number, Set<number>>()
  private readonly concerts: Array<ConcertFacts | null> = []
  private readonly concertIndex = new Map<string, number>()
  private readonly byUser: Lists
  private readonly byConcert: Lists
  private order: Array<number> = []
  private orderStale = true
  // A request's marks: `stamp[p] === generation` means `mark[p]` holds p's mark for this request.
  private stamp = new Int32Array(0)
  private mark = new Uint8Array(0)
  private generation = 0
  private concertStamp = new Int32Array(0)
  private concertMark = new Uint8Array(0)
  private ticketCount = new Int32Array(0)
  private interestCount = new Int32Array(0)

  constructor(loaded: Loaded) {
    this.horizon = loaded.horizon
    for (const p of loaded.people) this.setPerson(p.graphId, p)
    for (const c of loaded.concerts) this.addConcert(c)
    this.friends = loaded.friends
    this.byUser = loaded.byUser
    this.byConcert = loaded.byConcert
    for (const [blocker, blocked] of loaded.blocks) this.setBlock(blocker, blocked, true)
  }

  static empty(horizon: string | null): SocialGraph {
    return new SocialGraph({ people: [], concerts: [], friends: Lists.empty(false), byUser: Lists.empty(), byConcert: Lists.empty(), blocks: [], horizon })
  }

  get people(): number {
    return this.userIndex.size
  }

  /** Whether the index holds every concert a query from this day (undefined: every day) reads. */
  covers(from: string | undefined): boolean {
    return this.horizon === null || (from !== undefined && from >= this.horizon)
  }

  /** Whether the index holds this concert (one it does not hold may still be in the catalogue, before the horizon). */
  holds(concertId: string): boolean {
    const c = this.concertIndex.get(concertId.toLowerCase())
    return c !== undefined && this.concerts[c] !== null
  }

  bytes(): number {
    return (
      this.friends.bytes() + this.byUser.bytes() + this.byConcert.bytes() + this.visibility.byteLength + this.awayUntil.byteLength + this.stamp.byteLength * 2
    )
  }

  // --- people and concerts -----------------------------------------------------------------------------------------

  /** The viewer's number, or undefined for nobody the index knows (SQL answers). */
  numberOf(id: string): number | undefined {
    return this.userIndex.get(id.toLowerCase())
  }

  private room(n: number) {
    if (n >= this.visibility.length) {
      const size = Math.max(1024, n * 2)
      const visibility = new Uint8Array(size)
      visibility.set(this.visibility)
      this.visibility = visibility
      const awayUntil = new Float64Array(size)
      awayUntil.set(this.awayUntil)
      this.awayUntil = awayUntil
    }
    while (this.userIds.length <= n) {
      this.userIds.push(undefined)
      this.names.push(null)
    }
  }

  private setPerson(n: number, p: PersonFacts) {
    this.room(n)
    const before = this.userIds[n]
    if (before !== undefined && before !== p.id) this.userIndex.delete(before)
    this.userIds[n] = p.id
    this.userIndex.set(p.id, n)
    this.visibility[n] = VISIBILITIES.indexOf(p.visibility)
    this.names[n] = p.displayName
    this.awayUntil[n] = p.awayUntil
    if (p.awayUntil > 0) this.away.add(n)
    else this.away.delete(n)
  }

  /** An account gone: its number is nobody's, and every edge, block and interest of it goes with it. */
  private forget(n: number) {
    const id = this.userIds[n]
    if (id === undefined) return
    this.userIndex.delete(id)
    this.userIds[n] = undefined
    this.names[n] = null
    this.away.delete(n)
    const friends = this.friends.view(n)
    for (const f of Array.from(friends.values.subarray(friends.start, friends.end))) this.friends.remove(f, n)
    this.friends.clear(n)
    const interests = this.byUser.view(n)
    for (const c of Array.from(interests.values.subarray(interests.start, interests.end))) this.byConcert.remove(c, n)
    this.byUser.clear(n)
    for (const other of this.blocking.get(n) ?? []) this.setBlock(n, other, false)
    for (const other of this.blockedBy.get(n) ?? []) this.setBlock(other, n, false)
  }

  private addConcert(c: ConcertFacts): number {
    const n = this.concerts.length
    this.concerts.push(c)
    this.concertIndex.set(c.id, n)
    this.orderStale = true
    return n
  }

  private setBlock(blocker: number, blocked: number, exists: boolean) {
    const edit = (map: Map<number, Set<number>>, from: number, to: number) => {
      const set = map.get(from) ?? new Set<number>()
      if (exists) set.add(to)
      else set.delete(to)
      if (set.size === 0) map.delete(from)
      else map.set(from, set)
    }
    edit(this.blocking, blocker, blocked)
    edit(this.blockedBy, blocked, blocker)
  }

  /** Applies one key's current state. */
  apply(change: Change): void {
    switch (change.kind) {
      case "user":
        if (change.person === null) this.forget(change.graphId)
        else this.setPerson(change.graphId, change.person)
        return
      case "friendship": {
        const { a, b } = change
        if (this.userIds[a] === undefined || this.userIds[b] === undefined) return
        if (change.exists) {
          if (this.friends.tagOf(a, b) < 0) this.friends.set(a, b)
          if (this.friends.tagOf(b, a) < 0) this.friends.set(b, a)
        } else {
          this.friends.remove(a, b)
          this.friends.remove(b, a)
        }
        return
      }
      case "block":
        if (this.userIds[change.blocker] === undefined || this.userIds[change.blocked] === undefined) return
        this.setBlock(change.blocker, change.blocked, change.exists)
        return
      case "interest": {
        const c = this.concertIndex.get(change.concertId)
        const u = change.person
        if (c === undefined || this.concerts[c] === null || this.userIds[u] === undefined) return
        if (change.status === null) {
          this.byUser.remove(u, c)
          this.byConcert.remove(c, u)
        } else {
          const status = STATUSES.indexOf(change.status)
          this.byUser.set(u, c, status)
          this.byConcert.set(c, u, status)
        }
        return
      }
      case "concert": {
        this.rows.delete(change.id)
        this.rowsVersion++
        const c = this.concertIndex.get(change.id)
        if (change.concert === null) {
          if (c === undefined || this.concerts[c] === null) return
          // Its interests go with it (their rows are logged too, by the cascade); the lists are emptied here at once.
          const v = this.byConcert.view(c)
          for (let i = v.start; i < v.end; i++) this.byUser.remove(v.values[i]!, c)
          this.byConcert.clear(c)
          this.concerts[c] = null
          this.orderStale = true
          return
        }
        if (c === undefined) {
          // A concert the load did not read: a new one (its interests come after it), or one from before the horizon
          // edited into it, whose interests the load skipped.
          if (this.horizon !== null && change.concert.date >= this.horizon && !change.isNew) throw new NeedsReload(`concert ${change.id} entered the index`)
          this.addConcert(change.concert)
          return
        }
        this.concerts[c] = change.concert
        this.orderStale = true
        return
      }
    }
  }

  // --- one request's marks -----------------------------------------------------------------------------------------

  private grow() {
    if (this.stamp.length < this.userIds.length) {
      const size = Math.max(1024, this.userIds.length * 2)
      // New arrays hold 0, which no request's number is: the numbers go on (the concerts' stamps share them).
      this.stamp = new Int32Array(size)
      this.mark = new Uint8Array(size)
    }
    if (this.concertStamp.length < this.concerts.length) {
      this.concertStamp = new Int32Array(Math.max(256, this.concerts.length * 2))
      this.concertMark = new Uint8Array(this.concertStamp.length)
    }
    this.generation++
  }

  private degreeOf(p: number): number {
    return this.stamp[p] === this.generation ? this.mark[p]! : NONE
  }

  private setMark(p: number, mark: number) {
    this.stamp[p] = this.generation
    this.mark[p] = mark
  }

  /**
   * Marks the viewer's circle for this request: the people hidden from them at `now` (a block either way, away
   * accounts), then the viewer, their friends (degree 1, none hidden: a hidden friend is no path), and their friends'
   * friends (degree 2). Returns the circle's members, degree 1 first.
   */
  private markCircle(viewer: number, now: number): Array<number> {
    this.grow()
    for (const p of this.away) if (this.awayUntil[p]! > now) this.setMark(p, HIDDEN)
    for (const p of this.blocking.get(viewer) ?? []) this.setMark(p, HIDDEN)
    for (const p of this.blockedBy.get(viewer) ?? []) this.setMark(p, HIDDEN)
    this.setMark(viewer, SELF)
    const members: Array<number> = []
    const direct = this.friends.view(viewer)
    for (let i = direct.start; i < direct.end; i++) {
      const f = direct.values[i]!
      if (this.stamp[f] === this.generation) continue
      this.setMark(f, 1)
      members.push(f)
    }
    const friendCount = members.length
    for (let k = 0; k < friendCount; k++) {
      const theirs = this.friends.view(members[k]!)
      for (let i = theirs.start; i < theirs.end; i++) {
        const g = theirs.values[i]!
        if (this.stamp[g] === this.generation) continue
        this.setMark(g, 2)
        members.push(g)
      }
    }
    return members
  }

  /** Whether a person at this mark, with this visibility, is shown for the circle (`isShown` and `canSeeActivity`). */
  private static shows(circle: Circle, degree: number, visibility: number): boolean {
    if (degree === SELF || degree === HIDDEN) return false
    if (circle === "friends" ? degree !== 1 : circle === "friends_of_friends" ? degree === NONE : false) return false
    return visibility === PUBLIC || (visibility === FRIENDS_OF_FRIENDS ? degree !== NONE : visibility === FRIENDS_ONLY && degree === 1)
  }

  private sortedOrder(): Array<number> {
    if (this.orderStale) {
      const live: Array<number> = []
      for (let c = 0; c < this.concerts.length; c++) if (this.concerts[c] !== null) live.push(c)
      live.sort((x, y) => {
        const a = this.concerts[x]!
        const b = this.concerts[y]!
        return a.date < b.date ? -1 : a.date > b.date ? 1 : compareIds(a.id, b.id)
      })
      this.order = live
      this.orderStale = false
    }
    return this.order
  }

  /** The first place in the order whose concert is after (date, id), or on or after `date` when `id` is undefined. */
  private firstAfter(order: ReadonlyArray<number>, date: string, id?: string): number {
    let lo = 0
    let hi = order.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      const c = this.concerts[order[mid]!]!
      const before = c.date < date || (c.date === date && (id === undefined ? false : c.id <= id))
      if (before) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The viewer's own statuses by concert. */
  private ownStatuses(viewer: number): Map<number, number> {
    const own = new Map<number, number>()
    const v = this.byUser.view(viewer)
    for (let i = v.start; i < v.end; i++) own.set(v.values[i]!, v.tags[i]!)
    return own
  }

  /**
   * The concert's shown interests for the marked circle: counted by degree and status, and the first `limit` of them
   * (all when undefined) closest first, strictly after `after` when given.
   */
  private annotate(c: number, circle: Circle, limit: number | undefined, after?: { readonly rank: number; readonly userId: string }) {
    const counts = new Int32Array(6)
    const best: Array<{ p: number; rank: number; status: number; degree: number }> = []
    const v = this.byConcert.view(c)
    for (let i = v.start; i < v.end; i++) {
      const status = v.tags[i]!
      if (status === NOT_INTERESTED) continue
      const p = v.values[i]!
      const degree = this.degreeOf(p)
      if (!SocialGraph.shows(circle, degree, this.visibility[p]!)) continue
      const place = degree === 1 ? 0 : degree === 2 ? 2 : 4
      const tickets = status === HAS_TICKETS
      counts[place + (tickets ? 1 : 0)]!++
      const rank = place + (tickets ? 0 : 1)
      if (after !== undefined && (rank < after.rank || (rank === after.rank && this.userIds[p]! <= after.userId))) continue
      if (limit !== undefined && best.length >= limit) {
        const worst = best[best.length - 1]!
        if (rank > worst.rank || (rank === worst.rank && this.userIds[p]! > this.userIds[worst.p]!)) continue
      }
      const entry = { p, rank, status, degree }
      if (limit === undefined) {
        best.push(entry)
        continue
      }
      let at = best.length
      while (at > 0) {
        const prior = best[at - 1]!
        if (prior.rank < rank || (prior.rank === rank && this.userIds[prior.p]! < this.userIds[p]!)) break
        at--
      }
      best.splice(at, 0, entry)
      if (limit !== undefined && best.length > limit) best.pop()
    }
    if (limit === undefined) best.sort((x, y) => x.rank - y.rank || compareIds(this.userIds[x.p]!, this.userIds[y.p]!))
    const shown: Array<Shown> = best.map((b) => ({
      user: this.userIds[b.p]!,
      displayName: this.names[b.p] ?? null,
      status: b.status === HAS_TICKETS ? "has_tickets" : "interested",
      degree: b.degree === 1 ? 1 : b.degree === 2 ? 2 : null,
      rank: b.rank
    }))
    return {
      shown,
      counts: {
        friends: { interested: counts[0]!, hasTickets: counts[1]! },
        friendsOfFriends: { interested: counts[2]!, hasTickets: counts[3]! },
        others: { interested: counts[4]!, hasTickets: counts[5]! }
      } satisfies ShownCounts
    }
  }

  /** Marks the concerts where the circle's members show activity (1: interest, 2: tickets too). */
  private markActivity(members: ReadonlyArray<number>, circle: Circle) {
    for (const p of members) {
      if (!SocialGraph.shows(circle, this.mark[p]!, this.visibility[p]!)) continue
      const v = this.byUser.view(p)
      for (let i = v.start; i < v.end; i++) {
        const status = v.tags[i]!
        if (status === NOT_INTERESTED) continue
        const c = v.values[i]!
        const before = this.concertStamp[c] === this.generation ? this.concertMark[c]! : 0
        this.concertStamp[c] = this.generation
        this.concertMark[c] = Math.max(before, status)
      }
    }
  }

  /** `DiscoveryRepo.page` on the index; the concerts are named by id, for the caller to read. Undefined: SQL answers. */
  page(q: GraphPageQuery): Array<GraphAnnotated> | undefined {
    const viewer = this.numberOf(q.viewerId)
    if (viewer === undefined) return undefined
    const members = this.markCircle(viewer, q.now)
    const own = this.ownStatuses(viewer)
    const order = this.sortedOrder()
    // A small circle's interest, tickets or group: only the concerts the circle shows activity on (as SQL's mayKeep).
    // A large circle's interest is everywhere: concerts are annotated in date order until the page is full instead.
    const byActivity =
      q.circle !== "anyone" && (q.activity === "interest" || q.activity === "tickets" || q.activity === "group") && members.length <= LARGE_CIRCLE
    if (byActivity) this.markActivity(members, q.circle)
    let candidates: ReadonlyArray<number> = order
    let start = 0
    const only = q.concertId !== undefined ? [q.concertId] : q.ids
    if (only !== undefined) {
      const wanted = new Set(only.map((id) => this.concertIndex.get(id.toLowerCase())).filter((c) => c !== undefined))
      candidates = order.filter((c) => wanted.has(c))
    }
    if (q.after !== undefined) start = this.firstAfter(candidates, q.after.date, q.after.id)
    if (q.from !== undefined) start = Math.max(start, this.firstAfter(candidates, q.from))
    const cities = q.cities === undefined ? undefined : new Set(q.cities)
    const out: Array<GraphAnnotated> = []
    for (let k = start; k < candidates.length && (q.limit === undefined || out.length < q.limit); k++) {
      const c = candidates[k]!
      const concert = this.concerts[c]!
      if (q.to !== undefined && concert.date > q.to) break
      if (q.city !== undefined && concert.city !== q.city) continue
      if (q.withoutCancelled === true && concert.status === "cancelled") continue
      if (q.artistKey !== undefined && concert.artistKey !== q.artistKey) continue
      if (cities !== undefined && !cities.has(concert.cityKey)) continue
      const mine = own.get(c)
      if (q.activity === "mine" && mine !== 1 && mine !== HAS_TICKETS) continue
      if (byActivity) {
        const active = this.concertStamp[c] === this.generation ? this.concertMark[c]! : 0
        if (active === 0 || (q.activity === "tickets" && active !== HAS_TICKETS)) continue
      }
      const { shown, counts } = this.annotate(c, q.circle, q.shownLimit)
      const total = counts.friends.interested + counts.friends.hasTickets + counts.friendsOfFriends.interested + counts.friendsOfFriends.hasTickets
      const all = total + counts.others.interested + counts.others.hasTickets
      const tickets = counts.friends.hasTickets + counts.friendsOfFriends.hasTickets + counts.others.hasTickets
      if (q.activity === "interest" && all === 0) continue
      if (q.activity === "tickets" && tickets === 0) continue
      if (q.activity === "group" && all < 2) continue
      out.push({ concertId: concert.id, userInterest: mine === undefined ? null : STATUSES[mine]!, shown, counts })
    }
    return out
  }

  /** `DiscoveryRepo.shownOn` on the index: undefined for a concert it does not hold (the caller asks SQL). */
  shownOn(q: {
    readonly viewerId: string
    readonly concertId: string
    readonly circle: Circle
    readonly limit: number
    readonly after?: { readonly rank: number; readonly userId: string } | undefined
    readonly now: number
  }): ReadonlyArray<Shown> | undefined {
    const c = this.concertIndex.get(q.concertId.toLowerCase())
    const viewer = this.numberOf(q.viewerId)
    if (c === undefined || this.concerts[c] === null || viewer === undefined) return undefined
    this.markCircle(viewer, q.now)
    return this.annotate(c, q.circle, q.limit, q.after).shown
  }

  /** `DiscoveryRepo.counts` on the index. */
  counts(viewerId: string, from: string): { yours: number; haveTickets: number; total: number } | undefined {
    const viewer = this.numberOf(viewerId)
    if (viewer === undefined) return undefined
    const order = this.sortedOrder()
    let yours = 0
    let haveTickets = 0
    const v = this.byUser.view(viewer)
    for (let i = v.start; i < v.end; i++) {
      const concert = this.concerts[v.values[i]!]
      if (concert === null || concert === undefined || concert.date < from) continue
      if (v.tags[i] !== NOT_INTERESTED) yours++
      if (v.tags[i] === HAS_TICKETS) haveTickets++
    }
    return { yours, haveTickets, total: order.length - this.firstAfter(order, from) }
  }

  /**
   * Admin → Analytics' most-wanted concerts (issue #34) on the index: every upcoming concert (from `from`, not
   * cancelled) with at least one interest, counted by status from its own list, the `limit` with the most interest and
   * every concert tied with the last of them (the caller orders ties by their rows' text, as SQL does). Undefined when
   * the index does not hold every concert from `from`, or the ties run past `maxTied` (SQL then answers).
   */
  mostWanted(
    from: string,
    limit: number,
    maxTied = 500
  ): Array<{ readonly concertId: string; readonly interested: number; readonly hasTickets: number }> | undefined {
    if (!this.covers(from)) return undefined
    const found: Array<{ concertId: string; interested: number; hasTickets: number; total: number }> = []
    for (let c = 0; c < this.concerts.length; c++) {
      const concert = this.concerts[c]
      if (concert === null || concert === undefined || concert.date < from || concert.status === "cancelled") continue
      const v = this.byConcert.view(c)
      let interested = 0
      let hasTickets = 0
      for (let i = v.start; i < v.end; i++) {
        const status = v.tags[i]
        if (status === HAS_TICKETS) hasTickets++
        else if (status !== NOT_INTERESTED) interested++
      }
      if (interested + hasTickets > 0) found.push({ concertId: concert.id, interested, hasTickets, total: interested + hasTickets })
    }
    found.sort((a, b) => b.total - a.total)
    if (found.length <= limit) return found.map(({ concertId, interested, hasTickets }) => ({ concertId, interested, hasTickets }))
    const cutoff = found[limit - 1]!.total
    let end = limit
    while (end < found.length && found[end]!.total === cutoff) end++
    if (end > maxTied) return undefined
    return found.slice(0, end).map(({ concertId, interested, hasTickets }) => ({ concertId, interested, hasTickets }))
  }

  /**
   * `DiscoveryRepo.opportunities` on the index: each concert's shown interests from the friends-of-friends circle
   * counted from the members' own lists, classified (`classifyOpportunity`), the first `perKind` of each kind
   * annotated with every name.
   */
  opportunities(viewerId: string, from: string, perKind: number, now: number) {
    const viewer = this.numberOf(viewerId)
    if (viewer === undefined) return undefined
    const members = this.markCircle(viewer, now)
    // Each concert's shown tickets and interest from the circle, in arrays stamped for this request.
    if (this.ticketCount.length < this.concerts.length) {
      this.ticketCount = new Int32Array(this.concertStamp.length)
      this.interestCount = new Int32Array(this.concertStamp.length)
    }
    const touched: Array<number> = []
    const { mark, visibility, concertStamp, ticketCount, interestCount, generation } = this
    for (let k = 0; k < members.length; k++) {
      const p = members[k]!
      if (!SocialGraph.shows("friends_of_friends", mark[p]!, visibility[p]!)) continue
      const v = this.byUser.view(p)
      const values = v.values
      const tags = v.tags
      for (let i = v.start; i < v.end; i++) {
        const status = tags[i]!
        if (status === NOT_INTERESTED) continue
        const c = values[i]!
        if (concertStamp[c] !== generation) {
          concertStamp[c] = generation
          ticketCount[c] = 0
          interestCount[c] = 0
          touched.push(c)
        }
        if (status === HAS_TICKETS) ticketCount[c]!++
        else interestCount[c]!++
      }
    }
    const before = (x: number, y: number) => {
      const a = this.concerts[x]!
      const b = this.concerts[y]!
      return a.date < b.date || (a.date === b.date && a.id < b.id)
    }
    // The first `perKind` of each kind by date then id, kept as they are found (no sort of every opportunity).
    const firstOf = (kept: Array<number>, c: number) => {
      if (perKind <= 0 || (kept.length === perKind && !before(c, kept[kept.length - 1]!))) return
      let at = kept.length
      while (at > 0 && before(c, kept[at - 1]!)) at--
      kept.splice(at, 0, c)
      if (kept.length > perKind) kept.pop()
    }
    const ready: Array<number> = []
    const building: Array<number> = []
    let total = 0
    for (const c of touched) {
      const concert = this.concerts[c]
      if (concert === null || concert === undefined || concert.date < from || concert.status === "cancelled") continue
      const t = ticketCount[c]!
      const n = interestCount[c]!
      if (t >= OPPORTUNITY_THRESHOLD) firstOf(ready, c)
      else if (t + n >= OPPORTUNITY_THRESHOLD && n >= OPPORTUNITY_THRESHOLD) firstOf(building, c)
      else continue
      total++
    }
    const own = this.ownStatuses(viewer)
    const annotated = (cs: Array<number>) =>
      cs.map((c): GraphAnnotated => {
        const mine = own.get(c)
        return {
          concertId: this.concerts[c]!.id,
          userInterest: mine === undefined ? null : STATUSES[mine]!,
          ...this.annotate(c, "friends_of_friends", undefined)
        }
      })
    return { readyToGo: annotated(ready), buildingInterest: annotated(building), total }
  }
}
