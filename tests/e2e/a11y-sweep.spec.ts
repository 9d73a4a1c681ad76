/**
 * Issue #11, the accessibility sweep: every route of the router, as the role that may see it, at 1280 and
 * 375 px in the light and the dark theme. axe (WCAG 2.0–2.2 A and AA) finds nothing; the page has its
 * title, one h1 and its content in landmarks (axe's landmark and heading rules); nothing scrolls sideways
 * at 1280, 375, 320 (a small phone) or 640 px (a laptop at 200 % zoom); a full-page screenshot of each look
 * is saved. A route added to the router without a visit here fails the first test.
 */
import type { APIRequestContext, Page } from "@playwright/test"
import { expectNoAxeViolations, expectSoundStructure } from "./support/axe.ts"
import { contextFor, expectNoHorizontalScroll, looks, screenshot, setTheme, setWidth, type Role } from "./support/looks.ts"
import { routerPaths, routeTable, type RouteEntry } from "./support/routes.ts"
import { expect, test } from "./support/test.ts"

type RoutePath = RouteEntry["path"]

interface Visit {
  readonly route: RoutePath
  /** The screenshots' name. */
  readonly name: string
  readonly as: Role
  /** The address to open; dynamic parameters come from the seeded data. */
  readonly url: (seed: Seed) => string
  /** When this state's title is not the route's main one. */
  readonly title?: string
}

interface Seed {
  readonly friendId: string
  readonly concertId: string
  /** The Midnight Owls: people going, a plan; the concert page's richest state. */
  readonly owlsId: string
  /** The demo fan's plan (the seed's). */
  readonly planId: string
}

// Read-only visits: the roles' tests may run side by side on the workers' servers.
test.describe.configure({ mode: "parallel" })

// The staff pages as a moderator (the guard lets them in, the sidebar shows them their pages only); the admin sees
// them too, with more buttons (visited below).
const roleFor: Record<RouteEntry["access"], Role> = { public: "visitor", signedIn: "fan", staff: "moderator", admin: "admin" }

const owlsTitle = "The Midnight Owls — Soundcheck"

const nameOf = (path: string): string => (path === "/" ? "landing" : path === "*" ? "not-found" : path.slice(1).replaceAll(/[/:]+/g, "-"))

/** Visits that need more than the route's own path, or another role than the route's access suggests. */
const special: Partial<Record<RoutePath, Partial<Visit>>> = {
  "/confirm-email": { url: () => "/confirm-email?email=new.fan@example.test" },
  // Signed out, /invite without an invitation sends visitors to /auth; the invitation state is visited below.
  "/invite": { as: "fan" },
  "/profile/:userId": { url: (seed) => `/profile/${seed.friendId}` },
  "/admin/concerts/edit/:id": { url: (seed) => `/admin/concerts/edit/${seed.concertId}` },
  // The demo plan, as one of its members sees it (to anyone else a plan is the not-found page).
  "/plans/:id": { url: (seed) => `/plans/${seed.planId}` },
  // Signed out, a concert's link opens the teaser; the signed-in page is visited below.
  "/concerts/:id": { url: (seed) => `/concerts/${seed.owlsId}`, title: owlsTitle },
  "/search": { url: () => "/search?q=owls" },
  // Issue #32: an artist's page, by its key (case, accents and "The" folded away): its concerts and the follow toggle.
  "/artists/:key": { url: () => "/artists/midnight%20owls", title: owlsTitle },
  "*": { url: () => "/no-such-page" }
}

const visits: ReadonlyArray<Visit> = [
  ...routeTable.map(
    (entry): Visit => ({
      route: entry.path,
      name: nameOf(entry.path),
      as: roleFor[entry.access],
      url: () => entry.path,
      ...special[entry.path]
    })
  ),
  { route: "/invite", name: "invite-invalid", as: "visitor", url: () => "/invite?token=not-a-token&inviter=nobody", title: "Invalid Invitation — Soundcheck" },
  { route: "/concerts/:id", name: "concert", as: "fan", url: (seed) => `/concerts/${seed.owlsId}`, title: owlsTitle },
  // Issue #29: the admin's concerts table (Import CSV, Add Concert, Delete, Duplicates) and the queue in the admin's sidebar.
  { route: "/admin/concerts", name: "admin-concerts-as-admin", as: "admin", url: () => "/admin/concerts" },
  { route: "/admin/reports", name: "admin-reports-as-admin", as: "admin", url: () => "/admin/reports" }
]

const titleOf = (visit: Visit): string => visit.title ?? routeTable.find((entry) => entry.path === visit.route)!.title

const seedFrom = async (admin: APIRequestContext, fan: APIRequestContext): Promise<Seed> => {
  const users = (await (await admin.get("/api/admin/users")).json()) as Array<{ id: string; email: string }>
  const { concerts } = (await (await admin.get("/api/admin/concerts")).json()) as { concerts: Array<{ id: string; artist: string }> }
  const { plans } = (await (await fan.get("/api/plans")).json()) as { plans: Array<{ id: string }> }
  return {
    friendId: users.find((user) => user.email === "bob@soundcheck.test")!.id,
    concertId: concerts[0]!.id,
    owlsId: concerts.find((concert) => concert.artist === "The Midnight Owls")!.id,
    planId: plans[0]!.id
  }
}

/** The page has settled: its title, its one h1, no Loading... left. */
const expectSettled = async (page: Page, title: string): Promise<void> => {
  await expect(page).toHaveTitle(title)
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0)
  await expect(page.getByRole("main")).toHaveCount(1)
}

test("the sweep visits every route the router declares", async () => {
  expect([...(await routerPaths())].sort()).toEqual(routeTable.map((entry) => entry.path).sort())
  expect(new Set(visits.map((visit) => visit.route))).toEqual(new Set(routeTable.map((entry) => entry.path)))
})

for (const role of ["visitor", "fan", "moderator", "admin"] as const) {
  test(`every ${role} page passes axe in all four looks and reflows at 320 px`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000)
    const admin = await contextFor(browser, baseURL!, "admin")
    const fan = await contextFor(browser, baseURL!, "fan")
    const seed = await seedFrom(admin.request, fan.request)
    await fan.close()
    const context = role === "admin" ? admin : await contextFor(browser, baseURL!, role)
    const page = await context.newPage()
    for (const visit of visits.filter((candidate) => candidate.as === role)) {
      await test.step(visit.name, async () => {
        await setWidth(page, 1280)
        await setTheme(page, "light")
        await page.goto(visit.url(seed))
        await expectSettled(page, titleOf(visit))
        await expectSoundStructure(page)
        for (const look of looks) {
          await setWidth(page, look.width)
          await setTheme(page, look.theme)
          await expectNoAxeViolations(page)
          await expectNoHorizontalScroll(page)
          await screenshot(page, visit.name, look)
        }
        for (const width of [320, 640]) {
          await setWidth(page, width)
          await expectNoHorizontalScroll(page)
        }
      })
    }
    await context.close()
    if (context !== admin) await admin.close()
  })
}
