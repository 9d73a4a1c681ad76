import { describe, expect, it } from "vitest"
import { ApiError } from "../../app/api-client.ts"
import { requestInvitesFailure } from "./request-invites-failure.ts"

describe("the toast of a failed invite request", () => {
  it("a session gone says the spec's login message", () => {
    expect(requestInvitesFailure(new ApiError(401, "NotAuthenticated", "Not signed in."))).toEqual({ title: "You must be logged in to request invites" })
  })

  it("a refusal says Failed to submit invite request with the server's message; a fault with the generic one", () => {
    expect(requestInvitesFailure(new ApiError(429, "RateLimited", "Too many requests. Please try again later."))).toEqual({
      title: "Failed to submit invite request",
      description: "Too many requests. Please try again later."
    })
    expect(requestInvitesFailure(new ApiError(500, "InternalError", "boom"))).toEqual({
      title: "Failed to submit invite request",
      description: "Something went wrong. Please try again."
    })
  })
})
