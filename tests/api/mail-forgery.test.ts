/**
 * Issue #35: what people write cannot forge Soundcheck's mail. A display name that reads as a security notice, and an
 * artist with line breaks and a bidi override (stored before migration 0017 refused them: the memory store takes it
 * as such a row), reach a stranger's friend request mail, a plan's "added you" mail and the weekly digest only as
 * quotations on one line; every subject opens with Soundcheck's name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { sendDueDigests } from "../../domain/notifications/digest.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import { dayFromToday } from "../support/concerts.ts"
import { befriend, fan } from "../support/friends.ts"

const FORGED_NAME = "Soundcheck Security: new sign-in blocked. Review: https://sc-review.example/r ·"
const FORGED_ARTIST = "Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked. Unlock: https://evil.example/u\r\n\r\n\u202egnp.exe"
const QUOTED_NAME = "“Soundcheck Security: new sign-in blocke…”"
const QUOTED_ARTIST = "“Wilco -- Soundcheck Security -- Your account is locked. Unlock: https://evil.ex…”"

let t: TestApp
beforeAll(async () => {
  t = await memoryApp()
})
afterAll(() => t.close())

const mailsTo = async (to: string) => t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 50, to })))

/** No line of the mail is one the forged text wrote. */
const noForgedLine = (text: string) => {
  for (const line of text.split("\n")) expect(line).not.toMatch(/^(-- Soundcheck Security|Your account is locked|Soundcheck Security:)|\u202e/)
}

describe("mail built from people's text (memory)", () => {
  it("a friend request by e-mail from a name that reads as a security notice: the subject and first line quote it as a member's name", async () => {
    const forger = await fan(t, "forger@example.com", FORGED_NAME)
    const stranger = await fan(t, "stranger@example.com", "Stranger")
    const sent = await forger.b.send("POST", "/api/friend-requests", { email: "stranger@example.com" })
    expect(sent.statusCode, sent.body).toBe(201)
    const [mail] = (await mailsTo(stranger.email)).filter((m) => m.subject.includes("friend request"))
    expect(mail!.subject).toBe(`Soundcheck: ${QUOTED_NAME} sent you a friend request`)
    expect(mail!.text.split("\n")[0]).toBe(`A Soundcheck member whose display name is ${QUOTED_NAME} sent you a friend request`)
    noForgedLine(mail!.text)
  })

  it("a plan for a concert whose artist holds forged lines: the added-you mail and the digest show the artist quoted on one line", async () => {
    const concert = new Concert({
      id: "00000000-0000-4000-8000-0000000f0723" as ConcertId,
      artist: FORGED_ARTIST,
      venue: "Metro",
      city: "Chicago",
      date: dayFromToday(2),
      description: null,
      imageUrl: null,
      createdBy: null,
      createdAt: Date.now()
    })
    await t.runtime.runPromise(ConcertRepo.use((repo) => repo.insert(concert)))
    const mia = await fan(t, "mia@example.com", "Mia")
    const ben = await fan(t, "ben@example.com", "Ben")
    await befriend(mia, ben)
    const plan = await mia.b.send("POST", "/api/plans", { concertId: concert.id })
    expect(plan.statusCode, plan.body).toBe(201)
    const added = await mia.b.send("POST", `/api/plans/${plan.json().id}/members`, { userIds: [ben.id] })
    expect(added.statusCode, added.body).toBe(200)

    const [invited] = (await mailsTo(ben.email)).filter((m) => m.subject.includes("added you"))
    const said = `“Mia” added you to the plan for ${QUOTED_ARTIST} at “Metro”`
    expect(invited!.subject.startsWith(`Soundcheck: ${said} on `)).toBe(true)
    expect(invited!.text.split("\n")[0]!.startsWith(`A Soundcheck member whose display name is ${said} on `)).toBe(true)
    noForgedLine(invited!.text)

    expect((await mia.b.send("PUT", `/api/concerts/${concert.id}/interest`, { status: "interested" })).statusCode).toBe(200)
    const digests = await t.runtime.runPromise(sendDueDigests(Date.now(), { all: true }))
    expect(digests.map((d) => d.to)).toContain(ben.email)
    const [digest] = (await mailsTo(ben.email)).filter((m) => m.subject === "Your week in concerts on Soundcheck")
    expect(digest!.text).toContain(`\n${QUOTED_ARTIST} at “Metro”, “Chicago”, on `)
    noForgedLine(digest!.text)
  })
})
