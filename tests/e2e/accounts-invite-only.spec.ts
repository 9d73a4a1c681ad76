/** Registration mode invite-only: /auth only signs in and tells a stranger how to get in. */
import { expect, test } from "./support/test.ts"
import { demoFan, signIn, submitAuthForm } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { countMailTo } from "./support/mail.ts"
import { setRegistrationMode } from "./support/registration.ts"

test.describe("when Soundcheck is invite-only", () => {
  test.beforeAll(() => setRegistrationMode("invite-only"))
  test.afterAll(() => setRegistrationMode("open"))

  test("a stranger is told to ask a member for an invitation and no account is created", async ({ page }) => {
    const stranger = `stranger-${Date.now()}@example.test`
    await page.goto("/auth")
    await expect(page.getByText("Soundcheck is invite-only right now.")).toBeVisible()
    await expect(page.getByText("Sign in with your Soundcheck account.")).toBeVisible()
    await expectNoAxeViolations(page)

    await submitAuthForm(page, stranger, "let-me-in-please")
    const alert = page.getByRole("alertdialog", { name: "Sign in failed" })
    await expect(alert).toContainText("ask a friend who is a member to send you an invitation")
    await expect(page).toHaveURL(/\/auth$/)
    await expectNoAxeViolations(page)
    expect(await countMailTo(stranger)).toBe(0)
  })

  test("a member still signs in", async ({ page }) => {
    await signIn(page, demoFan)
  })
})
