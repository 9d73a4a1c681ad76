/**
 * Worlds for the tests of plans: people with profiles, friendships and one concert, loaded through the ports (any
 * adapter), and random sequences of plan operations for the laws (tests/contracts/plans-law.ts).
 */
import { Effect } from "effect"
import fc from "fast-check"
import type { Visibility } from "../accounts/contract.ts"
import { personWithProfile } from "../accounts/people.arbitraries.ts"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { MAX_PLAN_SPARES, type PlanAnswer, type TicketStatus } from "./contract.ts"

export const planPersonId = (n: number) => `00000000-0000-4000-8000-${(0x1000 + n).toString(16).padStart(12, "0")}`
export const PLAN_CONCERT = "00000000-0000-4000-8000-00000000c0de" as ConcertId

/** A user with a profile: a name (null: none) and a visibility. */
export const planPerson = (n: number, displayName: string | null = `Fan ${n}`, visibility: Visibility = "friends_of_friends") =>
  personWithProfile(planPersonId(n), `fan${n}@example.com`, displayName, visibility)

export const planConcert = (date: LocalDate, id: ConcertId = PLAN_CONCERT) =>
  new Concert({ id, artist: "Wilco", venue: "Metro", city: "St. Paul", date, description: null, imageUrl: null, createdBy: null, createdAt: 0 })

export interface PlanWorld {
  readonly people: number
  readonly friendships: ReadonlyArray<readonly [number, number]>
}

/** Loads the world: people 0..n-1 (ids `planPersonId`), their friendships, and the concert on `date`. */
export const loadPlanWorld = (world: PlanWorld, date: LocalDate) =>
  Effect.gen(function* () {
    for (let n = 0; n < world.people; n++) yield* planPerson(n)
    const friendships = yield* FriendshipRepo
    for (const [a, b] of world.friendships) yield* friendships.add(planPersonId(a), planPersonId(b), 0)
    yield* (yield* ConcertRepo).insertMany([planConcert(date)])
    return Array.from({ length: world.people }, (_, n) => planPersonId(n))
  })

export const planWorldArb = (people: number): fc.Arbitrary<PlanWorld> => {
  const pairs: Array<readonly [number, number]> = []
  for (let a = 0; a < people; a++) for (let b = a + 1; b < people; b++) pairs.push([a, b])
  return fc.subarray(pairs, { minLength: Math.ceil(pairs.length / 2) }).map((friendships) => ({ people, friendships }))
}

/** One step of a random history: `actor` does something to plan number `plan` (of those made so far), maybe to `target`. */
export type PlanOp =
  | { readonly op: "create"; readonly actor: number }
  | { readonly op: "get" | "delete" | "leave" | "messages" | "suggestions"; readonly actor: number; readonly plan: number }
  | { readonly op: "update"; readonly actor: number; readonly plan: number; readonly meetPlace: string }
  | { readonly op: "add" | "remove" | "requestSpare"; readonly actor: number; readonly plan: number; readonly target: number }
  | { readonly op: "answer"; readonly actor: number; readonly plan: number; readonly answer: PlanAnswer }
  | { readonly op: "ticket"; readonly actor: number; readonly plan: number; readonly status: TicketStatus; readonly spares: number }
  | { readonly op: "post"; readonly actor: number; readonly plan: number; readonly text: string }
  | { readonly op: "accept"; readonly actor: number; readonly plan: number; readonly accept: boolean }
  | { readonly op: "unfriend"; readonly actor: number; readonly target: number }

export const planOpArb = (people: number, plans: number): fc.Arbitrary<PlanOp> => {
  const actor = fc.nat(people - 1)
  const target = fc.nat(people - 1)
  const plan = fc.nat(plans - 1)
  return fc.oneof(
    fc.record({ op: fc.constant("create" as const), actor }),
    // The maker adds a friend or two to the first plans: the histories need plans of several members.
    { arbitrary: fc.record({ op: fc.constant("add" as const), actor, plan, target }), weight: 3 },
    fc.record({ op: fc.constantFrom("get" as const, "delete" as const, "leave" as const, "messages" as const, "suggestions" as const), actor, plan }),
    fc.record({ op: fc.constant("update" as const), actor, plan, meetPlace: fc.constantFrom("The bar", "  ", "Door 3") }),
    { arbitrary: fc.record({ op: fc.constantFrom("add" as const, "remove" as const, "requestSpare" as const), actor, plan, target }), weight: 4 },
    fc.record({ op: fc.constant("answer" as const), actor, plan, answer: fc.constantFrom("going" as const, "maybe" as const, "cant_go" as const) }),
    {
      arbitrary: fc.record({
        op: fc.constant("ticket" as const),
        actor,
        plan,
        status: fc.constantFrom("has_ticket" as const, "needs_ticket" as const),
        spares: fc.integer({ min: 0, max: Math.min(3, MAX_PLAN_SPARES) })
      }),
      weight: 2
    },
    fc.record({ op: fc.constant("post" as const), actor, plan, text: fc.constantFrom("hi", "see you\nthere", "  ") }),
    { arbitrary: fc.record({ op: fc.constant("accept" as const), actor, plan, accept: fc.boolean() }), weight: 2 },
    fc.record({ op: fc.constant("unfriend" as const), actor, target })
  )
}
