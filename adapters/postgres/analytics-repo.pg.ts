/**
 * AnalyticsRepo on PostgreSQL (issue #34): each panel in a few aggregate reads over indexed time columns (migration
 * 0029), lag-tolerant, so a replica may answer. Weeks are cut by `date_trunc('week', … AT TIME ZONE zone)`, the zone
 * a bound parameter the use case has checked to be an IANA name.
 */
import { Context, Effect, Layer, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { AnalyticsRepo, type AnalyticsWindow } from "../../domain/analytics/analytics-repo.ts"
import { wallInstant } from "../../domain/concerts/vtimezone.ts"
import { addDays, type LocalDate } from "../../domain/kernel/local-date.ts"
import { localDayAt, weeksOf } from "../../domain/analytics/weeks.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { readRunner } from "./read-routing.ts"
import { instant } from "./rows.ts"

const weekRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ week: Schema.String, series: Schema.String, n: Schema.Number })))
const rankedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ label: Schema.String, series: Schema.String, n: Schema.Number })))
const growthRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ members_before: Schema.Number, members_now: Schema.Number, waitlist_now: Schema.Number })))
const decidedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ decided: Schema.Number, accepted: Schema.Number })))
const medianRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number, median: Schema.NullOr(Schema.Number) })))
const opportunityRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ opportunities: Schema.Number, people: Schema.Number, planned: Schema.Number })))
const wantedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ label: Schema.String, interested: Schema.Number, has_tickets: Schema.Number })))

/** The most-wanted concerts' counts by concert, with every concert tied with the last; undefined: SQL counts them. */
export type MostWantedCounts = (
  w: AnalyticsWindow
) => Effect.Effect<ReadonlyArray<{ readonly concertId: string; readonly interested: number; readonly hasTickets: number }> | undefined>

/**
 * Where the most-wanted concerts are counted when not by SQL: the social-graph index of this instance (issue #33), which
 * sets this while it is loaded and current (adapters/graph/discovery-repo.graph.ts). Counting every interest of every
 * upcoming concert in SQL reads them all (2 million on the benchmark's tier M: most of a second); the index walks its
 * packed lists in a few milliseconds. Its counts are exact: the ties at the tenth place come along and SQL orders them.
 */
export const MostWantedByIndex = Context.Reference<MostWantedCounts | undefined>("adapters/postgres/MostWantedByIndex", {
  defaultValue: () => undefined
})

/** `column` within the window: from its start (inclusive) to its end (exclusive). */
const inWindow = (w: AnalyticsWindow, column: FragmentSqlToken) =>
  sql.fragment`${column} >= ${instant(w.start)}::timestamptz AND ${column} < ${instant(w.end)}::timestamptz`

/**
 * The events (`at`, `series`, `n`) counted per week of the zone and series; weeks without events are left out
 * (the use case fills them).
 */
const perWeek = (w: AnalyticsWindow, events: FragmentSqlToken) => weekRow`
  SELECT to_char(date_trunc('week', at AT TIME ZONE ${w.zone}), 'YYYY-MM-DD') AS week, series, sum(n)::int AS n
  FROM (${events}) events GROUP BY 1, 2`

const DAY_MS = 86_400_000
const HISTORY_SERIES = ["active", "not_interested", "interested", "has_tickets"] as const
const historyRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({ week: Schema.String, active: Schema.Number, not_interested: Schema.Number, interested: Schema.Number, has_tickets: Schema.Number })
  )
)

/** One week of the window: its Monday, its instants clipped to the window, and whether history has settled it. */
interface WindowWeek {
  readonly week: LocalDate
  readonly from: number
  readonly to: number
  /** Whole inside the window and ended more than a day ago: its quarter hours no longer change. */
  readonly settled: boolean
}

const weeksOfWindow = (w: AnalyticsWindow): ReadonlyArray<WindowWeek> =>
  weeksOf(localDayAt(w.zone, w.start), localDayAt(w.zone, w.end - 1)).map((week) => {
    const start = wallInstant(w.zone, `${week}T00:00`)
    const end = wallInstant(w.zone, `${addDays(week, 7)}T00:00`)
    return { week, from: Math.max(start, w.start), to: Math.min(end, w.end), settled: start >= w.start && end <= w.end && end <= w.now - DAY_MS }
  })

/** The weeks not yet answered as runs of adjacent instants, each read in one statement. */
const runsOf = (weeks: ReadonlyArray<WindowWeek>): ReadonlyArray<{ readonly from: number; readonly to: number }> => {
  const runs: Array<{ from: number; to: number }> = []
  for (const week of weeks) {
    const last = runs.at(-1)
    if (last !== undefined && last.to === week.from) last.to = week.to
    else runs.push({ from: week.from, to: week.to })
  }
  return runs
}

const upcoming = (w: AnalyticsWindow) => sql.fragment`c.date >= ${w.today}::date AND c.status <> 'cancelled'`

export const layer: Layer.Layer<AnalyticsRepo, never, PgPool> = Layer.effect(
  AnalyticsRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    /** Lag-tolerant reads (read-routing.ts): yesterday's figures a second late are still right. */
    const read = yield* readRunner

    /**
     * Active members and interests set per week, from member_activity: settled weeks from the zone's cache, the rest
     * (and settled weeks not cached yet, which are then cached) from the quarter hours themselves. On the primary: the
     * cache is written.
     */
    const activityHistory = (w: AnalyticsWindow) =>
      run(async (db) => {
        const weeks = weeksOfWindow(w)
        const settled = weeks.filter((week) => week.settled).map((week) => week.week)
        const cached = await db.any(weekRow`
          SELECT to_char(week, 'YYYY-MM-DD') AS week, series, n FROM analytics_week_cache
          WHERE zone = ${w.zone} AND week = ANY(${sql.array(settled, "date")})`)
        const known = new Set(cached.filter((c) => c.series === "active").map((c) => c.week))
        const counted = new Map<string, Record<(typeof HISTORY_SERIES)[number], number>>()
        for (const range of runsOf(weeks.filter((week) => !known.has(week.week)))) {
          const bins = sql.fragment`at_bucket >= ${instant(range.from)}::timestamptz AND at_bucket < ${instant(range.to)}::timestamptz`
          for (const row of await db.any(historyRow`
            SELECT to_char(date_trunc('week', at_bucket AT TIME ZONE ${w.zone}), 'YYYY-MM-DD') AS week, count(DISTINCT user_id)::int AS active,
                   sum(not_interested)::int AS not_interested, sum(interested)::int AS interested, sum(has_tickets)::int AS has_tickets
            FROM member_activity WHERE ${bins} GROUP BY 1`)) {
            counted.set(row.week, row)
          }
        }
        const fresh = settled
          .filter((week) => !known.has(week))
          .flatMap((week) => HISTORY_SERIES.map((series) => [week, series, counted.get(week)?.[series] ?? 0] as const))
        if (fresh.length > 0) {
          await db.query(noRows`
            INSERT INTO analytics_week_cache (zone, week, series, n)
            SELECT ${w.zone}, f.week, f.series, f.n FROM ${sql.unnest(fresh, ["date", "text", "int4"])} AS f (week, series, n)
            ON CONFLICT DO NOTHING`)
        }
        return [
          ...cached.filter((c) => known.has(c.week)),
          ...[...counted.entries()].flatMap(([week, row]) => HISTORY_SERIES.map((series) => ({ week, series, n: row[series] })))
        ]
      })
    return AnalyticsRepo.of({
      growth: (w) =>
        read(async (db) => {
          const joined = await db.any(
            perWeek(w, sql.fragment`SELECT created_at AS at, joined_via AS series, 1 AS n FROM users WHERE ${inWindow(w, sql.fragment`created_at`)}`)
          )
          const waitlist = await db.any(
            perWeek(
              w,
              sql.fragment`
              SELECT created_at AS at, 'listed' AS series, 1 AS n FROM waitlist WHERE ${inWindow(w, sql.fragment`created_at`)}
              UNION ALL SELECT invited_at, 'invited', 1 FROM waitlist WHERE ${inWindow(w, sql.fragment`invited_at`)}
              UNION ALL SELECT joined_at, 'joined', 1 FROM waitlist WHERE ${inWindow(w, sql.fragment`joined_at`)}`
            )
          )
          const totals = await db.one(growthRow`
            SELECT (SELECT count(*) FROM users WHERE created_at < ${instant(w.start)}::timestamptz)::int AS members_before,
                   (SELECT count(*) FROM users)::int AS members_now,
                   (SELECT count(*) FROM waitlist WHERE joined_at IS NULL)::int AS waitlist_now`)
          return { joined, waitlist, membersBefore: totals.members_before, membersNow: totals.members_now, waitlistNow: totals.waitlist_now }
        }),
      // A panel's statements are independent: each runs on a connection of its own, all at once (one after the other,
      // their sum was over 200 ms on tier M).
      invitations: (w) => {
        const now = sql.fragment`${instant(w.now)}::timestamptz`
        return Effect.all(
          [
            read((db) =>
              db.any(
                perWeek(
                  w,
                  sql.fragment`
              SELECT created_at AS at, 'sent' AS series, 1 AS n FROM invitations WHERE ${inWindow(w, sql.fragment`created_at`)}
              UNION ALL SELECT accepted_at, 'accepted', 1 FROM invitations WHERE ${inWindow(w, sql.fragment`accepted_at`)}
              UNION ALL SELECT expires_at, 'expired', 1 FROM invitations
                WHERE status = 'pending' AND expires_at <= ${now} AND ${inWindow(w, sql.fragment`expires_at`)}
              UNION ALL SELECT at_bucket, 'cancelled', n FROM analytics_counters
                WHERE metric = 'invitation.cancelled' AND ${inWindow(w, sql.fragment`at_bucket`)}`
                )
              )
            ),
            read((db) =>
              db.one(decidedRow`
            SELECT count(*) FILTER (WHERE status = 'accepted' OR expires_at <= ${now})::int AS decided,
                   count(*) FILTER (WHERE status = 'accepted')::int AS accepted
            FROM invitations WHERE ${inWindow(w, sql.fragment`created_at`)}`)
            ),
            read((db) =>
              db.one(medianRow`
            SELECT count(*)::int AS n,
                   percentile_cont(0.5) WITHIN GROUP (ORDER BY (extract(epoch FROM accepted_at - created_at) / 3600)::float8) AS median
            FROM invitations WHERE ${inWindow(w, sql.fragment`accepted_at`)}`)
            ),
            read((db) =>
              db.any(
                perWeek(
                  w,
                  sql.fragment`
              SELECT created_at AS at, 'received' AS series, 1 AS n FROM invite_requests WHERE ${inWindow(w, sql.fragment`created_at`)}
              UNION ALL SELECT reviewed_at, status, 1 FROM invite_requests WHERE status <> 'pending' AND ${inWindow(w, sql.fragment`reviewed_at`)}`
                )
              )
            )
          ],
          { concurrency: "unbounded" }
        ).pipe(
          Effect.map(([weekly, decided, median, requests]) => ({
            weekly,
            decided: decided.decided,
            accepted: decided.accepted,
            acceptedInWindow: median.n,
            medianHoursToAccept: median.median,
            requests
          }))
        )
      },
      activity: (w) =>
        Effect.gen(function* () {
          const [history, plans, opportunities] = yield* Effect.all(
            [
              activityHistory(w),
              read((db) =>
                db.any(
                  perWeek(
                    w,
                    sql.fragment`
                SELECT created_at AS at, 'plans' AS series, 1 AS n FROM plans WHERE ${inWindow(w, sql.fragment`created_at`)}
                UNION ALL SELECT created_at, 'messages', 1 FROM plan_messages WHERE event IS NULL AND ${inWindow(w, sql.fragment`created_at`)}`
                  )
                )
              ),
              read((db) =>
                db.one(opportunityRow`
              WITH pairs AS (
                SELECT DISTINCT recipient_id, concert_id FROM notifications
                WHERE kind = 'ready_to_go' AND concert_id IS NOT NULL AND ${inWindow(w, sql.fragment`created_at`)}
              )
              SELECT count(*)::int AS opportunities, count(DISTINCT recipient_id)::int AS people,
                     count(*) FILTER (WHERE EXISTS (
                       SELECT 1 FROM plans p JOIN plan_members m ON m.plan_id = p.id
                       WHERE p.concert_id = pairs.concert_id AND m.user_id = pairs.recipient_id))::int AS planned
              FROM pairs`)
              )
            ],
            { concurrency: "unbounded" }
          )
          return {
            active: history.filter((c) => c.series === "active"),
            interests: history.filter((c) => c.series !== "active"),
            plans,
            opportunities: opportunities.opportunities,
            opportunityPeople: opportunities.people,
            opportunitiesPlanned: opportunities.planned
          }
        }),
      catalogue: (w) =>
        Effect.flatMap(
          Effect.flatMap(MostWantedByIndex, (byIndex) => (byIndex === undefined ? Effect.succeed(undefined) : byIndex(w))),
          (counted) =>
            read(async (db) => {
              const perCity = await db.any(rankedRow`
            SELECT c.city AS label, 'concerts' AS series, count(*)::int AS n FROM concerts c WHERE ${upcoming(w)}
            GROUP BY c.city ORDER BY n DESC, c.city COLLATE "C" LIMIT 20`)
              const wanted =
                counted !== undefined
                  ? counted.length === 0
                    ? []
                    : await db.any(wantedRow`
            SELECT label, interested, has_tickets FROM (
            SELECT c.artist || ' — ' || c.venue || ', ' || c.city || ', ' || to_char(c.date, 'YYYY-MM-DD') AS label, f.interested, f.has_tickets
            FROM unnest(
              ${sql.array(
                counted.map((c) => c.concertId),
                "uuid"
              )},
              ${sql.array(
                counted.map((c) => c.interested),
                "int4"
              )},
              ${sql.array(
                counted.map((c) => c.hasTickets),
                "int4"
              )}
            ) AS f (concert_id, interested, has_tickets)
            JOIN concerts c ON c.id = f.concert_id
            ) wanted ORDER BY interested + has_tickets DESC, label COLLATE "C" LIMIT 10`)
                  : await db.any(wantedRow`
            SELECT label, interested, has_tickets FROM (
            SELECT c.artist || ' — ' || c.venue || ', ' || c.city || ', ' || to_char(c.date, 'YYYY-MM-DD') AS label, f.interested, f.has_tickets
            FROM (
              SELECT i.concert_id,
                     count(*) FILTER (WHERE i.interest_status = 'interested')::int AS interested,
                     count(*) FILTER (WHERE i.interest_status = 'has_tickets')::int AS has_tickets
              FROM concerts c JOIN user_concert_interests i ON i.concert_id = c.id
              WHERE ${upcoming(w)} AND i.interest_status <> 'not_interested'
              GROUP BY i.concert_id
            ) f JOIN concerts c ON c.id = f.concert_id
            ) wanted ORDER BY interested + has_tickets DESC, label COLLATE "C" LIMIT 10`)
              const added = await db.any(
                perWeek(
                  w,
                  sql.fragment`
              SELECT created_at AS at,
                     CASE WHEN jsonb_typeof(details -> 'suggestionId') = 'string' THEN 'suggestion' ELSE 'form' END AS series, 1 AS n
              FROM audit_log WHERE action = 'concert.created' AND ${inWindow(w, sql.fragment`created_at`)}
              UNION ALL SELECT created_at, 'import',
                     CASE WHEN jsonb_typeof(details -> 'imported') = 'number' THEN (details ->> 'imported')::int ELSE 0 END
              FROM audit_log WHERE action = 'concerts.imported' AND ${inWindow(w, sql.fragment`created_at`)}`
                )
              )
              const suggestions = await db.any(
                perWeek(
                  w,
                  sql.fragment`
              SELECT created_at AS at, 'received' AS series, 1 AS n FROM concert_suggestions WHERE ${inWindow(w, sql.fragment`created_at`)}
              UNION ALL SELECT decided_at, status, 1 FROM concert_suggestions
                WHERE status IN ('approved', 'rejected') AND ${inWindow(w, sql.fragment`decided_at`)}`
                )
              )
              return {
                perCity,
                mostWanted: wanted.map((r) => ({ label: r.label, interested: r.interested, hasTickets: r.has_tickets })),
                added,
                suggestions
              }
            })
        ),
      mail: (w) =>
        read(async (db) => {
          const sent = await db.any(
            perWeek(
              w,
              sql.fragment`
              SELECT at_bucket AS at, substr(metric, 11) AS series, n FROM analytics_counters
              WHERE starts_with(metric, 'mail.sent.') AND ${inWindow(w, sql.fragment`at_bucket`)}`
            )
          )
          const unsubscribes = await db.any(rankedRow`
            SELECT substr(metric, 13) AS label, 'unsubscribes' AS series, sum(n)::int AS n FROM analytics_counters
            WHERE starts_with(metric, 'unsubscribe.') AND ${inWindow(w, sql.fragment`at_bucket`)}
            GROUP BY metric ORDER BY sum(n) DESC, metric COLLATE "C"`)
          return { sent, unsubscribes }
        })
    })
  })
)
