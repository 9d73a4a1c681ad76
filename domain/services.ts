/** Every port the use cases need: what a driving adapter's runtime must provide. */
import type { AccountPurge } from "./accounts/purge-repo.ts"
import type { AnalyticsRepo } from "./analytics/analytics-repo.ts"
import type { AppSettings } from "./accounts/app-settings.ts"
import type { AuthTokenRepo } from "./accounts/auth-token-repo.ts"
import type { PasswordHasher } from "./accounts/password-hasher.ts"
import type { ProfileRepo } from "./accounts/profile-repo.ts"
import type { RateLimiter } from "./accounts/rate-limiter.ts"
import type { SessionRepo } from "./accounts/session-repo.ts"
import type { UserRepo } from "./accounts/user-repo.ts"
import type { AuditLog } from "./audit/audit-log.ts"
import type { CalendarFeedRepo } from "./concerts/calendar-feed-repo.ts"
import type { ChangeNoticeRepo } from "./concerts/change-notice-repo.ts"
import type { ConcertRepo } from "./concerts/concert-repo.ts"
import type { FollowAlertRepo } from "./follows/alert-repo.ts"
import type { DiscoveryRepo } from "./concerts/discovery-repo.ts"
import type { InterestRepo } from "./concerts/interest-repo.ts"
import type { FeedbackRepo } from "./feedback/feedback-repo.ts"
import type { FollowRepo } from "./follows/follow-repo.ts"
import type { FriendRequestRepo } from "./friends/friend-request-repo.ts"
import type { FriendshipRepo } from "./friends/friendship-repo.ts"
import type { InvitationRepo } from "./invitations/invitation-repo.ts"
import type { InviteCounts } from "./invitations/invite-counts.ts"
import type { InviteRequestRepo } from "./invitations/invite-request-repo.ts"
import type { AppConfig } from "./kernel/config.ts"
import type { StoreHealth } from "./kernel/health.ts"
import type { MailOutbox } from "./kernel/mail.ts"
import type { Tokens } from "./kernel/tokens.ts"
import type { LiveEvents } from "./live/live-events.ts"
import type { DigestRepo } from "./notifications/digest-repo.ts"
import type { ReminderRepo } from "./notifications/reminder-repo.ts"
import type { NotificationRepo } from "./notifications/notification-repo.ts"
import type { NotificationPreferences } from "./notifications/preferences.ts"
import type { PlanRepo } from "./plans/plan-repo.ts"
import type { ShowRepo } from "./concerts/show-repo.ts"
import type { ReportRepo } from "./moderation/report-repo.ts"
import type { SearchRepo } from "./search/search-repo.ts"
import type { SuggestionRepo } from "./curation/suggestion-repo.ts"
import type { BlockRepo } from "./safety/block-repo.ts"
import type { ArchiveWriter } from "./own-data/archive-writer.ts"
import type { ExportRepo } from "./own-data/export-repo.ts"
import type { OwnDataRepo } from "./own-data/own-data-repo.ts"
import type { Transactions } from "./kernel/transactions.ts"
import type { WaitlistRepo } from "./waitlist/waitlist-repo.ts"

export type AccountServices = AppSettings | AuthTokenRepo | PasswordHasher | ProfileRepo | RateLimiter | SessionRepo | UserRepo

export type AppServices =
  | AccountServices
  | AccountPurge
  | AnalyticsRepo
  | AppConfig
  | ArchiveWriter
  | AuditLog
  | BlockRepo
  | CalendarFeedRepo
  | ChangeNoticeRepo
  | ConcertRepo
  | FollowAlertRepo
  | DigestRepo
  | ReminderRepo
  | DiscoveryRepo
  | ExportRepo
  | FeedbackRepo
  | FollowRepo
  | FriendRequestRepo
  | FriendshipRepo
  | InterestRepo
  | InvitationRepo
  | InviteCounts
  | InviteRequestRepo
  | LiveEvents
  | MailOutbox
  | NotificationRepo
  | NotificationPreferences
  | OwnDataRepo
  | PlanRepo
  | ShowRepo
  | ReportRepo
  | SearchRepo
  | StoreHealth
  | SuggestionRepo
  | Tokens
  | Transactions
  | WaitlistRepo
