/**
 * The SQL pieces of the discovery query. The viewer's circle is two small CTEs read from the indexed
 * friendships (degree 1: one index scan per side; degree 2: the two-hop join), and "shown" is the domain's
 * `isShown` rule in SQL: someone else's interest, not not_interested, in the circle, visible at their degree.
 */
import { type FragmentSqlToken, sql } from "slonik"
import type { ActivityKind, Circle } from "../../domain/concerts/discovery.ts"
import { edges } from "./friendship-repo.pg.ts"

/** canSeeActivity over `p` (the owner's profile; none means friends_of_friends) and `ci` (their degree). */
const visibleToViewer = sql.fragment`
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
 */
export const circleCtes = (viewer: string, circle: Circle) => sql.fragment`
  d1 AS MATERIALIZED (SELECT e.dst AS user_id FROM ${edges} e WHERE e.src = ${viewer}::uuid),
  d2 AS MATERIALIZED (
    SELECT DISTINCT e2.dst AS user_id FROM d1 JOIN ${edges} e2 ON e2.src = d1.user_id
    WHERE e2.dst <> ${viewer}::uuid AND NOT EXISTS (SELECT 1 FROM d1 x WHERE x.user_id = e2.dst)),
  circle AS (SELECT user_id, 1 AS degree FROM d1 UNION ALL SELECT user_id, 2 AS degree FROM d2),
  circle_activity AS MATERIALIZED (
    SELECT i.concert_id, bool_or(i.interest_status = 'has_tickets') AS tickets
    FROM circle ci JOIN user_concert_interests i ON i.user_id = ci.user_id LEFT JOIN profiles p ON p.user_id = i.user_id
    WHERE i.interest_status <> 'not_interested' AND ${inCircle(circle)} AND ${visibleToViewer}
    GROUP BY i.concert_id)`

/** The interests shown on the concert `concertId` (a column reference), with degree and display name. */
export const shownOn = (viewer: string, circle: Circle, concertId: FragmentSqlToken, extra = sql.fragment`true`) => sql.fragment`
  SELECT i.user_id, i.interest_status, ci.degree, p.display_name
  FROM user_concert_interests i
  LEFT JOIN circle ci ON ci.user_id = i.user_id
  LEFT JOIN profiles p ON p.user_id = i.user_id
  WHERE i.concert_id = ${concertId} AND i.user_id <> ${viewer}::uuid AND i.interest_status <> 'not_interested'
    AND ${inCircle(circle)} AND ${visibleToViewer} AND ${extra}`

/**
 * Concert `c` has an interest shown (tickets only when asked). For a friends circle the filter reads the
 * `circle_activity` CTE (built once from the circle's own interests, by the primary key on user); for
 * anyone it is an EXISTS probe of the concert's interests (by concert), which stops at the page's LIMIT.
 */
const hasShown = (viewer: string, circle: Circle, tickets: boolean) =>
  circle === "anyone"
    ? sql.fragment`EXISTS (${shownOn(viewer, circle, sql.fragment`c.id`, tickets ? sql.fragment`i.interest_status = 'has_tickets'` : sql.fragment`true`)})`
    : sql.fragment`c.id IN (SELECT a.concert_id FROM circle_activity a WHERE ${tickets ? sql.fragment`a.tickets` : sql.fragment`true`})`

/** The activity filter on concert `c`, applied before paging so that every page is full. */
export const keeps = (viewer: string, circle: Circle, activity: ActivityKind): FragmentSqlToken => {
  const shown = (extra?: FragmentSqlToken) => shownOn(viewer, circle, sql.fragment`c.id`, extra)
  switch (activity) {
    case "all":
      return sql.fragment`true`
    case "interest":
      return hasShown(viewer, circle, false)
    case "tickets":
      return hasShown(viewer, circle, true)
    case "mine":
      return sql.fragment`EXISTS (SELECT 1 FROM user_concert_interests m WHERE m.user_id = ${viewer}::uuid
        AND m.concert_id = c.id AND m.interest_status IN ('interested', 'has_tickets'))`
    case "group":
      return sql.fragment`(SELECT count(*) FROM (${shown()}) g) >= 2`
  }
}
