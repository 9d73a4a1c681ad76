import { describe, expect, it } from "vitest"
import { snapshotFields, targetTitle } from "./snapshot.ts"

describe("a report's snapshot as the queue shows it", () => {
  it("reads a profile's name and bio, saying None for an empty field", () => {
    expect(snapshotFields("profile", { displayName: "Dave Okafor", bio: null })).toEqual([
      { name: "Display name", value: "Dave Okafor" },
      { name: "Bio", value: "None" }
    ])
  })

  it("reads a concert's day with its year, and ignores fields of an unexpected type", () => {
    const fields = snapshotFields("concert", { artist: "The Midnight Owls", venue: 42, city: "Austin", date: "2027-08-01" })
    expect(fields).toContainEqual({ name: "Date", value: "Sun, Aug 1, 2027" })
    expect(fields).toContainEqual({ name: "Venue", value: "None" })
  })

  it("reads a message's time whether stored as milliseconds or as an ISO string", () => {
    const at = Date.UTC(2027, 0, 5, 12)
    const fromNumber = snapshotFields("plan_message", { text: "hi", authorName: "Bob", createdAt: at })
    const fromString = snapshotFields("plan_message", { text: "hi", authorName: "Bob", createdAt: new Date(at).toISOString() })
    expect(fromNumber).toEqual(fromString)
    expect(fromNumber.find((f) => f.name === "Sent")?.value).not.toBe("None")
  })

  it("names a target by its person or its concert, telling one person's messages apart", () => {
    expect(targetTitle("profile", "Dave Okafor", {})).toBe("Profile of Dave Okafor")
    expect(targetTitle("plan_message", "Bob Rivera", { text: "See you there" })).toBe("Plan message by Bob Rivera: “See you there”")
    expect(targetTitle("plan_message", "Bob Rivera", { text: "x".repeat(100) })).toBe(`Plan message by Bob Rivera: “${"x".repeat(39)}…”`)
    expect(targetTitle("concert", "Unknown User", { artist: "The Midnight Owls", date: "2027-08-01" })).toBe("Concert: The Midnight Owls, Sun, Aug 1, 2027")
  })
})
