/**
 * The law of a data export (issue #30) on random worlds, on memory and PostgreSQL alike: a person's archive holds
 * every interest, friend and plan message of theirs, and nothing another person's own pages would not show them:
 * no other account's e-mail address (but the addresses they typed into an invitation), no other person's bio or
 * messages, and no name of someone hidden from them (a block either way, a suspended account) except the people they
 * blocked themself, in blocks.json as their settings list them. Both adapters write the same tables.
 *
 * Every name, address, bio and message of the world is a token found nowhere else, so a token in the archive's text
 * is the thing it names.
 */
import { Clock, Effect, ManagedRuntime, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { personWithProfile } from "../../domain/accounts/people.arbitraries.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo, type InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { FriendRequestRepo } from "../../domain/friends/friend-request-repo.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { archiveFiles } from "../../domain/own-data/archive.ts"
import { collectOwnData } from "../../domain/own-data/own-data.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { hiddenNow } from "../../domain/safety/hidden.ts"
import type { AppServices } from "../../domain/services.ts"
import { anId, type FreshStore, memoryStore, postgresStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

const PEOPLE = 5
const T0 = 1_750_000_000_000
const HOUR = 3_600_000
const person = fc.nat(PEOPLE - 1)
const pair = fc.tuple(person, person).filter(([a, b]) => a !== b)
const everyPair = Array.from({ length: PEOPLE }, (_, a) => Array.from({ length: PEOPLE - a - 1 }, (_, i) => [a, a + i + 1] as const)).flat()

const idOf = (n: number) => anId(5100 + n)
const nameOf = (n: number) => `Qzname${n}x`
const emailOf = (n: number) => `qzmail${n}x@law.test`
const bioOf = (n: number) => `Qzbio${n}x`
const messageOf = (n: number, author: number) => `Qzmsg${n}by${author}x`
const CONCERTS = [0, 1, 2].map(
  (n) =>
    new Concert({
      id: ConcertId.make(anId(5200 + n)),
      artist: `Band ${n}`,
      venue: "Hall",
      city: "Oslo",
      date: `2099-0${n + 1}-01` as LocalDate,
      description: null,
      imageUrl: null,
      createdBy: null,
      createdAt: T0
    })
)

const worldArb = fc.record({
  friendships: fc.subarray(everyPair, { maxLength: 7 }),
  requests: fc.array(pair, { maxLength: 3 }),
  interests: fc.array(fc.record({ person, concert: fc.nat(2), status: fc.constantFrom<InterestStatus>("not_interested", "interested", "has_tickets") }), {
    maxLength: 8
  }),
  plans: fc.array(fc.record({ maker: person, concert: fc.nat(2), members: fc.uniqueArray(person, { maxLength: 3 }) }), { minLength: 1, maxLength: 2 }),
  messages: fc.array(fc.record({ plan: fc.nat(1), author: person }), { maxLength: 5 }),
  /** A member who leaves a plan after the messages (theirs stay theirs). */
  leaves: fc.array(fc.record({ plan: fc.nat(1), who: person }), { maxLength: 2 }),
  /** Invitations: to another person's address (typed by the inviter) or to a new one. */
  invitations: fc.array(fc.record({ inviter: person, to: fc.option(person, { nil: null }) }), { maxLength: 3 }),
  /** News of one person to another, worded with the actor's name as the app stores it. */
  news: fc.array(pair, { maxLength: 4 }),
  blocks: fc.array(pair, { maxLength: 2 }),
  suspensions: fc.uniqueArray(fc.record({ person, lapsed: fc.boolean() }), { maxLength: 2, selector: (s) => s.person })
})
type World = typeof worldArb extends fc.Arbitrary<infer W> ? W : never

const attempt = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.asVoid(Effect.exit(effect))

/** Loads the world through the ports; answers the plans' ids. */
const build = (world: World) =>
  Effect.gen(function* () {
    for (let n = 0; n < PEOPLE; n++) {
      yield* personWithProfile(idOf(n), emailOf(n), nameOf(n))
      yield* (yield* ProfileRepo).update(idOf(n), { displayName: nameOf(n), bio: bioOf(n) })
    }
    yield* (yield* ConcertRepo).insertMany(CONCERTS)
    const friendships = yield* FriendshipRepo
    for (const [a, b] of world.friendships) yield* friendships.add(idOf(a), idOf(b), T0)
    for (const [i, [a, b]] of world.requests.entries()) {
      if (!(yield* friendships.areFriends(idOf(a), idOf(b)))) {
        yield* attempt((yield* FriendRequestRepo).create({ id: anId(5300 + i), senderId: idOf(a), receiverId: idOf(b), createdAt: T0 + i }))
      }
    }
    for (const [i, x] of world.interests.entries()) yield* (yield* InterestRepo).set(idOf(x.person), CONCERTS[x.concert]!.id, x.status, T0 + i)
    const plans = yield* PlanRepo
    const planIds: Array<string> = []
    for (const [i, p] of world.plans.entries()) {
      const id = anId(5400 + i)
      planIds.push(id)
      yield* plans.create(
        { id, concertId: CONCERTS[p.concert]!.id, makerId: idOf(p.maker), title: `Plan ${i}`, meetPlace: null, meetAt: null, createdAt: T0, updatedAt: T0 },
        { planId: id, userId: idOf(p.maker), answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: T0 }
      )
      yield* plans.addMembers(
        p.members.map((m) => ({ planId: id, userId: idOf(m), answer: null, ticket: null, spares: 0, ticketNote: null, joinedAt: T0 + 1 }))
      )
    }
    const planOf = (n: number) => planIds[n % planIds.length]!
    for (const [i, m] of world.messages.entries()) {
      const memberIds = (yield* plans.members(planOf(m.plan))).map((x) => x.userId)
      if (memberIds.includes(idOf(m.author))) {
        yield* plans.addMessage({ id: anId(5500 + i), planId: planOf(m.plan), authorId: idOf(m.author), text: messageOf(i, m.author), createdAt: T0 + i })
      }
    }
    for (const l of world.leaves) {
      const plan = Option.getOrUndefined(yield* plans.find(planOf(l.plan)))
      if (plan !== undefined && plan.makerId !== idOf(l.who)) yield* (yield* Transactions).run(plans.removeMember(plan.id, idOf(l.who)))
    }
    for (const [i, inv] of world.invitations.entries()) {
      yield* attempt(
        (yield* InvitationRepo).insert({
          id: anId(5600 + i),
          inviterId: idOf(inv.inviter),
          email: inv.to === null ? `qznew${i}x@elsewhere.test` : emailOf(inv.to),
          tokenHash: `law-${i}`,
          expiresAt: T0 + 7 * 24 * HOUR,
          createdAt: T0 + i
        })
      )
    }
    for (const [i, [actor, recipient]] of world.news.entries()) {
      yield* (yield* NotificationRepo).add({
        id: anId(5700 + i),
        kind: "friend_request_accepted",
        recipientId: idOf(recipient),
        actorId: idOf(actor),
        concertId: null,
        at: T0 + i,
        data: { kind: "friend_request_accepted", actorName: nameOf(actor) }
      })
    }
    const now = yield* Clock.currentTimeMillis
    for (const [a, b] of world.blocks) yield* (yield* BlockRepo).block(idOf(a), idOf(b), now)
    for (const s of world.suspensions) yield* suspendInStore(idOf(s.person), now - 2 * HOUR, s.lapsed ? now - HOUR : null)
    return planIds
  })

interface Export {
  readonly files: Record<string, string>
  readonly hidden: ReadonlySet<string>
}

/** Every person's archive (as files) and the people hidden from them, on one adapter. */
const exportsOn = async (fresh: FreshStore, world: World): Promise<ReadonlyArray<Export>> => {
  const store = await fresh()
  const runtime = ManagedRuntime.make(store.layer)
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        yield* build(world)
        const all: Array<Export> = []
        for (let n = 0; n < PEOPLE; n++) {
          const data = yield* collectOwnData(idOf(n))
          all.push({ files: Object.fromEntries(archiveFiles(data).map((f) => [f.path, f.text])), hidden: yield* hiddenNow(idOf(n)) })
        }
        return all
      }) as Effect.Effect<ReadonlyArray<Export>, unknown, AppServices>
    )
  } finally {
    await runtime.dispose()
    await store.dispose()
  }
}

const ids = Array.from({ length: PEOPLE }, (_, n) => idOf(n))

describe("a data export's law", () => {
  it("on random worlds, an archive holds every interest, friend and message of its person and nothing of others their pages would not show; both adapters agree", async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const memory = await exportsOn(memoryStore, world)
        const postgres = await exportsOn(postgresStore, world)
        for (let v = 0; v < PEOPLE; v++) {
          const { files, hidden } = memory[v]!
          for (const table of ["interests.csv", "friends.csv", "invitations.csv"]) expect(postgres[v]!.files[table], `${v} ${table}`).toBe(files[table])
          for (const exp of [memory[v]!, postgres[v]!]) {
            const text = Object.values(exp.files).join("\n")
            const withoutBlocks = Object.entries(exp.files)
              .filter(([path]) => path !== "blocks.json")
              .map(([, t]) => t)
              .join("\n")
            const typed = new Set(world.invitations.filter((i) => i.inviter === v && i.to !== null).map((i) => i.to))
            const blockedByV = new Set(world.blocks.filter(([a]) => a === v).map(([, b]) => b))
            for (let o = 0; o < PEOPLE; o++) {
              if (o === v) continue
              if (!typed.has(o)) expect(text, `${v}'s archive names ${o}'s address`).not.toContain(emailOf(o))
              expect(text, `${v}'s archive holds ${o}'s bio`).not.toContain(bioOf(o))
              for (const [i, m] of world.messages.entries()) if (m.author === o) expect(text).not.toContain(messageOf(i, o))
              if (hidden.has(idOf(o))) {
                expect(withoutBlocks, `${v}'s archive names ${o}, hidden from them`).not.toContain(nameOf(o))
                if (!blockedByV.has(o)) expect(text, `${v}'s archive names ${o}, hidden from them`).not.toContain(nameOf(o))
              }
            }
            // Every interest of theirs, with its status (the last one set for each concert).
            const interests = JSON.parse(exp.files["interests.json"]!).interests as Array<{ concertId: string; status: string }>
            const expected = new Map<string, string>()
            for (const i of world.interests) if (i.person === v) expected.set(CONCERTS[i.concert]!.id, i.status)
            expect(new Map(interests.map((i) => [i.concertId, i.status]))).toEqual(expected)
            // Every friend not hidden from them, by name; nobody else.
            const friends = JSON.parse(exp.files["friends.json"]!).friends as Array<{ userId: string; displayName: string }>
            const friendIds = world.friendships.filter(([a, b]) => a === v || b === v).map(([a, b]) => (a === v ? b : a))
            expect(friends.map((f) => f.userId).sort()).toEqual(
              friendIds
                .map(idOf)
                .filter((id) => !hidden.has(id))
                .sort()
            )
            for (const f of friends) expect(f.displayName).toBe(nameOf(ids.indexOf(f.userId)))
            // Every message they wrote, in their plans or in plans they left.
            const plans = JSON.parse(exp.files["plans.json"]!) as {
              plans: Array<{ yourMessages: Array<{ text: string }> }>
              messagesInPlansLeft: Array<{ text: string }>
            }
            const written = [...plans.plans.flatMap((p) => p.yourMessages), ...plans.messagesInPlansLeft].map((m) => m.text).sort()
            const posted = memoryPosted(world, v)
            expect(written).toEqual(posted)
          }
        }
      }),
      { numRuns: 5 }
    )
  }, 180_000)
})

/** The messages `v` posted (those written while a member), sorted. */
const memoryPosted = (world: World, v: number): Array<string> => {
  const members = world.plans.map((p) => new Set([p.maker, ...p.members]))
  return world.messages.flatMap((m, i) => (m.author === v && members[m.plan % members.length]!.has(v) ? [messageOf(i, v)] : [])).sort()
}
