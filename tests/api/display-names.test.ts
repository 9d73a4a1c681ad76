/**
 * Display names hold no control characters: a name is shown to others in pages, invitation mail and
 * terminals, where a line break, a C0/C1 control or a bidi override would forge lines, links or reading
 * order. Refused with a clear message at the profile edit, at the wire for sign-up and invitations, and by
 * the database for any other path; a name taken from an address is cleaned and cut to the cap instead.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_DISPLAY_NAME_LENGTH } from "../../domain/accounts/contract.ts"
import { signedInUser } from "../support/accounts.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { problem } from "../support/problem.ts"

let t: TestApp
beforeAll(async () => {
  t = await postgresApp({ rateLimitScale: 1000 })
})
afterAll(() => t.close())

const FORGED = ["Ann\nVisit https://evil.example", "Ann\r\nBcc: x@evil.example", "Ann\u0007", "Ann\u0085", "Ann\u202eelgoog", "Ann\u2066x\u2069", "Ann\u2028x"]

describe("display names", () => {
  it("the profile edit refuses a control character with a clear message and keeps the old name", async () => {
    const ann = await signedInUser(t, "ann@example.com", "Ann")
    for (const displayName of FORGED) {
      const res = await ann.send("PATCH", "/api/profile", { displayName, bio: null })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(problem(400, "InvalidDisplayName", "Display names cannot contain line breaks or control characters."))
    }
    expect((await ann.get("/api/profile")).json().displayName).toBe("Ann")
    // Letters of any script, accents and emoji are names.
    expect((await ann.send("PATCH", "/api/profile", { displayName: "Zoë Ünal 😀 李", bio: null })).json().displayName).toBe("Zoë Ünal 😀 李")
  })

  it("sign-up refuses a control character in the name with the rule's message, and a name over the cap", async () => {
    const visitor = browser(t.app)
    for (const displayName of FORGED) {
      const res = await visitor.send("POST", "/api/auth/sign-up", { email: "newcomer@example.com", password: "correct horse", displayName })
      expect(res.json()).toEqual(problem(400, "InvalidDisplayName", "Display names cannot contain line breaks or control characters."))
    }
    const long = await visitor.send("POST", "/api/auth/sign-up", {
      email: "newcomer@example.com",
      password: "correct horse",
      displayName: "n".repeat(MAX_DISPLAY_NAME_LENGTH + 1)
    })
    expect(long.json()).toEqual(problem(400, "InvalidRequest", "The request is not valid."))
  })

  it("a name taken from the address loses its control characters and is cut to the cap (the database would refuse it otherwise)", async () => {
    const local = `odd\u202e${"l".repeat(200)}`
    const b = await signedInUser(t, `${local}@example.com`)
    const name: string = (await b.get("/api/profile")).json().displayName
    expect(name).toBe(`odd${"l".repeat(MAX_DISPLAY_NAME_LENGTH - 3)}`)
  })
})
