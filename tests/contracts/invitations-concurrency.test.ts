/** The invite economy under concurrency, on a real PostgreSQL server (an in-process one would serialise the races). */
import { Effect, Exit, ManagedRuntime, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { acceptInvitation } from "../../domain/invitations/accept.ts"
import { InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { requestMoreInvites } from "../../domain/invitations/requests.ts"
import { approveInviteRequest } from "../../domain/invitations/review.ts"
import { sendInvitation } from "../../domain/invitations/send.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import type { AppServices } from "../../domain/services.ts"
import { testDatabase } from "../support/pg.ts"
import { aUser } from "./fresh-store.ts"

/** "ok", or the tag of the expected failure. */
const outcome = (exit: Exit.Exit<unknown, unknown>): string =>
  Exit.isSuccess(exit) ? "ok" : String((Option.getOrUndefined(Exit.findErrorOption(exit)) as { _tag?: string } | undefined)?._tag)

const member = (n: number, inviteCount: number) =>
  Effect.gen(function* () {
    yield* (yield* UserRepo).insert(aUser(n))
    yield* (yield* ProfileRepo).create({
      userId: aUser(n).id,
      displayName: `Member ${n}`,
      bio: null,
      avatarUrl: null,
      concertVisibility: "friends_of_friends",
      inviteCount,
      totalInvitesSent: 0,
      createdAt: 1_750_000_000_000
    })
  })

describe("invitations under concurrency (PostgreSQL)", () => {
  let runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  let drop: () => Promise<void>
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

  it("100 concurrent sends against 10 invites: exactly 10 succeed and the count ends at 0", async () => {
    await run(member(1, 10))
    const exits = await Promise.all(Array.from({ length: 100 }, (_, i) => runtime.runPromiseExit(sendInvitation(aUser(1).id, `guest${i}@example.com`))))
    const tags = exits.map((exit) => outcome(exit))
    expect(tags.filter((t) => t === "ok")).toHaveLength(10)
    expect(tags.filter((t) => t === "NoInvitesRemaining")).toHaveLength(90)
    const profile = Option.getOrThrow(await run(ProfileRepo.use((p) => p.find(aUser(1).id))))
    expect(profile).toMatchObject({ inviteCount: 0, totalInvitesSent: 10 })
    expect(await run(InvitationRepo.use((r) => r.pendingOf(aUser(1).id)))).toHaveLength(10)
    expect(await run(MailOutbox.use((o) => o.list({ limit: 200 })))).toHaveLength(10)
  })

  it("one link redeemed twice at once succeeds once", async () => {
    await run(member(2, 5))
    await run(sendInvitation(aUser(2).id, "twice@example.com"))
    const [mail] = await run(MailOutbox.use((o) => o.list({ limit: 1, to: "twice@example.com" })))
    const token = decodeURIComponent(mail!.text.match(/token=([^&\s]+)/)![1]!)
    const body = { token, inviter: aUser(2).id, displayName: "", password: "secret1" }
    const exits = await Promise.all([1, 2].map(() => runtime.runPromiseExit(acceptInvitation(body))))
    expect(exits.filter(Exit.isSuccess)).toHaveLength(1)
    expect(exits.map((e) => outcome(e)).sort()).toEqual(["InvalidInvitation", "ok"])
    const user = Option.getOrThrow(await run(UserRepo.use((u) => u.findByEmail("twice@example.com"))))
    expect(user).toMatchObject({ displayName: "twice" })
    expect(await run(FriendshipRepo.use((f) => f.areFriends(aUser(2).id, user.id)))).toBe(true)
  })

  it("two admins approving one request at the same moment review it once", async () => {
    await run(member(3, 0))
    const request = await run(requestMoreInvites(aUser(3).id, { requestedCount: 7, reason: "my whole band wants in" }))
    const exits = await Promise.all([1, 2].map(() => runtime.runPromiseExit(approveInviteRequest({ kind: "cli" }, request.id))))
    expect(exits.map((e) => outcome(e)).sort()).toEqual(["AlreadyReviewed", "ok"])
    const profile = Option.getOrThrow(await run(ProfileRepo.use((p) => p.find(aUser(3).id))))
    expect(profile.inviteCount).toBe(7)
    const audit = await run(AuditLog.use((log) => log.list(10)))
    expect(audit.filter((entry) => entry.subjectId === request.id)).toHaveLength(1)
  })
})
