import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CONTROL_CHARACTERS } from "../kernel/limits.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import {
  concertDay,
  mailPolicy,
  NOTIFICATION_KINDS,
  type NotificationData,
  NotificationKind,
  notificationLink,
  notificationMail,
  notificationText
} from "./kinds.ts"

const concert = { artist: "Wilco", venue: "Metro", city: "St. Paul", date: "2026-06-15" as LocalDate }
/** The notification's concert (stored beside its data). */
const CONCERT_ID = "c0000000-0000-4000-8000-000000000001"

const plan = { planId: "p-1", title: "Tacos first", concert }
const untitled = { ...plan, title: null }

const examples: ReadonlyArray<readonly [NotificationData, string, string]> = [
  [{ kind: "friend_request_received", actorName: "Bea" }, "Bea sent you a friend request", "/friends?tab=requests"],
  [{ kind: "friend_request_accepted", actorName: "Bea" }, "Bea accepted your friend request", "/friends"],
  [{ kind: "invitation_accepted", actorName: "Bea" }, "Bea accepted your invitation and joined Soundcheck", "/invite"],
  [{ kind: "invite_request_reviewed", outcome: "approved", requestedCount: 3 }, "Your request for 3 invites was approved", "/invite"],
  [{ kind: "invite_request_reviewed", outcome: "approved", requestedCount: 1 }, "Your request for 1 invite was approved", "/invite"],
  [{ kind: "invite_request_reviewed", outcome: "rejected", requestedCount: 3 }, "Your request for more invites was not approved", "/invite"],
  [{ kind: "friend_has_tickets", actorName: "Bea", concert }, "Bea has tickets to Wilco at Metro on Mon, Jun 15", `/concerts/${CONCERT_ID}`],
  [{ kind: "ready_to_go", concert, withTickets: 2 }, "Wilco at Metro on Mon, Jun 15 is Ready to Go: 2 people you know have tickets", `/concerts/${CONCERT_ID}`],
  [{ kind: "plan_invited", actorName: "Bea", plan }, 'Bea added you to "Tacos first" (Wilco at Metro on Mon, Jun 15)', "/plans/p-1"],
  [
    { kind: "plan_meeting_changed", actorName: "Bea", plan: untitled },
    "Bea changed where or when to meet in the plan for Wilco at Metro on Mon, Jun 15",
    "/plans/p-1"
  ],
  [{ kind: "plan_spare_offered", actorName: "Bea", plan }, 'Bea has a spare ticket in "Tacos first" (Wilco at Metro on Mon, Jun 15)', "/plans/p-1"],
  [{ kind: "plan_spare_requested", actorName: "Bea", plan }, 'Bea asked you for a spare ticket in "Tacos first" (Wilco at Metro on Mon, Jun 15)', "/plans/p-1"],
  [
    { kind: "plan_spare_answered", actorName: "Bea", plan, outcome: "accepted" },
    'Bea gave you a spare ticket in "Tacos first" (Wilco at Metro on Mon, Jun 15)',
    "/plans/p-1"
  ],
  [
    { kind: "plan_spare_answered", actorName: "Bea", plan: untitled, outcome: "declined" },
    "Bea has no spare ticket for you in the plan for Wilco at Metro on Mon, Jun 15",
    "/plans/p-1"
  ],
  [{ kind: "plan_message", plan: untitled }, "New messages in the plan for Wilco at Metro on Mon, Jun 15", "/plans/p-1"],
  [
    { kind: "suggestion_reviewed", outcome: "approved", concert, reason: null },
    "Your suggested concert Wilco at Metro on Mon, Jun 15 was approved",
    `/concerts/${CONCERT_ID}`
  ],
  [
    { kind: "suggestion_reviewed", outcome: "merged", concert, reason: null },
    "Your suggested concert Wilco at Metro on Mon, Jun 15 was already in Soundcheck",
    `/concerts/${CONCERT_ID}`
  ],
  [
    { kind: "report_resolved", targetType: "concert", outcome: "actioned", concert },
    "Your report about Wilco at Metro on Mon, Jun 15 was reviewed: action was taken.",
    `/concerts/${CONCERT_ID}`
  ],
  [{ kind: "moderation_action", action: "clear_bio", reason: "Spam links" }, "A moderator cleared your bio: Spam links", "/profile"],
  [{ kind: "data_export_ready" }, "Your data is ready to download.", "/settings"],
  [
    { kind: "concert_changed", concert, changes: [{ field: "status", from: "scheduled", to: "cancelled" }], reason: "The band is ill" },
    "Wilco at Metro on Mon, Jun 15 was cancelled: The band is ill",
    `/concerts/${CONCERT_ID}`
  ],
  [
    { kind: "concert_reminder", concert, times: null, meeting: null, friends: { withTickets: [], interested: [], more: 0 } },
    "Today: Wilco at Metro, St. Paul.",
    `/concerts/${CONCERT_ID}`
  ],
  [
    {
      kind: "concert_reminder",
      concert,
      times: { doorsTime: "19:00", startTime: "20:00", timeZone: "America/Chicago" },
      meeting: { planId: "p-1", title: "Tacos first", place: "Tacos place", at: "2026-06-15T18:30" },
      friends: { withTickets: ["Bea", "Cy"], interested: ["Dan"], more: 2 }
    },
    'Today: Wilco at Metro, St. Paul. Doors 19:00 · Show 20:00 (CDT). Your plan "Tacos first" meets at Tacos place at 18:30. Friends going: Bea (tickets), Cy (tickets), Dan (interested) and 2 more.',
    "/plans/p-1"
  ],
  // Issue #32: one new show opens its page; several of one artist, the artist's page.
  [
    { kind: "followed_new_concert", artistKey: "wilco", count: 1, concertId: CONCERT_ID, concert },
    "New show: Wilco at Metro on Mon, Jun 15",
    `/concerts/${CONCERT_ID}`
  ],
  [{ kind: "followed_new_concert", artistKey: "midnight owls", count: 3, concertId: CONCERT_ID, concert }, "3 new shows by Wilco", "/artists/midnight%20owls"]
]

describe("notification kinds", () => {
  it("each kind has a short text and a link to the page where the thing is seen: a concert's news its page, a plan's the plan", () => {
    for (const [data, text, link] of examples) {
      expect(notificationText(data)).toBe(text)
      expect(notificationLink(data, CONCERT_ID)).toBe(link)
    }
    expect(new Set(examples.map(([d]) => d.kind))).toEqual(new Set(NOTIFICATION_KINDS))
    // A concert's news stored without its concert opens the dashboard, where such news is seen.
    expect(notificationLink({ kind: "ready_to_go", concert, withTickets: 2 }, null)).toBe("/dashboard")
    // A rejected suggestion has no concert: its news opens the suggester's list of suggestions, with the reason.
    const rejected: NotificationData = { kind: "suggestion_reviewed", outcome: "rejected", concert, reason: "Not a concert" }
    expect(notificationText(rejected)).toBe("Your suggested concert Wilco at Metro on Mon, Jun 15 was not added: Not a concert")
    expect(notificationLink(rejected, null)).toBe("/concerts/suggest")
    expect(notificationMail(rejected).subject).toBe("Soundcheck: Your suggested concert “Wilco” at “Metro” on Mon, Jun 15 was not added: “Not a concert”")
  })

  it("a concert's day is its UTC calendar day, as the pages show it", () => {
    expect(concertDay("2026-01-01" as LocalDate)).toBe("Thu, Jan 1")
    expect(concertDay("2026-12-31" as LocalDate)).toBe("Thu, Dec 31")
  })

  it("the kind schema accepts the twelve kinds and nothing else; every kind may be mailed", () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(Schema.is(NotificationKind)(kind)).toBe(true)
      expect(mailPolicy[kind].mayBeMailed).toBe(true)
    }
    expect(Schema.is(NotificationKind)("friend_is_interested")).toBe(false)
  })
})

/** Every kind, about a person, a plan and a concert whose texts are the given ones. */
const everyKind = (t: { readonly name: string; readonly title: string; readonly artist: string; readonly venue: string }): ReadonlyArray<NotificationData> => {
  const facts = { ...concert, artist: t.artist, venue: t.venue }
  const titled = { planId: "p-1", title: t.title, concert: facts }
  return [
    { kind: "friend_request_received", actorName: t.name },
    { kind: "friend_request_accepted", actorName: t.name },
    { kind: "invitation_accepted", actorName: t.name },
    { kind: "invite_request_reviewed", outcome: "approved", requestedCount: 2 },
    { kind: "friend_has_tickets", actorName: t.name, concert: facts },
    { kind: "ready_to_go", concert: facts, withTickets: 2 },
    { kind: "plan_invited", actorName: t.name, plan: titled },
    { kind: "plan_meeting_changed", actorName: t.name, plan: { ...titled, title: null } },
    { kind: "plan_spare_offered", actorName: t.name, plan: titled },
    { kind: "plan_spare_requested", actorName: t.name, plan: titled },
    { kind: "plan_spare_answered", actorName: t.name, plan: titled, outcome: "declined" },
    { kind: "plan_message", plan: titled },
    { kind: "suggestion_reviewed", outcome: "rejected", concert: facts, reason: t.title },
    { kind: "report_resolved", targetType: "concert", outcome: "dismissed", concert: facts },
    { kind: "moderation_action", action: "remove_message", reason: t.title },
    { kind: "data_export_ready" },
    {
      kind: "concert_changed",
      concert: facts,
      changes: [
        { field: "date", from: "2026-06-14", to: "2026-06-15" },
        { field: "startTime", from: null, to: "20:00 Europe/Berlin" }
      ],
      reason: t.title
    },
    {
      kind: "concert_reminder",
      concert: facts,
      times: { doorsTime: null, startTime: "20:00", timeZone: "Europe/Berlin" },
      meeting: { planId: "p-1", title: t.title, place: t.title, at: "2026-06-14T23:30" },
      friends: { withTickets: [t.name], interested: [t.name], more: 1 }
    },
    { kind: "followed_new_concert", artistKey: "wilco", count: 1, concertId: CONCERT_ID, concert: facts }
  ]
}

/** The forgeries (#35): an artist that writes a security notice, a display name that reads as one. */
const FORGED_ARTIST = "Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked. Unlock: https://evil.example/u\r\n\r\n\u202egnp.exe"
const FORGED_NAME = "Soundcheck Security: new sign-in blocked. Review: https://sc-review.example/r ·"

describe("notification mail", () => {
  const text = fc.string({ unit: "binary", maxLength: 120 })

  it("a subject opens with Soundcheck's name and a first line with Soundcheck's words, each one line, whatever people wrote", () => {
    fc.assert(
      fc.property(fc.record({ name: text, title: text, artist: text, venue: text }), (texts) => {
        expect(new Set(everyKind(texts).map((d) => d.kind))).toEqual(new Set(NOTIFICATION_KINDS))
        for (const data of everyKind(texts)) {
          const { subject, firstLine } = notificationMail(data)
          expect(subject.startsWith("Soundcheck: ")).toBe(true)
          expect(firstLine.startsWith("actorName" in data ? "A Soundcheck member whose display name is “" : "Soundcheck: ")).toBe(true)
          expect(subject).not.toMatch(CONTROL_CHARACTERS)
          expect(firstLine).not.toMatch(CONTROL_CHARACTERS)
        }
      })
    )
  })

  it("names, titles and concerts are quoted in mail, while the app shows them as written", () => {
    const data: NotificationData = { kind: "plan_invited", actorName: "Bea", plan }
    expect(notificationMail(data)).toEqual({
      subject: "Soundcheck: “Bea” added you to “Tacos first” (“Wilco” at “Metro” on Mon, Jun 15)",
      firstLine: "A Soundcheck member whose display name is “Bea” added you to “Tacos first” (“Wilco” at “Metro” on Mon, Jun 15)"
    })
    expect(notificationText(data)).toBe('Bea added you to "Tacos first" (Wilco at Metro on Mon, Jun 15)')
  })

  it("the issue's forged artist and display name stay quotations on the mail's first lines", () => {
    for (const data of everyKind({ name: FORGED_NAME, title: "Night out", artist: FORGED_ARTIST, venue: "Metro" })) {
      const { subject, firstLine } = notificationMail(data)
      for (const line of [subject, firstLine]) {
        expect(line).not.toMatch(/[\r\n\u202e]/)
        if ("actorName" in data) expect(line).toContain("“Soundcheck Security: new sign-in blocke…”")
        if ("concert" in data || "plan" in data)
          expect(line).toContain("“Wilco -- Soundcheck Security -- Your account is locked. Unlock: https://evil.ex…” at “Metro”")
      }
    }
  })
})

describe("a show's changes, as the people going are told", () => {
  const changed = (changes: Extract<NotificationData, { kind: "concert_changed" }>["changes"], reason: string | null = null): NotificationData => ({
    kind: "concert_changed",
    concert,
    changes,
    reason
  })

  it("names the show as they knew it, then says exactly what changed: status, day, venue, times, and the reason", () => {
    const examples: ReadonlyArray<readonly [NotificationData, string]> = [
      [changed([{ field: "status", from: "scheduled", to: "postponed" }]), "Wilco at Metro on Mon, Jun 15 was postponed"],
      [changed([{ field: "status", from: "cancelled", to: "scheduled" }]), "Wilco at Metro on Mon, Jun 15 is on again"],
      [
        changed([
          { field: "status", from: "scheduled", to: "rescheduled" },
          { field: "date", from: "2026-06-13", to: "2026-06-15" }
        ]),
        "Wilco at Metro moved from Sat, Jun 13 to Mon, Jun 15"
      ],
      [
        changed(
          [
            { field: "status", from: "scheduled", to: "moved" },
            { field: "venue", from: "Thalia Hall", to: "Metro" }
          ],
          "A bigger room"
        ),
        "Wilco on Mon, Jun 15 changed venue from Thalia Hall to Metro: A bigger room"
      ],
      [
        changed([
          { field: "venue", from: "Palace", to: "Metro" },
          { field: "city", from: "St. Louis", to: "St. Paul" }
        ]),
        "Wilco on Mon, Jun 15 changed venue from Palace, St. Louis to Metro, St. Paul"
      ],
      [
        changed([
          { field: "startTime", from: "19:30 America/Chicago", to: "20:00 America/Chicago" },
          { field: "doorsTime", from: null, to: "19:00 America/Chicago" }
        ]),
        "Wilco at Metro on Mon, Jun 15: Doors 19:00 (new), Show 20:00 (was 19:30)"
      ],
      [
        changed([
          { field: "date", from: "2026-06-14", to: "2026-06-15" },
          { field: "startTime", from: "20:00 Europe/London", to: "20:00 America/Chicago" }
        ]),
        "Wilco at Metro moved from Sun, Jun 14 to Mon, Jun 15; Show 20:00 America/Chicago (was 20:00 Europe/London)"
      ],
      [changed([{ field: "startTime", from: "20:00 America/Chicago", to: null }]), "Wilco at Metro on Mon, Jun 15: Show time removed (was 20:00)"],
      [changed([{ field: "status", from: "rescheduled", to: "scheduled" }]), "Wilco at Metro on Mon, Jun 15 is now scheduled"]
    ]
    for (const [data, text] of examples) {
      expect(notificationText(data)).toBe(text)
      expect(notificationLink(data, CONCERT_ID)).toBe(`/concerts/${CONCERT_ID}`)
    }
    expect(mailPolicy.concert_changed.mailedByDefault).toBe(true)
  })

  it("in mail, the artist, venues, cities and reason are quotations; days and times are Soundcheck's words", () => {
    const data = changed(
      [
        { field: "status", from: "scheduled", to: "cancelled" },
        { field: "venue", from: "Palace", to: "Metro" }
      ],
      "Ill\nReply to evil@example.com"
    )
    expect(notificationMail(data)).toEqual({
      subject: "Soundcheck: “Wilco” on Mon, Jun 15 was cancelled and changed venue from “Palace” to “Metro”: “Ill Reply to evil@example.com”",
      firstLine: "Soundcheck: “Wilco” on Mon, Jun 15 was cancelled and changed venue from “Palace” to “Metro”: “Ill Reply to evil@example.com”"
    })
  })
})
