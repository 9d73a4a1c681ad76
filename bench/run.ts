/**
 * `npm run bench -- [--tier S|M|L] [--json <file>] [--seed <n>]`: finds (or installs) the Chromium it measures the
 * web client in, builds the synthetic world in a scratch database (on DATABASE_URL's server, or the embedded one),
 * runs every measurement, prints the figures and their targets, writes them as JSON, and drops the scratch database.
 */
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import pg from "pg"
import serverFlags from "../apps/api/node-flags.json" with { type: "json" }
import { startEmbedded } from "../adapters/postgres/embedded.ts"
import { migrate } from "../adapters/postgres/migrate.ts"
import { loadSettings } from "../apps/config/load.ts"
import { ensureBenchChromium } from "../scripts/ensure.mjs"
import { buildHistory, measureAnalytics } from "./analytics.ts"
import { makeRuntime, measureDuplicates, measureImport, measureInvites, SENDS } from "./curation.ts"
import { measureImportWithFollows } from "./follows.ts"
import { naive, pagePath, pageQuery, signIn, sqlFloor } from "./discovery.ts"
import { DASHBOARD_PATH, graphLoad, interestsPath, mostInterestedConcert } from "./graph.ts"
import { SEARCH_PATH, SEARCH_WORDS, SUGGEST_PATH, SUGGEST_WORDS } from "./search.ts"
import { cannon, startChild, withPeakRss } from "./load.ts"
import { printReport, reportKeys, type Figures } from "./report.ts"
import { STATIC_PAGE_PATH, type StaticPageMessage, TRIVIAL_PATH } from "./trivial.ts"
import { buildWeb, initialJsGzipBytes, measurePage } from "./web.ts"
import { ADMIN, BENCH_PASSWORD, buildWorld, concertsOf, tiers, userId, VIEWER } from "./world.ts"

const { values: args } = parseArgs({
  options: { tier: { type: "string", default: "S" }, json: { type: "string" }, seed: { type: "string", default: "42" } }
})
const tierName = args.tier?.toUpperCase()
if (tierName !== "S" && tierName !== "M" && tierName !== "L") throw new Error("--tier must be S, M or L")
const tier = tiers[tierName]
const settings = loadSettings()
// The browser first: a machine without one learns it in one line before any work, not minutes later at the page step.
const chromiumPath = ensureBenchChromium(settings.chromiumPath)
if (chromiumPath === undefined) process.exit(1)
const seed = Number(args.seed)
const jsonFile = path.resolve(args.json ?? path.join(tmpdir(), `soundcheck-bench-${tier.name}.json`))
const today = new Date().toISOString().slice(0, 10)
const began = performance.now()
const log = (line: string) => console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s] ${line}`)

const withDatabase = (url: string, database: string) => {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

// The scratch database: on DATABASE_URL's server, or in the embedded server of the checkout.
const scratch = `soundcheck_bench_${process.pid}`
let stopEmbedded: () => Promise<void> = async () => {}
let url: string
if (settings.databaseUrl) {
  url = withDatabase(settings.databaseUrl, scratch)
  await adminQuery(url, `CREATE DATABASE ${scratch}`)
} else {
  const embedded = await startEmbedded(settings.dataDir, { database: scratch })
  url = embedded.url
  stopEmbedded = embedded.stop
}
const webDir = await mkdtemp(path.join(tmpdir(), "soundcheck-bench-web-"))
const cleanups: Array<() => Promise<unknown>> = []
let cleaned: Promise<void> | undefined
/** Stops the servers, drops the scratch database, stops the embedded server: once, also on Ctrl-C. */
const cleanUp = () =>
  (cleaned ??= (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error))
    await rm(webDir, { recursive: true, force: true })
    await adminQuery(url, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`).catch((error: unknown) => console.error(error))
    await stopEmbedded()
  })())
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
}

try {
  log(`tier ${tier.name}, seed ${seed}, database ${scratch} (${settings.databaseUrl ? "DATABASE_URL" : "embedded"})`)
  await migrate(url)
  const worldBegan = performance.now()
  const counts = await buildWorld(url, tier, seed, today, log)
  const worldSeconds = (performance.now() - worldBegan) / 1000
  log(
    `world built in ${worldSeconds.toFixed(0)} s: ${counts.users} users, ${counts.friendships} friendships, ${counts.concerts} concerts, ${counts.interests} interests; viewer has ${counts.viewerFriends} friends, ${counts.viewerCircle} in the friends-of-friends circle`
  )
  const world = concertsOf(tier, seed, today)
  const historyBegan = performance.now()
  const history = await buildHistory(url, tier, seed, today, world)
  log(`history (issue #34) added in ${((performance.now() - historyBegan) / 1000).toFixed(0)} s: ${JSON.stringify(history)}`)
  /** Figures the run could not reach, each with the reason (printed in their rows, kept in the JSON). */
  const missing: Record<string, string> = {}
  const popular = await mostInterestedConcert(url)

  buildWeb(webDir)
  const initialJs = initialJsGzipBytes(webDir)
  log(`web build: ${initialJs.files} initial scripts, ${(initialJs.bytes / 1024).toFixed(1)} KB gzip`)

  // With the V8 flags `npm start` gives the server.
  const api = await startChild("./api-server.ts", { DATABASE_URL: url, SESSION_SECRET: randomBytes(32).toString("base64url") }, serverFlags, [webDir])
  cleanups.push(api.stop)
  // The social-graph index's cold start (issue #33): from the spawn until health says "ready".
  const graph = await graphLoad(`http://127.0.0.1:${api.port}`, api.spawnedAt, log)
  if ("missing" in graph) missing.graph_load_s = graph.missing
  log("missing" in graph ? `graph index: no figure (${graph.missing})` : `graph index ready ${graph.seconds.toFixed(1)} s after the API was spawned`)
  const bare = await startChild("./bare-server.ts", {})
  cleanups.push(bare.stop)
  const base = `http://127.0.0.1:${api.port}`
  const viewerEmail = `fan${VIEWER}@bench.test`

  // Discovery through the API, signed in.
  let cookie = await signIn(base, viewerEmail, BENCH_PASSWORD)
  const probe = await fetch(`${base}${pagePath}`, { headers: { cookie } })
  const pageBytes = Buffer.from(await probe.arrayBuffer())
  const shown = (JSON.parse(pageBytes.toString("utf8")) as { concerts: Array<unknown> }).concerts.length
  if (probe.status !== 200 || shown === 0) throw new Error(`the concerts page answered ${probe.status} with ${shown} concerts`)
  // zlib's default level, what a compressing proxy or @fastify/compress would send.
  const pageGzipBytes = gzipSync(pageBytes, { level: 6 }).length
  log(`concerts page: ${shown} concerts, ${(pageBytes.length / 1024).toFixed(1)} KB, ${(pageGzipBytes / 1024).toFixed(1)} KB gzip (level 6)`)
  // The same bytes, prepared: the app answers them on STATIC_PAGE_PATH behind the same signed-in check.
  const prepared: StaticPageMessage = { staticPage: pageBytes.toString("utf8"), contentType: probe.headers.get("content-type") ?? "application/json" }
  await api.ask(prepared)
  const staticProbe = await fetch(`${base}${STATIC_PAGE_PATH}`, { headers: { cookie } })
  if (staticProbe.status !== 200 || !Buffer.from(await staticProbe.arrayBuffer()).equals(pageBytes)) {
    throw new Error(`the prepared page answered ${staticProbe.status}, not the page's bytes`)
  }
  // Each API run right next to its SQL floor, so that both see the same machine.
  await cannon(`${base}${pagePath}`, 8, 2, { cookie })
  await cannon(`${base}${STATIC_PAGE_PATH}`, 8, 2, { cookie })
  const query = pageQuery(userId(VIEWER), today)
  const apiC1 = await cannon(`${base}${pagePath}`, 1, tier.seconds, { cookie })
  const sqlC1 = await sqlFloor(url, query, 1, tier.seconds)
  log(`c1: API p50 ${apiC1.p50} ms, p99 ${apiC1.p99} ms, ${apiC1.rps.toFixed(1)} req/s; SQL ${sqlC1.rps.toFixed(1)} req/s`)
  // The prepared page right before the 8-connection page run, and the SQL floor right after it.
  const staticC8 = await cannon(`${base}${STATIC_PAGE_PATH}`, 8, tier.seconds, { cookie })
  const { result: apiC8, peakMb: apiRssMb } = await withPeakRss(api.pid, () => cannon(`${base}${pagePath}`, 8, tier.seconds, { cookie }))
  const sqlC8 = await sqlFloor(url, query, 8, tier.seconds)
  log(
    `c8: API p50 ${apiC8.p50} ms, p99 ${apiC8.p99} ms, ${apiC8.rps.toFixed(1)} req/s, RSS ${apiRssMb.toFixed(0)} MB; SQL ${sqlC8.rps.toFixed(1)} req/s; prepared page ${staticC8.rps.toFixed(0)} req/s (p99 ${staticC8.p99} ms)`
  )
  // The naive client reads the whole world into memory: tens of millions of rows on tier L do not fit.
  const naiveRun = tier.name === "L" ? undefined : await naive(url, userId(VIEWER), today, tier.seconds)
  if (!naiveRun) for (const key of ["naive_page_ms", "discovery_vs_naive"]) missing[key] = "skipped on tier L: the whole world does not fit in memory"
  log(naiveRun ? `naive: ${naiveRun.requests} pages, p50 ${naiveRun.p50.toFixed(0)} ms` : "naive: skipped on tier L (the whole world does not fit in memory)")

  // One concert's page (issue #28): the concerts page's first concert, which the viewer's circle shows interest in.
  const [firstShown] = (JSON.parse(pageBytes.toString("utf8")) as { concerts: Array<{ id: string }> }).concerts
  const concertPath = `/api/concerts/${firstShown!.id}`
  await cannon(`${base}${concertPath}`, 1, 2, { cookie })
  const concertC1 = await cannon(`${base}${concertPath}`, 1, tier.seconds, { cookie })
  log(`concert page: p50 ${concertC1.p50} ms, p99 ${concertC1.p99} ms, ${concertC1.rps.toFixed(1)} req/s, ${concertC1.failures} failures`)

  // "Show all" on the concert with the most interests (issue #33): the default first page, signed in as the viewer.
  const showAllPath = interestsPath(popular.id)
  const showAllProbe = await fetch(`${base}${showAllPath}`, { headers: { cookie } })
  const showAllPage = (await showAllProbe.json()) as { interests?: Array<unknown> }
  if (showAllProbe.status !== 200 || !showAllPage.interests) throw new Error(`${showAllPath} answered ${showAllProbe.status}`)
  await cannon(`${base}${showAllPath}`, 1, 2, { cookie })
  const showAllC1 = await cannon(`${base}${showAllPath}`, 1, tier.seconds, { cookie })
  log(
    `show all on the most popular concert (${popular.interests} interests, ${showAllPage.interests.length} on the first page): p50 ${showAllC1.p50} ms, p99 ${showAllC1.p99} ms, ${showAllC1.failures} failures`
  )

  // The dashboard (issue #33) for the viewer, 1 and 8 connections.
  const dashboardProbe = await fetch(`${base}${DASHBOARD_PATH}`, { headers: { cookie } })
  const dashboardBytes = (await dashboardProbe.arrayBuffer()).byteLength
  if (dashboardProbe.status !== 200) throw new Error(`the dashboard answered ${dashboardProbe.status}`)
  await cannon(`${base}${DASHBOARD_PATH}`, 8, 2, { cookie })
  const dashboardC1 = await cannon(`${base}${DASHBOARD_PATH}`, 1, tier.seconds, { cookie })
  const dashboardC8 = await cannon(`${base}${DASHBOARD_PATH}`, 8, tier.seconds, { cookie })
  log(
    `dashboard (${(dashboardBytes / 1024).toFixed(1)} KB): p99 ${dashboardC1.p99} ms c1 (${dashboardC1.rps.toFixed(1)} req/s), ${dashboardC8.p99} ms c8 (${dashboardC8.rps.toFixed(1)} req/s), ${dashboardC1.failures + dashboardC8.failures} failures`
  )

  // Search (issue #28): two words with a typo, the results annotated for the viewer; suggestions for three letters.
  const searchProbe = (await (await fetch(`${base}${SEARCH_PATH}`, { headers: { cookie } })).json()) as { concerts?: Array<unknown> }
  const suggestProbe = (await (await fetch(`${base}${SUGGEST_PATH}`, { headers: { cookie } })).json()) as { suggestions?: Array<unknown> }
  if (!searchProbe.concerts?.length || !suggestProbe.suggestions?.length) throw new Error("search or suggestions found nothing in the world")
  await cannon(`${base}${SEARCH_PATH}`, 8, 2, { cookie })
  const searchC1 = await cannon(`${base}${SEARCH_PATH}`, 1, tier.seconds, { cookie })
  const searchC8 = await cannon(`${base}${SEARCH_PATH}`, 8, tier.seconds, { cookie })
  const suggestC1 = await cannon(`${base}${SUGGEST_PATH}`, 1, tier.seconds, { cookie })
  log(
    `search "${SEARCH_WORDS}" (${searchProbe.concerts.length} on the first page): p99 ${searchC1.p99} ms c1, ${searchC8.p99} ms c8; suggest "${SUGGEST_WORDS}" (${suggestProbe.suggestions.length}): p99 ${suggestC1.p99} ms`
  )

  // Admin → Analytics (issue #34): each panel for the last 12 months, signed in as the admin.
  const analytics = await measureAnalytics(base, await signIn(base, `fan${ADMIN}@bench.test`, BENCH_PASSWORD), today)
  log(
    `analytics, 12 months: p99 ${Object.entries(analytics.panels)
      .map(([panel, r]) => `${panel} ${r.p99.toFixed(1)} ms`)
      .join(", ")}; slowest first call ${analytics.firstCallMs.toFixed(0)} ms; ${analytics.failures} failures`
  )

  // HTTP overhead: the full app's trivial route against bare node:http.
  await cannon(`${base}${TRIVIAL_PATH}`, 8, 2)
  const trivial = await cannon(`${base}${TRIVIAL_PATH}`, 8, tier.seconds)
  await cannon(`http://127.0.0.1:${bare.port}${TRIVIAL_PATH}`, 8, 2)
  const bareRun = await cannon(`http://127.0.0.1:${bare.port}${TRIVIAL_PATH}`, 8, tier.seconds)
  log(`trivial route ${trivial.rps.toFixed(0)} req/s, bare node:http ${bareRun.rps.toFixed(0)} req/s`)

  // Live updates, when the live-updates module is there.
  let live: Record<string, number> = {}
  const liveFile = new URL("./live.ts", import.meta.url)
  if (existsSync(liveFile)) {
    const { measureLive } = (await import(liveFile.href)) as {
      measureLive: (options: { databaseUrl: string; connections: number; log?: (line: string) => void }) => Promise<Record<string, number>>
    }
    live = await measureLive({ databaseUrl: url, connections: 1_000, log })
    log(`live: ${JSON.stringify(live)}`)
  } else {
    for (const key of reportKeys.filter((k) => k.startsWith("live_"))) missing[key] = "bench/live.ts is not there"
    log("live: bench/live.ts is not there; skipped")
  }

  // Curation and invitations through the use cases.
  const runtime = makeRuntime(url)
  cleanups.push(() => runtime.dispose())
  const duplicates = await measureDuplicates(runtime, world, seed, Math.min(tier.seconds, 5))
  log(`duplicates of one concert p99 ${duplicates.one.p99.toFixed(1)} ms; city report ${duplicates.citySeconds.toFixed(2)} s (${duplicates.cityPairs} pairs)`)
  const invites = await measureInvites(runtime)
  log(`invites: ${invites.granted} of ${SENDS} granted in ${invites.seconds.toFixed(2)} s`)
  const imported = await measureImport(runtime, url, world, seed)
  log(
    `import: ${imported.imported} imported, ${imported.duplicate} duplicate, ${imported.invalid} invalid in ${imported.e2eSeconds.toFixed(2)} s (database ${imported.dbSeconds.toFixed(2)} s: probes ${imported.probeSeconds.toFixed(2)} s, inserts ${imported.insertSeconds.toFixed(2)} s; COPY ${imported.copySeconds.toFixed(2)} s)`
  )

  // Issue #32: the same import with 20% of fans following 20 artists each, against one with no follows.
  const follows = await measureImportWithFollows(runtime, url, tier, world, today, seed)
  log(
    `import with follows: ${follows.followedSeconds.toFixed(2)} s vs ${follows.plainSeconds.toFixed(2)} s plain (${follows.follows} follows, ${follows.followersAlerted} fans alerted); its ${follows.alertsWritten} alerts written by the sweep in ${follows.alertSweepSeconds.toFixed(2)} s`
  )

  // The web client, signed in on /concerts.
  cookie = await signIn(base, viewerEmail, BENCH_PASSWORD)
  const page = await measurePage(base, cookie, "/concerts", chromiumPath)
  log(`/concerts: LCP ${page.lcpMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}, TBT ${page.tbtMs.toFixed(0)} ms`)

  const figures: Figures = {
    tier: tier.name,
    seed,
    seconds_per_load: tier.seconds,
    world: counts,
    world_build_s: worldSeconds,
    ...("seconds" in graph && { graph_load_s: graph.seconds }),
    discovery_p50_ms_c1: apiC1.p50,
    discovery_p99_ms_c1: apiC1.p99,
    discovery_rps_c1: apiC1.rps,
    discovery_p50_ms_c8: apiC8.p50,
    discovery_p99_ms_c8: apiC8.p99,
    discovery_rps_c8: apiC8.rps,
    discovery_failures: apiC1.failures + apiC8.failures,
    static_rps_c8: staticC8.rps,
    static_p99_ms_c8: staticC8.p99,
    static_failures: staticC8.failures,
    discovery_vs_static: apiC8.rps / staticC8.rps,
    discovery_page_kb: pageBytes.length / 1024,
    discovery_page_kb_gzip: pageGzipBytes / 1024,
    sql_p50_ms_c1: sqlC1.p50,
    sql_p99_ms_c1: sqlC1.p99,
    sql_rps_c1: sqlC1.rps,
    sql_p99_ms_c8: sqlC8.p99,
    sql_rps_c8: sqlC8.rps,
    ...(naiveRun && { naive_page_ms: naiveRun.p50, naive_rps: naiveRun.rps, discovery_vs_naive: apiC1.rps / naiveRun.rps }),
    discovery_api_vs_sql: apiC8.rps / sqlC8.rps,
    discovery_api_vs_sql_c1: apiC1.rps / sqlC1.rps,
    concert_page_p50_ms_c1: concertC1.p50,
    concert_page_p99_ms_c1: concertC1.p99,
    concert_page_failures: concertC1.failures,
    concert_interests_p50_ms_c1: showAllC1.p50,
    concert_interests_p99_ms_c1: showAllC1.p99,
    concert_interests_rps_c1: showAllC1.rps,
    concert_interests_failures: showAllC1.failures,
    concert_interests_count: popular.interests,
    dashboard_p50_ms_c1: dashboardC1.p50,
    dashboard_p99_ms_c1: dashboardC1.p99,
    dashboard_rps_c1: dashboardC1.rps,
    dashboard_p50_ms_c8: dashboardC8.p50,
    dashboard_p99_ms_c8: dashboardC8.p99,
    dashboard_rps_c8: dashboardC8.rps,
    dashboard_kb: dashboardBytes / 1024,
    dashboard_failures: dashboardC1.failures + dashboardC8.failures,
    search_p50_ms_c1: searchC1.p50,
    search_p99_ms_c1: searchC1.p99,
    search_rps_c1: searchC1.rps,
    search_p50_ms_c8: searchC8.p50,
    search_p99_ms_c8: searchC8.p99,
    search_rps_c8: searchC8.rps,
    suggest_p50_ms_c1: suggestC1.p50,
    suggest_p99_ms_c1: suggestC1.p99,
    search_failures: searchC1.failures + searchC8.failures + suggestC1.failures,
    analytics_p99_ms: analytics.p99,
    analytics_first_call_ms: analytics.firstCallMs,
    ...Object.fromEntries(Object.entries(analytics.panels).map(([panel, r]) => [`analytics_${panel}_p99_ms`, r.p99])),
    analytics_failures: analytics.failures,
    trivial_rps: trivial.rps,
    bare_rps: bareRun.rps,
    http_vs_bare: trivial.rps / bareRun.rps,
    import_rows: imported.rows,
    import_imported: imported.imported,
    import_e2e_rows_per_s: imported.imported / imported.e2eSeconds,
    import_db_rows_per_s: imported.imported / imported.dbSeconds,
    copy_rows_per_s: imported.imported / imported.copySeconds,
    import_db_vs_copy: imported.copySeconds / imported.dbSeconds,
    import_insert_vs_copy: imported.copySeconds / imported.insertSeconds,
    import_e2e_vs_copy: imported.copySeconds / imported.e2eSeconds,
    import_with_follows_vs_plain: follows.followedSeconds / follows.plainSeconds,
    import_with_follows_s: follows.followedSeconds,
    follow_alert_sweep_s: follows.alertSweepSeconds,
    import_plain_10k_s: follows.plainSeconds,
    import_followers_alerted: follows.followersAlerted,
    duplicates_one_p99_ms: duplicates.one.p99,
    duplicates_city_s: duplicates.citySeconds,
    duplicates_city_pairs: duplicates.cityPairs,
    invites_granted: invites.granted,
    invites_seconds: invites.seconds,
    web_initial_js_gzip_kb: initialJs.bytes / 1024,
    web_lcp_ms: page.lcpMs,
    web_cls: page.cls,
    web_tbt_ms: page.tbtMs,
    api_rss_mb: apiRssMb,
    ...live,
    total_s: (performance.now() - began) / 1000,
    missing
  }
  printReport(figures)
  await writeFile(jsonFile, `${JSON.stringify(figures, null, 2)}\n`)
  log(`figures written to ${jsonFile}`)
} finally {
  await cleanUp()
}
