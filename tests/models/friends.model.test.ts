/**
 * Model-based test of friend requests and friendships: random sequences of send, accept, reject, cancel
 * and remove by random users against the API on PostgreSQL, with the invariants checked after every step.
 */
import fc from "fast-check"
import type { DatabasePool } from "slonik"
import { afterAll, beforeAll, describe, it } from "vitest"
import { makePool, noRows } from "../../adapters/postgres/pool.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { type Fan, fan } from "../support/friends.ts"
import { Accept, Cancel, Reject, Remove, Send } from "./friends-commands.ts"
import { emptyModel, type Real } from "./friends-model.ts"

const FANS = 5

describe("friend requests and friendships, as a model (PostgreSQL)", () => {
  let t: TestApp & { databaseUrl: string }
  let pool: DatabasePool
  let fans: Array<Fan>
  beforeAll(async () => {
    t = await postgresApp()
    pool = await makePool(t.databaseUrl, { maximumPoolSize: 1 })
    fans = []
    for (let i = 0; i < FANS; i++) fans.push(await fan(t, `model${i}@example.com`, `Fan ${i}`))
  })
  afterAll(async () => {
    await pool.end()
    await t.close()
  })

  // Every run starts with no friendships, no requests, and fresh rate-limit windows.
  const reset = () =>
    pool.transaction(async (tx) => {
      await tx.query(noRows`DELETE FROM friend_requests`)
      await tx.query(noRows`DELETE FROM friendships`)
      await tx.query(noRows`DELETE FROM rate_limits WHERE key LIKE ${"friend-request:%"}`)
    })

  it("every answer matches the model and every invariant holds after every command", async () => {
    const who = fc.nat(FANS - 1)
    const commands = fc.commands(
      [
        fc.tuple(who, who).map(([a, b]) => new Send(a, b)),
        fc.tuple(who, who).map(([a, b]) => new Send(a, b)),
        fc.tuple(who, fc.nat()).map(([a, k]) => new Accept(a, k)),
        fc.tuple(who, fc.nat()).map(([a, k]) => new Reject(a, k)),
        fc.tuple(who, fc.nat()).map(([a, k]) => new Cancel(a, k)),
        fc.tuple(who, who).map(([a, b]) => new Remove(a, b))
      ],
      { maxCommands: 16 }
    )
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        await reset()
        const real: Real = { fans }
        await fc.asyncModelRun(() => ({ model: emptyModel(), real }), cmds)
      }),
      { numRuns: 20 }
    )
  }, 60_000)
})
