/** Registration mode invite-only: /auth only signs in; a stranger creates no account and is offered the waitlist. */
import { expect, test } from "./support/test.ts"
import { demoFan, signIn, submitAuthForm } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { countMailTo } from "./support/mail.ts"
import { setRegistrationMode } from "./support/registration.ts"

test.describe("when Soundcheck is invite-only", () => {
  test.beforeAll(() => setRegistrationMode("invite-only"))

  test("a stranger is shown the invite-only screen and no account is created", async ({ page }) => {
    const stranger = `stranger-${Date.now()}@example.test`
    await page.goto("/auth")
    await expect(page.getByText("Soundcheck is invite-only right now.")).toBeVisible()
    await expect(page.getByText("Sign in with your Soundcheck account.")).toBeVisible()
    await expectNoAxeViolations(page)

    await submitAuthForm(page, stranger, "let-me-in-please")
    await expect(page.getByRole("heading", { level: 2, name: "Soundcheck is invite-only" })).toBeFocused()
    await expect(page.getByRole("button", { name: "Join the waitlist" })).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    expect(await countMailTo(stranger)).toBe(0)
    const signInAgain = await page.request.post("/api/auth/sign-in", {
      data: { email: stranger, password: "let-me-in-please" },
      headers: { "x-soundcheck-csrf": "1" }
    })
    expect(signInAgain.status()).toBe(400)
  })

  test("a member still signs in", async ({ page }) => {
    await signIn(page, demoFan)
  })
})
