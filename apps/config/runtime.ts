/** The use-case runtime's layer for given settings: the server and the CLI configure the domain alike through it. */
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import type { PoolOptions } from "../../adapters/postgres/pool.ts"
import type { ControllerOptions as GraphOptions } from "../../adapters/graph/index-controller.ts"
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
 * server (`readReplica`) also reads from DATABASE_REPLICA_URL when it is set, and (`graph`) answers discovery from the
 * social-graph index unless GRAPH_INDEX is off. The CLI, a short-lived process, asks SQL.
 */
export const runtimeLayer = (
  settings: Settings,
  url: string,
  { readReplica = false, graph, ...pool }: PoolOptions & { readonly readReplica?: boolean; readonly graph?: GraphOptions } = {}
) =>
  PostgresAdapters.layer(url, {
    ...pool,
    redisUrl: settings.redisUrl,
    replica: readReplica ? { url: settings.databaseReplicaUrl, maxLagMs: settings.replicaMaxLagMs } : undefined,
    graph: settings.graphIndex === "on" ? graph : undefined,
    config: appConfigOf(settings)
  })
