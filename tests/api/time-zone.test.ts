/** The digest's time zone over HTTP (PostgreSQL): the server's by default, an IANA zone chosen, anything else refused. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serverTimeZone } from "../../domain/notifications/week.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { fan } from "../support/friends.ts"

describe("PUT /api/settings/time-zone", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())

  it("keeps the person's zone, refuses an unknown one, and goes back to the server's with null", async () => {
    const ann = await fan(t, "ann@example.com", "Ann")
    const server = serverTimeZone()
    expect((await ann.b.get("/api/settings/time-zone")).json()).toEqual({ timeZone: null, serverTimeZone: server })
    const chosen = await ann.b.send("PUT", "/api/settings/time-zone", { timeZone: "America/Chicago" })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect((await ann.b.get("/api/settings/time-zone")).json()).toEqual({ timeZone: "America/Chicago", serverTimeZone: server })
    expect((await ann.b.send("PUT", "/api/settings/time-zone", { timeZone: "Mars/Olympus_Mons" })).statusCode).toBe(400)
    expect((await ann.b.send("PUT", "/api/settings/time-zone", { timeZone: null })).json()).toEqual({ timeZone: null, serverTimeZone: server })
  })
})
