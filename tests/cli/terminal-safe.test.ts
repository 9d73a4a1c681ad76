/** The CLI never writes control characters from user-written text to the admin's terminal. */
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { terminalSafe } from "../../cli/output.ts"
import { signedInUser } from "../support/accounts.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"
import { queryRows } from "../support/pg.ts"

const control = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/

describe("terminal-safe output", () => {
  it("removes every control character but line feeds, tabs and a leading carriage return, and keeps the rest", () => {
    const dropped = (ch: string) => control.test(ch) && ch !== "\n" && ch !== "\t"
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
      const redraw = text.startsWith("\r")
      const expected = (redraw ? "\r" : "") + [...(redraw ? text.slice(1) : text)].filter((ch) => !dropped(ch)).join("")
      return terminalSafe(text) === expected
    }))
    expect(terminalSafe("\rReading [###   ] 50%")).toBe("\rReading [###   ] 50%")
    expect(terminalSafe("a\tb\nc")).toBe("a\tb\nc")
  })

  describe("on PostgreSQL", () => {
    let t: Awaited<ReturnType<typeof postgresApp>>
    beforeAll(async () => {
      t = await postgresApp()
    })
    afterAll(() => t.close())

    it("users list prints a display name written with escape sequences (stored before names were checked) without them", async () => {
      await signedInUser(t, "escapes@example.com")
      // An ESC sequence that clears the screen and retitles the terminal, and a bidi override.
      await queryRows(t.databaseUrl, "UPDATE profiles SET display_name = E'\\u001b[2J\\u001b]0;pwned\\u0007Eve\\u202e' " +
        "WHERE user_id = (SELECT id FROM users WHERE email = 'escapes@example.com')")
      const text = await cli(["users", "list"], { runtime: t.runtime, databaseUrl: t.databaseUrl })
      expect(text.code).toBe(0)
      expect(text.stdout).toContain("[2J]0;pwnedEve")
      expect(text.stdout).not.toMatch(control)
      // JSON keeps the exact value, escaped by JSON itself.
      const json = await cli(["users", "list", "--json"], { runtime: t.runtime, databaseUrl: t.databaseUrl })
      expect(JSON.parse(json.stdout).find((u: { email: string }) => u.email === "escapes@example.com").displayName).toBe("\u001b[2J\u001b]0;pwned\u0007Eve\u202e")
    })
  })
})
