/** The cap on notification mail per recipient and hour (memory adapters, TestClock): the news is kept, the mail is not. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { personWithProfile } from "../accounts/people.arbitraries.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { notificationMailPolicy } from "./mail-cap.ts"
import { NotificationRepo } from "./notification-repo.ts"
import { notify } from "./notify.ts"

const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`
const EMAIL = "bob@example.com"
const { perRecipient } = notificationMailPolicy

/** News from the n-th stranger: a friend request, or (odd n) an accepted invitation; each its own key. */
const newsFrom = (recipientId: string, n: number) =>
  notify({
    recipientId,
    actorId: idOf(100 + n),
    concertId: null,
    data: n % 2 ? { kind: "invitation_accepted", actorName: `Fan ${n}` } : { kind: "friend_request_received", actorName: `Fan ${n}` }
  })

const mailsTo = (to: string) =>
  Effect.map(
    MailOutbox.use((outbox) => outbox.list({ limit: 100, to })),
    (mails) => mails.map((m) => m.priority)
  )

describe("notification mail per recipient", () => {
  it.effect("at most the cap in any hour, over every kind; beyond it the notification is still stored; an hour later mail flows again", () =>
    Effect.gen(function* () {
      const bob = yield* personWithProfile(idOf(1), EMAIL, "Bob")
      const outcomes = yield* Effect.forEach(
        Array.from({ length: perRecipient + 3 }, (_, n) => n),
        (n) => newsFrom(bob, n)
      )
      expect(outcomes.every((o) => o === "created")).toBe(true)
      expect(yield* mailsTo(EMAIL)).toEqual(Array.from({ length: perRecipient }, () => "notification"))
      expect(yield* NotificationRepo.use((repo) => repo.unreadCount(bob))).toBe(perRecipient + 3)

      // Account mail is neither counted nor held back.
      yield* MailOutbox.use((outbox) => outbox.enqueue({ to: EMAIL, subject: "Reset your password", text: "…" }))
      yield* TestClock.adjust("59 minutes")
      yield* newsFrom(bob, 50)
      expect((yield* mailsTo(EMAIL)).length).toBe(perRecipient + 1)

      yield* TestClock.adjust("2 minutes")
      yield* newsFrom(bob, 51)
      expect((yield* mailsTo(EMAIL)).filter((p) => p === "notification")).toHaveLength(perRecipient + 1)
      expect(yield* NotificationRepo.use((repo) => repo.unreadCount(bob))).toBe(perRecipient + 5)
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
