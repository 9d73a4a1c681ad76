import { describe, expect, it } from "vitest"
import { actionText, actorText, detailLines, subjectText } from "./audit-text.ts"

describe("an audit entry as the log's table reads it", () => {
  it("words the action, the actor and the subject", () => {
    expect(actionText("report_resolved")).toBe("report resolved")
    expect(actorText(null)).toBe("Command line")
    expect(actorText("u-1")).toBe("u-1")
    expect(subjectText({ subjectType: "user", subjectId: "u-2" })).toBe("user u-2")
    expect(subjectText({ subjectType: "registration", subjectId: null })).toBe("registration")
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
