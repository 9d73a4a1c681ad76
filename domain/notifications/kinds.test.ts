import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { LocalDate } from "../kernel/local-date.ts"
import { concertDay, mailPolicy, NOTIFICATION_KINDS, type NotificationData, NotificationKind, notificationLink, notificationText } from "./kinds.ts"

const concert = { artist: "Wilco", venue: "Metro", city: "St. Paul", date: "2026-06-15" as LocalDate }

const plan = { planId: "p-1", title: "Tacos first", concert }
const untitled = { ...plan, title: null }

const examples: ReadonlyArray<readonly [NotificationData, string, string]> = [
  [{ kind: "friend_request_received", actorName: "Bea" }, "Bea sent you a friend request", "/friends?tab=requests"],
  [{ kind: "friend_request_accepted", actorName: "Bea" }, "Bea accepted your friend request", "/friends"],
  [{ kind: "invitation_accepted", actorName: "Bea" }, "Bea accepted your invitation and joined Soundcheck", "/invite"],
  [{ kind: "invite_request_reviewed", outcome: "approved", requestedCount: 3 }, "Your request for 3 invites was approved", "/invite"],
  [{ kind: "invite_request_reviewed", outcome: "approved", requestedCount: 1 }, "Your request for 1 invite was approved", "/invite"],
  [{ kind: "invite_request_reviewed", outcome: "rejected", requestedCount: 3 }, "Your request for more invites was not approved", "/invite"],
  [
    { kind: "friend_has_tickets", actorName: "Bea", concert },
    "Bea has tickets to Wilco at Metro on Mon, Jun 15",
    "/concerts?friends=friends&activity=tickets&city=St.%20Paul"
  ],
  [{ kind: "ready_to_go", concert, withTickets: 2 }, "Wilco at Metro on Mon, Jun 15 is Ready to Go: 2 people you know have tickets", "/dashboard"],
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
  [{ kind: "plan_message", plan: untitled }, "New messages in the plan for Wilco at Metro on Mon, Jun 15", "/plans/p-1"]
]

describe("notification kinds", () => {
  it("each kind has a short text and a link to the page where the thing is seen", () => {
    for (const [data, text, link] of examples) {
      expect(notificationText(data)).toBe(text)
      expect(notificationLink(data)).toBe(link)
    }
    expect(new Set(examples.map(([d]) => d.kind))).toEqual(new Set(NOTIFICATION_KINDS))
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
