/** soundcheck follows list <email> (issue #32): an account's artists, venues and cities; --json; an unknown address refused. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryApp, type TestApp } from "../support/app.ts"
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
