/** The signed-in person's mail preferences on /settings: each kind in the app only or also by e-mail, and the digest. */
import { Effect } from "effect"
import { type MailTopic, NotificationPreferences } from "./preferences.ts"

export const notificationSettings = Effect.fn("notificationSettings")(function* (userId: string) {
  return { topics: yield* (yield* NotificationPreferences).all(userId) }
})

export const setNotificationSetting = Effect.fn("setNotificationSetting")(function* (
  userId: string,
  choice: { readonly topic: MailTopic; readonly byEmail: boolean }
) {
  const preferences = yield* NotificationPreferences
  yield* preferences.set(userId, choice.topic, choice.byEmail)
  return { topics: yield* preferences.all(userId) }
})
