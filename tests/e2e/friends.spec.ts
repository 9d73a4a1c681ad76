/**
 * Friends, by keyboard, with an axe scan at every screen and dialog: two fresh fans become friends, a third
 * sees one of them as a friend of a friend, then blocks her (issue #29): each vanishes from the other's pages,
 * counts, searches and live updates while the friend between them still sees both, until the block is lifted
 * in Settings; a private fan's activity stays hidden, a friend is removed and a sent request canceled behind
 * their confirmations.
 */
import { expect, test, type Page } from "./support/test.ts"
import { withClient } from "./support/admin-data.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { concertCard, searchResults } from "./support/concerts.ts"
import { type Fan, markInterest, newFan } from "./support/fans.ts"
import { selectTab, tabTo } from "./support/keyboard.ts"

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
const toast = (page: Page, text: string) => page.getByRole("region", { name: /notification/i }).getByText(text)
/** A tab with its count badge: "Requests 1". */
const tab = (page: Page, name: string, count: number) => page.getByRole("tab", { name: new RegExp(`^${name}\\s*${count}$`) })

const csrf = { "x-soundcheck-csrf": "1" }
/**
 * Chicago's concerts, Wilco's among few, as far as the friends of friends go (Dave, a public stranger, is
 * interested in Wilco: "Anyone" would name and count him too).
 */
const chicago = "/concerts?friends=friends_of_friends&city=Chicago"
const wilcoCard = (page: Page) => concertCard(page, "Wilco")
const wilcoGoing = (page: Page) => wilcoCard(page).getByRole("list", { name: "Who's going to Wilco" })
/** The live region is open once the event stream is: events from now on reach the page. */
const expectLive = (page: Page) => expect(page.locator("[data-live]")).toHaveAttribute("data-live", "open")

/** The Add Friends tab's search by e-mail for `email`: nobody is found. */
const expectNobodyAt = async (page: Page, email: string) => {
  await page.goto("/friends?tab=add")
  await submitField(page, "Search by email", email)
  await expect(page.getByText("No user found with that email address.")).toBeVisible()
}

/** `fan` opens `someone`'s profile: the not-found page, as for an unknown id. */
const expectNoProfile = async (fan: Fan, someone: Fan) => {
  await fan.page.goto(`/profile/${someone.id}`)
  await expect(heading(fan.page, "Profile Not Found")).toBeVisible()
  await expect(fan.page.getByText(someone.name)).toHaveCount(0)
}

const openFriends = async (page: Page) => {
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Friends" }))
  await page.keyboard.press("Enter")
  await expect(heading(page, "Friends")).toBeFocused()
}

/** Type into the field named `label` and press Enter. */
const submitField = async (page: Page, label: string, text: string) => {
  await tabTo(page, page.getByRole("textbox", { name: label }))
  await page.keyboard.type(text)
  await page.keyboard.press("Enter")
}

test("two fans become friends and a third, a friend of one, sees the other's activity as a friend of a friend, then blocks her", async ({ browser }) => {
  test.setTimeout(180_000)
  const ana = await newFan(browser, "Ana Lopez")
  const ben = await newFan(browser, "Ben Ortiz")
  const cleo = await newFan(browser, "Cleo Fox")
  await markInterest(ana.id, "Wilco", "has_tickets")
  await markInterest(cleo.id, "Wilco", "interested")

  // Ana sends Ben a request by e-mail from Add Friends.
  await openFriends(ana.page)
  await expect(tab(ana.page, "Friends", 0)).toBeVisible()
  await expect(tab(ana.page, "Sent", 0)).toBeVisible()
  await expect(ana.page.getByText("No friends yet.")).toBeVisible()
  await expectNoAxeViolations(ana.page)
  await selectTab(ana.page, "Add Friends")
  await expect(ana.page.getByRole("button", { name: "Send Request" })).toBeDisabled()
  await expectNoAxeViolations(ana.page)
  await tabTo(ana.page, ana.page.getByRole("textbox", { name: "Friend's email" }))
  await ana.page.keyboard.type("ben")
  await expect(ana.page.getByRole("button", { name: "Send Request" })).toBeDisabled()
  await ana.page.keyboard.press("ControlOrMeta+a")
  await ana.page.keyboard.type(ben.email.toUpperCase())
  await expect(ana.page.getByRole("button", { name: "Send Request" })).toBeEnabled()
  await ana.page.keyboard.press("Enter")
  await expect(toast(ana.page, "Friend request sent to Ben Ortiz!")).toBeVisible()
  await expect(tab(ana.page, "Sent", 1)).toBeVisible()
  await selectTab(ana.page, /^Sent/)
  const sent = ana.page.getByRole("list", { name: "Friend requests you sent" }).getByRole("listitem")
  await expect(sent).toContainText("Ben Ortiz")
  await expect(sent).toContainText("Pending")
  await expect(sent).toContainText(/Sent \w{3} \d{1,2}, \d{4}/)
  await expectNoAxeViolations(ana.page)

  // Ben accepts from Requests; the badges move at once.
  await openFriends(ben.page)
  await expect(tab(ben.page, "Requests", 1)).toBeVisible()
  await selectTab(ben.page, /^Requests/)
  await expectNoAxeViolations(ben.page)
  await tabTo(ben.page, ben.page.getByRole("button", { name: "Accept request from Ana Lopez" }))
  await ben.page.keyboard.press("Enter")
  await expect(toast(ben.page, "Friend request accepted!")).toBeVisible()
  await expect(tab(ben.page, "Requests", 0)).toBeVisible()
  await expect(tab(ben.page, "Friends", 1)).toBeVisible()
  await selectTab(ben.page, /^Friends/)
  const friend = ben.page.getByRole("list", { name: "Your friends" }).getByRole("listitem")
  await expect(friend).toContainText("AL")
  await expect(friend.getByRole("link", { name: "Ana Lopez" })).toHaveAttribute("href", `/profile/${ana.id}`)
  await expectNoAxeViolations(ben.page)
  await ana.page.reload()
  await expect(tab(ana.page, "Friends", 1)).toBeVisible()
  await expect(tab(ana.page, "Sent", 0)).toBeVisible()

  // Cleo finds Ben with the search box and adds him; Ben accepts on Cleo's profile.
  await openFriends(cleo.page)
  await selectTab(cleo.page, "Add Friends")
  await submitField(cleo.page, "Search by email", ben.email)
  const found = cleo.page.getByRole("list", { name: "Search result" })
  await expect(found).toContainText("Ben Ortiz")
  await expectNoAxeViolations(cleo.page)
  await tabTo(cleo.page, found.getByRole("button", { name: "Add Friend" }))
  await cleo.page.keyboard.press("Enter")
  await expect(toast(cleo.page, "Friend request sent to Ben Ortiz!")).toBeVisible()
  await expect(found.getByRole("button", { name: "Request Sent" })).toBeDisabled()
  await expect(tab(cleo.page, "Sent", 1)).toBeVisible()

  await ben.page.goto(`/profile/${cleo.id}`)
  await expect(ben.page.getByRole("heading", { level: 2, name: "Cleo Fox" })).toBeVisible()
  await expectNoAxeViolations(ben.page)
  await tabTo(ben.page, ben.page.getByRole("button", { name: "Accept Request" }))
  await ben.page.keyboard.press("Enter")
  await expect(toast(ben.page, "Friend request accepted!")).toBeVisible()
  await expect(ben.page.getByText("Friend", { exact: true })).toBeVisible()
  // The pressed button gave way to the next one, and focus followed it.
  await expect(ben.page.getByRole("button", { name: "Remove Friend" })).toBeFocused()

  // Ana keeps the default visibility (friends of friends): Cleo, Ben's friend, sees her concerts.
  await cleo.page.goto(`/profile/${ana.id}`)
  await expect(cleo.page.getByRole("heading", { level: 2, name: "Ana Lopez" })).toBeVisible()
  await expect(cleo.page.getByText("User", { exact: true })).toBeVisible()
  await expect(cleo.page.getByText("Visibility: Friends of friends")).toBeVisible()
  await expect(cleo.page.getByRole("button", { name: "Add Friend" })).toBeVisible()
  const activity = cleo.page.getByRole("region", { name: "Concert Activity" })
  await expect(activity).toContainText("Wilco")
  await expect(activity).toContainText("The Salt Shed, Chicago")
  await expect(activity).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \w{3} \d{1,2}/)
  await expect(activity).toContainText("Have Tickets")
  await expectNoAxeViolations(cleo.page)

  // Issue #29. Before the block, Ana's Wilco card names Cleo, a friend of a friend (Cleo sees Ana's tickets above); Ben's counts both.
  await ana.page.goto(chicago)
  await expect(wilcoCard(ana.page)).toContainText("0 have tickets · 1 interested")
  await expect(wilcoGoing(ana.page)).toContainText("Cleo Fox")
  await ben.page.goto(chicago)
  await expect(wilcoCard(ben.page)).toContainText("1 has tickets · 1 interested")

  await test.step("Cleo blocks Ana from her profile, behind a confirmation that says what a block does", async () => {
    await tabTo(cleo.page, cleo.page.getByRole("button", { name: "Block", exact: true }))
    await cleo.page.keyboard.press("Enter")
    const dialog = cleo.page.getByRole("alertdialog", { name: "Block Ana Lopez" })
    await expect(dialog).toContainText("They are not told. You can unblock them in Settings.")
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused()
    await expectNoAxeViolations(cleo.page)
    await tabTo(cleo.page, dialog.getByRole("button", { name: "Block", exact: true }))
    await cleo.page.keyboard.press("Enter")
    await expect(toast(cleo.page, "Ana Lopez blocked")).toBeVisible()
    // Her profile is gone for Cleo too: she lands on Friends.
    await expect(cleo.page).toHaveURL(/\/friends$/)
    await expect(heading(cleo.page, "Friends")).toBeVisible()
  })

  await test.step("each vanishes from the other's profile, people search, concert cards and counts; Ben still sees both", async () => {
    await expectNoProfile(cleo, ana)
    await expectNobodyAt(cleo.page, ana.email)
    await cleo.page.goto(chicago)
    await expect(wilcoCard(cleo.page)).toContainText("No one you know is going yet.")
    await expectNoProfile(ana, cleo)
    await expectNobodyAt(ana.page, cleo.email)
    await ana.page.goto(chicago)
    await expect(wilcoCard(ana.page)).toContainText("No one you know is going yet.")
    await ben.page.reload()
    await expect(wilcoCard(ben.page)).toContainText("1 has tickets · 1 interested")
    await expect(wilcoGoing(ben.page).getByRole("listitem")).toHaveText([/Ana Lopez\s*1st\s*Has tickets/, /Cleo Fox\s*1st\s*Interested/])
  })

  await test.step("live: Cleo's tickets reach Ben's open page, never Ana's, which still hears from Ben", async () => {
    const wilcoId = await withClient(
      async (client) => (await client.query<{ id: string }>("SELECT id::text AS id FROM concerts WHERE artist = 'Wilco'")).rows[0]!.id
    )
    await expectLive(ana.page)
    await expectLive(ben.page)
    const mark = async (fan: Fan, status: "interested" | "has_tickets") =>
      expect((await fan.page.request.put(`/api/concerts/${wilcoId}/interest`, { data: { status }, headers: csrf })).status()).toBe(200)
    await mark(cleo, "has_tickets")
    await expect(wilcoCard(ben.page)).toContainText("2 have tickets · 0 interested")
    // Ben's interest comes after Cleo's: once Ana's page shows his, it has had every event it was going to get.
    await mark(ben, "interested")
    await expect(wilcoGoing(ana.page).getByRole("listitem")).toHaveText([/Ben Ortiz\s*1st\s*Interested/])
    await expect(wilcoCard(ana.page)).toContainText("0 have tickets · 1 interested")
    await expect(ana.page.getByText("Cleo Fox")).toHaveCount(0)
  })

  await test.step("Wilco's page (everyone going) and the concert search leave Cleo out for Ana, not for Ben", async () => {
    await wilcoCard(ana.page).getByRole("link", { name: "Wilco", exact: true }).click()
    await expect(heading(ana.page, "Wilco")).toBeVisible()
    // The page lists everyone the viewer may see, the public Dave too, closest first.
    await expect(ana.page.getByRole("list", { name: "Everyone going to Wilco" }).getByRole("listitem")).toHaveText([
      /Ben Ortiz\s*1st\s*Interested/,
      /Dave Okafor\s*Interested/
    ])
    await ana.page.goto("/search?q=Wilco&friends=friends_of_friends")
    const found = searchResults(ana.page).getByRole("article", { name: "Wilco" })
    await expect(found).toContainText("Ben Ortiz")
    await expect(found).not.toContainText("Cleo Fox")
    await ben.page.goto("/search?q=Wilco&friends=friends_of_friends")
    await expect(searchResults(ben.page).getByRole("article", { name: "Wilco" })).toContainText("Cleo Fox")
    await searchResults(ben.page).getByRole("link", { name: "Wilco", exact: true }).click()
    await expect(heading(ben.page, "Wilco")).toBeVisible()
    // Both friends of Ben hold tickets: in user id order, so each is looked up by name.
    const everyone = ben.page.getByRole("list", { name: "Everyone going to Wilco" }).getByRole("listitem")
    await expect(everyone).toHaveCount(3)
    await expect(everyone.filter({ hasText: "Ana Lopez" })).toHaveText(/Ana Lopez\s*1st\s*Has tickets/)
    await expect(everyone.filter({ hasText: "Cleo Fox" })).toHaveText(/Cleo Fox\s*1st\s*Has tickets/)
  })

  await test.step("Cleo unblocks Ana in Settings, and Ana's profile is hers to see again", async () => {
    await cleo.page.goto("/settings")
    const blocked = cleo.page.getByRole("list", { name: "Blocked people" })
    await expect(blocked.getByRole("listitem")).toHaveCount(1)
    await expect(blocked).toContainText("Ana Lopez")
    await expectNoAxeViolations(cleo.page)
    await tabTo(cleo.page, blocked.getByRole("button", { name: "Unblock Ana Lopez" }))
    await cleo.page.keyboard.press("Enter")
    await expect(toast(cleo.page, "Ana Lopez unblocked")).toBeVisible()
    await expect(cleo.page.getByText("You haven't blocked anyone.")).toBeVisible()
    await cleo.page.goto(`/profile/${ana.id}`)
    await expect(cleo.page.getByRole("heading", { level: 2, name: "Ana Lopez" })).toBeVisible()
    await ana.page.goto(chicago)
    await expect(wilcoGoing(ana.page)).toContainText("Cleo Fox")
  })
})

test("a private fan's activity stays hidden; a friend is removed and a sent request canceled after confirming", async ({ browser }) => {
  test.setTimeout(90_000)
  const dana = await newFan(browser, "Dana Kim")
  const eli = await newFan(browser, "Eli Stone")
  const page = dana.page

  // Frank keeps his activity private: found by the search box, his profile says so.
  await openFriends(page)
  await selectTab(page, "Add Friends")
  await submitField(page, "Search by email", "nobody-here@example.test")
  await expect(page.getByText("No user found with that email address.")).toBeVisible()
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type("FRANK@soundcheck.test")
  await page.keyboard.press("Enter")
  await tabTo(page, page.getByRole("list", { name: "Search result" }).getByRole("link", { name: "Frank Moreau" }))
  await page.keyboard.press("Enter")
  await expect(heading(page, "Profile")).toBeFocused()
  await expect(page.getByText("Visibility: Private")).toBeVisible()
  await expect(page.getByRole("region", { name: "Concert Activity" })).toContainText("This user's concert activity is private.")
  await expectNoAxeViolations(page)

  // Add Friend on Eli's profile; Eli accepts; Dana removes Eli from the Friends tab.
  await page.goto(`/profile/${eli.id}`)
  await tabTo(page, page.getByRole("button", { name: "Add Friend" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Friend request sent to Eli Stone!")).toBeVisible()
  await expect(page.getByRole("button", { name: "Request Sent" })).toBeDisabled()
  await eli.page.goto("/friends?tab=requests")
  await tabTo(eli.page, eli.page.getByRole("button", { name: "Accept request from Dana Kim" }))
  await eli.page.keyboard.press("Enter")
  await expect(toast(eli.page, "Friend request accepted!")).toBeVisible()

  await page.goto("/dashboard")
  await openFriends(page)
  await expect(tab(page, "Friends", 1)).toBeVisible()
  await tabTo(page, page.getByRole("button", { name: "Remove Eli Stone" }))
  await page.keyboard.press("Enter")
  const removeDialog = page.getByRole("alertdialog", { name: "Remove Friend" })
  await expect(removeDialog).toContainText("cannot be undone")
  await expect(removeDialog.getByRole("button", { name: "Cancel" })).toBeFocused()
  await expectNoAxeViolations(page)
  await tabTo(page, removeDialog.getByRole("button", { name: "Remove Friend" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Friend removed")).toBeVisible()
  await expect(tab(page, "Friends", 0)).toBeVisible()
  // The row went with the focus; the tab's panel has it now, not the top of the page.
  await expect(page.getByRole("tabpanel").locator(":focus")).toHaveCount(1)

  // A second request to the same person is refused; the first is canceled from Sent.
  await selectTab(page, "Add Friends")
  await submitField(page, "Friend's email", eli.email)
  await expect(toast(page, "Friend request sent to Eli Stone!")).toBeVisible()
  await page.keyboard.type(eli.email)
  await page.keyboard.press("Enter")
  await expect(toast(page, "A friend request to this user already exists")).toBeVisible()
  await selectTab(page, /^Sent/)
  await tabTo(page, page.getByRole("button", { name: "Cancel request to Eli Stone" }))
  await page.keyboard.press("Enter")
  const cancelDialog = page.getByRole("alertdialog", { name: "Cancel Friend Request" })
  await expect(cancelDialog).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, cancelDialog.getByRole("button", { name: "Cancel Request" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Friend request canceled")).toBeVisible()
  await expect(tab(page, "Sent", 0)).toBeVisible()
  await expect(page.getByText("No pending sent requests.")).toBeVisible()
  await eli.page.reload()
  await expect(tab(eli.page, "Requests", 0)).toBeVisible()
})
