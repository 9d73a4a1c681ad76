import { describe, expect, it } from "vitest"
import { standingDetails, standingLabels, userActions } from "./standing.ts"

const inGoodStanding = { suspension: null, invitesRevoked: null }
const until = Date.parse("2027-01-02T00:00:00Z")
const suspended = { suspension: { until, reason: "Spam" }, invitesRevoked: null }
const revoked = { suspension: null, invitesRevoked: { at: Date.parse("2026-11-26T23:30:00Z"), reason: "Invitation spam" } }

describe("an account's standing on Admin → Users", () => {
  it("is told in words: the suspension's last day as the person reads it (UTC), or until lifted, and revoked invites", () => {
    expect(standingLabels(inGoodStanding)).toEqual([])
    expect(standingLabels(suspended)).toEqual(["Suspended until 2 January 2027"])
    expect(standingLabels({ suspension: { until: null, reason: "Harassment" }, invitesRevoked: revoked.invitesRevoked })).toEqual([
      "Suspended",
      "Invites revoked"
    ])
    expect(standingDetails({ ...suspended, invitesRevoked: revoked.invitesRevoked })).toEqual([
      "Suspended until 2 January 2027. Reason: Spam",
      "Invites revoked since 26 November 2026. Reason: Invitation spam"
    ])
  })

  it("offers only the actions that apply: lift when suspended, revoke when not revoked, restore when revoked and to an admin", () => {
    expect(userActions(inGoodStanding, true)).toEqual(["suspend", "revoke_invites"])
    expect(userActions(suspended, false)).toEqual(["suspend", "lift_suspension", "revoke_invites"])
    expect(userActions(revoked, true)).toEqual(["suspend", "restore_invites"])
    expect(userActions(revoked, false)).toEqual(["suspend"])
  })
})
