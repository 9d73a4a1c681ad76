/** The inviter's name on the You're Invited! screen, down to the spec's "Someone" fallback (spec §9). */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { Tokens } from "../kernel/tokens.ts"
import { previewInvitation } from "./accept.ts"
import { InvitationRepo } from "./invitation-repo.ts"

describe("the inviter's name in an invitation preview (memory)", () => {
  it.effect("is Someone when the inviter's account cannot be read", () =>
    Effect.gen(function* () {
      const tokens = yield* Tokens
      const token = yield* tokens.generate
      const inviterId = yield* tokens.uuid
      yield* (yield* InvitationRepo).insert({
        id: yield* tokens.uuid,
        inviterId,
        email: "guest@example.com",
        tokenHash: yield* tokens.hash(token),
        createdAt: 0,
        expiresAt: Number.MAX_SAFE_INTEGER
      })
      expect(yield* previewInvitation(token, inviterId)).toEqual({ email: "guest@example.com", inviterName: "Someone" })
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
