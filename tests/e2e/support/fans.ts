/**
 * Fresh fans for journeys that change friendships (the demo users' friendships are other specs' ground):
 * each signs up through the API (registration opened for the moment), confirms from the real outbox, and gets a browser of their own.
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

/** Sign up `name` (a fresh address), confirm from the mailed link with the password, sign in: ends on the dashboard. */
export const newFan = async (browser: Browser, name: string): Promise<Fan> => {
  const slug = `${name.split(" ")[0]!.toLowerCase()}-${Date.now()}-${counter++}`
  const email = `${slug}@example.test`
  const password = "encore-please-42"
  const context = await browser.newContext()
  const page = await context.newPage()
  // A new installation is invite-only: the fan signs up in a moment of open registration.
  const signUp = await inRegistrationMode("open", () =>
    page.request.post("/api/auth/sign-up", { data: { email, password, displayName: name }, headers: { "x-soundcheck-csrf": "1" } })
  )
  expect(signUp.status()).toBe(201)
  await page.goto(linkIn((await readLatestMail(email)).text, "/auth/confirm"))
  await page.getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Confirm Email" }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByRole("textbox", { name: "Email" }).fill(email)
  await page.getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } }
  // The profile (with the sign-up display name) is created on its first view; others see no profile before.
  expect((await page.request.get("/api/profile")).ok()).toBe(true)
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
