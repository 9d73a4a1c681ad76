/**
 * The printed table: each figure, tier M's and tier L's targets side by side whatever the tier measured, and the
 * verdict against the measured tier's (issues #18 and #33: tier M's unless the issue names one for the tier; tier S
 * is held to tier M's). A figure the run could not reach is printed in its row with the reason (`figures.missing`).
 */
import { ANALYTICS_PANELS } from "../domain/analytics/contract.ts"

export type Figures = Record<string, unknown>

type TierName = "S" | "M" | "L"

interface Target {
  readonly op: "<=" | ">=" | "=="
  readonly value: number
}

interface Row {
  readonly key: string
  readonly label: string
  /** Tier M's target, also shown on the tiers that have none of their own. */
  readonly target?: Target
  /** A tier's own target where it differs from tier M's; null: none on that tier. */
  readonly byTier?: Partial<Record<TierName, Target | null>>
  readonly digits?: number
}

const rows: ReadonlyArray<Row> = [
  { key: "world_build_s", label: "world build, COPY to VACUUM ANALYZE (s)", digits: 0 },
  { key: "graph_load_s", label: "social-graph index cold start (s)", byTier: { L: { op: "<=", value: 30 } } },
  { key: "discovery_p50_ms_c1", label: "discovery p50, 1 connection (ms)" },
  { key: "discovery_p99_ms_c1", label: "discovery p99, 1 connection (ms)", target: { op: "<=", value: 8 }, byTier: { L: { op: "<=", value: 15 } } },
  { key: "discovery_rps_c1", label: "discovery req/s, 1 connection", digits: 0 },
  { key: "discovery_p50_ms_c8", label: "discovery p50, 8 connections (ms)" },
  { key: "discovery_p99_ms_c8", label: "discovery p99, 8 connections (ms)", target: { op: "<=", value: 40 }, byTier: { L: null } },
  { key: "discovery_rps_c8", label: "discovery req/s, 8 connections", digits: 0 },
  { key: "static_rps_c8", label: "same app, prepared page req/s, 8", digits: 0 },
  { key: "discovery_vs_static", label: "discovery ÷ prepared page req/s (8)", target: { op: ">=", value: 0.25 }, digits: 3 },
  { key: "discovery_page_kb", label: "discovery page (KB)" },
  { key: "discovery_page_kb_gzip", label: "discovery page, gzip level 6 (KB)", target: { op: "<=", value: 30 } },
  { key: "sql_rps_c1", label: "same SQL straight to PostgreSQL req/s, 1", digits: 0 },
  { key: "sql_rps_c8", label: "same SQL straight to PostgreSQL req/s, 8", digits: 0 },
  { key: "discovery_api_vs_sql", label: "API ÷ SQL req/s (8 connections)", target: { op: ">=", value: 0.9 }, digits: 2 },
  { key: "discovery_api_vs_sql_c1", label: "API ÷ SQL req/s (1 connection)", digits: 2 },
  { key: "concert_page_p50_ms_c1", label: "one concert's page p50, 1 connection (ms)" },
  { key: "concert_page_p99_ms_c1", label: "one concert's page p99, 1 connection (ms)", target: { op: "<=", value: 15 }, byTier: { L: null } },
  { key: "concert_interests_p50_ms_c1", label: "show all, most popular concert p50, 1 (ms)" },
  { key: "concert_interests_p99_ms_c1", label: "show all, most popular concert p99, 1 (ms)" },
  { key: "dashboard_p50_ms_c1", label: "dashboard p50, 1 connection (ms)" },
  { key: "dashboard_p99_ms_c1", label: "dashboard p99, 1 connection (ms)", target: { op: "<=", value: 30 }, byTier: { L: { op: "<=", value: 40 } } },
  { key: "dashboard_rps_c1", label: "dashboard req/s, 1 connection", digits: 0 },
  { key: "dashboard_p50_ms_c8", label: "dashboard p50, 8 connections (ms)" },
  { key: "dashboard_p99_ms_c8", label: "dashboard p99, 8 connections (ms)", target: { op: "<=", value: 120 } },
  { key: "dashboard_rps_c8", label: "dashboard req/s, 8 connections", digits: 0 },
  { key: "search_p50_ms_c1", label: "search p50, 1 connection (ms)" },
  { key: "search_p99_ms_c1", label: "search p99, 1 connection (ms)", target: { op: "<=", value: 15 }, byTier: { L: null } },
  { key: "search_p99_ms_c8", label: "search p99, 8 connections (ms)", target: { op: "<=", value: 60 }, byTier: { L: null } },
  { key: "search_rps_c8", label: "search req/s, 8 connections", digits: 0 },
  { key: "suggest_p99_ms_c1", label: "suggestions p99, 1 connection (ms)", target: { op: "<=", value: 10 }, byTier: { L: null } },
  { key: "analytics_p99_ms", label: "analytics p99, slowest of 5 panels (ms)", target: { op: "<=", value: 200 } },
  ...ANALYTICS_PANELS.map((panel) => ({ key: `analytics_${panel}_p99_ms`, label: `analytics, ${panel} p99 (ms)` })),
  { key: "analytics_first_call_ms", label: "analytics, slowest first call (ms)", digits: 0 },
  { key: "naive_page_ms", label: "naive client, one page (ms)", digits: 0 },
  { key: "discovery_vs_naive", label: "API ÷ naive req/s (1 connection)", target: { op: ">=", value: 20 }, digits: 1 },
  { key: "trivial_rps", label: "trivial route of the app req/s", digits: 0 },
  { key: "bare_rps", label: "bare node:http req/s", digits: 0 },
  { key: "http_vs_bare", label: "app ÷ bare node:http", target: { op: ">=", value: 0.6 }, digits: 2 },
  { key: "import_e2e_rows_per_s", label: "import rows/s end to end", digits: 0 },
  { key: "import_db_rows_per_s", label: "import rows/s, database phase", digits: 0 },
  { key: "copy_rows_per_s", label: "COPY rows/s", digits: 0 },
  { key: "import_db_vs_copy", label: "import database phase ÷ COPY", target: { op: ">=", value: 0.8 }, digits: 2 },
  { key: "import_insert_vs_copy", label: "import inserts alone ÷ COPY", digits: 2 },
  { key: "import_e2e_vs_copy", label: "import end to end ÷ COPY", target: { op: ">=", value: 0.3 }, digits: 2 },
  { key: "import_plain_10k_s", label: "import of 10,000 concerts, no follows (s)", digits: 2 },
  { key: "import_with_follows_s", label: "the same with 20% of fans following 20 artists (s)", digits: 2 },
  { key: "follow_alert_sweep_s", label: "its queued alerts written afterwards by the sweep (s)", digits: 2 },
  { key: "import_followers_alerted", label: "fans alerted by that import", digits: 0 },
  { key: "import_with_follows_vs_plain", label: "import with follows ÷ without (issue #32)", target: { op: "<=", value: 1.5 }, digits: 2 },
  { key: "duplicates_one_p99_ms", label: "duplicates of one concert p99 (ms)", target: { op: "<=", value: 5 } },
  { key: "duplicates_city_s", label: "one city's report, 2,000 concerts (s)", target: { op: "<=", value: 1 }, digits: 2 },
  { key: "invites_granted", label: "invites granted of 1,000 sends (100 left)", target: { op: "==", value: 100 }, digits: 0 },
  { key: "invites_seconds", label: "1,000 concurrent sends (s)", digits: 2 },
  { key: "web_initial_js_gzip_kb", label: "initial JS, gzip (KB)", target: { op: "<=", value: 170 } },
  { key: "web_lcp_ms", label: "/concerts LCP (ms)", target: { op: "<=", value: 2500 }, digits: 0 },
  { key: "web_cls", label: "/concerts CLS", target: { op: "<=", value: 0.1 }, digits: 3 },
  { key: "web_tbt_ms", label: "/concerts total blocking time (ms)", target: { op: "<=", value: 200 }, digits: 0 },
  { key: "api_rss_mb", label: "API RSS under 8 connections (MB)", target: { op: "<=", value: 300 }, byTier: { L: { op: "<=", value: 800 } }, digits: 0 },
  { key: "live_rss_kb_per_connection", label: "live: RSS per connection (KB)" },
  { key: "live_delivery_p50_ms", label: "live: delivery p50 (ms)" },
  { key: "live_delivery_p99_ms", label: "live: delivery p99 (ms)" },
  { key: "live_burst_duration_ms", label: "live: burst of 100 changes (ms)", digits: 0 },
  { key: "live_burst_events_per_stream", label: "live: burst events per stream (most)", digits: 0 },
  { key: "live_burst_events_bound", label: "live: burst events bound floor(d/2 s)+2", digits: 0 },
  { key: "live_burst_refetches_per_stream", label: "live: burst refetches per client (most)", digits: 0 }
]

/** Every key the table prints, in its order. */
export const reportKeys: ReadonlyArray<string> = rows.map((row) => row.key)

const meets = (value: number, target: Target) =>
  target.op === "<=" ? value <= target.value : target.op === ">=" ? value >= target.value : value === target.value

/** A row's target on `tier`: the tier's own when it has one (or none when null), else tier M's. */
const targetOf = (row: Row, tier: TierName): Target | undefined => {
  const own = row.byTier?.[tier]
  return own === undefined ? row.target : (own ?? undefined)
}

const shownTarget = (target: Target | undefined) => (target ? `${target.op} ${target.value}` : "—")

export const printReport = (figures: Figures) => {
  const tier = figures.tier as TierName
  const missing = (figures.missing ?? {}) as Record<string, string>
  console.log(`\nTier ${tier} (verdict against ${tier === "L" ? "tier L's targets where it has its own, else tier M's" : "tier M's targets"})`)
  console.log(`  ${"figure".padEnd(44)} ${"value".padStart(10)}  ${"target M".padEnd(9)} ${"target L".padEnd(9)} verdict`)
  for (const row of rows) {
    const value = figures[row.key]
    const target = targetOf(row, tier)
    const targets = `${shownTarget(targetOf(row, "M")).padEnd(9)} ${shownTarget(targetOf(row, "L")).padEnd(9)}`
    if (typeof value === "number") {
      const verdict = target ? (meets(value, target) ? "ok" : "MISSED") : ""
      console.log(`  ${row.label.padEnd(44)} ${value.toFixed(row.digits ?? 1).padStart(10)}  ${targets} ${verdict}`)
    } else {
      console.log(`  ${row.label.padEnd(44)} ${"—".padStart(10)}  ${targets} not measured: ${missing[row.key] ?? "no reason recorded"}`)
    }
  }
  console.log("")
}
