/**
 * The SQL pieces of the discovery query. The viewer's circle is two small CTEs read from the indexed
 * friendships (degree 1: one index scan per side; degree 2: the two-hop join), and "shown" is the domain's
 * `isShown` rule in SQL: someone else's interest, not not_interested, in the circle, visible at their degree.
 */
import { type FragmentSqlToken, sql } from "slonik"
import type { ActivityKind, Circle } from "../../domain/concerts/discovery.ts"
import { edges } from "./friendship-repo.pg.ts"

/** canSeeActivity over `p` (the owner's profile; none means friends_of_friends) and `ci` (their degree). */
export const visibleToViewer = sql.fragment`
  CASE COALESCE(p.concert_visibility, 'friends_of_friends')
    WHEN 'public' THEN true
    WHEN 'friends_of_friends' THEN ci.degree IS NOT NULL
    WHEN 'friends_only' THEN COALESCE(ci.degree = 1, false)
    ELSE false END`

const inCircle = (circle: Circle) =>
  circle === "friends" ? sql.fragment`ci.degree = 1` : circle === "friends_of_friends" ? sql.fragment`ci.degree IS NOT NULL` : sql.fragment`true`

/**
 * `d1`, `d2` and `circle (user_id, degree)`: the viewer's friends and friends of friends (never the viewer);
 * `circle_activity`: the concerts with interest shown from the circle (computed only where it is read).
 * d2 walks each friend's own friend list by index (the OFFSET 0 keeps the planner from turning the walk into
 * a hash join over every friendship, which it prefers on its low estimate of d1).
 */
export const circleCtes = (viewer: string, circle: Circle) => sql.fragment`
  d1 AS MATERIALIZED (SELECT e.dst AS user_id FROM ${edges} e WHERE e.src = ${viewer}::uuid),
  d2 AS MATERIALIZED (
    SELECT DISTINCT f.dst AS user_id
    FROM d1 CROSS JOIN LATERAL (SELECT e2.dst FROM ${edges} e2 WHERE e2.src = d1.user_id OFFSET 0) f
    WHERE f.dst <> ${viewer}::uuid AND NOT EXISTS (SELECT 1 FROM d1 x WHERE x.user_id = f.dst)),
  circle AS (SELECT user_id, 1 AS degree FROM d1 UNION ALL SELECT user_id, 2 AS degree FROM d2),
  circle_activity AS MATERIALIZED (
    SELECT i.concert_id, bool_or(i.interest_status = 'has_tickets') AS tickets
    FROM circle ci JOIN user_concert_interests i ON i.user_id = ci.user_id LEFT JOIN profiles p ON p.user_id = i.user_id
    WHERE i.interest_status <> 'not_interested' AND ${inCircle(circle)} AND ${visibleToViewer}
    GROUP BY i.concert_id)`

/**
 * The interests shown on the concert `concertId` (a column reference), with degree and display name. It runs
 * once per concert, so each lookup is by key: the degree from hashed sets of d1 and d2 (built once per
 * statement; a join with the circle would scan it for every concert), the profile by its primary key. The
 * OFFSET 0s keep both per-row lookups: the degree computed once (not once per mention, each with its own
 * hashed sets), the profile not a scan of every profile per concert.
 */
export const shownOn = (viewer: string, circle: Circle, concertId: FragmentSqlToken, extra = sql.fragment`true`) => sql.fragment`
  SELECT i.user_id, i.interest_status, ci.degree, p.display_name
  FROM user_concert_interests i
  CROSS JOIN LATERAL (SELECT CASE WHEN i.user_id IN (SELECT user_id FROM d1) THEN 1
                                  WHEN i.user_id IN (SELECT user_id FROM d2) THEN 2 END AS degree OFFSET 0) ci
  LEFT JOIN LATERAL (SELECT pr.concert_visibility, pr.display_name FROM profiles pr WHERE pr.user_id = i.user_id OFFSET 0) p ON true
  WHERE i.concert_id = ${concertId} AND i.user_id <> ${viewer}::uuid AND i.interest_status <> 'not_interested'
    AND ${inCircle(circle)} AND ${visibleToViewer} AND ${extra}`

/** Above this many people in the circle, probing concerts in date order beats reading the circle's every interest. */
export const LARGE_CIRCLE = 1_000

/**
 * Concert `c` has an interest shown (tickets only when asked). The EXISTS probe reads the concert's interests
 * (by concert) and stops at the page's LIMIT: right for anyone and for a large circle, whose interests are
 * everywhere. A small circle reads the `circle_activity` CTE instead (built once from the circle's own
 * interests, by the primary key on user), so sparse activity does not walk the whole catalogue; the CASE
 * computes only the branch it takes.
 */
const hasShown = (viewer: string, circle: Circle, tickets: boolean, largeCircle: number) => {
  const shown = shownOn(viewer, circle, sql.fragment`c.id`, tickets ? sql.fragment`i.interest_status = 'has_tickets'` : sql.fragment`true`)
  if (circle === "anyone") return sql.fragment`EXISTS (${shown})`
  const fromActivity = sql.fragment`c.id IN (SELECT a.concert_id FROM circle_activity a WHERE ${tickets ? sql.fragment`a.tickets` : sql.fragment`true`})`
  // OFFSET 0: inside a CASE the planner may otherwise hash the EXISTS over every interest of every concert.
  const size = circle === "friends" ? sql.fragment`(SELECT count(*) FROM d1)` : sql.fragment`((SELECT count(*) FROM d1) + (SELECT count(*) FROM d2))`
  return sql.fragment`CASE WHEN ${size} > ${largeCircle}
    THEN EXISTS (${shown} OFFSET 0) ELSE ${fromActivity} END`
}

/**
 * The activity filter on concert `c`, applied before paging so that every page is full. `largeCircle` is
 * the circle size above which the filter probes concerts (the contract test sets 0 to cover that plan).
 */
export const keeps = (viewer: string, circle: Circle, activity: ActivityKind, largeCircle = LARGE_CIRCLE): FragmentSqlToken => {
  const shown = (extra?: FragmentSqlToken) => shownOn(viewer, circle, sql.fragment`c.id`, extra)
  switch (activity) {
    case "all":
      return sql.fragment`true`
    case "interest":
      return hasShown(viewer, circle, false, largeCircle)
    case "tickets":
      return hasShown(viewer, circle, true, largeCircle)
    case "mine":
      return sql.fragment`EXISTS (SELECT 1 FROM user_concert_interests m WHERE m.user_id = ${viewer}::uuid
        AND m.concert_id = c.id AND m.interest_status IN ('interested', 'has_tickets'))`
    case "group":
      return sql.fragment`(SELECT count(*) FROM (${shown()}) g) >= 2`
  }
}
