/**
 * Fresh fans for journeys that change friendships (the demo users' friendships are other specs' ground): each
 * signs up through the API (registration opened for the moment), confirms with the token of the real outbox's
 * mail and signs in, all through the API, and gets a browser of their own on the dashboard. Signing up,
 * confirming and signing in through the screens are the accounts journeys' own (accounts.spec.ts); here they
 * cost a page load and a form each for every one of the suite's two dozen fans.
 */
import { expect, type Browser, type Page } from "@playwright/test"
import pg from "pg"
import { e2eDatabaseUrl, linkIn, readLatestMail } from "./mail.ts"
import { inRegistrationMode } from "./registration.ts"

export interface Fan {
  readonly page: Page
  readonly id: string
  readonly email: string
  readonly name: string
  readonly password: string
}

let counter = 0

const csrf = { "x-soundcheck-csrf": "1" }

/**
 * Sign up `name` (a fresh address, or `address`: one whose account was purged), confirm with the mailed link's
 * token, sign in: ends on the dashboard.
 */
export const newFan = async (browser: Browser, name: string, address?: string): Promise<Fan> => {
  const email = address ?? `${name.split(" ")[0]!.toLowerCase()}-${Date.now()}-${counter++}@example.test`
  const password = "encore-please-42"
  const context = await browser.newContext()
  const page = await context.newPage()
  // A new installation is invite-only: the fan signs up in a moment of open registration.
  const signUp = await inRegistrationMode("open", () => page.request.post("/api/auth/sign-up", { data: { email, password, displayName: name }, headers: csrf }))
  expect(signUp.status()).toBe(201)
  const token = new URL(linkIn((await readLatestMail(email)).text, "/auth/confirm"), "http://mail.invalid").searchParams.get("token")
  expect((await page.request.post("/api/auth/confirm", { data: { token, password }, headers: csrf })).status()).toBe(200)
  expect((await page.request.post("/api/auth/sign-in", { data: { email, password }, headers: csrf })).status()).toBe(200)
  // The profile (with the sign-up display name) is created on its first view; others see no profile before.
  expect((await page.request.get("/api/profile")).ok()).toBe(true)
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } }
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible()
  return { page, id: session.user.id, email, name, password }
}

/** Mark `artist`'s seeded concert with `status` for the user (the concerts screens come with their own issue). */
export const markInterest = async (userId: string, artist: string, status: "interested" | "has_tickets"): Promise<void> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      `INSERT INTO user_concert_interests (user_id, concert_id, interest_status)
       SELECT $1, id, $3 FROM concerts WHERE artist = $2`,
      [userId, artist, status]
    )
    expect(rowCount).toBe(1)
  } finally {
    await client.end()
  }
}
