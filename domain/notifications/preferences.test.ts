import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { NOTIFICATION_KINDS } from "./kinds.ts"
import { MAIL_TOPICS, mailedByDefault, withDefaults } from "./preferences.ts"
import { MailTopic } from "./preferences-contract.ts"

describe("mail topics", () => {
  it("every kind is a topic, and so are the day's reminders and the digest, each once", () => {
    expect(new Set(MAIL_TOPICS).size).toBe(MAIL_TOPICS.length)
    for (const topic of [...NOTIFICATION_KINDS, "concert_reminder", "concert_reminder_interested", "digest"]) {
      expect(MAIL_TOPICS).toContain(topic)
      expect(Schema.is(MailTopic)(topic)).toBe(true)
    }
    expect(Schema.is(MailTopic)("concert_reminders")).toBe(false)
  })

  it("a show's changes and the reminder on its day are mailed unless turned off; reminders of concerts one is only interested in are not, until chosen", () => {
    expect(mailedByDefault("concert_changed")).toBe(true)
    expect(mailedByDefault("concert_reminder")).toBe(true)
    expect(mailedByDefault("concert_reminder_interested")).toBe(false)
    expect(mailedByDefault("digest")).toBe(true)
    const chosen = withDefaults(new Map([["concert_reminder_interested", true]]))
    expect(chosen.find((p) => p.topic === "concert_reminder_interested")?.byEmail).toBe(true)
    expect(chosen.map((p) => p.topic)).toEqual(MAIL_TOPICS)
  })
})
