import { describe, expect, it } from "vitest"
import { inviteActionLabel, waitlistStatus } from "./waitlist-status.ts"

const march3 = Date.UTC(2025, 2, 3, 12)
const march9 = Date.UTC(2025, 2, 9, 12)

describe("a waitlist entry in the admin table", () => {
  it("is Listed with an Invite button until an admin invites it", () => {
    const entry = { invitedAt: null, joinedAt: null }
    expect(waitlistStatus(entry)).toBe("Listed")
    expect(inviteActionLabel(entry)).toBe("Invite")
  })

  it("shows the latest invitation's date and offers to invite again", () => {
    const entry = { invitedAt: march3, joinedAt: null }
    expect(waitlistStatus(entry)).toBe("Invited Mar 3, 2025")
    expect(inviteActionLabel(entry)).toBe("Invite again")
  })

  it("shows the joining date and offers no invitation once the person has joined, invited or not", () => {
    for (const invitedAt of [march3, null]) {
      const entry = { invitedAt, joinedAt: march9 }
      expect(waitlistStatus(entry)).toBe("Joined Mar 9, 2025")
      expect(inviteActionLabel(entry)).toBeNull()
    }
  })
})
