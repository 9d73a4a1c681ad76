/** DiscoveryRepo in memory: the executable specification of the SQL query, computed with the domain's rules. */
import { Effect, Layer, Option } from "effect"
import type { Concert } from "../../domain/concerts/concert.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import {
  type Circle,
  classifyOpportunity,
  countShownByDegree,
  type OpportunityKind,
  type InterestFact,
  isAfter,
  keepsConcert,
  shownInterests
} from "../../domain/concerts/discovery.ts"
import { type AnnotatedConcert, DiscoveryRepo } from "../../domain/concerts/discovery-repo.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { friendDegree } from "../../domain/friends/degree.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { artistKey as artistKeyOf, cityKey } from "../../domain/follows/artist-key.ts"
import { hiddenFrom } from "./block-repo.memory.ts"
import { byDateThenId } from "./concert-curation.memory.ts"
import { MemoryStore, type Tables } from "./store.ts"

/**
 * The friendship graph as a viewer may walk it: without the people hidden from them (BlockRepo `hiddenFrom`), so a
 * hidden person is nobody's friend there and no path to their own friends.
 */
const friendsLookup = (tables: Tables, hidden: ReadonlySet<string>) => {
  const adjacency = new Map<string, Set<string>>()
  const link = (a: string, b: string) => adjacency.set(a, (adjacency.get(a) ?? new Set()).add(b))
  for (const f of tables.friendships.values()) {
    if (hidden.has(f.userA) || hidden.has(f.userB)) continue
    link(f.userA, f.userB)
    link(f.userB, f.userA)
  }
  return (id: string): ReadonlySet<string> => adjacency.get(id) ?? new Set()
}

const interestsByConcert = (tables: Tables) => {
  const byConcert = new Map<string, Array<{ userId: string; status: InterestStatus }>>()
  for (const i of tables.interests.values()) byConcert.set(i.concertId, [...(byConcert.get(i.concertId) ?? []), i])
  return (concertId: string) => byConcert.get(concertId) ?? []
}

/** What the rules need to know of one stored interest, seen by the viewer. */
export const interestFact = (
  tables: Tables,
  friendsOf: (id: string) => ReadonlySet<string>,
  viewerId: string,
  i: { readonly userId: string; readonly status: InterestStatus }
): InterestFact => {
  const profile = tables.profiles.get(i.userId)
  return {
    userId: i.userId,
    status: i.status,
    degree: friendDegree(friendsOf, viewerId, i.userId),
    visibility: profile?.concertVisibility ?? "friends_of_friends",
    displayName: profile?.displayName ?? null
  }
}

/** What one viewer's query reads at `now`: the people hidden from them, and the graph without them. */
interface ViewerWorld {
  readonly hidden: ReadonlySet<string>
  readonly friendsOf: (id: string) => ReadonlySet<string>
}

const viewerWorld = (tables: Tables, viewerId: string, now: number): ViewerWorld => {
  const hidden = hiddenFrom(tables, viewerId, now)
  return { hidden, friendsOf: friendsLookup(tables, hidden) }
}

/** The concert annotated for the viewer and circle: every shown interest, closest first, nobody hidden among them. */
const annotate = (
  tables: Tables,
  { hidden, friendsOf }: ViewerWorld,
  interests: ReadonlyArray<{ userId: string; status: InterestStatus }>,
  viewerId: string,
  circle: Circle,
  concert: Concert
): AnnotatedConcert => {
  const facts = interests.filter((i) => !hidden.has(i.userId)).map((i) => interestFact(tables, friendsOf, viewerId, i))
  const shown = shownInterests(circle, facts)
  return { concert, userInterest: interests.find((i) => i.userId === viewerId)?.status ?? null, shown, counts: countShownByDegree(shown) }
}

/** Every concert of the store annotated for the viewer and circle, by date then id. */
const annotateAll = (tables: Tables, viewerId: string, circle: Circle, from: LocalDate | undefined, now: number) => {
  const world = viewerWorld(tables, viewerId, now)
  const interestsOf = interestsByConcert(tables)
  return [...tables.concerts.values()]
    .filter((c) => from === undefined || c.date >= from)
    .sort(byDateThenId)
    .map((concert) => annotate(tables, world, interestsOf(concert.id), viewerId, circle, concert))
}

export const layer: Layer.Layer<DiscoveryRepo, never, MemoryStore> = Layer.effect(
  DiscoveryRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return DiscoveryRepo.of({
      page: ({ viewerId, circle, activity, city, from, to, concertId, ids, limit, after, shownLimit, now, withoutCancelled, artistKey, cities }) =>
        Effect.sync(() =>
          annotateAll(tables, viewerId, circle, from, now)
            .filter(({ concert: c }) => ids === undefined || ids.some((id) => id.toLowerCase() === c.id))
            .filter(({ concert: c }) => city === undefined || c.city === city)
            .filter(({ concert: c }) => withoutCancelled !== true || c.status !== "cancelled")
            .filter(({ concert: c }) => artistKey === undefined || artistKeyOf(c.artist) === artistKey)
            .filter(({ concert: c }) => cities === undefined || cities.includes(cityKey(c.city)))
            .filter(({ concert: c }) => to === undefined || c.date <= to)
            .filter(({ concert: c }) => concertId === undefined || c.id === concertId.toLowerCase())
            .filter(({ concert: c }) => !after || c.date > after.date || (c.date === after.date && c.id > after.id))
            .filter((a) => keepsConcert(activity, a.userInterest, a.shown))
            .slice(0, limit)
            .map((a) => (shownLimit === undefined ? a : { ...a, shown: a.shown.slice(0, shownLimit) }))
        ),
      shownOn: ({ viewerId, concertId, circle, limit, after, now }) =>
        Effect.sync(() => {
          const concert = tables.concerts.get(concertId as ConcertId)
          if (concert === undefined) return Option.none()
          const interests = [...tables.interests.values()].filter((i) => i.concertId === concertId)
          const { shown } = annotate(tables, viewerWorld(tables, viewerId, now), interests, viewerId, circle, concert)
          return Option.some(shown.filter((s) => after === undefined || isAfter(s, after)).slice(0, limit))
        }),
      opportunities: (viewerId, from, perKind, now) =>
        Effect.sync(() => {
          // A cancelled concert is no opportunity (issue #31).
          const all = annotateAll(tables, viewerId, "friends_of_friends", from, now)
            .filter((a) => a.concert.status !== "cancelled")
            .map((a) => ({
              a,
              kind: classifyOpportunity(a.shown.map((s) => s.status))
            }))
          const ofKind = (kind: OpportunityKind) => all.filter((o) => o.kind === kind).map((o) => o.a)
          return {
            readyToGo: ofKind("ready_to_go").slice(0, perKind),
            buildingInterest: ofKind("building_interest").slice(0, perKind),
            total: all.filter((o) => o.kind !== null).length
          }
        }),
      counts: (viewerId, from) =>
        Effect.sync(() => {
          // The viewer's own interest and the catalogue: nobody else is counted, so nobody is hidden.
          const all = [...tables.concerts.values()].filter((c) => c.date >= from)
          const mine = all.map((c) => tables.interests.get(`${viewerId}:${c.id}`)?.status ?? null)
          return {
            yours: mine.filter((status) => keepsConcert("mine", status, [])).length,
            haveTickets: mine.filter((status) => status === "has_tickets").length,
            total: all.length
          }
        })
    })
  })
)
