/**
 * soundcheck follows (issue #32). list <email>: an account's artists, venues and cities; --json; an unknown address
 * refused. mail [--now]: the daily batched mail of new followed concerts, one a day per fan, listing every new show.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { signedInAdmin } from "../support/accounts.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { cli } from "../support/cli.ts"
import { insertConcerts, namedConcert } from "../support/concerts.ts"
import { type Fan, fan } from "../support/friends.ts"

describe("soundcheck follows list", () => {
  let t: TestApp
  let ann: Fan
  beforeAll(async () => {
    t = await memoryApp()
    await insertConcerts(t, [namedConcert("f0120000")(1, "The Midnight Owls", "Metro", "Chicago", 10)])
    ann = await fan(t, "ann@follows-cli.test", "Ann")
    await ann.b.send("POST", "/api/follows/artists", { artist: "midnight owls" })
    await ann.b.send("POST", "/api/follows/artists", { artist: "The Beths" })
    await ann.b.send("POST", "/api/follows/venues", { venue: "Metro", city: "Chicago" })
    await ann.b.send("PUT", "/api/settings/cities", { cities: ["chicago"] })
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime })

  it("lists the artists with their upcoming concerts, the venues and the cities", async () => {
    expect(await cli(["follows", "list", ann.email], deps())).toEqual({
      code: 0,
      stdout: "Artists (2):\n  The Beths  no upcoming concert\n  The Midnight Owls  1 upcoming concert\nVenues (1):\n  Metro, Chicago\nCities: Chicago\n",
      stderr: ""
    })
  })

  it("prints JSON with --json", async () => {
    const res = await cli(["follows", "list", ann.email.toUpperCase(), "--json"], deps())
    expect(res.code).toBe(0)
    expect(JSON.parse(res.stdout)).toEqual({
      artists: [
        { key: "beths", artist: "The Beths", followedAt: expect.stringMatching(/^\d{4}-/), upcoming: 0 },
        { key: "midnight owls", artist: "The Midnight Owls", followedAt: expect.any(String), upcoming: 1 }
      ],
      venues: [{ venueKey: "metro", cityKey: "chicago", venue: "Metro", city: "Chicago", followedAt: expect.any(String) }],
      cities: ["Chicago"]
    })
  })

  it("refuses an unknown address with exit code 1", async () => {
    expect(await cli(["follows", "list", "nobody@follows-cli.test"], deps())).toMatchObject({
      code: 1,
      stdout: "",
      stderr: expect.stringContaining("no user with the e-mail nobody@follows-cli.test")
    })
  })
})

describe("soundcheck follows mail", () => {
  let t: TestApp
  let admin: Browser
  let bo: Fan
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
  const addConcert = async (artist: string, venue: string, city: string, days: number) => {
    const res = await admin.send("POST", "/api/admin/concerts", { artist, venue, city, date: inDays(days) })
    expect(res.statusCode, res.body).toBe(201)
  }
  const mailsTo = (to: string) => t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 20, to })))
  beforeAll(async () => {
    t = await memoryApp()
    admin = await signedInAdmin(t, "admin@follows-mail-cli.test")
    bo = await fan(t, "bo@follows-mail-cli.test", "Bo")
    await bo.b.send("POST", "/api/follows/artists", { artist: "The Night Larks" })
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime })

  it("says when nothing is to be mailed, and refuses a --now that is not an instant", async () => {
    expect(await cli(["follows", "mail"], deps())).toEqual({ code: 0, stdout: "No follow alerts to mail.\n", stderr: "" })
    expect(await cli(["follows", "mail", "--json"], deps())).toMatchObject({ code: 0, stdout: "[]\n" })
    const refused = await cli(["follows", "mail", "--now", "2025-06-01"], deps())
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toContain("expected an ISO 8601 date and time")
  })

  it("mails each fan one batch of the new shows, once a day; --now another day mails what came since, as JSON", async () => {
    const before = (await mailsTo(bo.email)).length
    await addConcert("night larks", "Mohawk", "Austin", 20)
    await addConcert("NIGHT LARKS", "Metro", "Chicago", 25)
    expect(await cli(["follows", "mail"], deps())).toEqual({ code: 0, stdout: `Sent 1 mail:\n  ${bo.email}  2 new shows\n`, stderr: "" })
    const mails = await mailsTo(bo.email)
    expect(mails).toHaveLength(before + 1)
    expect(mails[0]!.subject).toBe("Soundcheck: 2 new shows by “night larks”")
    expect(mails[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
    expect(await cli(["follows", "mail"], deps())).toMatchObject({ code: 0, stdout: "No follow alerts to mail.\n" })

    // A show added later the same day waits for tomorrow's mail.
    await addConcert("The Night Larks", "Emo's", "Austin", 30)
    expect(await cli(["follows", "mail"], deps())).toMatchObject({ code: 0, stdout: "No follow alerts to mail.\n" })
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    const res = await cli(["follows", "mail", "--now", tomorrow, "--json"], deps())
    expect(res.code).toBe(0)
    expect(JSON.parse(res.stdout)).toEqual([
      { to: bo.email, shows: [{ concertId: expect.any(String), artist: "The Night Larks", venue: "Emo's", city: "Austin", date: inDays(30) }] }
    ])
    expect(await mailsTo(bo.email)).toHaveLength(before + 2)
  })
})
