/** Suggesting a concert over HTTP, in memory and on PostgreSQL: the suggest form's messages, duplicates, limits. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { type Browser, browser } from "../support/browser.ts"

const form = { artist: "Big Thief", venue: "Vic Theatre", city: "Chicago", date: "2099-05-01", description: "", imageUrl: "" }

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`concert suggestions over HTTP (${name})`, () => {
    let t: TestApp
    let fan: Browser
    beforeAll(async () => {
      t = await make()
      fan = await signedInUser(t, "suggester@example.com")
    })
    afterAll(() => t.close())

    it("refuses a visitor, and missing fields and a bad image URL with the suggest form's messages", async () => {
      expect(errorOf(await browser(t.app).send("POST", "/api/concerts/suggestions", form))).toMatchObject({ status: 401, error: "NotAuthenticated" })
      const res = await fan.send("POST", "/api/concerts/suggestions", { artist: " ", venue: "", city: "", date: "", imageUrl: "not a url" })
      expect(errorOf(res)).toEqual({
        status: 400,
        error: "InvalidConcert",
        message: "Artist is required",
        issues: [
          { field: "artist", message: "Artist is required" },
          { field: "venue", message: "Venue is required" },
          { field: "city", message: "City is required" },
          { field: "date", message: "Date is required" },
          { field: "imageUrl", message: "Please enter a valid URL" }
        ]
      })
    })

    it("refuses an artist that forges lines of Soundcheck's mail, and control characters in any text, storing nothing (issue #35)", async () => {
      const admin = await signedInAdmin(t, "forgery-check@example.com")
      const stored = async () => ((await admin.get("/api/admin/stats")).json() as { totalConcerts: number }).totalConcerts
      const before = await stored()
      const artist = "Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked. Unlock: https://sc-unlock.example/u\r\n\r\n\u202egnp.exe"
      const forged = await fan.send("POST", "/api/concerts/suggestions", { ...form, artist })
      expect(errorOf(forged)).toEqual({
        status: 400,
        error: "InvalidConcert",
        message: "Artist cannot contain control characters",
        issues: [{ field: "artist", message: "Artist cannot contain control characters" }]
      })
      const others = await fan.send("POST", "/api/concerts/suggestions", {
        ...form,
        venue: "Vic\u2028Theatre",
        city: "Chi\u200fcago",
        description: "Doors\u0007"
      })
      expect(errorOf(others)).toMatchObject({
        status: 400,
        issues: [
          { field: "venue", message: "Venue cannot contain control characters" },
          { field: "city", message: "City cannot contain control characters" },
          { field: "description", message: "Description cannot contain control characters" }
        ]
      })
      expect(errorOf(await fan.send("POST", "/api/concerts/suggestions/check", { ...form, artist }))).toMatchObject({ status: 400, error: "InvalidConcert" })
      expect(await stored()).toBe(before)
    })

    it("creates the concert credited to the fan; the same artist, venue and day again is 409", async () => {
      const res = await fan.send("POST", "/api/concerts/suggestions", { ...form, description: "  Spring tour  " })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({
        artist: "Big Thief",
        venue: "Vic Theatre",
        city: "Chicago",
        date: "2099-05-01",
        description: "Spring tour",
        imageUrl: null
      })
      const admin = await signedInAdmin(t, "keeper@example.com")
      const listed = (await admin.get("/api/admin/concerts")).json().concerts
      expect(listed.map((c: { id: string }) => c.id)).toContain(res.json().id)
      const again = await fan.send("POST", "/api/concerts/suggestions", { ...form, artist: "big thief", venue: "VIC THEATRE" })
      expect(errorOf(again)).toEqual({ status: 409, error: "ConcertAlreadyExists", message: "Concert already exists" })
    })

    it("check points out likely duplicates before saving, with the suggest form's messages first", async () => {
      const check = (body: object) => fan.send("POST", "/api/concerts/suggestions/check", body)
      expect(errorOf(await check({ ...form, artist: "" }))).toMatchObject({ status: 400, error: "InvalidConcert", message: "Artist is required" })
      expect(errorOf(await browser(t.app).send("POST", "/api/concerts/suggestions/check", form))).toMatchObject({ status: 401 })
      const near = await check({ ...form, artist: "BIG THIEF", venue: "The Vic Theatre", date: "2099-05-03" })
      expect(near.statusCode).toBe(200)
      expect(near.json().candidates).toEqual([expect.objectContaining({ artist: "Big Thief", venue: "Vic Theatre", date: "2099-05-01" })])
      expect((await check({ ...form, artist: "Alvvays" })).json()).toEqual({ candidates: [] })
    })

    it("is rate-limited per user", async () => {
      const eager = await signedInUser(t, "eager@example.com")
      const codes = []
      for (let i = 0; i < 21; i++) codes.push((await eager.send("POST", "/api/concerts/suggestions", { ...form, artist: `Band ${i}` })).statusCode)
      expect(codes.filter((code) => code === 201).length).toBeGreaterThanOrEqual(1)
      expect(codes.at(-1)).toBe(429)
    })
  })
}
