import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { AppSettings } from "./app-settings.ts"
import { confirmEmail, forgotPassword, resetPassword } from "./links.ts"
import { signUp } from "./sign-in.ts"
import { UserRepo } from "./user-repo.ts"

const tokenIn = (text: string) => decodeURIComponent(text.match(/token=(\S+)/)![1]!)

const lastLink = Effect.map(
  MailOutbox.use((outbox) => outbox.list({ limit: 1 })),
  ([mail]) => tokenIn(mail!.text)
)

/** Sign-up needs open registration (a new installation is invite-only). */
const openSignUp = AppSettings.use((settings) => settings.setRegistrationMode("open"))

describe("mailed links", () => {
  it.effect("a confirmation link works for 24 hours and no longer", () =>
    Effect.gen(function* () {
      yield* openSignUp
      yield* signUp({ email: "early@example.com", password: "secret1" })
      yield* signUp({ email: "late@example.com", password: "secret1" })
      const [late, early] = yield* MailOutbox.use((outbox) => outbox.list({ limit: 2 }))
      yield* TestClock.adjust("23 hours")
      expect(yield* confirmEmail({ token: tokenIn(early!.text), password: "secret1" })).toEqual({ email: "early@example.com" })
      yield* TestClock.adjust("1 hour")
      expect((yield* Effect.flip(confirmEmail({ token: tokenIn(late!.text), password: "secret1" })))._tag).toBe("InvalidToken")
      const user = yield* (yield* UserRepo).findByEmail("late@example.com")
      expect(Option.getOrThrow(user).emailConfirmedAt).toBeNull()
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )

  it.effect("a reset link lasts an hour and confirms the address it was sent to", () =>
    Effect.gen(function* () {
      yield* openSignUp
      yield* signUp({ email: "never-confirmed@example.com", password: "secret1" })
      yield* forgotPassword("never-confirmed@example.com")
      const first = yield* lastLink
      yield* TestClock.adjust("61 minutes")
      expect((yield* Effect.flip(resetPassword({ token: first, password: "secret2" })))._tag).toBe("InvalidToken")
      yield* forgotPassword("never-confirmed@example.com")
      const session = yield* resetPassword({ token: yield* lastLink, password: "secret2" })
      expect(session.user.email).toBe("never-confirmed@example.com")
      const user = yield* (yield* UserRepo).findByEmail("never-confirmed@example.com")
      expect(Option.getOrThrow(user).emailConfirmedAt).not.toBeNull()
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
