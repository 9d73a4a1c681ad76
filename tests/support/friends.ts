/** Test helpers for friends: fans with a profile, and friendships made through the API. */
import { expect } from "vitest"
import type { Browser } from "./browser.ts"
import type { TestApp } from "./app.ts"
import { signedInUser } from "./accounts.ts"

export interface Fan {
  readonly b: Browser
  readonly id: string
  readonly email: string
}

/** A signed-in user whose profile exists (as after their first visit), named as given. */
export const fan = async (t: TestApp, email: string, displayName?: string): Promise<Fan> => {
  const b = await signedInUser(t, email, displayName)
  const profile = await b.get("/api/profile")
  expect(profile.statusCode, profile.body).toBe(200)
  return { b, id: profile.json().userId as string, email }
}

/** `from` sends a request to `to` by id; answers the request's id. */
export const sendRequest = async (from: Fan, to: Fan): Promise<string> => {
  const res = await from.b.send("POST", "/api/friend-requests", { userId: to.id })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().request.id as string
}

export const befriend = async (a: Fan, b: Fan): Promise<void> => {
  const accepted = await b.b.send("POST", `/api/friend-requests/${await sendRequest(a, b)}/accept`)
  expect(accepted.statusCode, accepted.body).toBe(200)
}

export const friendIds = async (f: Fan): Promise<Array<string>> =>
  ((await f.b.get("/api/friends")).json().friends as Array<{ userId: string }>).map((x) => x.userId)

export const requestIds = async (f: Fan): Promise<{ incoming: Array<string>; outgoing: Array<string> }> => {
  const body = (await f.b.get("/api/friend-requests")).json() as { incoming: Array<{ id: string }>; outgoing: Array<{ id: string }> }
  return { incoming: body.incoming.map((r) => r.id), outgoing: body.outgoing.map((r) => r.id) }
}
