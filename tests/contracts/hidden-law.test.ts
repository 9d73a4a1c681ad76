/**
 * The law of hidden people (issue #29) on random worlds, on memory and PostgreSQL alike: no profile read, friends
 * list, request list, user search, plan view or list, plan message list, invite suggestion, notification list or live
 * audience ever shows a person to someone in a block pair with them, or a suspended account (or one waiting to be
 * purged: issue #30) to others, while everyone else's view is unchanged; and PostgreSQL answers what the memory
 * adapter answers.
 *
 * A world is people, friendships, pending requests, plans with members, tickets, spare requests and messages, and
 * interests in a concert, all made through the use cases (so the news they send is there too). Then blocks between
 * people who are not friends (a block ends a friendship, which changes friends of friends' views as any unfriending
 * does: out of this law) and suspensions, in force or lapsed. What each person sees is read as facts, each naming the
 * people it shows, before and after. Last, one person is purged (issue #30): nobody's facts name them any more.
 */
import { Clock, Effect, ManagedRuntime, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Visibility } from "../../domain/accounts/contract.ts"
import { getProfile } from "../../domain/accounts/profiles.ts"
import { deleteUser } from "../../domain/accounts/purge.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { setInterest } from "../../domain/concerts/interests.ts"
import { concertActivity } from "../../domain/friends/activity.ts"
import { listFriends, listRequests, searchUser } from "../../domain/friends/friends.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { sendFriendRequest } from "../../domain/friends/requests.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { addDays, today } from "../../domain/kernel/local-date.ts"
import { type LiveEvent, toActivityViewers, toUsers } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { listNotifications } from "../../domain/notifications/inbox.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { PLAN_CONCERT, planConcert, planPerson, planPersonId } from "../../domain/plans/plans.arbitraries.ts"
import {
  addPlanMembers,
  createPlan,
  getPlan,
  listPlanMessages,
  listPlans,
  planSuggestions,
  postPlanMessage,
  requestSpare,
  setPlanTicket
} from "../../domain/plans/plans.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { type FreshStore, memoryStore, postgresStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

const PEOPLE = 5
const HOUR = 3_600_000
const DAY = 24 * HOUR
const person = fc.nat(PEOPLE - 1)
const pair = fc.tuple(person, person).filter(([a, b]) => a !== b)
const everyPair = Array.from({ length: PEOPLE }, (_, a) => Array.from({ length: PEOPLE - a - 1 }, (_, i) => [a, a + i + 1] as const)).flat()

const worldArb = fc.record({
  visibilities: fc.array(fc.constantFrom<Visibility>("public", "friends_of_friends", "friends_only", "private"), {
    minLength: PEOPLE,
    maxLength: PEOPLE
  }),
  friendships: fc.subarray(everyPair, { minLength: 3, maxLength: 7 }),
  requests: fc.array(pair, { maxLength: 3 }),
  plans: fc.array(fc.record({ maker: person, members: fc.uniqueArray(person, { minLength: 1, maxLength: 4 }) }), { minLength: 1, maxLength: 2 }),
  tickets: fc.array(fc.record({ plan: fc.nat(1), person, spares: fc.nat(2) }), { minLength: 1, maxLength: 3 }),
  spareAsks: fc.array(fc.record({ plan: fc.nat(1), asker: person, holder: person }), { minLength: 1, maxLength: 3 }),
  messages: fc.array(fc.record({ plan: fc.nat(1), author: person }), { minLength: 1, maxLength: 4 }),
  interests: fc.array(fc.record({ person, status: fc.constantFrom<InterestStatus>("interested", "has_tickets") }), { minLength: 1, maxLength: 5 }),
  // Between people who are not friends (the others are dropped): see the module's comment.
  blocks: fc.array(pair, { minLength: 1, maxLength: 2 }),
  // "deletion": the person asked to delete their account (issue #30), which hides them as a suspension does.
  suspensions: fc.uniqueArray(fc.record({ person, until: fc.constantFrom("never", "later", "lapsed", "deletion") }), {
    minLength: 1,
    maxLength: 2,
    selector: (s) => s.person
  }),
  purged: person
})
type World = typeof worldArb extends fc.Arbitrary<infer W> ? W : never

const ids = Array.from({ length: PEOPLE }, (_, n) => planPersonId(n))
const emailOf = (n: number) => `fan${n}@example.com`

/** Something a person sees, and the people it shows. */
interface Fact {
  readonly key: string
  readonly people: ReadonlyArray<string>
}

/** Facts whose truth rests on friend-of-friend paths: a suspended friend routes no visibility, so these may only go. */
const routed = (f: Fact) => f.key.startsWith("activity-visible:") || f.key.startsWith("live:")

const attempt = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.map(Effect.result(effect), (r) => (Result.isSuccess(r) ? r.success : undefined))

/** Builds the world through the use cases; answers the plans' ids (index: the world's plan number). */
const build = (world: World) =>
  Effect.gen(function* () {
    for (let n = 0; n < PEOPLE; n++) yield* planPerson(n, `Fan ${n}`, world.visibilities[n])
    yield* (yield* ConcertRepo).insertMany([planConcert(addDays(yield* today, 10))])
    const friendships = yield* FriendshipRepo
    for (const [a, b] of world.friendships) yield* friendships.add(ids[a]!, ids[b]!, 0)
    for (const [a, b] of world.requests) yield* attempt(sendFriendRequest(ids[a]!, { userId: ids[b]! }))
    const plans: Array<string> = []
    for (const { maker, members } of world.plans) {
      const plan = yield* createPlan(ids[maker]!, { concertId: PLAN_CONCERT })
      plans.push(plan.id)
      for (const m of members) yield* attempt(addPlanMembers(ids[maker]!, plan.id, { userIds: [ids[m]!] }))
    }
    const planOf = (n: number) => plans[n % plans.length]!
    for (const t of world.tickets) yield* attempt(setPlanTicket(ids[t.person]!, planOf(t.plan), { status: "has_ticket", spares: t.spares }))
    for (const s of world.spareAsks) yield* attempt(requestSpare(ids[s.asker]!, planOf(s.plan), { holderId: ids[s.holder]! }))
    for (const [i, m] of world.messages.entries()) yield* attempt(postPlanMessage(ids[m.author]!, planOf(m.plan), { text: `message ${i}` }))
    for (const i of world.interests) yield* setInterest(ids[i.person]!, PLAN_CONCERT, i.status)
    return plans
  })

/** Who hears whose concert activity live: every person subscribed, one event of each published, then a barrier. */
const liveAudiences = Effect.gen(function* () {
  const live = yield* LiveEvents
  const heard = new Map(ids.map((id) => [id, new Set<string>()]))
  const barriers = new Map(ids.map((id) => [id, false]))
  const stops = yield* Effect.forEach(ids, (id) =>
    live.subscribe(id, {
      deliver: (event: LiveEvent) => {
        if (event.type === "interest_changed") heard.get(id)!.add(event.userId)
        if (event.type === "friend_removed") barriers.set(id, true)
      },
      end: () => undefined
    })
  )
  for (const owner of ids) yield* live.publish(toActivityViewers({ type: "interest_changed", concertId: PLAN_CONCERT, userId: owner }, owner))
  // Events reach a stream in the order they were published: once the barrier is everywhere, so is the rest.
  yield* live.publish(toUsers({ type: "friend_removed", userIds: [ids[0]!, ids[1]!] }, ...ids))
  yield* Effect.promise(async () => {
    for (let waited = 0; [...barriers.values()].some((b) => !b); waited += 5) {
      if (waited > 10_000) throw new Error("the barrier was not delivered")
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })
  for (const stop of stops) stop()
  return heard
})

/** Everything one person sees that names people, as facts; and the counts checked against the lists they count. */
const factsOf = (viewer: string, plans: ReadonlyArray<string>, heard: ReadonlySet<string>) =>
  Effect.gen(function* () {
    const facts: Array<Fact> = []
    const add = (key: string, ...people: ReadonlyArray<string>) => facts.push({ key, people })
    for (const [n, other] of ids.entries()) {
      if (other === viewer) continue
      if ((yield* attempt(getProfile(viewer, other))) !== undefined) add(`profile:${other}`, other)
      const activity = yield* attempt(concertActivity(viewer, other))
      if (activity !== undefined) add(`activity:${other}`, other)
      if (activity?.visible) add(`activity-visible:${other}`, other)
      const found = (yield* searchUser(viewer, emailOf(n))).user
      if (found !== null) add(`search:${found.userId}`, found.userId)
    }
    for (const f of (yield* listFriends(viewer)).friends) add(`friend:${f.userId}`, f.userId)
    const requests = yield* listRequests(viewer)
    for (const r of requests.incoming) add(`request-in:${r.senderId}`, r.senderId)
    for (const r of requests.outgoing) add(`request-out:${r.receiverId}`, r.receiverId)
    const index = (planId: string) => plans.indexOf(planId)
    for (const summary of (yield* listPlans(viewer)).plans) {
      add(`plan:${index(summary.id)}`)
      if (summary.makerId !== null) add(`plan-maker:${index(summary.id)}:${summary.makerId}`, summary.makerId)
      const plan = yield* getPlan(viewer, summary.id)
      expect(summary.memberCount).toBe(plan.members.length)
      expect(summary.goingCount).toBe(plan.members.filter((m) => m.answer === "going").length)
      expect(plan.makerId).toBe(summary.makerId)
      for (const m of plan.members) add(`member:${index(plan.id)}:${m.userId}:${m.ticket}:${m.spares}`, m.userId)
      for (const r of plan.spareRequests) add(`spare:${index(plan.id)}:${r.requesterId}>${r.holderId}:${r.status}`, r.requesterId, r.holderId)
      for (const m of (yield* listPlanMessages(viewer, plan.id)).messages) {
        add(`message:${index(plan.id)}:${m.authorId}:${m.text}`, ...(m.authorId === null ? [] : [m.authorId]))
      }
      for (const f of (yield* planSuggestions(viewer, plan.id)).friends) add(`suggestion:${index(plan.id)}:${f.userId}`, f.userId)
    }
    const shown = yield* (yield* NotificationRepo).page(viewer, null, 100, yield* Clock.currentTimeMillis)
    for (const n of shown) {
      const about = "plan" in n.data ? `:${index(n.data.plan.planId)}` : ""
      add(`notification:${n.kind}${about}:${n.actorId}`, ...(n.actorId === null ? [] : [n.actorId]))
    }
    // The bell lists and counts what the page query shows.
    const bell = yield* listNotifications(viewer)
    expect(bell.unread).toBe(shown.filter((n) => n.readAt === null).length)
    if (bell.nextCursor === null) expect(bell.items.map((i) => i.id)).toEqual(shown.map((n) => n.id))
    for (const owner of heard) if (owner !== viewer) add(`live:${owner}`, owner)
    return facts.sort((a, b) => a.key.localeCompare(b.key))
  })

/** Every person's facts, by id (but the purged person's, who reads nothing any more). */
const everyonesFacts = (plans: ReadonlyArray<string>, purged?: string) =>
  Effect.gen(function* () {
    const heard = yield* liveAudiences
    const all = new Map<string, Array<Fact>>()
    for (const viewer of ids) if (viewer !== purged) all.set(viewer, yield* factsOf(viewer, plans, heard.get(viewer)!))
    return all
  })

/** The world's three moments on one adapter: before the blocks, after them, after the suspensions too. */
const moments = async (fresh: FreshStore, world: World) => {
  const store = await fresh()
  const runtime = ManagedRuntime.make(store.layer)
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        const plans = yield* build(world)
        const before = yield* everyonesFacts(plans)
        const friendships = yield* FriendshipRepo
        const now = yield* Clock.currentTimeMillis
        for (const [a, b] of world.blocks) {
          if (!(yield* friendships.areFriends(ids[a]!, ids[b]!))) yield* (yield* BlockRepo).block(ids[a]!, ids[b]!, now)
        }
        const blocked = yield* everyonesFacts(plans)
        for (const s of world.suspensions) {
          if (s.until === "deletion") yield* (yield* UserRepo).requestDeletion(ids[s.person]!, now - HOUR)
          else yield* suspendInStore(ids[s.person]!, now - HOUR, s.until === "never" ? null : s.until === "later" ? now + DAY : now - 1)
        }
        const suspended = yield* everyonesFacts(plans)
        const blockPairs = new Set<string>()
        for (const [a, b] of world.blocks) {
          if (!(yield* friendships.areFriends(ids[a]!, ids[b]!))) blockPairs.add(`${ids[a]}|${ids[b]}`).add(`${ids[b]}|${ids[a]}`)
        }
        // Issue #30: one of them is purged at once (an admin's deletion), the others read on.
        yield* deleteUser({ kind: "cli" }, { id: ids[world.purged]! })
        const purged = yield* everyonesFacts(plans, ids[world.purged])
        return { before, blocked, suspended, purged, blockPairs }
      }) as Effect.Effect<
        {
          before: Map<string, Array<Fact>>
          blocked: Map<string, Array<Fact>>
          suspended: Map<string, Array<Fact>>
          purged: Map<string, Array<Fact>>
          blockPairs: Set<string>
        },
        unknown,
        AppServices
      >
    )
  } finally {
    await runtime.dispose()
    await store.dispose()
  }
}

const keys = (facts: ReadonlyArray<Fact>) => facts.map((f) => f.key)
const without = (facts: ReadonlyArray<Fact>, hidden: (id: string) => boolean) => facts.filter((f) => !f.people.some(hidden))

describe("people hidden by a block or a suspension", () => {
  it("on random worlds, nobody sees someone in a block pair with them nor a suspended (or leaving) account, everyone else sees what they saw, nothing names a purged person, and both adapters agree", async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const memory = await moments(memoryStore, world)
        const postgres = await moments(postgresStore, world)
        for (const moment of ["before", "blocked", "suspended", "purged"] as const) {
          for (const viewer of memory[moment].keys()) {
            expect(keys(postgres[moment].get(viewer)!), `${moment} ${viewer}`).toEqual(keys(memory[moment].get(viewer)!))
          }
        }
        // A purge leaves nothing that names the person: no fact of anyone shows them or holds their id.
        const gone = ids[world.purged]!
        for (const [viewer, facts] of memory.purged) {
          for (const fact of facts) expect(fact.people.includes(gone) || fact.key.includes(gone), `${viewer}: ${fact.key}`).toBe(false)
        }
        const { before, blocked, suspended, blockPairs } = memory
        const suspendedNow = new Set(world.suspensions.filter((s) => s.until !== "lapsed").map((s) => ids[s.person]!))
        for (const viewer of ids) {
          const pairedWith = (id: string) => blockPairs.has(`${viewer}|${id}`)
          // A block takes exactly the facts naming the other of the pair; everyone else's view is unchanged.
          expect(keys(blocked.get(viewer)!), viewer).toEqual(keys(without(before.get(viewer)!, pairedWith)))
          if (suspendedNow.has(viewer)) continue
          // A suspension takes the facts naming the suspended; what rests on paths through them may go too, nothing else.
          const expected = without(blocked.get(viewer)!, (id) => suspendedNow.has(id))
          const got = suspended.get(viewer)!
          expect(keys(got.filter((f) => !routed(f))), viewer).toEqual(keys(expected.filter((f) => !routed(f))))
          for (const key of keys(got.filter(routed))) expect(keys(expected)).toContain(key)
          for (const fact of got) for (const id of fact.people) expect(pairedWith(id) || suspendedNow.has(id), fact.key).toBe(false)
        }
      }),
      { numRuns: 5 }
    )
  }, 120_000)
})
