/** The digest's time zone on /settings: its wire schemas and the use cases that read and change it. */
import { Effect, Schema } from "effect"
import { DigestRepo } from "./digest-repo.ts"
import { isTimeZone, serverTimeZone } from "./week.ts"

/** An IANA zone name the runtime knows (`Intl.supportedValuesOf("timeZone")`). */
export const TimeZoneName = Schema.String.check(
  Schema.makeFilter((s: string) => (s.length <= 64 && isTimeZone(s)) || "an IANA time zone name, such as Europe/Berlin")
)

/** `PUT /api/settings/time-zone`: a zone, or null for the server's. */
export const TimeZoneChoice = Schema.Struct({ timeZone: Schema.NullOr(TimeZoneName) }).annotate({ identifier: "TimeZoneChoice" })
export type TimeZoneChoice = typeof TimeZoneChoice.Type

/** The person's zone (null: the server's) and the server's, which the settings card names as the default. */
export const TimeZoneSetting = Schema.Struct({ timeZone: Schema.NullOr(Schema.String), serverTimeZone: Schema.String }).annotate({
  identifier: "TimeZoneSetting"
})
export type TimeZoneSetting = typeof TimeZoneSetting.Type

export const timeZoneSetting = Effect.fn("timeZoneSetting")(function* (userId: string) {
  return { timeZone: yield* (yield* DigestRepo).timeZone(userId), serverTimeZone: serverTimeZone() } satisfies TimeZoneSetting
})

export const setTimeZone = Effect.fn("setTimeZone")(function* (userId: string, choice: TimeZoneChoice) {
  yield* (yield* DigestRepo).setTimeZone(userId, choice.timeZone)
  return yield* timeZoneSetting(userId)
})
