/**
 * The invite economy as a model (fast-check commands) against the use cases on a real PostgreSQL server:
 * send, cancel, resend, accept (good, used, cancelled, replaced and expired links), request, approve, reject,
 * with the clock moved forward at random; the invariants are checked after every command.
 */
import fc from "fast-check"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, it } from "vitest"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { getOwnProfile } from "../../domain/accounts/profiles.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { type MovableClock, movableClock } from "../support/clock.ts"
import { testDatabase } from "../support/pg.ts"
import { invitationCommands } from "./invitations-commands.ts"
import { initialModel, type Real } from "./invitations-model.ts"

const USERS = 2

describe("invitations model (PostgreSQL)", () => {
  let runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  let clock: MovableClock
  let drop: () => Promise<void>
  let runs = 0
  beforeAll(async () => {
    const db = await testDatabase()
    drop = db.drop
    clock = movableClock()
    // The model is of invite counts and links; the mail limits (tests/api/invitation-mail-limits) are raised out of its way.
    runtime = ManagedRuntime.make(Layer.merge(PostgresAdapters.layer(db.url, { maximumPoolSize: 4, config: { rateLimitScale: 1000 } }), clock.layer))
  })
  afterAll(async () => {
    await runtime.dispose()
    await drop()
  })

  /** Each run gets inviters and addresses of its own in the shared database. */
  const setup = async (): Promise<{ model: ReturnType<typeof initialModel>; real: Real }> => {
    const run = ++runs
    const users = await runtime.runPromise(
      Effect.forEach(
        Array.from({ length: USERS }, (_, i) => i),
        (i) =>
          Effect.gen(function* () {
            const id = crypto.randomUUID()
            yield* (yield* UserRepo).insert({ id, email: `run${run}-host${i}@example.com`, passwordHash: "x", signupDisplayName: null, createdAt: 0 })
            yield* getOwnProfile(id)
            return id
          }).pipe(Effect.orDie)
      )
    )
    const emails = Array.from({ length: 4 }, (_, i) => `run${run}-guest${i}@example.com`)
    return { model: initialModel(USERS), real: { runtime, clock, users, emails } }
  }

  it("invite_count never goes below 0, sent = granted − remaining, and each link is redeemed at most once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(invitationCommands(USERS), { maxCommands: 40, size: "max" }), (commands) => fc.asyncModelRun(setup, commands)),
      { numRuns: 20 }
    )
  }, 120_000)
})
