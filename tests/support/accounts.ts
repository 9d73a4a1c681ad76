/** Test helpers for accounts: a confirmed, signed-in user in a browser of their own. */
import { expect } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { type Browser, browser } from "./browser.ts"
import { mailedToken, type TestApp } from "./app.ts"

export const PASSWORD = "correct horse"

/** What an injected request answers, as the API tests read it. */
export interface Answer {
  readonly statusCode: number
  readonly body: string
  readonly json: () => unknown
}

/** The answer's JSON body, once its status is shown to be `status`. */
export const ok = <A = Record<string, unknown>>(res: Answer, status = 200): A => {
  expect(res.statusCode, res.body).toBe(status)
  return res.json() as A
}

/** Signs up through the API, confirms with the mailed link and the password, signs in, and returns the browser. */
export const signedInUser = async (t: TestApp, email: string, displayName?: string): Promise<Browser> => {
  const b = browser(t.app)
  const res = await b.send("POST", "/api/auth/sign-up", { email, password: PASSWORD, ...(displayName ? { displayName } : {}) })
  expect(res.statusCode, res.body).toBe(201)
  const confirmed = await b.send("POST", "/api/auth/confirm", { token: await mailedToken(t, email), password: PASSWORD })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  const signedIn = await b.send("POST", "/api/auth/sign-in", { email, password: PASSWORD })
  expect(signedIn.statusCode, signedIn.body).toBe(200)
  return b
}

export const signedInAdmin = async (t: TestApp, email: string): Promise<Browser> => {
  const b = await signedInUser(t, email)
  await t.runtime.runPromise(setRole({ kind: "cli" }, { email }, "admin"))
  return b
}

/** Kept here for the tests that import it with the sign-in helpers. */
export { errorOf } from "./problem.ts"
