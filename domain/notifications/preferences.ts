/** Port: whether a person wants each topic (a notification kind, or the weekly digest) by e-mail, and unsubscribe tokens. */
import { Context, type Effect, type Option } from "effect"
import { mailPolicy, NOTIFICATION_KINDS, type NotificationKind } from "./kinds.ts"

/** What a person may get by e-mail: each kind of notification, and the weekly digest. */
export const MAIL_TOPICS = [...NOTIFICATION_KINDS, "digest"] as const
export type MailTopic = NotificationKind | "digest"

/** The preference until the person chooses: the kind's `mailPolicy`; the digest is on. */
export const mailedByDefault = (topic: MailTopic): boolean => (topic === "digest" ? true : mailPolicy[topic].mailedByDefault)

export interface TopicPreference {
  readonly topic: MailTopic
  readonly byEmail: boolean
}

/** Every topic's preference, in `MAIL_TOPICS` order, from the choices a person made (the rest take their default). */
export const withDefaults = (chosen: ReadonlyMap<MailTopic, boolean>): ReadonlyArray<TopicPreference> =>
  MAIL_TOPICS.map((topic) => ({ topic, byEmail: chosen.get(topic) ?? mailedByDefault(topic) }))

/** A stored unsubscribe token (by its hash): whose, and which topic it turns off. */
export interface UnsubscribeToken {
  readonly tokenHash: string
  readonly userId: string
  readonly topic: MailTopic
  readonly createdAt: number
}

export class NotificationPreferences extends Context.Service<
  NotificationPreferences,
  {
    /** Every topic's preference for the person, in `MAIL_TOPICS` order. */
    all(userId: string): Effect.Effect<ReadonlyArray<TopicPreference>>
    set(userId: string, topic: MailTopic, byEmail: boolean): Effect.Effect<void>
    wantsEmail(userId: string, topic: MailTopic): Effect.Effect<boolean>
    addUnsubscribeToken(token: UnsubscribeToken): Effect.Effect<void>
    /** Whose and which topic a token (by its hash) turns off, and when it was minted. */
    unsubscribeTokenOf(tokenHash: string): Effect.Effect<Option.Option<Omit<UnsubscribeToken, "tokenHash">>>
    /** Deletes at most `limit` tokens minted before `before`; answers how many. */
    deleteUnsubscribeTokensBefore(before: number, limit: number): Effect.Effect<number>
  }
>()("domain/notifications/NotificationPreferences") {}
