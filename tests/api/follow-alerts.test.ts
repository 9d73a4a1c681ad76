/**
 * Issue #32 through the API: a fan follows an artist with no concert; an admin's CSV import brings its shows; the fan
 * hears it live, once (one news for the artist, nothing outside their city), the import report counts them, and the
 * daily sweep mails one batch listing the shows with a working one-click unsubscribe; a second sweep the same day
 * sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mailFollowAlerts } from "../../domain/follows/alert-mail.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import type { LiveEvent } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { signedInAdmin } from "../support/accounts.ts"
import { memoryApp, postgresApp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { type Fan, fan } from "../support/friends.ts"

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`follow alerts over HTTP (${name})`, () => {
    let t: TestApp
    let admin: Browser
    let ann: Fan
    beforeAll(async () => {
      t = await make()
      admin = await signedInAdmin(t, `admin-${name}@example.com`)
      ann = await fan(t, `ann-follows-${name}@example.com`, "Ann")
    })
    afterAll(() => t.close())

    /** The fan's mail since signing up. */
    let setUpMail = 0
    const allMails = (to: string) => t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 20, to })))
    const mails = async (to: string) => (await allMails(to)).filter((m) => m.id > setUpMail)

    it("a followed artist's imported shows in the fan's city: live news, the report's count, one daily mail that unsubscribes", async () => {
      // A catalogue city to pick, then the artist followed before it has any concert.
      const seed = await admin.send("POST", "/api/admin/concerts", { artist: "Someone Else", venue: "Mohawk", city: "Austin", date: inDays(5) })
      expect(seed.statusCode, seed.body).toBe(201)
      const followed = await ann.b.send("POST", "/api/follows/artists", { artist: "The Night Larks" })
      expect(followed.statusCode, followed.body).toBeLessThan(300)
      const cities = await ann.b.send("PUT", "/api/settings/cities", { cities: ["Austin"] })
      expect(cities.statusCode, cities.body).toBeLessThan(300)

      setUpMail = Math.max(0, ...(await allMails(ann.email)).map((m) => m.id))
      const heard: Array<LiveEvent> = []
      const stop = await t.runtime.runPromise(LiveEvents.use((l) => l.subscribe(ann.id, { deliver: (e) => heard.push(e), end: () => undefined })))
      const csv = [
        "artist,venue,city,date",
        `night larks,Mohawk,Austin,${inDays(30)}`,
        `NIGHT LARKS,Emo's,Austin,${inDays(40)}`,
        `The Night Larks,Metro,Chicago,${inDays(35)}`
      ].join("\n")
      const res = await admin.send("POST", "/api/admin/concerts/import?filename=larks.csv", csv, { "content-type": "text/csv" })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ imported: 3, followersAlerted: 1 })
      await expect.poll(() => heard.some((e) => e.type === "notifications_changed")).toBe(true)
      stop()

      // One news for the artist, counting the two Austin shows (not Chicago's).
      const list = await ann.b.get("/api/notifications")
      expect(list.statusCode, list.body).toBe(200)
      const news = (list.json().items as Array<{ kind: string; text: string; link: string }>).filter((n) => n.kind === "followed_new_concert")
      expect(news.map((n) => [n.text, n.link])).toEqual([["2 new shows by night larks", "/artists/night%20larks"]])
      expect(await mails(ann.email)).toEqual([])

      // The daily mail: one, listing both shows; the same day, nothing more.
      const sent = await t.runtime.runPromise(mailFollowAlerts(Date.now()))
      expect(sent.map((s) => s.to)).toEqual([ann.email])
      const [mail, ...others] = await mails(ann.email)
      expect(others).toEqual([])
      expect(mail!.subject).toBe("Soundcheck: 2 new shows by “night larks”")
      expect(mail!.text).toContain(`“Mohawk”, “Austin”, on `)
      expect(mail!.text).toContain(`“Emo's”, “Austin”, on `)
      expect(mail!.text).not.toContain("Chicago")
      expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/concerts/`)
      expect(await t.runtime.runPromise(mailFollowAlerts(Date.now() + 60_000))).toEqual([])
      expect(await mails(ann.email)).toHaveLength(1)

      // Its one-click link turns the topic off.
      const link = mail!.headers!["List-Unsubscribe"]!.slice(1, -1).replace(TEST_PUBLIC_URL, "")
      const unsubscribed = await t.app.inject({
        method: "POST",
        url: link,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click"
      })
      expect(unsubscribed.statusCode, unsubscribed.body).toBeLessThan(300)
      const topics = await ann.b.get("/api/settings/notifications")
      const topic = (topics.json().topics as Array<{ topic: string; byEmail: boolean }>).find((p) => p.topic === "followed_new_concert")
      expect(topic).toEqual({ topic: "followed_new_concert", byEmail: false })
    })
  })
}
