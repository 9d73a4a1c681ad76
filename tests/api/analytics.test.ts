/**
 * Admin → Analytics over HTTP (issue #34): each panel for a range, in the admin's own time zone, never cached and
 * never a count of 1 to 4; a range that ends before it starts or spans more than 400 days is refused with the
 * sentence to show; a panel or a date that does not parse is refused input; a fan and a moderator are refused.
 * The figures themselves are the use cases' (domain/analytics, tests/contracts): here, the route around them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { ANALYTICS_PANELS, type AnalyticsPanelDto, FEWER_THAN_5, MAX_ANALYTICS_RANGE_DAYS } from "../../domain/analytics/contract.ts"
import { INVALID_ANALYTICS_RANGE_MESSAGE } from "../../domain/analytics/errors.ts"
import { addDays, type LocalDate, localDateFromMillis } from "../../domain/kernel/local-date.ts"
import { errorOf, ok, PASSWORD, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"
import { problem } from "../support/problem.ts"

const today = localDateFromMillis(Date.now())
/** Ranges end tomorrow (UTC): today in Auckland, whatever the hour. */
const tomorrow = addDays(today, 1)
const url = (panel: string, from: string, to: string) => `/api/admin/analytics/${panel}?from=${from}&to=${to}`
const lastDays = (days: number): readonly [LocalDate, LocalDate] => [addDays(tomorrow, -(days - 1)), tomorrow]

/** Every count the panel shows, figures and table cells: none may be 1 to 4 (those read "fewer than 5"). */
const counts = (dto: AnalyticsPanelDto): ReadonlyArray<unknown> => [
  ...dto.figures.filter((f) => f.unit === "count").map((f) => f.value),
  ...dto.tables.filter((table) => table.unit === "count").flatMap((table) => table.rows.flatMap((row) => row.values))
]

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`GET /api/admin/analytics/:panel (${name})`, () => {
    let t: TestApp
    let admin: Browser
    beforeAll(async () => {
      t = await make()
      admin = await signedInAdmin(t, "analyst@example.com")
      // A few fans joined this week: fewer than five of anything.
      for (const who of ["ann", "bob"]) await signedInUser(t, `${who}@example.com`)
      ok(await admin.send("PUT", "/api/settings/time-zone", { timeZone: "Pacific/Auckland" }))
    })
    afterAll(() => t.close())

    it("answers each panel for the range in the admin's own zone, not to be stored, with no count of 1 to 4", async () => {
      const [from, to] = lastDays(28)
      for (const panel of ANALYTICS_PANELS) {
        const res = await admin.get(url(panel, from, to))
        const dto = ok<AnalyticsPanelDto>(res)
        expect(res.headers["cache-control"]).toBe("no-store")
        expect(dto).toMatchObject({ panel, from, to, timeZone: "Pacific/Auckland" })
        expect(dto.title).not.toBe("")
        expect(
          counts(dto).filter((value) => typeof value === "number" && value > 0 && value < 5),
          panel
        ).toEqual([])
        for (const table of dto.tables) for (const row of table.rows) expect(row.values, `${panel} ${table.key}`).toHaveLength(table.columns.length)
      }
      const growth = ok<AnalyticsPanelDto>(await admin.get(url("growth", from, to)))
      expect(counts(growth)).toContain(FEWER_THAN_5)
    })

    it(`takes a range of one day and of ${MAX_ANALYTICS_RANGE_DAYS} days; refuses one that ends before it starts or spans ${MAX_ANALYTICS_RANGE_DAYS + 1}`, async () => {
      ok(await admin.get(url("activity", today, today)))
      ok(await admin.get(url("activity", "2024-02-29", "2024-02-29")))
      ok(await admin.get(url("activity", ...lastDays(MAX_ANALYTICS_RANGE_DAYS))))
      const refused = problem(400, "InvalidAnalyticsRange", INVALID_ANALYTICS_RANGE_MESSAGE)
      expect((await admin.get(url("growth", today, addDays(today, -1)))).json()).toEqual(refused)
      expect((await admin.get(url("growth", "1000-01-01", "9999-12-31"))).json()).toEqual(refused)
      expect((await admin.get(url("growth", ...lastDays(MAX_ANALYTICS_RANGE_DAYS + 1)))).json()).toEqual(refused)
    })

    it("refuses a panel it does not know and dates that are not calendar days as input, before reading anything", async () => {
      const [from, to] = lastDays(28)
      const invalid = { status: 400, error: "InvalidRequest" }
      for (const bad of [
        url("users", from, to),
        url("Growth", from, to),
        url("growth", "2026-02-30", to),
        url("growth", from, "yesterday"),
        url("growth", "+2026-01-01", to),
        url("growth", `${from}%00`, to),
        url("growth", "9".repeat(60_000), to),
        `/api/admin/analytics/growth?from=${from}`,
        `/api/admin/analytics/growth?from=${from}&from=${from}&to=${to}`
      ]) {
        expect(errorOf(await admin.get(bad)), bad.slice(0, 80)).toMatchObject(invalid)
      }
    })

    it("is the admins' alone: a visitor is asked to sign in, a fan and a moderator are refused", async () => {
      const path = url("growth", ...lastDays(28))
      expect(errorOf(await browser(t.app).get(path))).toMatchObject({ status: 401, error: "NotAuthenticated" })
      const fan = await signedInUser(t, "fan@example.com")
      expect(errorOf(await fan.get(path))).toMatchObject({ status: 403, error: "Forbidden" })
      await signedInUser(t, "moderator@example.com")
      await t.runtime.runPromise(setRole({ kind: "cli" }, { email: "moderator@example.com" }, "moderator"))
      const moderator = browser(t.app)
      ok(await moderator.send("POST", "/api/auth/sign-in", { email: "moderator@example.com", password: PASSWORD }))
      expect(errorOf(await moderator.get(path))).toMatchObject({ status: 403, error: "Forbidden" })
    })
  })
}
