/**
 * The main journeys in Firefox ESR (WebDriver BiDi): sign in, an interest that survives a reload, a friend
 * request accepted and one sent, a concert found by a misspelt venue whose page takes an interest and whose copied
 * link a friend and a visitor open, an invitation accepted through the mailed link, and an admin's CSV import.
 * They touch different people's data, so they run side by side, each person in a browser context of its own.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, test } from "vitest"
import { demoAdmin, demoFan, expectDashboard, signIn } from "./support/accounts.ts"
import { linkIn, readLatestMail } from "./support/mail.ts"
import { field, labelled, role, toasts, waitForPath, waitForText } from "./support/queries.ts"
import { person, useFirefoxJourneys, visit } from "./support/session.ts"

useFirefoxJourneys()

describe.concurrent("in Firefox", () => {
  test("Alice signs in, marks a concert Interested (a reload keeps it), accepts Erin's friend request and sends one to Dave, and finds and shares a concert", async () => {
    const page = await person()
    await signIn(page, demoFan)
    expect(await page.$(`header ${role("button", `AL: account menu for ${demoFan}`)}`)).not.toBeNull()

    await page.locator(`nav ${role("link", "Concerts")}`).click()
    await waitForPath(page, "/concerts")
    // The Select's button is named by its value and its label: "Set your interest Your interest in Khruangbin".
    // The first page of concerts is the journey's first server-heavy page, and it opens while the rest of \`npm test\`
    // starts at full load beside it (type check, lint and vitest's first files): it may take longer than a later click.
    await page
      .locator(`main ${role("button", "Set your interest Your interest in Khruangbin")}`)
      .setTimeout(45_000)
      .click()
    await page.locator(`[role=listbox] ${role("option", "Interested")}`).click()
    await waitForText(page, toasts, "Interest status updated!")
    await page.reload()
    await waitForText(page, labelled("Your interest in Khruangbin"), "Interested")
    expect(await page.$(`main ${role("button", "Interested Your interest in Khruangbin")}`)).not.toBeNull()

    await page.locator(`nav ${role("link", "Friends")}`).click()
    await waitForPath(page, "/friends")
    // A tab's name ends with its count badge, after a space in every browser ("Requests 1").
    await page.locator(`[role=tablist] ${role("tab", "Requests 1")}`).click()
    await page.locator(`main ${role("button", "Accept request from Erin Walsh")}`).click()
    await waitForText(page, toasts, "Friend request accepted!")
    await page.locator(`[role=tablist] ${role("tab", "Friends 3")}`).click()
    await waitForText(page, labelled("Your friends"), "Erin Walsh")

    await page.locator(`[role=tablist] ${role("tab", "Add Friends")}`).click()
    await page.locator(`main ${field("Friend's email")}`).fill("dave@soundcheck.test")
    await page.locator(`main ${role("button", "Send Request")}`).click()
    await waitForText(page, toasts, "Friend request sent to Dave Okafor!")
    await page.locator(`[role=tablist] ${role("tab", "Sent 1")}`).click()
    await waitForText(page, `${labelled("Friend requests you sent")} li`, "Dave Okafor")
    await waitForText(page, `${labelled("Friend requests you sent")} li`, "Pending")

    // Issue #28: the venue typed with a typo is suggested under Venues; Enter searches the words as typed. The
    // suggestions open on focus events, which Firefox sends only to the window in front (the journeys share one browser).
    await page.bringToFront()
    await page.locator(`header ${role("combobox", "Search concerts")}`).click()
    await page.keyboard.type("moody amfitheater")
    await waitForText(page, "[role=listbox] [role=group]", "Moody Amphitheater")
    await page.keyboard.press("Enter")
    await waitForPath(page, "/search?q=moody+amfitheater")
    await page.locator(`main ${labelled("Search results")} ${role("link", "Khruangbin")}`).click()
    await waitForText(page, "h1", "Khruangbin")
    const link = await page.evaluate(() => location.href)
    expect(new URL(link).pathname).toMatch(/^\/concerts\/[0-9a-f-]{36}$/)
    // Her interest, changed on the concert's page, with the cards' messages.
    await page.locator(`main ${role("button", "Interested Your interest in Khruangbin")}`).click()
    await page.locator(`[role=listbox] ${role("option", "Have Tickets")}`).click()
    await waitForText(page, toasts, "Interest status updated!")
    // Copy link puts the page's address on the clipboard (what was written is kept aside to compare).
    await page.evaluate(() => {
      const write = navigator.clipboard.writeText.bind(navigator.clipboard)
      navigator.clipboard.writeText = (text: string) => {
        document.documentElement.dataset.copied = text
        return write(text)
      }
    })
    await page.locator(`main ${role("button", "Copy link")}`).click()
    await waitForText(page, toasts, "Link copied!")
    expect(await page.evaluate(() => document.documentElement.dataset.copied)).toBe(link)

    // Bob, her friend, opens the link signed in: the same page, Alice holding tickets. A visitor gets the teaser.
    const path = new URL(link).pathname
    const bob = await person()
    await signIn(bob, "bob@soundcheck.test")
    await visit(bob, path)
    await waitForText(bob, "h1", "Khruangbin")
    await waitForText(bob, `${labelled("Everyone going to Khruangbin")} li`, "Alice Park")
    const visitor = await person()
    await visit(visitor, path)
    await waitForText(visitor, "h1", "Khruangbin")
    await waitForText(visitor, "main", "Join the waitlist")
    const teaser = await visitor.$eval("main", (main) => main.textContent ?? "")
    expect(teaser).toContain("Moody Amphitheater · Austin")
    expect(teaser).not.toContain("Alice")
  })

  test("Carol invites a friend by e-mail, who joins through the mailed link in a browser of their own", async () => {
    const page = await person()
    const friend = `joe-${Date.now()}@example.test`
    await signIn(page, "carol@soundcheck.test")
    await visit(page, "/invite")
    await page.locator(`main ${field("Friend's Email")}`).fill(friend)
    await page.keyboard.press("Enter")
    await waitForText(page, toasts, "Invitation sent!")

    const joe = await person()
    await visit(joe, linkIn((await readLatestMail(friend)).text, "/invite"))
    await waitForText(joe, "h1", "You're Invited!")
    expect(await joe.$eval(`main ${field("Email")}`, (input) => (input as HTMLInputElement).value)).toBe(friend)
    await joe.locator(`main ${field("Display Name")}`).fill("Joe Park")
    await joe.locator(`main ${field("Password")}`).fill("encore-42")
    await joe.locator(`main ${field("Confirm Password")}`).fill("encore-42")
    await joe.locator(`main ${role("button", "Accept Invitation & Join Soundcheck")}`).click()
    await expectDashboard(joe, friend)
  })

  test("the admin imports a small CSV from /admin/concerts and its concerts appear in the table", async () => {
    const page = await person()
    const year = new Date().getFullYear() + 1
    const folder = await mkdtemp(path.join(tmpdir(), "soundcheck-firefox-"))
    const csv = path.join(folder, "firefox-shows.csv")
    await writeFile(
      csv,
      ["artist,venue,city,date", `Gecko Parade,The Showbox,Seattle,${year}-04-02`, `Quantum Owls,Mohawk,Austin,${year}-04-09`, ""].join("\n")
    )
    try {
      await signIn(page, demoAdmin)
      await visit(page, "/admin/concerts")
      await page.locator(`main ${role("button", "Import CSV")}`).click()
      const dialog = `[role=dialog]${role("dialog", "Import Concerts from CSV")}`
      const [chooser] = await Promise.all([page.waitForFileChooser(), page.locator(`${dialog} ${role("button", "Choose CSV File")}`).click()])
      await chooser.accept([csv])
      await waitForText(page, "[role=dialog] [role=status]", "firefox-shows.csv: 2 valid, 0 duplicate, 0 invalid.")
      await page.locator(`${dialog} ${role("button", "Import 2 Valid Rows")}`).click()
      await waitForText(page, toasts, "Imported 2 concerts")
      for (const artist of ["Gecko Parade", "Quantum Owls"]) await waitForText(page, `${labelled("Concerts")} [role=row]`, artist)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
