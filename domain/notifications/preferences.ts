/** Port: whether a person wants each topic (a notification kind, or the weekly digest) by e-mail, and unsubscribe tokens. */
import { Context, type Effect, type Option } from "effect"
import { mailPolicy, NOTIFICATION_KINDS, type NotificationKind } from "./kinds.ts"

/**
 * Topics that are not (or not only) a notification kind, with their preference until the person chooses: the reminder
 * on a concert's day (issue #31) for the concerts one holds tickets for or plans, on; for those one is only interested
 * in, off; the weekly digest, on.
 */
const OTHER_TOPICS = { concert_reminder: true, concert_reminder_interested: false, digest: true } as const
type OtherTopic = keyof typeof OTHER_TOPICS
const isOtherTopic = (topic: string): topic is OtherTopic => Object.hasOwn(OTHER_TOPICS, topic)

export type MailTopic = NotificationKind | OtherTopic

/** What a person may get by e-mail: each kind of notification, then the other topics (each once, a kind or not). */
export const MAIL_TOPICS: ReadonlyArray<MailTopic> = [
  ...NOTIFICATION_KINDS.filter((kind) => !isOtherTopic(kind)),
  ...(Object.keys(OTHER_TOPICS) as ReadonlyArray<OtherTopic>)
]

/** The preference until the person chooses: the other topics' own, else the kind's `mailPolicy`. */
export const mailedByDefault = (topic: MailTopic): boolean => (isOtherTopic(topic) ? OTHER_TOPICS[topic] : mailPolicy[topic].mailedByDefault)

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
