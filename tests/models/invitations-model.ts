/** The model of the invite economy the commands run against, the real system, and the invariants checked after each. */
import { type Effect, Exit, type ManagedRuntime, Option } from "effect"
import { expect } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import type { AppServices } from "../../domain/services.ts"
import type { MovableClock } from "../support/clock.ts"

export const HOUR = 60 * 60 * 1000
export const LIFETIME_HOURS = 7 * 24
export const INITIAL_INVITES = 5

export interface ModelInvitation {
  readonly id: string
  readonly inviter: number
  readonly email: string
  token: string
  /** Tokens replaced by a resend: their links must never work again. */
  readonly oldTokens: Array<string>
  state: "pending" | "accepted" | "cancelled"
  /** Model hours at which the current link was sent. */
  sentAt: number
}

export interface Model {
  /** Hours the clock has moved since the run began. */
  hours: number
  readonly remaining: Array<number>
  readonly granted: Array<number>
  readonly invitations: Array<ModelInvitation>
  readonly requests: Array<{ readonly id: string; readonly user: number; readonly count: number; state: "pending" | "approved" | "rejected" }>
  /** Addresses that have an account (joined through an accepted invitation). */
  readonly accounts: Set<string>
  /** `${inviter}|${email}` pairs: friends through an accepted invitation, and friend requests sent. */
  readonly friends: Set<string>
  readonly friendRequests: Set<string>
  readonly acceptedTokens: Set<string>
}

export interface Real {
  readonly runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  readonly clock: MovableClock
  readonly users: ReadonlyArray<string>
  /** Every address this run may invite. */
  readonly emails: ReadonlyArray<string>
}

export const initialModel = (users: number): Model => ({
  hours: 0,
  remaining: Array.from({ length: users }, () => INITIAL_INVITES),
  granted: Array.from({ length: users }, () => INITIAL_INVITES),
  invitations: [],
  requests: [],
  accounts: new Set(),
  friends: new Set(),
  friendRequests: new Set(),
  acceptedTokens: new Set()
})

export const isExpired = (m: Model, i: ModelInvitation) => m.hours - i.sentAt >= LIFETIME_HOURS

/** Runs a use case and answers "ok" with its value, or the tag of its expected failure. */
export const attempt = async <A, E>(r: Real, effect: Effect.Effect<A, E, AppServices>) => {
  const exit = await r.runtime.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return { outcome: "ok", value: exit.value } as const
  const failure = Option.getOrUndefined(Exit.findErrorOption(exit)) as { _tag?: string } | undefined
  if (failure?._tag === undefined) throw new Error(`unexpected defect: ${String(exit.cause)}`)
  return { outcome: failure._tag, value: undefined } as const
}

/** The token of the newest invitation link mailed to `to`. */
export const mailedToken = async (r: Real, to: string) => {
  const [mail] = await r.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to })))
  return decodeURIComponent(mail!.text.match(/token=([^&\s]+)/)![1]!)
}

/** invite_count never below 0 and as the model says; total sent = granted − remaining; each token accepted once. */
export const checkInvariants = async (m: Model, r: Real) => {
  for (const [index, userId] of r.users.entries()) {
    const profile = Option.getOrThrow(await r.runtime.runPromise(ProfileRepo.use((p) => p.find(userId))))
    expect(profile.inviteCount).toBeGreaterThanOrEqual(0)
    expect(profile.inviteCount).toBe(m.remaining[index])
    expect(profile.totalInvitesSent).toBe(m.granted[index]! - profile.inviteCount)
  }
  const edges = await r.runtime.runPromise(InvitationRepo.use((repo) => repo.edges()))
  const mine = edges.filter((e) => r.users.includes(e.inviterId))
  expect(mine).toHaveLength(m.acceptedTokens.size)
  expect(new Set(mine.map((e) => e.inviteeEmail)).size).toBe(mine.length)
  expect(m.invitations.filter((i) => i.state === "accepted")).toHaveLength(m.acceptedTokens.size)
}
