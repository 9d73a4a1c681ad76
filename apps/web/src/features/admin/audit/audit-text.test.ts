import { describe, expect, it } from "vitest"
import { actionText, actorText, detailLines, subjectText, summaryText } from "./audit-text.ts"

const entry = { actorId: "u-1", actorName: "Ada Admin", action: "user.suspended", subjectType: "user", subjectId: "u-2", subjectName: "Dave Okafor" }

describe("an audit entry as the log's table reads it", () => {
  it("names the actor and the subject when they are accounts, else says what they are", () => {
    expect(actionText("report_resolved")).toBe("report resolved")
    expect(actorText(entry)).toBe("Ada Admin")
    expect(actorText({ actorId: null, actorName: null })).toBe("Command line")
    expect(actorText({ actorId: "pseudonym", actorName: null })).toBe("Deleted account")
    expect(subjectText(entry)).toBe("Dave Okafor")
    expect(subjectText({ subjectType: "plan_message", subjectId: "m-1", subjectName: null })).toBe("plan message m-1")
    expect(subjectText({ subjectType: "app_settings", subjectId: null, subjectName: null })).toBe("app settings")
  })

  it("says what happened in a line: the actor, what they did, and to whom", () => {
    expect(summaryText(entry)).toBe("Ada Admin suspended Dave Okafor")
    expect(summaryText({ ...entry, actorId: null, actorName: null, action: "user.role_changed" })).toBe("Command line changed the role of Dave Okafor")
    expect(summaryText({ ...entry, action: "report.resolved", subjectType: "profile" })).toBe("Ada Admin resolved a report on Dave Okafor")
    expect(summaryText({ ...entry, action: "concert.updated", subjectType: "concert", subjectId: "c-1", subjectName: null })).toBe(
      "Ada Admin: concert updated (concert c-1)"
    )
    // An erased account keeps its pseudonym's id: no name, and the action without a sentence.
    expect(summaryText({ ...entry, subjectId: "pseudonym", subjectName: null })).toBe("Ada Admin: user suspended (user pseudonym)")
  })

  it("lists the details, a before and after snapshot each on one line", () => {
    expect(detailLines({ reason: "spam", count: 2, before: { displayName: "Spammy", bio: null }, after: {} })).toEqual([
      "reason: spam",
      "count: 2",
      "before: displayName = Spammy, bio = none",
      "after: nothing"
    ])
  })
})
