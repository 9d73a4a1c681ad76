/** The use cases notify (memory adapters): who hears what, friend_has_tickets only where the pages would show it. */
import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import type { Visibility } from "../accounts/contract.ts"
import { personWithProfile } from "../accounts/people.arbitraries.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { Concert } from "../concerts/concert.ts"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { setInterest } from "../concerts/interests.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { acceptFriendRequest, sendFriendRequest } from "../friends/requests.ts"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { MailOutbox } from "../kernel/mail.ts"
import type { LiveEvent } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { acceptInvitation } from "../invitations/accept.ts"
import { BlockRepo } from "../safety/block-repo.ts"
import { requestMoreInvites } from "../invitations/requests.ts"
import { approveInviteRequest, rejectInviteRequest } from "../invitations/review.ts"
import { sendInvitation } from "../invitations/send.ts"
import { notificationLink, notificationText } from "./kinds.ts"
import { notify } from "./notify.ts"
import { NotificationPreferences } from "./preferences.ts"
import { NotificationRepo } from "./notification-repo.ts"

const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`
const CONCERT = idOf(900) as ConcertId
const wilco = new Concert({
  id: CONCERT,
  artist: "Wilco",
  venue: "Metro",
  city: "St. Paul",
  date: "2026-06-15" as LocalDate,
  description: null,
  imageUrl: null,
  createdBy: null,
  createdAt: 0
})

/** A person with a profile: a name (null: none) and a visibility. */
const person = (n: number, displayName: string | null, visibility: Visibility = "friends_of_friends") =>
  personWithProfile(idOf(n), `p${n}@example.com`, displayName, visibility)

const befriend = (a: string, b: string) => FriendshipRepo.use((f) => f.add(a, b, 0))

/** The recipient's standing notifications as they read: text and link, newest first. */
const inbox = (userId: string) =>
  Effect.map(
    NotificationRepo.use((repo) => repo.page(userId, null, 50)),
    (list) => list.map((n) => ({ text: notificationText(n.data), link: notificationLink(n.data, n.concertId), read: n.readAt !== null }))
  )
const texts = (userId: string) => Effect.map(inbox(userId), (list) => list.map((n) => n.text))

/** Delivery is asynchronous, after commit: lets what was published so far arrive. */
const settle = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 5)))

/** Collects the live events delivered to these users from now on. */
const listen = (...userIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    yield* settle
    const heard: Array<readonly [string, LiveEvent["type"]]> = []
    const live = yield* LiveEvents
    for (const userId of userIds) yield* live.subscribe(userId, { deliver: (e) => void heard.push([userId, e.type]), end: () => undefined })
    /** The bells told so far. */
    return Effect.map(settle, () => heard.filter(([, type]) => type === "notifications_changed").map(([userId]) => userId))
  })

const memory = Effect.provide(MemoryAdapters.layer())

describe("notifying from the use cases (memory)", () => {
  it.effect("friend requests, an accepted invitation and a reviewed invite request each reach the right person with the right text", () =>
    Effect.gen(function* () {
      const ann = yield* person(1, "Ann")
      const bea = yield* person(2, null)
      const bells = yield* listen(ann, bea)
      const { request } = yield* sendFriendRequest(ann, { userId: bea })
      expect(yield* inbox(bea)).toEqual([{ text: "Ann sent you a friend request", link: "/friends?tab=requests", read: false }])
      yield* acceptFriendRequest(bea, request.id)
      // Bea has no name: the pages' fallback, "User" and the id's first 8 characters.
      expect(yield* inbox(ann)).toEqual([{ text: "User 00000000 accepted your friend request", link: "/friends", read: false }])
      expect(yield* bells).toEqual([bea, ann])

      // Inviting a member's address sends them a friend request, and so notifies them.
      const cy = yield* person(3, "Cy")
      yield* sendInvitation(bea, "p3@example.com")
      expect(yield* texts(cy)).toEqual(["User 00000000 sent you a friend request"])

      yield* sendInvitation(ann, "gia@example.com")
      const [mail] = yield* MailOutbox.use((outbox) => outbox.list({ limit: 1 }))
      const [, token, inviter] = mail!.text.match(/token=([^&\s]+)&inviter=(\S+)/)!
      yield* acceptInvitation({ token: decodeURIComponent(token!), inviter: decodeURIComponent(inviter!), displayName: "Gia", password: "secret1" })
      expect(yield* inbox(ann)).toContainEqual({ text: "Gia accepted your invitation and joined Soundcheck", link: "/invite", read: false })

      const asked = yield* requestMoreInvites(bea, { requestedCount: 3, reason: "for my band and its fans" })
      yield* TestClock.adjust("1 minute")
      yield* approveInviteRequest({ kind: "cli" }, asked.id)
      expect((yield* inbox(bea))[0]).toEqual({ text: "Your request for 3 invites was approved", link: "/invite", read: false })
      // A second review the same day, by the same reviewer, is news of its own (the request is part of the key).
      yield* TestClock.adjust("1 minute")
      const again = yield* requestMoreInvites(bea, { requestedCount: 2, reason: "a few more friends, please" })
      yield* rejectInviteRequest({ kind: "cli" }, again.id)
      expect((yield* texts(bea))[0]).toBe("Your request for more invites was not approved")
      // The review is news from nobody (it never names the admin): an admin Bea blocked still tells her (issue #29).
      const ada = yield* person(8, "Ada")
      const admin = yield* UserRepo.use((users) => users.findById(ada))
      if (Option.isNone(admin)) throw new Error("no admin")
      yield* BlockRepo.use((blocks) => blocks.block(bea, ada, 0))
      yield* TestClock.adjust("1 minute")
      const third = yield* requestMoreInvites(bea, { requestedCount: 1, reason: "one more friend, please" })
      yield* approveInviteRequest({ kind: "user", user: { ...admin.value, role: "admin" } }, third.id)
      expect((yield* texts(bea))[0]).toBe("Your request for 1 invite was approved")
    }).pipe(memory)
  )

  /** Ann (the actor) and her circle around the concert: who cares, who is a friend, who only a friend's friend. */
  const circle = (annVisibility: Visibility) =>
    Effect.gen(function* () {
      const ann = yield* person(1, "Ann", annVisibility)
      const [bo, cy, di, fi, ed, stranger] = [
        yield* person(2, "Bo"),
        yield* person(3, "Cy"),
        yield* person(4, "Di", "friends_only"), // Bo, two steps from Di, does not see her tickets: Ann's do not make it Ready to Go for him
        yield* person(5, "Fi"),
        yield* person(6, "Ed"),
        yield* person(7, "Stan")
      ]
      for (const friend of [bo, cy, di, fi]) yield* befriend(ann, friend)
      yield* befriend(bo, ed)
      yield* (yield* ConcertRepo).insertMany([wilco])
      const statuses: ReadonlyArray<readonly [string, InterestStatus]> = [
        [bo, "interested"],
        [di, "has_tickets"],
        [fi, "not_interested"],
        [ed, "interested"],
        [stranger, "has_tickets"]
      ]
      for (const [userId, status] of statuses) yield* setInterest(userId, CONCERT, status)
      return { ann, bo, cy, di, fi, ed, stranger, everyone: [bo, cy, di, fi, ed, stranger] }
    })

  const ANN_HAS_TICKETS = "Ann has tickets to Wilco at Metro on Mon, Jun 15"

  it.effect("friend_has_tickets reaches the friends who may see Ann's activity and care about the concert, nobody else; repeats the same day do not", () =>
    Effect.gen(function* () {
      const { ann, bo, di, everyone } = yield* circle("friends_only")
      const bells = yield* listen(...everyone)
      yield* setInterest(ann, CONCERT, "interested")
      yield* setInterest(ann, CONCERT, "has_tickets")
      for (const userId of everyone) expect(yield* texts(userId)).toEqual(userId === bo || userId === di ? [ANN_HAS_TICKETS] : [])
      expect((yield* inbox(bo))[0]!.link).toBe(`/concerts/${CONCERT}`)
      expect((yield* bells).sort()).toEqual([bo, di].sort())
      // Flipping the same day: withdrawn, then restored, never a second one.
      yield* setInterest(ann, CONCERT, "interested")
      expect(yield* texts(bo)).toEqual([])
      yield* setInterest(ann, CONCERT, "has_tickets")
      yield* setInterest(ann, CONCERT, "has_tickets")
      expect(yield* texts(bo)).toEqual([ANN_HAS_TICKETS])
      expect((yield* NotificationRepo.use((r) => r.unreadAbout(ann, CONCERT))).length).toBe(2)
      // The next day is another key: one more (the first, read, stays).
      yield* NotificationRepo.use((r) => r.markRead(di, "all", 1))
      yield* TestClock.adjust("1 day")
      yield* setInterest(ann, CONCERT, "interested")
      yield* setInterest(ann, CONCERT, "has_tickets")
      expect(yield* texts(di)).toEqual([ANN_HAS_TICKETS, ANN_HAS_TICKETS])
    }).pipe(memory)
  )

  it.effect("a private actor notifies nobody", () =>
    Effect.gen(function* () {
      const { ann, everyone } = yield* circle("private")
      yield* setInterest(ann, CONCERT, "has_tickets")
      for (const userId of everyone) expect(yield* texts(userId)).toEqual([])
    }).pipe(memory)
  )

  it.effect("an account suspended or waiting to be purged is mailed no news but its account's (issues #29, #30)", () =>
    Effect.gen(function* () {
      const { ann, bo, di } = yield* circle("friends_only")
      const users = yield* UserRepo
      const now = yield* Clock.currentTimeMillis
      yield* users.suspend(bo, { at: now, until: null, reason: "Spam" })
      yield* users.requestDeletion(di, now)
      const mailedTo = Effect.map(
        MailOutbox.use((outbox) => outbox.list({ limit: 50 })),
        (mails) => mails.map((m) => m.to)
      )
      yield* setInterest(ann, CONCERT, "has_tickets")
      // The news is kept for their bell (a suspension may be lifted, a deletion taken back), never mailed.
      expect(yield* texts(bo)).toEqual([ANN_HAS_TICKETS])
      expect(yield* mailedTo).toEqual([])
      // News of their own account still reaches them by mail when they asked for it.
      yield* NotificationPreferences.use((p) => p.set(bo, "moderation_action", true))
      yield* notify({
        recipientId: bo,
        actorId: null,
        concertId: null,
        subjectId: idOf(901),
        data: { kind: "moderation_action", action: "clear_bio", reason: "Spam" }
      })
      expect(yield* mailedTo).toEqual(["p2@example.com"])
      // Once the suspension is lifted, news is mailed again.
      yield* users.liftSuspension(bo, now)
      yield* setInterest(ann, CONCERT, "interested")
      yield* TestClock.adjust("1 day")
      yield* setInterest(ann, CONCERT, "has_tickets")
      expect(yield* mailedTo).toEqual(["p2@example.com", "p2@example.com"])
    }).pipe(memory)
  )

  it.effect("undoing tickets before the news is read withdraws it; after it is read, keeps it", () =>
    Effect.gen(function* () {
      const { ann, bo, di } = yield* circle("public")
      yield* setInterest(ann, CONCERT, "has_tickets")
      yield* NotificationRepo.use((r) => r.markRead(di, "all", 1))
      const bells = yield* listen(bo, di)
      yield* setInterest(ann, CONCERT, "not_interested")
      expect(yield* texts(bo)).toEqual([])
      expect(yield* inbox(di)).toEqual([{ text: ANN_HAS_TICKETS, link: `/concerts/${CONCERT}`, read: true }])
      expect(yield* bells).toEqual([bo])
    }).pipe(memory)
  )
})
