/** Every memory adapter over one fresh store: the same ports as the Postgres adapters. */
import { Effect, Layer } from "effect"
import { type AppConfigShape, configLayer } from "../../domain/kernel/config.ts"
import { StoreHealth } from "../../domain/kernel/health.ts"
import * as AccountPurgeMemory from "./account-purge.memory.ts"
import * as AnalyticsRepoMemory from "./analytics-repo.memory.ts"
import * as ChangeNoticeRepoMemory from "./change-notice-repo.memory.ts"
import * as BlockRepoMemory from "./block-repo.memory.ts"
import * as Settings from "./app-settings.memory.ts"
import * as AuthTokenRepoMemory from "./auth-token-repo.memory.ts"
import * as CalendarFeedRepoMemory from "./calendar-feed-repo.memory.ts"
import * as ConcertRepoMemory from "./concert-repo.memory.ts"
import * as FollowAlertRepoMemory from "./follow-alert-repo.memory.ts"
import * as DigestRepoMemory from "./digest-repo.memory.ts"
import * as ReminderRepoMemory from "./reminder-repo.memory.ts"
import * as DiscoveryRepoMemory from "./discovery-repo.memory.ts"
import * as ExportRepoMemory from "./export-repo.memory.ts"
import * as OwnDataRepoMemory from "./own-data-repo.memory.ts"
import * as ArchiveWriterFflate from "../zip/archive-writer.fflate.ts"
import * as FeedbackRepoMemory from "./feedback-repo.memory.ts"
import * as FollowRepoMemory from "./follow-repo.memory.ts"
import * as FriendRequestRepoMemory from "./friend-request-repo.memory.ts"
import * as FriendshipRepoMemory from "./friendship-repo.memory.ts"
import * as InterestRepoMemory from "./interest-repo.memory.ts"
import * as InvitationRepoMemory from "./invitation-repo.memory.ts"
import * as InviteRequestsMemory from "./invite-requests.memory.ts"
import * as LiveEventsMemory from "./live-events.memory.ts"
import * as MailOutboxMemory from "./mail-outbox.memory.ts"
import * as NotificationPreferencesMemory from "./notification-preferences.memory.ts"
import * as NotificationRepoMemory from "./notification-repo.memory.ts"
import * as PasswordHasherMemory from "./password-hasher.memory.ts"
import * as ShowRepoMemory from "./show-repo.memory.ts"
import * as PlanRepoMemory from "./plan-repo.memory.ts"
import * as ProfileRepoMemory from "./profile-repo.memory.ts"
import * as ReportRepoMemory from "./report-repo.memory.ts"
import * as SearchRepoMemory from "./search-repo.memory.ts"
import * as SessionRepoMemory from "./session-repo.memory.ts"
import * as SuggestionRepoMemory from "./suggestion-repo.memory.ts"
import { storeLayer, transactionsLayer } from "./store.ts"
import * as TokensMemory from "./tokens.memory.ts"
import * as WaitlistRepoMemory from "./waitlist-repo.memory.ts"
import * as UserRepoMemory from "./user-repo.memory.ts"

const healthLayer = Layer.succeed(StoreHealth, StoreHealth.of({ ping: Effect.succeed(true), replica: Effect.succeed("none"), graph: Effect.succeed("none") }))

export const layer = (config: Partial<AppConfigShape> = {}) =>
  Layer.mergeAll(
    AccountPurgeMemory.layer,
    AnalyticsRepoMemory.layer,
    BlockRepoMemory.layer,
    ChangeNoticeRepoMemory.layer,
    ConcertRepoMemory.layer,
    FollowAlertRepoMemory.layer,
    DiscoveryRepoMemory.layer,
    SearchRepoMemory.layer,
    DigestRepoMemory.layer,
    ReminderRepoMemory.layer,
    InterestRepoMemory.layer,
    FriendshipRepoMemory.layer,
    FriendRequestRepoMemory.layer,
    WaitlistRepoMemory.layer,
    InvitationRepoMemory.layer,
    InviteRequestsMemory.requestsLayer,
    InviteRequestsMemory.countsLayer,
    FeedbackRepoMemory.layer,
    FollowRepoMemory.layer,
    ExportRepoMemory.layer,
    OwnDataRepoMemory.layer,
    ArchiveWriterFflate.layer,
    SuggestionRepoMemory.layer,
    LiveEventsMemory.layer,
    CalendarFeedRepoMemory.layer,
    MailOutboxMemory.layer,
    NotificationRepoMemory.layer,
    NotificationPreferencesMemory.layer,
    PlanRepoMemory.layer,
    ShowRepoMemory.layer,
    ReportRepoMemory.layer,
    UserRepoMemory.layer,
    ProfileRepoMemory.layer,
    SessionRepoMemory.layer,
    AuthTokenRepoMemory.layer,
    Settings.settingsLayer,
    Settings.rateLimiterLayer,
    Settings.auditLayer,
    transactionsLayer,
    healthLayer,
    PasswordHasherMemory.layer,
    TokensMemory.layer,
    configLayer(config)
  ).pipe(Layer.provideMerge(storeLayer))
