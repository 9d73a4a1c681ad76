import { describe, expect, it } from "vitest"
import { DELETION_GRACE_MS } from "../../../../../domain/accounts/deletion-contract.ts"
import { ApiError } from "../../app/api-error.ts"
import { deletedAccountFrom, deletionFailure, deletionNotice, isDeletionConfirmed, purgeDayIfAskedAt, wrongPasswordMessage } from "./deletion.ts"

const noon = Date.UTC(2026, 4, 3, 12)

describe("deleting the account from /settings (issue #30)", () => {
  it("lets the confirm button be pressed only for the word DELETE itself", () => {
    expect(isDeletionConfirmed("DELETE")).toBe(true)
    for (const typed of ["", "delete", "Delete", " DELETE", "DELETE ", "DELET"]) expect(isDeletionConfirmed(typed)).toBe(false)
  })

  it("shows a wrong password at the Password field, a refused confirmation at its field, anything else above the buttons", () => {
    expect(deletionFailure(new ApiError(400, "InvalidCredentials", "Invalid login credentials"))).toEqual({ field: "password", message: wrongPasswordMessage })
    expect(deletionFailure(new ApiError(400, "DeletionNotConfirmed", "Type DELETE to confirm."))).toEqual({
      field: "confirm",
      message: "Type DELETE to confirm."
    })
    const lastAdmin = "The last admin cannot delete their account."
    expect(deletionFailure(new ApiError(409, "LastAdmin", lastAdmin))).toEqual({ field: null, message: lastAdmin })
    expect(deletionFailure(new ApiError(500, "Internal", "boom")).field).toBeNull()
    expect(deletionFailure(new ApiError(500, "Internal", "boom")).message).not.toBe("boom")
  })

  it("says on /auth the day the account goes and how to take it back, from the route state of a deletion only", () => {
    expect(deletionNotice(noon + DELETION_GRACE_MS)).toBe(
      "Your account will be deleted on May 17, 2026. Changed your mind? Sign in with your email and password within 14 days to restore it."
    )
    expect(purgeDayIfAskedAt(noon)).toBe("May 17, 2026")
    expect(deletedAccountFrom({ deletedAccount: { purgeAfter: noon } })).toBe(noon)
    for (const state of [null, undefined, {}, { from: { pathname: "/settings" } }, { deletedAccount: { purgeAfter: "soon" } }]) {
      expect(deletedAccountFrom(state)).toBeNull()
    }
  })
})
