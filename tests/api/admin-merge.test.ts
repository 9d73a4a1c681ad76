/** Duplicates and merge over HTTP on PostgreSQL: fans keep their stronger interest; a failed merge changes nothing. */
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo, type InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { mergeConcerts } from "../../domain/curation/merge-concerts.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { Browser } from "../support/browser.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, signedInAdmin } from "../support/accounts.ts"
import { aUser } from "../contracts/fresh-store.ts"

describe("duplicates and merge over HTTP (postgres)", () => {
  let t: TestApp & { databaseUrl: string }
  let admin: Browser
  const ids: Record<string, ConcertId> = {}
  const fans = [aUser(1), aUser(2), aUser(3)]

  const add = async (key: string, artist: string, venue: string, city: string, date: string) => {
    const res = await admin.send("POST", "/api/admin/concerts", { artist, venue, city, date })
    expect(res.statusCode, res.body).toBe(201)
    ids[key] = res.json().id
  }
  const setInterest = (fan: number, key: string, status: InterestStatus) =>
    t.runtime.runPromise(InterestRepo.use((i) => i.set(fans[fan]!.id, ids[key]!, status, Date.now())))
  const interestsOf = (key: string) => t.runtime.runPromise(ConcertRepo.use((r) => r.interestsOf(ids[key]!)))

  beforeAll(async () => {
    t = await postgresApp()
    admin = await signedInAdmin(t, "merger@example.com")
    await add("primary", "Fleet Foxes", "The Paramount", "Seattle", "2027-05-10")
    await add("duplicate", "fleet foxes", "Paramount Theatre", "seattle", "2027-05-10")
    await add("other", "Fleet Foxes", "Crystal Ballroom", "Portland", "2027-05-10")
    await add("unrelated", "Japanese Breakfast", "Neumos", "Seattle", "2027-09-01")
    for (const fan of fans) await t.runtime.runPromise(UserRepo.use((users) => users.insert(fan)))
    await setInterest(0, "primary", "interested")
    await setInterest(0, "duplicate", "has_tickets")
    await setInterest(1, "primary", "has_tickets")
    await setInterest(1, "duplicate", "not_interested")
    await setInterest(2, "duplicate", "interested")
  })
  afterAll(() => t.close())

  it("finds the duplicate in the same city only, and lists likely pairs city by city", async () => {
    const found = (await admin.get(`/api/admin/concerts/${ids.primary}/duplicates`)).json() as Array<{
      concert: { id: string }
      confidence: string
      reasons: Array<string>
    }>
    expect(found).toMatchObject([{ concert: { id: ids.duplicate }, confidence: "high", reasons: ["artist", "date"] }])
    expect((await admin.get(`/api/admin/concerts/${ids.unrelated}/duplicates`)).json()).toEqual([])
    const report = (await admin.get("/api/admin/duplicates")).json() as Array<{
      city: string
      pairs: Array<{ a: { id: string }; b: { id: string }; confidence: string }>
    }>
    expect(report.map((r) => [r.city, r.pairs.length, r.pairs[0]?.confidence])).toEqual([["Seattle", 1, "high"]])
    expect([report[0]!.pairs[0]!.a.id, report[0]!.pairs[0]!.b.id].sort()).toEqual([ids.primary, ids.duplicate].sort())
    expect((await admin.get("/api/admin/duplicates?city=Portland")).json()).toEqual([])
  })

  it("a merge that fails part-way changes nothing", async () => {
    const failingAudit = Layer.effect(
      AuditLog,
      AuditLog.useSync((log) => AuditLog.of({ ...log, record: () => Effect.die(new Error("audit down")) }))
    ).pipe(Layer.provideMerge(PostgresAdapters.layer(t.databaseUrl, { maximumPoolSize: 2 })))
    const runtime = ManagedRuntime.make(failingAudit)
    try {
      const exit = await runtime.runPromiseExit(mergeConcerts({ kind: "cli" }, ids.primary!, ids.duplicate!))
      expect(exit._tag).toBe("Failure")
    } finally {
      await runtime.dispose()
    }
    expect((await admin.get(`/api/admin/concerts/${ids.duplicate}`)).statusCode).toBe(200)
    expect((await interestsOf("duplicate")).map((i) => i.status).sort()).toEqual(["has_tickets", "interested", "not_interested"])
    expect(await interestsOf("primary")).toHaveLength(2)
  })

  it("merge moves the fans' interests, keeps the stronger status, deletes the duplicate and is audit-logged", async () => {
    expect(errorOf(await admin.send("POST", "/api/admin/concerts/merge", { primaryId: ids.primary, duplicateId: ids.primary }))).toMatchObject({
      status: 400,
      error: "CannotMergeIntoItself"
    })
    expect(
      errorOf(await admin.send("POST", "/api/admin/concerts/merge", { primaryId: ids.primary, duplicateId: "00000000-0000-4000-8000-00000000dead" }))
    ).toMatchObject({ status: 404, error: "ConcertNotFound" })
    const res = await admin.send("POST", "/api/admin/concerts/merge", { primaryId: ids.primary, duplicateId: ids.duplicate })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ primary: { id: ids.primary }, duplicateId: ids.duplicate, interestsMoved: 3 })
    expect(await interestsOf("primary")).toEqual([
      { userId: fans[0]!.id, status: "has_tickets" },
      { userId: fans[1]!.id, status: "has_tickets" },
      { userId: fans[2]!.id, status: "interested" }
    ])
    expect(errorOf(await admin.get(`/api/admin/concerts/${ids.duplicate}`))).toMatchObject({ status: 404 })
    const [entry] = (await admin.get("/api/admin/audit?limit=1")).json() as Array<Record<string, unknown>>
    expect(entry).toMatchObject({
      action: "concerts.merged",
      subjectId: ids.primary,
      details: { duplicateId: ids.duplicate, interestsMoved: 3, before: { venue: "Paramount Theatre" }, after: { venue: "The Paramount" } }
    })
  })
})
