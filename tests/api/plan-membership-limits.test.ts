/**
 * A plan's add/remove loop (issue #35) over HTTP on PostgreSQL: someone removed and added again hears of it once
 * (one notice, one mail) and sees nothing of the plan while out; membership changes are limited per user.
 */
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import type { PlanDto } from "../../domain/plans/contract.ts"
import { planPolicies } from "../../domain/plans/rules.ts"
import { fromLayer, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { movableClock } from "../support/clock.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { testDatabase } from "../support/pg.ts"
import { problem } from "../support/problem.ts"

const clock = movableClock()
const policy = planPolicies["plan-members"]
const [concert] = catalogueAroundToday(1, 5)
let t: TestApp
let mia: Fan, bob: Fan, kim: Fan, lee: Fan

beforeAll(async () => {
  const db = await testDatabase()
  const adapters = PostgresAdapters.layer(db.url, { maximumPoolSize: 4, config: { publicUrl: TEST_PUBLIC_URL } })
  t = await fromLayer(Layer.merge(adapters, clock.layer), db.drop)
  await insertConcerts(t, [concert!])
  ;[mia, bob, kim, lee] = (await Promise.all(["Mia", "Bob", "Kim", "Lee"].map((name) => fan(t, `${name.toLowerCase()}@members.test`, name)))) as [
    Fan,
    Fan,
    Fan,
    Fan
  ]
  for (const [a, b] of [
    [mia, bob],
    [mia, lee],
    [kim, bob]
  ] as const)
    await befriend(a, b)
})
afterAll(() => t.close())

const makePlan = async (maker: Fan) => {
  const res = await maker.b.send("POST", "/api/plans", { concertId: concert!.id })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as PlanDto
}
const add = (maker: Fan, planId: string, who: Fan) => maker.b.send("POST", `/api/plans/${planId}/members`, { userIds: [who.id] })
const remove = (maker: Fan, planId: string, who: Fan) => maker.b.send("DELETE", `/api/plans/${planId}/members/${who.id}`)

/** The person's notifications about the plan, as the bell lists them. */
const newsOf = async (who: Fan, planId: string) => {
  const res = await who.b.get("/api/notifications")
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json() as { unread: number; items: Array<{ kind: string; link: string; readAt: number | null }> }
  return { unread: body.unread, items: body.items.filter((n) => n.link === `/plans/${planId}`).map((n) => [n.kind, n.readAt]) }
}
/** The mail queued to the person that links the plan. */
const mailsAbout = async (who: Fan, planId: string) =>
  (await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 100, to: who.email })))).filter((m) =>
    m.text.includes(`${TEST_PUBLIC_URL}/plans/${planId}`)
  )

describe("a plan's membership changes", () => {
  it("someone removed and added again ten times hears of it once, one notice and one mail, and sees nothing of the plan while out", async () => {
    const plan = await makePlan(mia)
    // Bob's other news (his friend requests) is counted unread too.
    const { unread } = await newsOf(bob, plan.id)
    expect((await add(mia, plan.id, bob)).statusCode).toBe(200)
    expect(await mailsAbout(bob, plan.id)).toHaveLength(1)
    for (let loop = 0; loop < 10; loop++) {
      const removed = await remove(mia, plan.id, bob)
      expect(removed.statusCode, removed.body).toBe(200)
      expect((await bob.b.get(`/api/plans/${plan.id}`)).statusCode).toBe(404)
      expect(await newsOf(bob, plan.id)).toEqual({ unread, items: [] })
      const added = await add(mia, plan.id, bob)
      expect(added.statusCode, added.body).toBe(200)
    }
    expect(await mailsAbout(bob, plan.id)).toHaveLength(1)
    expect(await newsOf(bob, plan.id)).toEqual({ unread: unread + 1, items: [["plan_invited", null]] })
  })

  it(`${policy.perUser} changes in ${policy.windowMs / 60_000} minutes per user pass; the next is 429 with Retry-After and changes nothing; others are not held back`, async () => {
    const plan = await makePlan(kim)
    // The start of a fresh window, so that no count is split across two.
    clock.advance(policy.windowMs - (clock.now() % policy.windowMs))
    for (let n = 0; n < policy.perUser; n++) {
      const res = n % 2 === 0 ? await add(kim, plan.id, bob) : await remove(kim, plan.id, bob)
      expect(res.statusCode, res.body).toBe(200)
    }
    const refused = await add(kim, plan.id, bob)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(problem(429, "RateLimited", "Too many attempts. Please wait a few minutes and try again."))
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(policy.windowMs / 1000)
    expect((await bob.b.get(`/api/plans/${plan.id}`)).statusCode).toBe(404)
    expect((await remove(kim, plan.id, kim)).statusCode).toBe(429)

    const mias = await makePlan(mia)
    expect((await add(mia, mias.id, lee)).statusCode).toBe(200)
    clock.advance(policy.windowMs)
    expect((await add(kim, plan.id, bob)).statusCode).toBe(200)
  })
})
