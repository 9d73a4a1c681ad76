/**
 * Everything Soundcheck holds about one person, as a data export gives it to them (issue #30). What it says of
 * other people is what the person's own pages show them, read through the use cases that serve those pages with
 * the same filtering (friends and requests without the people hidden from them, blocks as their /settings list
 * names them, notifications as their bell renders them); the rest is the person's own rows.
 */
import { Clock, Effect, Option } from "effect"
import type { Role, Visibility } from "../accounts/contract.ts"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { SuggestionRepo } from "../curation/suggestion-repo.ts"
import { toSuggestionDto } from "../curation/suggestions.ts"
import type { SuggestionDto } from "../curation/suggestions-contract.ts"
import type { FriendDto, FriendRequestDto } from "../friends/contract.ts"
import { listFriends, listRequests } from "../friends/friends.ts"
import { InviteRequestRepo } from "../invitations/invite-request-repo.ts"
import type { NotificationDto } from "../notifications/contract.ts"
import { DigestRepo } from "../notifications/digest-repo.ts"
import { toNotificationDto } from "../notifications/inbox.ts"
import { type Notification, type NotificationCursor, NotificationRepo } from "../notifications/notification-repo.ts"
import { NotificationPreferences, type TopicPreference } from "../notifications/preferences.ts"
import type { BlockedPersonDto } from "../safety/contract.ts"
import { listBlocked } from "../safety/blocks.ts"
import { UserNotFound } from "../accounts/errors.ts"
import { FollowRepo } from "../follows/follow-repo.ts"
import { today } from "../kernel/local-date.ts"
import { type FiledReport, OwnDataRepo, type OwnFeedback, type OwnInterest, type OwnMessage, type OwnPlan, type SentInvitation } from "./own-data-repo.ts"

export interface OwnAccount {
  readonly userId: string
  readonly email: string
  readonly createdAt: number
  readonly emailConfirmedAt: number | null
  readonly role: Role
  readonly timeZone: string | null
  readonly mailPreferences: ReadonlyArray<TopicPreference>
}

export interface OwnProfile {
  readonly displayName: string | null
  readonly bio: string | null
  readonly avatarUrl: string | null
  readonly concertVisibility: Visibility
  readonly inviteCount: number
  readonly totalInvitesSent: number
  readonly createdAt: number
}

/** An invitation as the person's invite page tells it: waiting, accepted, or expired unanswered. */
export interface InvitationState extends SentInvitation {
  readonly state: "pending" | "accepted" | "expired"
}

export interface OwnInviteRequest {
  readonly id: string
  readonly requestedCount: number
  readonly reason: string | null
  readonly status: "pending" | "approved" | "rejected"
  readonly createdAt: number
  readonly reviewedAt: number | null
}

export interface OwnData {
  /** When it was read (epoch ms). */
  readonly at: number
  readonly account: OwnAccount
  /** None before the person's first visit made it. */
  readonly profile: OwnProfile | null
  readonly friends: ReadonlyArray<FriendDto>
  readonly requestsReceived: ReadonlyArray<FriendRequestDto>
  readonly requestsSent: ReadonlyArray<FriendRequestDto>
  readonly interests: ReadonlyArray<OwnInterest>
  readonly plans: ReadonlyArray<OwnPlan>
  readonly messages: ReadonlyArray<OwnMessage>
  readonly invitations: ReadonlyArray<InvitationState>
  readonly inviteRequests: ReadonlyArray<OwnInviteRequest>
  readonly feedback: ReadonlyArray<OwnFeedback>
  readonly suggestions: ReadonlyArray<SuggestionDto>
  readonly reports: ReadonlyArray<FiledReport>
  readonly blocked: ReadonlyArray<BlockedPersonDto>
  readonly notifications: ReadonlyArray<NotificationDto>
  /** Issue #32: the artists and venues the person follows, and the cities they go to concerts in. */
  readonly follows: OwnFollows
}

export interface OwnFollows {
  readonly artists: ReadonlyArray<{ readonly key: string; readonly artist: string; readonly followedAt: number }>
  readonly venues: ReadonlyArray<{ readonly venue: string; readonly city: string; readonly followedAt: number }>
  readonly cities: ReadonlyArray<string>
}

/** The bell's page, read page after page: every notification the person's bell would show them. */
const NOTIFICATION_PAGE = 500

const everyNotification = Effect.fnUntraced(function* (userId: string, now: number) {
  const repo = yield* NotificationRepo
  const all: Array<NotificationDto> = []
  let after: NotificationCursor | null = null
  for (;;) {
    const page: ReadonlyArray<Notification> = yield* repo.page(userId, after, NOTIFICATION_PAGE, now)
    all.push(...page.map(toNotificationDto))
    const last = page.at(-1)
    if (page.length < NOTIFICATION_PAGE || last === undefined) return all
    after = { at: last.at, id: last.id }
  }
})

/** More suggestions than anyone makes at 10 a day: "every one of them" for the suggester's own list. */
const EVERY_SUGGESTION = 100_000

const ownFollows = Effect.fnUntraced(function* (userId: string) {
  const follows = yield* FollowRepo
  return {
    artists: (yield* follows.artistsOf(userId, yield* today)).map((a) => ({ key: a.key, artist: a.artist, followedAt: a.followedAt })),
    venues: (yield* follows.venuesOf(userId)).map((v) => ({ venue: v.venue, city: v.city, followedAt: v.followedAt })),
    cities: (yield* follows.citiesOf(userId)).map((c) => c.city)
  } satisfies OwnFollows
})

/** Reads everything of the person's, at the clock's time; UserNotFound when the account is gone. */
export const collectOwnData = Effect.fn("collectOwnData")(function* (userId: string) {
  const found = yield* (yield* UserRepo).findById(userId)
  if (Option.isNone(found)) return yield* new UserNotFound({ target: userId })
  const user = found.value
  const now = yield* Clock.currentTimeMillis
  const own = yield* OwnDataRepo
  const profile = Option.getOrNull(yield* (yield* ProfileRepo).find(userId))
  const requests = yield* listRequests(userId)
  const invitations = yield* own.invitationsSent(userId)
  return {
    at: now,
    account: {
      userId,
      email: user.email,
      createdAt: user.createdAt,
      emailConfirmedAt: user.emailConfirmedAt,
      role: user.role,
      timeZone: yield* (yield* DigestRepo).timeZone(userId),
      mailPreferences: yield* (yield* NotificationPreferences).all(userId)
    },
    profile:
      profile === null
        ? null
        : {
            displayName: profile.displayName,
            bio: profile.bio,
            avatarUrl: profile.avatarUrl,
            concertVisibility: profile.concertVisibility,
            inviteCount: profile.inviteCount,
            totalInvitesSent: profile.totalInvitesSent,
            createdAt: profile.createdAt
          },
    friends: (yield* listFriends(userId)).friends,
    requestsReceived: requests.incoming,
    requestsSent: requests.outgoing,
    interests: yield* own.interests(userId),
    plans: yield* own.plans(userId),
    messages: yield* own.messages(userId),
    invitations: invitations.map((i) => ({ ...i, state: i.status === "accepted" ? "accepted" : i.expiresAt <= now ? "expired" : "pending" })),
    inviteRequests: (yield* (yield* InviteRequestRepo).ofUser(userId)).map((r) => ({
      id: r.id,
      requestedCount: r.requestedCount,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt,
      reviewedAt: r.reviewedAt
    })),
    feedback: yield* own.feedback(userId),
    suggestions: (yield* (yield* SuggestionRepo).mine(userId, EVERY_SUGGESTION)).map(toSuggestionDto),
    reports: yield* own.reportsFiled(userId),
    blocked: (yield* listBlocked(userId)).blocked,
    notifications: yield* everyNotification(userId, now),
    follows: yield* ownFollows(userId)
  } satisfies OwnData
})
