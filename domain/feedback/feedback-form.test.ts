import { describe, expect, it } from "vitest"
import { validateFeedback } from "./feedback-form.ts"

describe("validateFeedback", () => {
  it("refuses a short title and description and a malformed e-mail with the spec's messages", () => {
    expect(validateFeedback({ title: " ab ", description: "too short", contactEmail: "nope" })).toEqual({
      ok: false,
      issues: [
        { field: "title", message: "Title must be at least 3 characters" },
        { field: "description", message: "Description must be at least 10 characters" },
        { field: "contactEmail", message: "Please enter a valid email" }
      ]
    })
  })

  it("trims, defaults the type to general and turns a blank e-mail into null", () => {
    expect(validateFeedback({ title: "  Bug  ", description: "  Ten chars!  ", contactEmail: "   " })).toEqual({
      ok: true,
      draft: { feedbackType: "general", title: "Bug", description: "Ten chars!", contactEmail: null }
    })
    const given = validateFeedback({ feedbackType: "bug", title: "abc", description: "0123456789", contactEmail: " a@b.co " })
    expect(given).toEqual({ ok: true, draft: { feedbackType: "bug", title: "abc", description: "0123456789", contactEmail: "a@b.co" } })
  })
})

describe("the feedback form's caps", () => {
  it("a title or description over its cap is refused with a clear message (the cap is measured first)", () => {
    expect(validateFeedback({ title: "t".repeat(201), description: "d".repeat(5001) })).toEqual({
      ok: false,
      issues: [
        { field: "title", message: "Title must be at most 200 characters" },
        { field: "description", message: "Description must be at most 5000 characters" }
      ]
    })
    expect(validateFeedback({ title: "t".repeat(200), description: "d".repeat(5000) }).ok).toBe(true)
  })
})
