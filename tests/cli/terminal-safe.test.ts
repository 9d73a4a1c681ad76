/** The CLI never writes control characters from user-written text to the admin's terminal. */
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { terminalSafe } from "../../cli/output.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"
import { queryRows } from "../support/pg.ts"

const control = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/

describe("terminal-safe output", () => {
  it("removes every control character but line feeds, tabs and a leading carriage return, and keeps the rest", () => {
    const dropped = (ch: string) => control.test(ch) && ch !== "\n" && ch !== "\t"
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const redraw = text.startsWith("\r")
        const expected = (redraw ? "\r" : "") + [...(redraw ? text.slice(1) : text)].filter((ch) => !dropped(ch)).join("")
        return terminalSafe(text) === expected
      })
    )
    expect(terminalSafe("\rReading [###   ] 50%")).toBe("\rReading [###   ] 50%")
    expect(terminalSafe("a\tb\nc")).toBe("a\tb\nc")
  })

  describe("on PostgreSQL", () => {
    let t: Awaited<ReturnType<typeof postgresApp>>
    beforeAll(async () => {
      t = await postgresApp()
    })
    afterAll(() => t.close())

    it("concerts list prints an artist stored with escape sequences (before migration 0017 refused them) without them", async () => {
      const deps = { runtime: t.runtime, databaseUrl: t.databaseUrl }
      const added = await cli(["concerts", "add", "--artist", "Placeholder", "--venue", "Neumos", "--city", "Seattle", "--date", "2099-05-01", "--json"], deps)
      expect(added.code, added.stderr).toBe(0)
      // An ESC sequence that clears the screen and retitles the terminal, and a bidi override: an artist stored before
      // migration 0017 refused them (its CHECK is dropped here to write one).
      await queryRows(t.databaseUrl, "ALTER TABLE concerts DROP CONSTRAINT concerts_artist_plain_cap")
      await queryRows(t.databaseUrl, "UPDATE concerts SET artist = E'\\u001b[2J\\u001b]0;pwned\\u0007Eve\\u202e' WHERE artist = 'Placeholder'")
      const text = await cli(["concerts", "list"], deps)
      expect(text.code).toBe(0)
      expect(text.stdout).toContain("[2J]0;pwnedEve")
      expect(text.stdout).not.toMatch(control)
      // JSON keeps the exact value, written as escapes.
      const json = await cli(["concerts", "list", "--json"], deps)
      expect(json.stdout).not.toMatch(control)
      expect(JSON.parse(json.stdout)[0].artist).toBe("\u001b[2J\u001b]0;pwned\u0007Eve\u202e")
    })
  })
})
