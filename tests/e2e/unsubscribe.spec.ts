/**
 * Notifications by e-mail (issue #17): a friend request mails the receiver, with RFC 8058's one-click headers;
 * the mail's unsubscribe link, opened signed out, names the topic and unsubscribes on a press; the settings card
 * then shows that kind in the app only.
 */
import { expectNoAxeViolations } from "./support/axe.ts"
import { newFan } from "./support/fans.ts"
import { linkIn, readLatestMail } from "./support/mail.ts"
import { expect, test } from "./support/test.ts"

test("the mailed unsubscribe link turns off that kind of mail, and /settings shows it", async ({ browser }) => {
  test.setTimeout(60_000)
  const ana = await newFan(browser, "Ana Mail")
  const ben = await newFan(browser, "Ben Mail")
  const sent = await ben.page.request.post("/api/friend-requests", { data: { userId: ana.id }, headers: { "x-soundcheck-csrf": "1" } })
  expect(sent.status()).toBe(201)

  const mail = await readLatestMail(ana.email)
  expect(mail.subject).toBe("Soundcheck: “Ben Mail” sent you a friend request")
  expect(mail.headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/)
  expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")

  const visitor = await browser.newPage()
  await visitor.goto(linkIn(mail.text, "/unsubscribe"))
  await expect(visitor.getByText("Stop getting friend request e-mails from Soundcheck?")).toBeVisible()
  await expectNoAxeViolations(visitor)
  await visitor.getByRole("button", { name: "Unsubscribe" }).click()
  await expect(visitor.getByRole("status")).toHaveText("You're unsubscribed from friend request e-mails.")

  await ana.page.goto("/settings")
  const card = ana.page.getByRole("region", { name: "Notifications" })
  await expect(card.getByRole("radiogroup", { name: "Friend requests", exact: true }).getByRole("radio", { name: "In the app only" })).toBeChecked()
  await expect(card.getByRole("radiogroup", { name: "Friends' tickets" }).getByRole("radio", { name: "Also by e-mail" })).toBeChecked()
  await expect(card.getByRole("switch", { name: "Weekly digest by e-mail" })).toBeChecked()
})
