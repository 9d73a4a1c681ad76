/**
 * Spare tickets under concurrency, on a real PostgreSQL server: every request and answer is its own transaction on
 * its own connection, so they really race. Spares never go below zero and each spare goes to one person once,
 * because every change first locks the plan row; the last test takes the lock away and shows the race it prevents.
 */
import { Effect, Exit, ManagedRuntime, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import { addPlanMembers, answerSpareRequest, createPlan, requestSpare, setPlanTicket } from "../../domain/plans/plans.ts"
import type { AppServices } from "../../domain/services.ts"
import { testDatabase } from "../support/pg.ts"
import { aUser, anId } from "./fresh-store.ts"

/** "ok", or the tag of the expected failure. */
const outcome = (exit: Exit.Exit<unknown, unknown>): string =>
  Exit.isSuccess(exit) ? "ok" : String((Option.getOrUndefined(Exit.findErrorOption(exit)) as { _tag?: string } | undefined)?._tag)

const count = (tags: ReadonlyArray<string>, tag: string) => tags.filter((t) => t === tag).length

const NEEDERS = 8

describe("spare tickets under concurrency (PostgreSQL)", () => {
  let runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  let drop: () => Promise<void>
  let concertN = 0
  beforeAll(async () => {
    const db = await testDatabase()
    drop = db.drop
    runtime = ManagedRuntime.make(PostgresAdapters.layer(db.url, { maximumPoolSize: 20 }))
  })
  afterAll(async () => {
    await runtime.dispose()
    await drop()
  })
  const run = <A, E>(effect: Effect.Effect<A, E, AppServices>) => runtime.runPromise(effect)
  const race = (effects: ReadonlyArray<Effect.Effect<unknown, unknown, AppServices>>) =>
    Promise.all(effects.map((effect) => runtime.runPromiseExit(effect))).then((exits) => exits.map(outcome))

  /**
   * A plan made by a new holder with `spares` spares, and `needers` new members who need a ticket (friends of the
   * holder, each a member by the maker's invitation). Answers the plan's id and the people.
   */
  const aPlan = (spares: number, needers = NEEDERS) =>
    run(
      Effect.gen(function* () {
        concertN += 1
        const base = concertN * 100
        const people = Array.from({ length: needers + 2 }, (_, i) => aUser(base + i).id)
        const [holder, second, ...rest] = people as [string, string, ...Array<string>]
        for (let i = 0; i < people.length; i++) {
          yield* (yield* UserRepo).insert(aUser(base + i))
          yield* (yield* ProfileRepo).create({
            userId: people[i]!,
            displayName: `Fan ${base + i}`,
            bio: null,
            avatarUrl: null,
            concertVisibility: "friends_of_friends",
            inviteCount: 5,
            totalInvitesSent: 0,
            createdAt: 1_750_000_000_000
          })
        }
        for (const friend of [second, ...rest]) yield* (yield* FriendshipRepo).add(holder, friend, 1_750_000_000_000)
        const concert = new Concert({
          id: anId(90_000 + concertN) as ConcertId,
          artist: `Artist ${concertN}`,
          venue: "Hall",
          city: "Oslo",
          date: "2099-06-01" as LocalDate,
          description: null,
          imageUrl: null,
          createdBy: null,
          createdAt: 1_750_000_000_000
        })
        yield* (yield* ConcertRepo).insertMany([concert])
        const plan = yield* createPlan(holder, { concertId: concert.id })
        yield* addPlanMembers(holder, plan.id, { userIds: [second, ...rest] })
        yield* setPlanTicket(holder, plan.id, { status: "has_ticket", spares })
        yield* setPlanTicket(second, plan.id, { status: "has_ticket", spares: 1 })
        for (const needer of rest) yield* setPlanTicket(needer, plan.id, { status: "needs_ticket", spares: 0 })
        return { planId: plan.id, holder, second, needers: rest }
      })
    )

  const stateOf = (planId: string) =>
    run(
      Effect.gen(function* () {
        const repo = yield* PlanRepo
        return { members: yield* repo.members(planId), requests: yield* repo.spareRequests(planId, 0) }
      })
    )

  it(`${NEEDERS} ask one holder at once, then the holder accepts all ${NEEDERS} at once with 3 spares: 3 are given, to 3 people, once`, async () => {
    const { planId, holder, needers } = await aPlan(3)
    const asked = await race(needers.map((needer) => requestSpare(needer, planId, { holderId: holder })))
    expect(asked).toEqual(needers.map(() => "ok"))
    const pending = (await stateOf(planId)).requests
    expect(pending).toHaveLength(NEEDERS)
    const answered = await race(pending.map((r) => answerSpareRequest(holder, planId, r.id, "accept")))
    expect(count(answered, "ok")).toBe(3)
    expect(count(answered, "NoSpareLeft")).toBe(NEEDERS - 3)
    const { members, requests } = await stateOf(planId)
    expect(members.find((m) => m.userId === holder)?.spares).toBe(0)
    const accepted = requests.filter((r) => r.status === "accepted")
    expect(accepted).toHaveLength(3)
    expect(new Set(accepted.map((r) => r.requesterId)).size).toBe(3)
    const ticketed = members.filter((m) => needers.includes(m.userId) && m.ticket === "has_ticket").map((m) => m.userId)
    expect(ticketed.sort()).toEqual(accepted.map((r) => r.requesterId).sort())
    // The ones refused are still pending: the holder may free another spare later.
    expect(requests.filter((r) => r.status === "pending")).toHaveLength(NEEDERS - 3)
  })

  it("one request accepted twice at once, and a double-clicked request, each count once", async () => {
    const { planId, holder, needers } = await aPlan(2, 1)
    const needer = needers[0]!
    expect(await race(Array.from({ length: 5 }, () => requestSpare(needer, planId, { holderId: holder })))).toEqual(["ok", "ok", "ok", "ok", "ok"])
    const [request, ...others] = (await stateOf(planId)).requests
    expect(others).toEqual([])
    const answered = await race([1, 2, 3].map(() => answerSpareRequest(holder, planId, request!.id, "accept")))
    expect(answered.sort()).toEqual(["SpareRequestAnswered", "SpareRequestAnswered", "ok"])
    const { members } = await stateOf(planId)
    expect(members.find((m) => m.userId === holder)?.spares).toBe(1)
  })

  it("one person asking two holders who both accept at once gets one spare; the other holder keeps theirs", async () => {
    const { planId, holder, second, needers } = await aPlan(1, 1)
    const needer = needers[0]!
    await run(requestSpare(needer, planId, { holderId: holder }))
    await run(requestSpare(needer, planId, { holderId: second }))
    const requests = (await stateOf(planId)).requests
    const answered = await race(requests.map((r) => answerSpareRequest(r.holderId, planId, r.id, "accept")))
    expect(answered.sort()).toEqual(["SpareRequestAnswered", "ok"])
    const after = await stateOf(planId)
    const spares = after.members.filter((m) => m.userId === holder || m.userId === second).map((m) => m.spares)
    expect(spares.sort()).toEqual([0, 1])
    expect(after.requests.map((r) => r.status).sort()).toEqual(["accepted", "declined"])
  })

  it("requests, accepts and a holder lowering their spares, all at once: spares never go below zero nor are given twice", async () => {
    const { planId, holder, needers } = await aPlan(4)
    const early = needers.slice(0, 4)
    for (const needer of early) await run(requestSpare(needer, planId, { holderId: holder }))
    const pending = (await stateOf(planId)).requests
    const tags = await race([
      ...pending.map((r) => answerSpareRequest(holder, planId, r.id, "accept")),
      ...needers.slice(4).map((needer) => requestSpare(needer, planId, { holderId: holder })),
      setPlanTicket(holder, planId, { status: "has_ticket", spares: 2 })
    ])
    expect(tags.every((t) => ["ok", "NoSpareLeft"].includes(t))).toBe(true)
    const { members, requests } = await stateOf(planId)
    const left = members.find((m) => m.userId === holder)!.spares
    const accepted = requests.filter((r) => r.status === "accepted")
    // Serialised by the lock, the outcome is one of the orders: the accepts before the holder's change took from 4,
    // the ones after it from 2 (what the holder then said was still free), refusing once nothing was left.
    const acceptsOk = count(tags.slice(0, pending.length), "ok")
    expect(accepted).toHaveLength(acceptsOk)
    expect(left).toBeGreaterThanOrEqual(0)
    expect(left).toBeLessThanOrEqual(2)
    expect(acceptsOk).toBeGreaterThanOrEqual(2)
    expect(new Set(accepted.map((r) => r.requesterId)).size).toBe(accepted.length)
    const ticketed = members.filter((m) => needers.includes(m.userId) && m.ticket === "has_ticket").map((m) => m.userId)
    expect(ticketed.sort()).toEqual(accepted.map((r) => r.requesterId).sort())
  })

  it("without the plan's lock the same race gives away more spares than there are (the lock is what prevents it)", async () => {
    const { planId, holder, needers } = await aPlan(3, 5)
    for (const needer of needers) await run(requestSpare(needer, planId, { holderId: holder }))
    const pending = (await stateOf(planId)).requests
    // A repository whose lock only reads, and whose holder writes wait until every accept has read the plan: the
    // interleaving a lock-free version allows, made certain.
    let arrived = 0
    let release: () => void = () => undefined
    const everyoneRead = new Promise<void>((resolve) => {
      release = resolve
    })
    const unlocked = await run(
      Effect.gen(function* () {
        const repo = yield* PlanRepo
        return PlanRepo.of({
          ...repo,
          lock: repo.find,
          updateMember: (member) =>
            member.userId !== holder
              ? repo.updateMember(member)
              : Effect.promise(() => {
                  arrived += 1
                  if (arrived === pending.length) release()
                  return everyoneRead
                }).pipe(Effect.andThen(repo.updateMember(member)))
        })
      })
    )
    const answered = await race(pending.map((r) => answerSpareRequest(holder, planId, r.id, "accept").pipe(Effect.provideService(PlanRepo, unlocked))))
    expect(answered).toEqual(pending.map(() => "ok"))
    const { members, requests } = await stateOf(planId)
    expect(requests.filter((r) => r.status === "accepted")).toHaveLength(5)
    expect(members.find((m) => m.userId === holder)?.spares).toBe(2)
  })
})
