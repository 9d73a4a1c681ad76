/**
 * The cap on notification mail per recipient (issue #35): at most `perRecipient` in any hour (times
 * RATE_LIMIT_SCALE), whatever the kinds and whoever causes them; beyond it the notification is still stored and
 * shown, only its mail is left out. The weekly digest is neither counted nor capped: it goes once a week (digest_runs).
 */
import { Clock, Effect } from "effect"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"

export const notificationMailPolicy = { windowMs: 60 * 60_000, perRecipient: 10 } as const

/** Whether one more notification mail may go to this address now, by the notification mail queued to it in the last hour. */
export const underMailCap = Effect.fnUntraced(function* (to: string) {
  const since = (yield* Clock.currentTimeMillis) - notificationMailPolicy.windowMs
  const queued = yield* (yield* MailOutbox).countQueued(to, "notification", since)
  return queued < notificationMailPolicy.perRecipient * (yield* AppConfig).rateLimitScale
})
