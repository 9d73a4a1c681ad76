/** The printed table: each figure, what it is compared with, and its target on tier M. */
export type Figures = Record<string, unknown>

interface Row {
  readonly key: string
  readonly label: string
  readonly target?: { readonly op: "<=" | ">=" | "=="; readonly value: number }
  readonly digits?: number
}

const rows: ReadonlyArray<Row> = [
  { key: "discovery_p50_ms_c1", label: "discovery p50, 1 connection (ms)" },
  { key: "discovery_p99_ms_c1", label: "discovery p99, 1 connection (ms)", target: { op: "<=", value: 50 } },
  { key: "discovery_rps_c1", label: "discovery req/s, 1 connection", digits: 0 },
  { key: "discovery_p50_ms_c8", label: "discovery p50, 8 connections (ms)" },
  { key: "discovery_p99_ms_c8", label: "discovery p99, 8 connections (ms)", target: { op: "<=", value: 250 } },
  { key: "discovery_rps_c8", label: "discovery req/s, 8 connections", digits: 0 },
  { key: "sql_rps_c1", label: "same SQL straight to PostgreSQL req/s, 1", digits: 0 },
  { key: "sql_rps_c8", label: "same SQL straight to PostgreSQL req/s, 8", digits: 0 },
  { key: "discovery_api_vs_sql", label: "API ÷ SQL req/s (8 connections)", target: { op: ">=", value: 0.9 }, digits: 2 },
  { key: "discovery_api_vs_sql_c1", label: "API ÷ SQL req/s (1 connection)", digits: 2 },
  { key: "naive_page_ms", label: "naive client, one page (ms)", digits: 0 },
  { key: "discovery_vs_naive", label: "API ÷ naive req/s (1 connection)", target: { op: ">=", value: 20 }, digits: 1 },
  { key: "trivial_rps", label: "trivial route of the app req/s", digits: 0 },
  { key: "bare_rps", label: "bare node:http req/s", digits: 0 },
  { key: "http_vs_bare", label: "app ÷ bare node:http", target: { op: ">=", value: 0.6 }, digits: 2 },
  { key: "import_e2e_rows_per_s", label: "import rows/s end to end", digits: 0 },
  { key: "import_db_rows_per_s", label: "import rows/s, database phase", digits: 0 },
  { key: "copy_rows_per_s", label: "COPY rows/s", digits: 0 },
  { key: "import_db_vs_copy", label: "import database phase ÷ COPY", target: { op: ">=", value: 0.6 }, digits: 2 },
  { key: "import_insert_vs_copy", label: "import inserts alone ÷ COPY", digits: 2 },
  { key: "import_e2e_vs_copy", label: "import end to end ÷ COPY", target: { op: ">=", value: 0.3 }, digits: 2 },
  { key: "duplicates_one_p99_ms", label: "duplicates of one concert p99 (ms)", target: { op: "<=", value: 10 } },
  { key: "duplicates_city_s", label: "one city's report, 2,000 concerts (s)", target: { op: "<=", value: 1 }, digits: 2 },
  { key: "invites_granted", label: "invites granted of 1,000 sends (100 left)", target: { op: "==", value: 100 }, digits: 0 },
  { key: "invites_seconds", label: "1,000 concurrent sends (s)", digits: 2 },
  { key: "web_initial_js_gzip_kb", label: "initial JS, gzip (KB)", target: { op: "<=", value: 170 } },
  { key: "web_lcp_ms", label: "/concerts LCP (ms)", target: { op: "<=", value: 2500 }, digits: 0 },
  { key: "web_cls", label: "/concerts CLS", target: { op: "<=", value: 0.1 }, digits: 3 },
  { key: "web_tbt_ms", label: "/concerts total blocking time (ms)", target: { op: "<=", value: 200 }, digits: 0 },
  { key: "api_rss_mb", label: "API RSS under 8 connections (MB)", target: { op: "<=", value: 300 }, digits: 0 },
  { key: "live_rss_kb_per_connection", label: "live: RSS per connection (KB)" },
  { key: "live_delivery_p50_ms", label: "live: delivery p50 (ms)" },
  { key: "live_delivery_p99_ms", label: "live: delivery p99 (ms)" },
  { key: "live_burst_duration_ms", label: "live: burst of 100 changes (ms)", digits: 0 },
  { key: "live_burst_events_per_stream", label: "live: burst events per stream (most)", digits: 0 },
  { key: "live_burst_events_bound", label: "live: burst events bound floor(d/2 s)+2", digits: 0 },
  { key: "live_burst_refetches_per_stream", label: "live: burst refetches per client (most)", digits: 0 }
]

const meets = (value: number, target: NonNullable<Row["target"]>) =>
  target.op === "<=" ? value <= target.value : target.op === ">=" ? value >= target.value : value === target.value

export const printReport = (figures: Figures) => {
  console.log(`\nTier ${figures.tier} (targets are tier M's)`)
  for (const row of rows) {
    const value = figures[row.key]
    if (typeof value !== "number") continue
    const shown = value.toFixed(row.digits ?? 1).padStart(10)
    const target = row.target ? `${row.target.op} ${row.target.value}`.padEnd(9) : "".padEnd(9)
    const verdict = row.target ? (meets(value, row.target) ? "ok" : "MISSED") : ""
    console.log(`  ${row.label.padEnd(44)} ${shown}  ${target} ${verdict}`)
  }
  console.log("")
}
