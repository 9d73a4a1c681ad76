/** The use-case runtime's layer for given settings: the server and the CLI configure the domain alike through it. */
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import type { PoolOptions } from "../../adapters/postgres/pool.ts"
import type { AppConfigShape } from "../../domain/kernel/config.ts"
import type { Settings } from "./settings.ts"

/** The domain's `AppConfig` as the settings give it. */
export const appConfigOf = (settings: Settings): AppConfigShape => ({
  publicUrl: settings.publicUrl,
  inviteCountDefault: settings.invitesPerUser,
  invitationDays: settings.invitationDays,
  rateLimitScale: settings.rateLimitScale,
  changeNoticeWindowMs: settings.changeNoticeSeconds * 1000,
  defaultTimeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone
})

/**
 * Every Postgres adapter on `url`, with the settings' `AppConfig` and rate limiter (Redis when REDIS_URL is set); the
 * server (`readReplica`) also reads from DATABASE_REPLICA_URL when it is set.
 */
export const runtimeLayer = (settings: Settings, url: string, { readReplica = false, ...pool }: PoolOptions & { readonly readReplica?: boolean } = {}) =>
  PostgresAdapters.layer(url, {
    ...pool,
    redisUrl: settings.redisUrl,
    replica: readReplica ? { url: settings.databaseReplicaUrl, maxLagMs: settings.replicaMaxLagMs } : undefined,
    config: appConfigOf(settings)
  })
