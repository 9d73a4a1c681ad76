/** Wire schemas of the mail preferences on /settings and of the unsubscribe link. */
import { Schema } from "effect"
import { MAIL_TOPICS } from "./preferences.ts"

export const MailTopic = Schema.Literals(MAIL_TOPICS)

export const TopicPreference = Schema.Struct({ topic: MailTopic, byEmail: Schema.Boolean }).annotate({ identifier: "TopicPreference" })
export type TopicPreference = typeof TopicPreference.Type

/** `GET /api/settings/notifications`: every topic, in a fixed order. */
export const NotificationSettings = Schema.Struct({ topics: Schema.Array(TopicPreference) }).annotate({ identifier: "NotificationSettings" })
export type NotificationSettings = typeof NotificationSettings.Type

/** `?token=` of the unsubscribe link. */
export const UnsubscribeQuery = Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(200)) })
export type UnsubscribeQuery = typeof UnsubscribeQuery.Type

/** Which topic the link turns off (or turned off). */
export const Unsubscribed = Schema.Struct({ topic: MailTopic }).annotate({ identifier: "Unsubscribed" })
export type Unsubscribed = typeof Unsubscribed.Type
