/**
 * One-click unsubscribe (RFC 8058): each mail carries a link with a random token, stored hashed, that turns off
 * one topic for one person, and the headers that let a mail client do so with one POST and no session.
 */
import { Clock, Effect, Option } from "effect"
import { countAgainst } from "../accounts/rate-limit.ts"
import { AppConfig } from "../kernel/config.ts"
import { Tokens } from "../kernel/tokens.ts"
import { UnsubscribeTokenNotFound } from "./errors.ts"
import { type MailTopic, NotificationPreferences } from "./preferences.ts"

const WEB_PATH = "/unsubscribe?"
const API_PATH = "/api/unsubscribe?"

/** Mints a token for this person and topic and answers the web page's link, `${publicUrl}/unsubscribe?token=…`. */
export const issueUnsubscribeLink = Effect.fnUntraced(function* (userId: string, topic: MailTopic) {
  const tokens = yield* Tokens
  const token = yield* tokens.generate
  const tokenHash = yield* tokens.hash(token)
  yield* (yield* NotificationPreferences).addUnsubscribeToken({ tokenHash, userId, topic, createdAt: yield* Clock.currentTimeMillis })
  return `${(yield* AppConfig).publicUrl}${WEB_PATH}token=${encodeURIComponent(token)}`
})

/** The API address that answers the one-click POST for a web page's unsubscribe link. */
export const oneClickUrl = (link: string): string => {
  const at = link.lastIndexOf(WEB_PATH)
  return at < 0 ? link : `${link.slice(0, at)}${API_PATH}${link.slice(at + WEB_PATH.length)}`
}

/** RFC 8058's two headers for a mail whose unsubscribe link (from `issueUnsubscribeLink`) is `link`. */
export const unsubscribeHeaders = (link: string): Record<string, string> => ({
  "List-Unsubscribe": `<${oneClickUrl(link)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
})

/**
 * How long a mailed unsubscribe link works: half a year, long past any mail a person still reads for news (the
 * settings page turns any topic off for good). Older tokens are refused, then deleted (retention.ts).
 */
export const UNSUBSCRIBE_LINK_MS = 180 * 24 * 60 * 60_000

/** Whether a token minted at `createdAt` still works at `now`. */
export const unsubscribeLinkWorks = (createdAt: number, now: number): boolean => now - createdAt < UNSUBSCRIBE_LINK_MS

/** Per client address: a person unsubscribes a few times; a guesser of tokens is stopped. */
export const unsubscribePolicy = { windowMs: 60 * 60_000, perAddress: 60 } as const

/** Whose and which topic the token turns off; counted per client address, so tokens cannot be guessed. An expired one is not found. */
const tokenTarget = Effect.fnUntraced(function* (token: string, address: string) {
  yield* countAgainst("unsubscribe", unsubscribePolicy.windowMs, [[`address:${address}`, unsubscribePolicy.perAddress]])
  const found = token === "" ? Option.none() : yield* (yield* NotificationPreferences).unsubscribeTokenOf(yield* (yield* Tokens).hash(token))
  if (Option.isNone(found) || !unsubscribeLinkWorks(found.value.createdAt, yield* Clock.currentTimeMillis)) return yield* new UnsubscribeTokenNotFound()
  return found.value
})

/** Which topic the token turns off (for the web page), changing nothing. */
export const unsubscribeTopic = Effect.fn("unsubscribeTopic")(function* (token: string, address: string) {
  return { topic: (yield* tokenTarget(token, address)).topic }
})

/** Turns off the token's one topic for its one person; a made-up token changes nothing and fails. */
export const unsubscribe = Effect.fn("unsubscribe")(function* (token: string, address: string) {
  const { userId, topic } = yield* tokenTarget(token, address)
  yield* (yield* NotificationPreferences).set(userId, topic, false)
  return { topic }
})
