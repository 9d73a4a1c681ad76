/**
 * The in-memory database behind every memory adapter: one Map per table, holding immutable values.
 * Transactions snapshot the maps and put them back on failure, and run one at a time.
 */
import { Context, Effect, Layer, Semaphore } from "effect"
import type { Role } from "../../domain/accounts/contract.ts"
import type { NewAuthToken } from "../../domain/accounts/auth-token-repo.ts"
import type { Profile } from "../../domain/accounts/profile-repo.ts"
import type { SessionRecord } from "../../domain/accounts/session-repo.ts"
import type { NewUser } from "../../domain/accounts/user-repo.ts"
import type { RecordedAudit } from "../../domain/audit/audit-log.ts"
import type { PendingNotice } from "../../domain/concerts/change-notice-repo.ts"
import type { Concert } from "../../domain/concerts/concert.ts"
import type { TicketLink } from "../../domain/concerts/show.ts"
import type { InvitesRevocation } from "../../domain/invitations/invite-counts.ts"
import type { Report } from "../../domain/moderation/report-repo.ts"
import type { Suggestion } from "../../domain/curation/suggestion-repo.ts"
import type { Feedback } from "../../domain/feedback/feedback-repo.ts"
import type { DataExport } from "../../domain/own-data/export-repo.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import type { FriendRequestStatus, NewFriendRequest } from "../../domain/friends/friend-request-repo.ts"
import type { Invitation } from "../../domain/invitations/invitation-repo.ts"
import type { InviteRequestStatus, NewInviteRequest } from "../../domain/invitations/invite-request-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { QueuedMail } from "../../domain/kernel/mail.ts"
import type { Notification } from "../../domain/notifications/notification-repo.ts"
import type { UnsubscribeToken } from "../../domain/notifications/preferences.ts"
import type { Plan, PlanMember, SpareRequest, ThreadMessage } from "../../domain/plans/plan-repo.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import type { WaitlistEntry } from "../../domain/waitlist/waitlist-repo.ts"

export type StoredUser = NewUser & { readonly emailConfirmedAt: number | null }

/** A friendship row: the two ids sorted, as in PostgreSQL. */
export interface StoredFriendship {
  readonly userA: string
  readonly userB: string
  readonly createdAt: number
}

export type StoredFriendRequest = NewFriendRequest & { readonly status: FriendRequestStatus; readonly respondedAt: number | null }

export interface StoredInterest {
  readonly userId: string
  readonly concertId: ConcertId
  readonly status: InterestStatus
  readonly updatedAt: number
}

export type StoredInvitation = Invitation & {
  readonly tokenHash: string
  readonly acceptedAt: number | null
  /** The listing an invitation from the waitlist answers; null for a member's invitation. */
  readonly waitlistId: string | null
}

export type StoredWaitlistEntry = WaitlistEntry & { readonly invitedBy: string | null }

export type StoredInviteRequest = NewInviteRequest & {
  readonly status: InviteRequestStatus
  readonly reviewedAt: number | null
  readonly reviewedBy: string | null
}

export type StoredFeedback = Omit<Feedback, "email" | "displayName">

export interface StoredCalendarFeed {
  readonly userId: string
  readonly tokenHash: string
  readonly createdAt: number
}

/** A block (issue #29): keyed `${blockerId}|${blockedId}`. */
export interface StoredBlock {
  readonly blockerId: string
  readonly blockedId: string
  readonly createdAt: number
}

/** A suspension (issue #29), keyed by the suspended user's id: from `at` until `until` (null: until lifted). */
export interface StoredSuspension {
  readonly at: number
  readonly until: number | null
  readonly reason: string
}

/** A concert suggestion (issue #29) as stored: without its suggester's address and name, which are read from users and profiles. */
export type StoredSuggestion = Omit<Suggestion, "suggesterEmail" | "suggesterName">

/** A data export (issue #30) with its archive (null until ready). */
export type StoredExport = DataExport & { readonly archive: Uint8Array | null }

/** An artist a fan follows (issue #32): its key, the name as they first followed it, and when. */
export interface StoredArtistFollow {
  readonly userId: string
  readonly key: string
  readonly artist: string
  readonly createdAt: number
}

/** A venue in its city a fan follows (issue #32). */
export interface StoredVenueFollow {
  readonly userId: string
  readonly venueKey: string
  readonly cityKey: string
  readonly venue: string
  readonly city: string
  readonly createdAt: number
}

/** The key of a follow row: its parts as JSON, so no separator can be confused with a folded name's characters. */
export const followKey = (...parts: ReadonlyArray<string>): string => JSON.stringify(parts)

/** A new concert's alert to one follower (issue #32): `artistKey` null when it came by the venue. */
export interface StoredFollowAlert {
  readonly userId: string
  readonly concertId: string
  readonly artistKey: string | null
  readonly createdAt: number
  readonly mailedAt: number | null
}

/** A person's quarter hour of activity (issue #34): the interests they set in it, by status. */
export interface StoredActivity {
  readonly userId: string
  readonly at: number
  readonly interests: Readonly<Record<InterestStatus, number>>
}

/** Whether the suspension holds at `now`. */
export const suspendedAt = (s: StoredSuspension | undefined, now: number): boolean => s !== undefined && (s.until === null || s.until > now)

export interface Tables {
  readonly concerts: Map<ConcertId, Concert>
  readonly mailOutbox: Map<number, QueuedMail>
  readonly users: Map<string, StoredUser>
  readonly roles: Map<string, Role>
  readonly profiles: Map<string, Profile>
  readonly sessions: Map<string, SessionRecord>
  readonly authTokens: Map<string, NewAuthToken & { readonly usedAt: number | null }>
  readonly settings: Map<string, string>
  /** Attempts per `key|windowStart`. */
  readonly rateLimits: Map<string, number>
  readonly auditLog: Map<number, RecordedAudit>
  /** Keyed `${userA}|${userB}`. */
  readonly friendships: Map<string, StoredFriendship>
  readonly friendRequests: Map<string, StoredFriendRequest>
  /** Keyed `${userId}:${concertId}`. */
  readonly interests: Map<string, StoredInterest>
  readonly invitations: Map<string, StoredInvitation>
  readonly inviteRequests: Map<string, StoredInviteRequest>
  readonly feedback: Map<string, StoredFeedback>
  /** Keyed by user id. */
  readonly calendarFeeds: Map<string, StoredCalendarFeed>
  readonly waitlist: Map<string, StoredWaitlistEntry>
  readonly notifications: Map<string, Notification>
  /** Mail choices, keyed `${userId}|${topic}`. */
  readonly notificationPreferences: Map<string, boolean>
  /** Keyed by the token's hash. */
  readonly unsubscribeTokens: Map<string, UnsubscribeToken>
  /** Profiles' time zones (migration 0011), by user id. */
  readonly timeZones: Map<string, string>
  /** The digest's runs, keyed `${userId}|${week}`. */
  readonly digestRuns: Map<string, { readonly userId: string; readonly week: string }>
  /** The reminders on a concert's day that went out (issue #31), keyed `${userId}|${concertId}`. */
  readonly concertReminders: Map<string, { readonly userId: string; readonly concertId: ConcertId; readonly sentAt: number }>
  /** Plans (issue #22), by id; their members keyed `${planId}|${userId}`; spare requests and messages by id. */
  readonly plans: Map<string, Plan>
  readonly planMembers: Map<string, PlanMember>
  readonly planSpareRequests: Map<string, SpareRequest>
  readonly planMessages: Map<string, ThreadMessage>
  /** Blocks (issue #29), keyed `${blockerId}|${blockedId}`. */
  readonly blocks: Map<string, StoredBlock>
  /** Suspended accounts (issue #29), by user id. */
  readonly suspensions: Map<string, StoredSuspension>
  /** Accounts waiting to be purged (issue #30): when their deletion was requested, by user id. */
  readonly deletionRequests: Map<string, number>
  /** Revoked invites (issue #29), by user id: while present, the profile's invite count stays 0. */
  readonly invitesRevoked: Map<string, InvitesRevocation>
  /** Reports (issue #29), by id. */
  readonly reports: Map<string, Report>
  /** Concert suggestions waiting for review and decided (issue #29), by id. */
  readonly suggestions: Map<string, StoredSuggestion>
  /** Data exports and their archives (issue #30), by id. */
  readonly dataExports: Map<string, StoredExport>
  /** A concert's changes waiting to be told (issue #31), by concert id. */
  readonly changeNotices: Map<ConcertId, PendingNotice>
  /** A concert's ticket links (issue #31), in the order shown, by concert id; never an empty list. */
  readonly ticketLinks: Map<ConcertId, ReadonlyArray<TicketLink>>
  /** Each city's IANA zone (issue #31), keyed by the lower-cased city. */
  readonly cityTimeZones: Map<string, { readonly timeZone: string; readonly updatedAt: number }>
  /** Artists fans follow (issue #32), keyed `followKey(userId, artistKey)`. */
  readonly artistFollows: Map<string, StoredArtistFollow>
  /** Venues fans follow (issue #32), keyed `followKey(userId, venueKey, cityKey)`. */
  readonly venueFollows: Map<string, StoredVenueFollow>
  /** The cities each fan goes to concerts in (issue #32), by user id; never an empty list. */
  readonly userCities: Map<string, ReadonlyArray<{ readonly key: string; readonly city: string }>>
  /** New concerts' alerts to followers (issue #32), keyed `${userId}|${concertId}`. */
  readonly followAlerts: Map<string, StoredFollowAlert>
  /** The days each fan's batched mail of new followed concerts went out (issue #32), keyed `${userId}|${day}`. */
  readonly followMailRuns: Map<string, { readonly userId: string; readonly day: string; readonly ranAt: number }>
  /** A large import's concerts whose alerts wait for the sweep (issue #32): one entry per import, by its order. */
  readonly followAlertQueue: Map<number, ReadonlyArray<string>>
  /** Who was active in which quarter hour and the interests they set in it (issue #34, migration 0029), keyed `${userId}|${bucket}`. */
  readonly memberActivity: Map<string, StoredActivity>
  /** Anonymous counts per metric and quarter hour (issue #34), keyed `${metric}|${bucket}`. */
  readonly analyticsCounters: Map<string, { readonly metric: string; readonly at: number; readonly n: number }>
}

const emptyTables = (): Tables => ({
  concerts: new Map(),
  mailOutbox: new Map(),
  users: new Map(),
  roles: new Map(),
  profiles: new Map(),
  sessions: new Map(),
  authTokens: new Map(),
  // A new installation is invite-only (migration 0008).
  settings: new Map([["registration_mode", "invite-only"]]),
  rateLimits: new Map(),
  auditLog: new Map(),
  friendships: new Map(),
  friendRequests: new Map(),
  interests: new Map(),
  invitations: new Map(),
  inviteRequests: new Map(),
  feedback: new Map(),
  calendarFeeds: new Map(),
  waitlist: new Map(),
  notifications: new Map(),
  notificationPreferences: new Map(),
  unsubscribeTokens: new Map(),
  timeZones: new Map(),
  digestRuns: new Map(),
  concertReminders: new Map(),
  plans: new Map(),
  planMembers: new Map(),
  planSpareRequests: new Map(),
  planMessages: new Map(),
  blocks: new Map(),
  suspensions: new Map(),
  deletionRequests: new Map(),
  invitesRevoked: new Map(),
  reports: new Map(),
  changeNotices: new Map(),
  ticketLinks: new Map(),
  cityTimeZones: new Map(),
  artistFollows: new Map(),
  venueFollows: new Map(),
  userCities: new Map(),
  followAlerts: new Map(),
  followMailRuns: new Map(),
  followAlertQueue: new Map(),
  suggestions: new Map(),
  dataExports: new Map(),
  memberActivity: new Map(),
  analyticsCounters: new Map()
})

export class MemoryStore extends Context.Service<MemoryStore, { tables: Tables }>()("adapters/memory/MemoryStore") {}

const snapshot = (tables: Tables): Tables => Object.fromEntries(Object.entries(tables).map(([name, map]) => [name, new Map(map)])) as unknown as Tables

export const storeLayer: Layer.Layer<MemoryStore> = Layer.sync(MemoryStore, () => ({ tables: emptyTables() }))

/** Marks fibers already inside a memory transaction, so nested units of work join it; holds its commit hooks. */
class InMemoryTransaction extends Context.Service<InMemoryTransaction, { readonly onCommit: Array<() => void> }>()("adapters/memory/InMemoryTransaction") {}

/** Runs `f` once the surrounding memory transaction commits (at once outside one); never after a rollback. */
export const afterCommit = (f: () => void): Effect.Effect<void> =>
  Effect.flatMap(Effect.serviceOption(InMemoryTransaction), (tx) => Effect.sync(() => (tx._tag === "Some" ? tx.value.onCommit.push(f) : f())))

export const transactionsLayer: Layer.Layer<Transactions, never, MemoryStore> = Layer.effect(
  Transactions,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    const lock = yield* Semaphore.make(1)
    return Transactions.of({
      run: (effect) =>
        Effect.gen(function* () {
          if ((yield* Effect.serviceOption(InMemoryTransaction))._tag === "Some") return yield* effect
          return yield* lock.withPermits(1)(
            Effect.suspend(() => {
              const before = snapshot(store.tables)
              const onCommit: Array<() => void> = []
              return effect.pipe(
                Effect.provideService(InMemoryTransaction, { onCommit }),
                Effect.onError(() => Effect.sync(() => Object.assign(store.tables, before))),
                Effect.tap(() =>
                  Effect.sync(() => {
                    for (const f of onCommit) f()
                  })
                )
              )
            })
          )
        })
    })
  })
)
