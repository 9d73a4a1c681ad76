/**
 * Curation by keyboard, with an axe scan at every screen and dialog: a messy CSV (a BOM, header aliases in
 * odd letter case, mixed date formats, a quoted line break, duplicates of the catalogue and of the file, a
 * bad row) is previewed and imported; a duplicate that fans are interested in is found and merged, and the
 * fans' interests survive on the concert that stays.
 */
import { expect, test, type Page } from "./support/test.ts"
import { demoAdmin, signInThroughApi } from "./support/accounts.ts"
import { chooseCsvFile as chooseFile, expectDialog, heading, openAdminPage, pressInTable, toast } from "./support/admin.ts"
import { deleteConcertsBy, interestsOn, setInterest } from "./support/admin-data.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { tabTo } from "./support/keyboard.ts"

interface Concert {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: string
}

const imported = ["Neon Harbor", "Velvet Static, Jr.", "Paper Lanterns"]
test.afterAll(() => deleteConcertsBy(imported))

const concerts = async (page: Page, city: string): Promise<Array<Concert>> =>
  ((await (await page.request.get(`/api/admin/concerts?city=${city}`)).json()) as { concerts: Array<Concert> }).concerts

/** `2026-11-26` as `11/26/2026` (MM/D/YYYY). */
const slashed = (date: string) => {
  const [year, month, day] = date.split("-")
  return `${month}/${Number(day)}/${year}`
}

const messyCsv = (fleetFoxesDay: string) =>
  [
    "\uFEFFBand,LOCATION,Town,When,Notes",
    "Neon Harbor,Crocodile Lounge,Seattle,2027-03-01,Opening night",
    '"Velvet Static, Jr.",The Showbox,Seattle,3/5/27,"A ""quoted"" note"',
    'Paper Lanterns,Hole in the Wall,austin,03-07-2027,"Two sets',
    'no opener"',
    `fleet foxes,PARAMOUNT THEATRE,Seattle,${slashed(fleetFoxesDay)},already listed`,
    "NEON HARBOR,The Crocodile Lounge,seattle,03/02/2027,second night",
    "neon harbor,crocodile lounge,Seattle,2027-03-01,same as line 2",
    ",Nowhere,Seattle,2027-13-45,bad row",
    ""
  ].join("\r\n")

test("a messy CSV is previewed and imported, then a duplicate with fans is merged and their interests survive", async ({ page }) => {
  test.setTimeout(120_000)
  await signInThroughApi(page, demoAdmin)
  await page.goto("/admin")
  await openAdminPage(page, "Concerts")
  const fleetFoxes = (await concerts(page, "Seattle")).find((concert) => concert.artist === "Fleet Foxes")!

  await tabTo(page, page.getByRole("button", { name: "Import CSV" }))
  await page.keyboard.press("Enter")
  const dialog = await expectDialog(page, "Import Concerts from CSV")
  await chooseFile(page, "notes.txt", "Band\nSomeone")
  await expect(toast(page, "Invalid file type")).toBeVisible()
  await expect(toast(page, "Please upload a CSV file")).toBeVisible()
  await chooseFile(page, "broken.csv", 'Band,Venue,City,When\n"Unclosed,Mohawk,Austin,2027-01-01\n')
  await expect(toast(page, "Error parsing CSV")).toBeVisible()

  await chooseFile(page, "Messy Shows.csv", messyCsv(fleetFoxes.date))
  await expect(dialog.getByRole("status").filter({ hasText: "Messy Shows.csv" })).toHaveText("Messy Shows.csv: 4 valid, 2 duplicate, 1 invalid.")
  const preview = dialog.getByRole("grid", { name: "Import preview" })
  const line = (n: number) => preview.getByRole("row", { name: new RegExp(`^${n}\\b`) })
  await expect(line(2)).toContainText("Neon Harbor at Crocodile Lounge, Seattle on 2027-03-01")
  await expect(line(3)).toContainText("Velvet Static, Jr. at The Showbox, Seattle on 2027-03-05")
  await expect(line(4)).toContainText("Paper Lanterns at Hole in the Wall, austin on 2027-03-07")
  await expect(line(6)).toContainText("duplicate")
  await expect(line(6)).toContainText("Concert already exists")
  await expect(line(7)).toContainText("2027-03-02")
  await expect(line(8)).toContainText("Concert already exists")
  await expect(line(9)).toContainText("invalid")
  await expect(line(9)).toContainText("Artist is required")
  await expect(line(9)).toContainText("Date must be in YYYY-MM-DD, MM/D/YY, or MM/D/YYYY format")
  await expectNoAxeViolations(page)

  await tabTo(page, dialog.getByRole("button", { name: "Import 4 Valid Rows" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Import successful")).toBeVisible()
  await expect(toast(page, "Imported 4 concerts")).toBeVisible()
  await expect(dialog).toBeHidden()
  const table = page.getByRole("grid", { name: "Concerts" })
  await expect(table.getByRole("row", { name: /Velvet Static, Jr\./ })).toContainText("Fri, Mar 5, 2027")
  await expectNoAxeViolations(page)

  // Fans care about both Neon Harbor nights; Dave holds tickets for the second, the one about to go.
  const seattle = await concerts(page, "Seattle")
  const first = seattle.find((concert) => concert.artist === "Neon Harbor")!
  const second = seattle.find((concert) => concert.artist === "NEON HARBOR")!
  await setInterest("dave@soundcheck.test", first.id, "interested")
  await setInterest("dave@soundcheck.test", second.id, "has_tickets")
  await setInterest("erin@soundcheck.test", second.id, "interested")

  const paper = table.getByRole("row", { name: /Paper Lanterns/ })
  await pressInTable(page, table, paper, paper.getByRole("button", { name: /^Duplicates of Paper Lanterns/ }))
  const none = await expectDialog(page, "Duplicates of Paper Lanterns")
  await expect(none.getByText("No potential duplicates found for this concert")).toBeVisible()
  await page.keyboard.press("Escape")

  const row = table.getByRole("row", { name: /^Neon Harbor/ })
  await pressInTable(page, table, row, row.getByRole("button", { name: /^Duplicates of Neon Harbor/ }))
  const duplicates = await expectDialog(page, "Duplicates of Neon Harbor")
  const candidate = duplicates.getByRole("listitem").filter({ hasText: "The Crocodile Lounge" })
  await expect(candidate).toContainText("high confidence: similar artist, similar venue, close date")
  await tabTo(page, candidate.getByRole("button", { name: /^Merge into this concert/ }))
  await page.keyboard.press("Enter")
  await expectDialog(page, "Merge Concerts", "alertdialog")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Merge Concerts" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(toast(page, "Concerts merged successfully")).toBeVisible()
  await expect(duplicates.getByText("No potential duplicates found for this concert")).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press("Escape")
  await expect(table.getByRole("row", { name: /^NEON HARBOR/ })).toHaveCount(0)

  expect(await interestsOn(first.id)).toEqual({ "dave@soundcheck.test": "has_tickets", "erin@soundcheck.test": "interested" })
  const dave = ((await (await page.request.get("/api/admin/users")).json()) as Array<{ id: string; email: string }>).find(
    (user) => user.email === "dave@soundcheck.test"
  )!
  const activity = (await (await page.request.get(`/api/profiles/${dave.id}/activity`)).json()) as {
    concerts: Array<{ concert: { id: string }; interestStatus: string }>
  }
  expect(activity.concerts.find((entry) => entry.concert.id === first.id)?.interestStatus).toBe("has_tickets")
  expect(activity.concerts.some((entry) => entry.concert.id === second.id)).toBe(false)
  await expect(heading(page, "Concerts")).toBeVisible()
})
