/**
 * The social-graph index (issue #33) as the benchmark sees it: its cold start, read from `GET /api/health`'s
 * `graph` field ("loading" | "ready" | "behind" | "off"), and the two pages it serves besides the concerts page:
 * the dashboard, and "Show all" (`GET /api/concerts/{id}/interests`, the default first page) on the concert
 * with the most interests.
 */
import { setTimeout as sleep } from "node:timers/promises"
import pg from "pg"

export const DASHBOARD_PATH = "/api/dashboard"

/** "Show all" on one concert: the default first page (friends=anyone, limit 50). */
export const interestsPath = (concertId: string) => `/api/concerts/${concertId}/interests`

/** The concert with the most interests (interested or has tickets; not interested is no interest), in one statement. */
export const mostInterestedConcert = async (url: string): Promise<{ readonly id: string; readonly interests: number }> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string; interests: number }>(
      `SELECT concert_id::text AS id, count(*)::int AS interests FROM user_concert_interests
        WHERE interest_status <> 'not_interested' GROUP BY concert_id ORDER BY count(*) DESC, concert_id LIMIT 1`
    )
    if (!rows[0]) throw new Error("no concert has an interest")
    return rows[0]
  } finally {
    await client.end()
  }
}

const POLL_MS = 100
/** How long health may take to answer 200 with a graph state at all, once the API listens. */
const HEALTH_GRACE_S = 5
/** How long the index may say "loading" (then "behind") before the run goes on without the figure. */
export const GRAPH_LOADING_WAIT_S = 120

export type GraphLoad = { readonly seconds: number } | { readonly missing: string }

/**
 * Seconds from `spawnedAt` (the API process's spawn, on this process's `performance.now()` clock) until
 * `/api/health` answers 200 with `graph: "ready"`, polled every 100 ms. Health answering 200 without the field
 * ends it at once ("the API reports no graph index"), as does "off". While the field says "loading" (on a 200 or
 * a 503) it waits up to GRAPH_LOADING_WAIT_S in all; any other answer gets HEALTH_GRACE_S from when it first
 * came; then the reason instead of a figure.
 */
export const graphLoad = async (base: string, spawnedAt: number, log: (line: string) => void = () => {}): Promise<GraphLoad> => {
  const polling = performance.now()
  const loadingDeadline = polling + GRAPH_LOADING_WAIT_S * 1000
  let graceDeadline = polling + HEALTH_GRACE_S * 1000
  let last = ""
  for (;;) {
    const asked = performance.now()
    let state: string
    let loading = false
    try {
      const response = await fetch(`${base}/api/health`)
      const { graph } = (await response.json().catch(() => ({}))) as { graph?: unknown }
      if (response.status === 200 && graph === undefined) return { missing: "the API reports no graph index" }
      if (response.status === 200 && graph === "ready") return { seconds: (performance.now() - spawnedAt) / 1000 }
      if (response.status === 200 && graph === "off") return { missing: 'the API reports its graph index "off"' }
      loading = graph === "loading"
      state = `health ${response.status}${graph === undefined ? "" : `, graph ${JSON.stringify(graph)}`}`
    } catch (error) {
      state = `health did not answer (${error instanceof Error ? error.message : String(error)})`
    }
    const now = performance.now()
    if (state !== last) {
      log(`graph index: ${state} at ${((now - spawnedAt) / 1000).toFixed(1)} s`)
      if (!loading) graceDeadline = Math.min(loadingDeadline, Math.max(graceDeadline, now + HEALTH_GRACE_S * 1000))
      last = state
    }
    if (now >= (loading ? loadingDeadline : graceDeadline)) {
      return { missing: `not ready ${((now - polling) / 1000).toFixed(0)} s after the API listened (last: ${state})` }
    }
    await sleep(Math.max(0, asked + POLL_MS - now))
  }
}
