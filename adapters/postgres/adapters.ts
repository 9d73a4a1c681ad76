/** Every Postgres adapter over one pool: what the API and the CLI run on. */
import { Layer } from "effect"
import type { RateLimiter } from "../../domain/accounts/rate-limiter.ts"
import { type AppConfigShape, configLayer } from "../../domain/kernel/config.ts"
import * as AccountPurgePg from "./account-purge.pg.ts"
import * as ChangeNoticeRepoPg from "./change-notice-repo.pg.ts"
import * as BlockRepoPg from "./block-repo.pg.ts"
import * as PasswordHasherArgon2 from "../crypto/password-hasher.argon2.ts"
import * as TokensNode from "../crypto/tokens.node.ts"
import * as RedisRateLimiter from "../redis/rate-limiter.redis.ts"
import * as Settings from "./app-settings.pg.ts"
import * as AuthTokenRepoPg from "./auth-token-repo.pg.ts"
import * as CalendarFeedRepoPg from "./calendar-feed-repo.pg.ts"
import * as ConcertRepoPg from "./concert-repo.pg.ts"
import * as FollowAlertRepoPg from "./follow-alert-repo.pg.ts"
import * as DigestRepoPg from "./digest-repo.pg.ts"
import * as ReminderRepoPg from "./reminder-repo.pg.ts"
import * as DiscoveryRepoPg from "./discovery-repo.pg.ts"
import * as DiscoveryRepoGraph from "../graph/discovery-repo.graph.ts"
import type { ControllerOptions as GraphOptions } from "../graph/index-controller.ts"
import * as ExportRepoPg from "./export-repo.pg.ts"
import * as OwnDataRepoPg from "./own-data-repo.pg.ts"
import * as ArchiveWriterFflate from "../zip/archive-writer.fflate.ts"
import * as FeedbackRepoPg from "./feedback-repo.pg.ts"
import * as FollowRepoPg from "./follow-repo.pg.ts"
import * as FriendRequestRepoPg from "./friend-request-repo.pg.ts"
import * as FriendshipRepoPg from "./friendship-repo.pg.ts"
import * as HealthPg from "./health.pg.ts"
import * as InterestRepoPg from "./interest-repo.pg.ts"
import * as AnalyticsRepoPg from "./analytics-repo.pg.ts"
import * as WaitlistRepoPg from "./waitlist-repo.pg.ts"
import * as InvitationRepoPg from "./invitation-repo.pg.ts"
import * as InviteRequestsPg from "./invite-requests.pg.ts"
import * as LiveEventsPg from "./live-events.pg.ts"
import * as MailOutboxPg from "./mail-outbox.pg.ts"
import * as NotificationPreferencesPg from "./notification-preferences.pg.ts"
import * as NotificationRepoPg from "./notification-repo.pg.ts"
import * as ShowRepoPg from "./show-repo.pg.ts"
import * as PlanRepoPg from "./plan-repo.pg.ts"
import * as Pool from "./pool.ts"
import type { PgPool } from "./pool.ts"
import * as ProfileRepoPg from "./profile-repo.pg.ts"
import * as ReadRouting from "./read-routing.ts"
import * as ReportRepoPg from "./report-repo.pg.ts"
import * as SearchRepoPg from "./search-repo.pg.ts"
import * as SessionRepoPg from "./session-repo.pg.ts"
import * as SuggestionRepoPg from "./suggestion-repo.pg.ts"
import * as TransactionsPg from "./transactions.pg.ts"
import * as UserRepoPg from "./user-repo.pg.ts"

export interface AdapterOptions extends Pool.PoolOptions {
  readonly config?: Partial<AppConfigShape>
  /** Rate-limit counters on this Redis instead of PostgreSQL (REDIS_URL). */
  readonly redisUrl?: string | undefined
  /** A streaming replica for lag-tolerant reads (DATABASE_REPLICA_URL), and how far behind it may serve. */
  readonly replica?: { readonly url: string | undefined; readonly maxLagMs?: number } | undefined
  /** Discovery on the social-graph index (issue #33), loaded into this process and kept current from the log; SQL when unset. */
  readonly graph?: GraphOptions | undefined
}

const rateLimiterLayer = (redisUrl: string | undefined): Layer.Layer<RateLimiter, never, PgPool> =>
  redisUrl ? RedisRateLimiter.layer(redisUrl) : Settings.rateLimiterLayer

export const layer = (url: string, options: AdapterOptions = {}) =>
  Layer.mergeAll(
    AccountPurgePg.layer,
    AnalyticsRepoPg.layer,
    BlockRepoPg.layer,
    ChangeNoticeRepoPg.layer,
    ConcertRepoPg.layer,
    FollowAlertRepoPg.layer,
    options.graph === undefined ? DiscoveryRepoPg.layer : DiscoveryRepoGraph.layer(url, options.graph),
    SearchRepoPg.layer,
    DigestRepoPg.layer,
    ReminderRepoPg.layer,
    InterestRepoPg.layer,
    FriendshipRepoPg.layer,
    FriendRequestRepoPg.layer,
    WaitlistRepoPg.layer,
    InvitationRepoPg.layer,
    InviteRequestsPg.requestsLayer,
    InviteRequestsPg.countsLayer,
    FeedbackRepoPg.layer,
    FollowRepoPg.layer,
    ExportRepoPg.layer,
    OwnDataRepoPg.layer,
    SuggestionRepoPg.layer,
    CalendarFeedRepoPg.layer,
    HealthPg.layer,
    LiveEventsPg.layer(url),
    MailOutboxPg.layer,
    NotificationRepoPg.layer,
    NotificationPreferencesPg.layer,
    PlanRepoPg.layer,
    ShowRepoPg.layer,
    ReportRepoPg.layer,
    TransactionsPg.layer,
    UserRepoPg.layer,
    ProfileRepoPg.layer,
    SessionRepoPg.layer,
    AuthTokenRepoPg.layer,
    Settings.settingsLayer,
    rateLimiterLayer(options.redisUrl),
    Settings.auditLayer
  ).pipe(
    Layer.provideMerge(ReadRouting.layer(options.replica?.url, { maxLagMs: options.replica?.maxLagMs }).pipe(Layer.provideMerge(Pool.layer(url, options)))),
    Layer.merge(Layer.mergeAll(PasswordHasherArgon2.layer, TokensNode.layer, ArchiveWriterFflate.layer, configLayer(options.config)))
  )
