import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { AppSettings } from "../accounts/app-settings.ts"
import { signUp } from "../accounts/sign-in.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { acceptInvitation, previewInvitation } from "./accept.ts"
import { resendInvitation } from "./manage.ts"
import { sendInvitation } from "./send.ts"

const linkIn = (text: string) => {
  const [, token, inviter] = text.match(/token=([^&\s]+)&inviter=(\S+)/)!
  return { token: decodeURIComponent(token!), inviter: decodeURIComponent(inviter!) }
}
const lastLink = Effect.map(
  MailOutbox.use((outbox) => outbox.list({ limit: 1 })),
  ([mail]) => linkIn(mail!.text)
)

const host = Effect.gen(function* () {
  yield* (yield* AppSettings).setRegistrationMode("open")
  yield* signUp({ email: "host@example.com", password: "secret1", displayName: "Hal" })
  return Option.getOrThrow(yield* (yield* UserRepo).findByEmail("host@example.com")).id
})

describe("accepting invitations (memory)", () => {
  it.effect("a link lasts the configured number of days; a resent one starts again from the resend", () =>
    Effect.gen(function* () {
      const hostId = yield* host
      const sent = yield* sendInvitation(hostId, "guest@example.com")
      const first = yield* lastLink
      yield* TestClock.adjust("47 hours")
      expect(yield* previewInvitation(first.token, first.inviter)).toEqual({ email: "guest@example.com", inviterName: "Hal" })
      yield* TestClock.adjust("1 hour")
      expect((yield* Effect.flip(previewInvitation(first.token, first.inviter)))._tag).toBe("InvitationExpired")
      if (sent.outcome !== "invitation_sent") throw new Error("expected an invitation")
      yield* resendInvitation(hostId, sent.invitation.id)
      const second = yield* lastLink
      expect((yield* Effect.flip(previewInvitation(first.token, first.inviter)))._tag).toBe("InvalidInvitation")
      yield* TestClock.adjust("47 hours")
      const session = yield* acceptInvitation({ ...second, displayName: "  Gia  ", password: "secret1" })
      expect(session.user).toMatchObject({ email: "guest@example.com", displayName: "Gia" })
      expect(yield* (yield* FriendshipRepo).areFriends(hostId, session.user.id)).toBe(true)
      expect(Option.getOrThrow(yield* (yield* UserRepo).findById(session.user.id)).emailConfirmedAt).not.toBeNull()
    }).pipe(Effect.provide(MemoryAdapters.layer({ invitationDays: 2 })))
  )
})
