/**
 * Admin → Analytics (issue #34) in the browser: its five panels, and a table read as the page shows it and as the
 * CSV it downloads, so a journey can check the file holds the table's numbers.
 */
import { readFile } from "node:fs/promises"
import { parse } from "csv-parse/sync"
import { expect, type Locator, type Page } from "@playwright/test"

export const analyticsPanels = ["Growth", "Invitations", "Activity", "Catalogue", "Mail"] as const

/** A panel: a region named by its heading. */
export const analyticsPanel = (page: Page, name: (typeof analyticsPanels)[number]) => page.getByRole("region", { name })

/** Every panel has its answer: no placeholder, no error. */
export const expectPanelsLoaded = async (page: Page): Promise<void> => {
  for (const name of analyticsPanels) await expect(analyticsPanel(page, name)).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0)
  expect(await page.getByRole("main").getByRole("alert").allTextContents()).toEqual([])
}

/** The rows of a table grid as text, the header row first. */
export const gridText = async (grid: Locator): Promise<Array<Array<string>>> =>
  grid
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("[role=columnheader], [role=rowheader], [role=gridcell]")].map((cell) => (cell.textContent ?? "").trim()))
    )

/** The rows of a downloaded CSV file (its byte order mark dropped). */
export const csvRows = async (path: string): Promise<Array<Array<string>>> => parse(await readFile(path, "utf8"), { bom: true }) as Array<Array<string>>

const weekFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })

/** A CSV cell as the table shows it: a week's first day as "Nov 2, 2026", a number as "1,204" (in its unit), empty as "No data". */
export const asShown = (cell: string, shownLike: string, isLabel: boolean): string => {
  if (isLabel) return /^\d{4}-\d{2}-\d{2}$/.test(cell) ? weekFormat.format(new Date(`${cell}T00:00:00Z`)) : cell
  if (cell === "") return "No data"
  if (cell === "fewer than 5") return cell
  const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(Number(cell))
  return shownLike.endsWith("%") ? `${number}%` : shownLike.endsWith(" h") ? `${number} h` : number
}
