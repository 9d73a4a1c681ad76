/** An unsubscribe link's lifetime (memory adapters, TestClock): it works for UNSUBSCRIBE_LINK_MS, then it is not found. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { personWithProfile } from "../accounts/people.arbitraries.ts"
import { NotificationPreferences } from "./preferences.ts"
import { issueUnsubscribeLink, UNSUBSCRIBE_LINK_MS, unsubscribe, unsubscribeTopic } from "./unsubscribe.ts"

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!

describe("unsubscribe links", () => {
  it.effect("work until they are UNSUBSCRIBE_LINK_MS old, and are not found from then on, changing nothing", () =>
    Effect.gen(function* () {
      const bob = yield* personWithProfile("00000000-0000-4000-8000-000000000001", "bob@example.com", "Bob")
      const digest = tokenOf(yield* issueUnsubscribeLink(bob, "digest"))
      const tickets = tokenOf(yield* issueUnsubscribeLink(bob, "friend_has_tickets"))
      yield* TestClock.adjust(UNSUBSCRIBE_LINK_MS - 1)
      expect(yield* unsubscribeTopic(digest, "192.0.2.1")).toEqual({ topic: "digest" })
      yield* TestClock.adjust(1)
      expect((yield* Effect.flip(unsubscribe(tickets, "192.0.2.1")))._tag).toBe("UnsubscribeTokenNotFound")
      expect(yield* NotificationPreferences.use((p) => p.wantsEmail(bob, "friend_has_tickets"))).toBe(true)
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
