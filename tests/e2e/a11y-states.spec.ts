/**
 * Issue #11: every kind of overlay the app opens (dialogs, alert dialogs, menus, select popovers, the phone
 * drawer, toasts) passes axe at 1280 and 375 px in the light and the dark theme, and leaves a screenshot.
 */
import type { Locator, Page } from "@playwright/test"
import { showAuthenticationFailure } from "./support/registration.ts"
import { expectNoAxeViolations, openComboBoxRules } from "./support/axe.ts"
import { contextFor, screenshot, setTheme, setWidth, themes, widths, type Role } from "./support/looks.ts"
import { expect, test } from "./support/test.ts"

// Read-only visits: the roles' tests may run side by side on the workers' servers.
test.describe.configure({ mode: "parallel" })

interface OverlayState {
  readonly name: string
  /** Opens the overlay when it is not showing (a resize may close a popover) and returns it. */
  readonly open: (page: Page) => Promise<Locator>
  /** Where it exists; default both. */
  readonly widths?: ReadonlyArray<(typeof widths)[number]>
  /** axe rules the overlay breaks by its library's design (support/axe.ts says which and why). */
  readonly axeExceptions?: ReadonlyArray<string>
}

interface Screen {
  readonly as: Role
  readonly url: string
  readonly states: ReadonlyArray<OverlayState>
}

/** Press `trigger` unless `overlay` already shows; the overlay must then be visible. */
const opener =
  (trigger: (page: Page) => Locator | Promise<Locator>, overlay: (page: Page) => Locator) =>
  async (page: Page): Promise<Locator> => {
    const shown = overlay(page)
    if (!(await shown.isVisible())) await (await trigger(page)).click()
    await expect(shown).toBeVisible()
    return shown
  }

const button = (name: string | RegExp) => (page: Page) => page.getByRole("button", { name, exact: typeof name === "string" }).first()
const dialog =
  (name: string | RegExp, role: "dialog" | "alertdialog" = "dialog") =>
  (page: Page) =>
    page.getByRole(role, { name })
const menu = (name: string) => (page: Page) => page.getByRole("menu", { name })
const listbox = (page: Page) => page.getByRole("listbox")

/** A toast stays while the pointer rests on it (spec: 4 s unless hovered or focused). */
const toastOpener =
  (show: (page: Page) => Promise<void>, title: string) =>
  async (page: Page): Promise<Locator> => {
    const toast = page.getByRole("region", { name: /notification/i }).getByRole("alertdialog", { name: title })
    if (!(await toast.isVisible())) await show(page)
    await toast.hover()
    return toast
  }

const screens: ReadonlyArray<Screen> = [
  {
    as: "visitor",
    url: "/",
    states: [
      { name: "theme-menu", open: opener(button(/^Theme/), menu("Theme")) },
      { name: "info-toast", open: toastOpener((page) => button("Privacy Policy")(page).click(), "Privacy Policy") }
    ]
  },
  {
    as: "visitor",
    url: "/auth",
    states: [
      { name: "forgot-password-dialog", open: opener(button("Forgot password?"), dialog("Reset your password")) },
      {
        name: "error-toast",
        open: toastOpener(showAuthenticationFailure, "Sign in failed")
      }
    ]
  },
  {
    as: "fan",
    url: "/dashboard",
    states: [
      { name: "account-menu", open: opener(button(/account menu for/), menu("Account")) },
      { name: "navigation-menu", widths: [375], open: opener(button("Menu"), menu("Menu")) }
    ]
  },
  {
    as: "fan",
    url: "/concerts",
    states: [
      {
        name: "select-popover",
        open: opener(async (page) => {
          // Under 768 px the filters fold behind the Filters button.
          const folded = page.getByRole("button", { name: /^Filters/, expanded: false })
          if (await folded.isVisible()) await folded.click()
          return button(/ City$/)(page)
        }, listbox)
      },
      // The header's search suggestions (issue #28), grouped under Artists, Venues and Cities.
      {
        name: "search-suggestions",
        axeExceptions: openComboBoxRules,
        open: async (page) => {
          const suggestions = page.getByRole("listbox").filter({ has: page.getByRole("group", { name: "Artists" }) })
          if (!(await suggestions.isVisible())) {
            await page.getByRole("combobox", { name: "Search concerts" }).fill("")
            await page.getByRole("combobox", { name: "Search concerts" }).pressSequentially("the")
          }
          await expect(suggestions).toBeVisible()
          return suggestions
        }
      }
    ]
  },
  {
    as: "fan",
    url: "/friends",
    states: [
      { name: "confirm-dialog", open: opener(button("Remove Bob Rivera"), dialog("Remove Friend", "alertdialog")) },
      {
        name: "request-invites-dialog",
        open: opener(async (page) => {
          await page.getByRole("tab", { name: /Add Friends/ }).click()
          return button("Request More")(page)
        }, dialog("Request More Invites"))
      }
    ]
  },
  {
    as: "fan",
    url: "/settings",
    states: [{ name: "delete-account-dialog", open: opener(button("Delete account"), dialog("Delete your account")) }]
  },
  {
    as: "admin",
    url: "/admin/concerts",
    states: [
      { name: "admin-drawer", widths: [375], open: opener(button("Toggle Sidebar"), dialog("Admin sidebar")) },
      { name: "details-dialog", open: opener(button(/^View /), dialog(/.+/)) },
      { name: "duplicates-dialog", open: opener(button(/^Duplicates of /), dialog(/^Duplicates of /)) },
      { name: "delete-dialog", open: opener(button(/^Delete /), dialog("Delete Concert", "alertdialog")) },
      // Issue #31: a concert fans marked and made a plan for (the demo's Midnight Owls) is offered a cancel instead.
      {
        name: "delete-in-use-dialog",
        open: async (page) => {
          const shown = await opener(button(/^Delete The Midnight Owls, /), dialog("Delete Concert", "alertdialog"))(page)
          await expect(shown.getByRole("button", { name: "Cancel Concert Instead" })).toBeVisible()
          await expect(shown.getByRole("button", { name: "Delete Anyway" })).toBeVisible()
          return shown
        }
      },
      // Its Change Status dialog, with a reschedule's New date field (only the form's state changes: nothing is saved).
      {
        name: "change-status-dialog",
        open: async (page) => {
          const shown = await opener(button(/^Change Status of /), dialog(/^Change Status of /))(page)
          const newDate = shown.getByLabel("New date")
          if (!(await newDate.isVisible())) {
            await shown
              .getByRole("button", { name: /Status$/ })
              .and(page.locator("[aria-haspopup=listbox]"))
              .click()
            await listbox(page).getByRole("option", { name: "Rescheduled", exact: true }).click()
          }
          await expect(newDate).toBeVisible()
          return shown
        }
      },
      { name: "import-dialog", open: opener(button("Import CSV"), dialog("Import Concerts from CSV")) }
    ]
  },
  { as: "admin", url: "/admin/users", states: [{ name: "role-select", open: opener(button(/ Role for /), listbox) }] },
  // Issue #34: a chart's table opened under it, and the custom range's two days refusing to go backwards (nothing is fetched).
  {
    as: "admin",
    url: "/admin/analytics",
    states: [
      {
        name: "analytics-table",
        open: async (page) => {
          const block = page.getByRole("region", { name: "Growth" }).getByRole("group").first()
          const show = block.getByRole("button", { name: "Show table" })
          // The panel arrives on its own: its toggle says Show table, or Hide table once an earlier look opened it.
          await expect(show.or(block.getByRole("button", { name: "Hide table" }))).toBeVisible()
          if (await show.isVisible()) await show.click()
          const grid = block.getByRole("grid")
          await expect(grid).toBeVisible()
          return grid
        }
      },
      {
        name: "analytics-custom-range",
        open: async (page) => {
          const error = page.getByText("The last day must be on or after the first day")
          if (!(await error.isVisible())) {
            if (!(await page.getByRole("textbox", { name: "From" }).isVisible())) {
              await button(/Date range$/)(page).click()
              await listbox(page).getByRole("option", { name: "Custom", exact: true }).click()
            }
            await page.getByRole("textbox", { name: "From" }).fill("2026-11-30")
            await page.getByRole("textbox", { name: "To" }).fill("2026-11-01")
            await page.getByRole("button", { name: "Apply" }).click()
          }
          await expect(error).toBeVisible()
          return error
        }
      }
    ]
  },
  {
    as: "admin",
    url: "/admin/settings",
    states: [
      // Issue #31's City Time Zones card, its fields saying why they are refused (nothing is saved).
      {
        name: "city-time-zones",
        open: async (page) => {
          const card = page.getByRole("region", { name: "City Time Zones" })
          const error = card.getByText("Please enter a valid IANA time zone")
          if (!(await error.isVisible())) {
            // A submit shows the fields' messages; the browser's own check stops it (the city is missing too).
            await card.getByRole("textbox", { name: "Time zone" }).fill("Mars/Olympus_Mons")
            await card.getByRole("textbox", { name: "Time zone" }).press("Enter")
          }
          await expect(error).toBeVisible()
          return card
        }
      }
    ]
  }
]

for (const role of ["visitor", "fan", "admin"] as const) {
  test(`the ${role}'s dialogs, menus, popovers and toasts pass axe in all four looks`, async ({ browser, baseURL }) => {
    // The sweep's budget: a loaded machine ran these past 90 s.
    test.setTimeout(180_000)
    const context = await contextFor(browser, baseURL!, role)
    const page = await context.newPage()
    for (const screen of screens.filter((candidate) => candidate.as === role)) {
      await setWidth(page, 1280)
      await page.goto(screen.url)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      for (const state of screen.states) {
        await test.step(state.name, async () => {
          for (const width of state.widths ?? widths) {
            await setWidth(page, width)
            for (const theme of themes) {
              await setTheme(page, theme)
              await state.open(page)
              await expectNoAxeViolations(page, state.axeExceptions)
              await screenshot(page, `state-${state.name}`, { width, theme })
            }
          }
          await page.keyboard.press("Escape")
          await page.mouse.move(0, 0)
        })
      }
    }
    await context.close()
  })
}
