/**
 * On PostgreSQL, through the API: a new notification is mailed only when its kind is wanted, with its link, the
 * unsubscribe link and RFC 8058's headers; a restored one is not mailed again; the link's token turns off exactly
 * that topic for that person, by a mail client's one-click POST; a forged token changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { mailedByDefault, MAIL_TOPICS } from "../../domain/notifications/preferences.ts"
import { postgresApp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { type Fan, fan, sendRequest } from "../support/friends.ts"

describe("notifications by e-mail and one-click unsubscribe (postgres)", () => {
  let t: TestApp
  let bea: Fan, fan1: Fan, dan: Fan
  /** The last mail of the set-up (sign-up confirmations); the test reads what came after. */
  let setUpMail = 0
  const [concert] = catalogueAroundToday(1, 5)

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, [concert!])
    ;[bea, fan1, dan] = [await fan(t, "bea@example.com", "Bea"), await fan(t, "fan@example.com", "Fan"), await fan(t, "dan@example.com", "Dan")]
    setUpMail = Math.max(0, ...(await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1 })))).map((m) => m.id))
  })
  afterAll(() => t.close())

  const mails = async (to: string) => (await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 20, to })))).filter((m) => m.id > setUpMail)
  const topics = async (who: Fan) => {
    const res = await who.b.get("/api/settings/notifications")
    expect(res.statusCode, res.body).toBe(200)
    return Object.fromEntries((res.json().topics as Array<{ topic: string; byEmail: boolean }>).map((p) => [p.topic, p.byEmail]))
  }
  const defaults = Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, mailedByDefault(topic)]))
  const interest = async (who: Fan, status: string) =>
    expect((await who.b.send("PUT", `/api/concerts/${concert!.id}/interest`, { status })).statusCode).toBe(200)
  /** A mail client's one-click unsubscribe: a form POST with no session and no CSRF header. */
  const oneClick = (url: string) =>
    t.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click" })

  it("mails a created notification when wanted (links and headers), never a restored one; the token turns off that one topic", async () => {
    const off = await dan.b.send("PUT", "/api/settings/notifications", { topic: "friend_request_received", byEmail: false })
    expect(off.statusCode, off.body).toBe(200)
    await sendRequest(bea, dan)
    const requestId = await sendRequest(bea, fan1)
    expect(await mails(dan.email)).toEqual([])

    const [request] = await mails(fan1.email)
    expect(request).toMatchObject({ subject: "Soundcheck: “Bea” sent you a friend request" })
    expect(request!.text).toContain(`${TEST_PUBLIC_URL}/friends?tab=requests`)
    const token = request!.text.match(new RegExp(`${TEST_PUBLIC_URL}/unsubscribe\\?token=(\\S+)`))?.[1]
    expect(token).toBeDefined()
    expect(request!.headers).toEqual({
      "List-Unsubscribe": `<${TEST_PUBLIC_URL}/api/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
    })

    // friend_request_accepted stays in the app by default; a friend's tickets are mailed once, not on restore.
    expect((await fan1.b.send("POST", `/api/friend-requests/${requestId}/accept`)).statusCode).toBe(200)
    expect(await mails(bea.email)).toEqual([])
    await interest(fan1, "interested")
    await interest(bea, "has_tickets")
    await interest(bea, "interested")
    await interest(bea, "has_tickets")
    const fanMails = await mails(fan1.email)
    expect(fanMails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Soundcheck: “Bea” has tickets to /), "Soundcheck: “Bea” sent you a friend request"])
    // News of a concert links its page (and only once: that page is the notification's own link).
    expect(fanMails[0]!.text).toContain(`\n\n${TEST_PUBLIC_URL}/concerts/${concert!.id}\n\n`)
    expect(fanMails[0]!.text).not.toContain("The concert:")
    const ticketsLink = fanMails[0]!.headers!["List-Unsubscribe"]!.slice(1, -1)

    // A forged token: 404, and nothing changes; the page's GET names the topic without changing it.
    const forged = await oneClick("/api/unsubscribe?token=forged-token")
    expect(forged.statusCode).toBe(404)
    expect(forged.json()).toMatchObject({ error: "UnsubscribeTokenNotFound" })
    const named = await t.app.inject({ method: "GET", url: new URL(ticketsLink).pathname + new URL(ticketsLink).search })
    expect(named.json()).toEqual({ topic: "friend_has_tickets" })
    expect(await topics(fan1)).toEqual(defaults)

    const done = await oneClick(new URL(ticketsLink).pathname + new URL(ticketsLink).search)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toEqual({ topic: "friend_has_tickets" })
    expect(await topics(fan1)).toEqual({ ...defaults, friend_has_tickets: false })
    expect(await topics(dan)).toEqual({ ...defaults, friend_request_received: false })
    expect(await topics(bea)).toEqual(defaults)

    // The earlier mail's token turns off its own topic only.
    expect((await oneClick(`/api/unsubscribe?token=${token}`)).json()).toEqual({ topic: "friend_request_received" })
    expect(await topics(fan1)).toEqual({ ...defaults, friend_has_tickets: false, friend_request_received: false })
  })

  it("a plan's mail links the plan, and the page of its concert", async () => {
    const plan = await bea.b.send("POST", "/api/plans", { concertId: concert!.id, title: "Tacos first" })
    expect(plan.statusCode, plan.body).toBe(201)
    const planId = plan.json().id as string
    const added = await bea.b.send("POST", `/api/plans/${planId}/members`, { userIds: [fan1.id] })
    expect(added.statusCode, added.body).toBe(200)
    const [invited] = await mails(fan1.email)
    expect(invited!.subject).toMatch(/^Soundcheck: “Bea” added you to “Tacos first”/)
    expect(invited!.text).toContain(`\n\n${TEST_PUBLIC_URL}/plans/${planId}\n\nThe concert: ${TEST_PUBLIC_URL}/concerts/${concert!.id}\n\n`)
  })
})
