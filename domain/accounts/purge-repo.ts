/**
 * Port: purging an account for good (issue #30), step by step inside the caller's unit of work. What the person shared
 * has defined outcomes (purge.ts says which, and in what order); `erase` then deletes every other row that names them,
 * the account last, so the address can sign up afresh as a new person. Nothing is left that holds their id or address
 * but the audit log's pseudonym (tests/contracts/purge-residue.test.ts walks every table to hold this).
 */
import { Context, type Effect, type Option } from "effect"

/** The account being purged: its id and its address, as stored. */
export interface PurgedAccount {
  readonly id: string
  readonly email: string
}

/** The account as the purge finds it, held: with when its deletion was requested (null: it was not, or was restored). */
export interface AccountToPurge extends PurgedAccount {
  readonly deletionRequestedAt: number | null
}

export class AccountPurge extends Context.Service<
  AccountPurge,
  {
    /**
     * The stable pseudonym that replaces the person's id in what is kept (the audit log, reports about them): a UUID
     * derived from the id alone, the same on every adapter and every run, and not the id of any account.
     */
    pseudonymOf(userId: string): Effect.Effect<string>
    /** The account, held until the unit of work ends (PostgreSQL: FOR UPDATE); none when there is no such account. */
    lock(userId: string): Effect.Effect<Option.Option<AccountToPurge>>
    /** The plans the person made, oldest first. */
    plansMadeBy(userId: string): Effect.Effect<ReadonlyArray<string>>
    /** Makes `heirId` (a member of the plan) its maker. */
    handOverPlan(planId: string, heirId: string): Effect.Effect<void>
    /** Takes author and text off every message the person wrote: each keeps its place in its thread. Answers how many. */
    anonymiseMessages(userId: string): Effect.Effect<number>
    /**
     * The reports about the person keep their evidence: in the snapshot, the person's id and shown name become the
     * pseudonym, as does a reported profile's id; the report names no subject any more.
     */
    pseudonymiseReports(userId: string, pseudonym: string): Effect.Effect<void>
    /**
     * Replaces the person's id (as actor, as subject, and inside the details) and their address (inside the details,
     * in any letter case) with the pseudonym in every audit entry: the one change the append-only log allows.
     */
    pseudonymiseAudit(account: PurgedAccount, pseudonym: string): Effect.Effect<void>
    /**
     * Deletes every other row that names the person, and the account: their profile, role, sessions, links, interests,
     * friendships and requests, blocks either way, memberships with their spare requests, invitations they sent and
     * those to their address, invite requests, feedback, suggestions, reports they filed, notifications to them or of
     * them, mail preferences and unsubscribe links, their time zone and digest runs, their calendar feed, their
     * waitlist entry, mail to their address or naming their id, rate-limit counters keyed by them; the people who
     * reviewed, decided or invited as them are forgotten (null) where the row itself is someone else's.
     */
    erase(account: PurgedAccount): Effect.Effect<void>
  }
>()("domain/accounts/AccountPurge") {}
