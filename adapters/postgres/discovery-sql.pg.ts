/**
 * The SQL pieces of the discovery query. The viewer's circle is two small CTEs read from the indexed
 * friendships (degree 1: one index scan per side; degree 2: the two-hop join), and "shown" is the domain's
 * `isShown` rule in SQL: someone else's interest, not not_interested, in the circle, visible at their degree.
 */
import { type FragmentSqlToken, sql } from "slonik"
import type { ActivityKind, Circle } from "../../domain/concerts/discovery.ts"
import { hiddenFromSql } from "./hidden-sql.pg.ts"

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
 * Both degrees come from `friend_lists` (migration 0013, kept by triggers on friendships): d1 is the viewer's
 * array, d2 the arrays of the viewer's friends, one row read per friend, unnested as they are. So d2 is
 * every friend of a friend with repeats, the viewer and the viewer's friends among them: its readers test
 * d1 first (`shownOn`'s CASE) or take them out (`circle`), and `IN (SELECT …)` hashes it into a set. Not
 * sorting ~30,000 ids into ~18,000 nor anti-joining them with d1 halves the walk (tier M).
 *
 * `hidden`: the people hidden from the viewer at `now` (BlockRepo `hiddenFrom`, issue #29: a block either way, an
 * account suspended at that instant; a handful of rows, hashed once per statement by each `NOT IN`). d1 leaves them
 * out, so no hidden friend is a path to degree 2; d2 keeps them (filtering its ~30,000 ids would cost more than its
 * readers' own test), and `circle` and `shownOn` take them out at every degree. Without `now` it is empty: for a
 * caller that keeps its own rule of who is hidden.
 */
export const circleCtes = (viewer: string, circle: Circle, now?: number) => sql.fragment`
  hidden AS MATERIALIZED (${now === undefined ? sql.fragment`SELECT NULL::uuid AS user_id WHERE false` : hiddenFromSql(viewer, now)}),
  d1 AS MATERIALIZED (
    SELECT f.user_id FROM friend_lists l CROSS JOIN LATERAL unnest(l.friends) f (user_id)
    WHERE l.user_id = ${viewer}::uuid AND f.user_id NOT IN (SELECT user_id FROM hidden)),
  d2 AS MATERIALIZED (SELECT unnest(l.friends) AS user_id FROM friend_lists l WHERE l.user_id IN (SELECT user_id FROM d1)),
  circle AS (
    SELECT user_id, 1 AS degree FROM d1
    ${
      circle === "friends"
        ? sql.fragment``
        : sql.fragment`UNION ALL
    SELECT DISTINCT user_id, 2 AS degree FROM d2
    WHERE user_id <> ${viewer}::uuid AND user_id NOT IN (SELECT user_id FROM d1) AND user_id NOT IN (SELECT user_id FROM hidden)`
    }),
  circle_activity AS MATERIALIZED (
    SELECT i.concert_id, bool_or(i.interest_status = 'has_tickets') AS tickets
    FROM circle ci JOIN user_concert_interests i ON i.user_id = ci.user_id LEFT JOIN profiles p ON p.user_id = i.user_id
    WHERE i.interest_status <> 'not_interested' AND ${inCircle(circle)} AND ${visibleToViewer}
    GROUP BY i.concert_id)`

/**
 * Degree 2 of the person `i.user_id`: in d2 (`hashed`: the set built once per statement, for pages of many
 * concerts), or (`probed`: for one concert, whose few dozen interests would not pay for hashing all of d2, about
 * 30,000 ids at tier M) one of their own friends, read from their row of friend_lists, is in d1. The lists are
 * symmetric (migration 0013), so both say the same.
 */
const degreeTwo = (degree2: "hashed" | "probed") =>
  degree2 === "hashed"
    ? sql.fragment`i.user_id IN (SELECT user_id FROM d2)`
    : sql.fragment`EXISTS (SELECT 1 FROM friend_lists fl CROSS JOIN LATERAL unnest(fl.friends) f (user_id)
                           WHERE fl.user_id = i.user_id AND CASE WHEN f.user_id IN (SELECT user_id FROM d1) THEN true END)`

/**
 * The interests shown on the concert `concertId` (a column reference), with degree and display name, nobody hidden
 * from the viewer among them (the `hidden` CTE, tested on the interest's row before its lookups). It runs
 * once per concert, so each lookup is by key: the degree from hashed sets of d1 and d2 (built once per
 * statement; a join with the circle would scan it for every concert; see `degreeTwo`), the profile by its primary
 * key. The OFFSET 0s keep both per-row lookups: the degree computed once (not once per mention, each with its own
 * hashed sets), the profile not a scan of every profile per concert.
 */
export const shownOn = (
  viewer: string,
  circle: Circle,
  concertId: FragmentSqlToken,
  extra = sql.fragment`true`,
  degree2: "hashed" | "probed" = "hashed"
) => sql.fragment`
  SELECT i.user_id, i.interest_status, ci.degree, p.display_name
  FROM user_concert_interests i
  CROSS JOIN LATERAL (SELECT CASE WHEN i.user_id IN (SELECT user_id FROM d1) THEN 1
                                  ${circle === "friends" ? sql.fragment`` : sql.fragment`WHEN ${degreeTwo(degree2)} THEN 2`} END AS degree OFFSET 0) ci
  LEFT JOIN LATERAL (SELECT pr.concert_visibility, pr.display_name FROM profiles pr WHERE pr.user_id = i.user_id OFFSET 0) p ON true
  WHERE i.concert_id = ${concertId} AND i.user_id <> ${viewer}::uuid AND i.interest_status <> 'not_interested'
    AND i.user_id NOT IN (SELECT user_id FROM hidden)
    AND ${inCircle(circle)} AND ${visibleToViewer} AND ${extra}`

/**
 * Above this many people in the circle, probing concerts in date order beats reading the circle's every
 * interest. The size compared counts d2 with its repeats (a plan choice only: both plans answer the same).
 */
export const LARGE_CIRCLE = 1_000

/**
 * The cheap half of the activity filter, on concert `c` alone, tested before the concert is annotated: the
 * viewer's own interest for "mine"; for a small circle's interest, tickets and group, a concert the circle
 * shows activity on (`circle_activity`, built once from the circle's own interests by the primary key on
 * user), so sparse activity does not annotate the whole catalogue. Anyone and a large circle, whose interests
 * are everywhere, annotate concerts in date order and stop at the page's LIMIT. The CASE computes only the
 * branch it takes. `largeCircle` is the size above which it probes (the contract test sets 0 to cover it).
 */
export const mayKeep = (viewer: string, circle: Circle, activity: ActivityKind, largeCircle = LARGE_CIRCLE): FragmentSqlToken => {
  switch (activity) {
    case "all":
      return sql.fragment`true`
    case "mine":
      return sql.fragment`EXISTS (SELECT 1 FROM user_concert_interests m WHERE m.user_id = ${viewer}::uuid
        AND m.concert_id = c.id AND m.interest_status IN ('interested', 'has_tickets'))`
    case "interest":
    case "tickets":
    case "group": {
      if (circle === "anyone") return sql.fragment`true`
      const tickets = activity === "tickets" ? sql.fragment`a.tickets` : sql.fragment`true`
      const size = circle === "friends" ? sql.fragment`(SELECT count(*) FROM d1)` : sql.fragment`((SELECT count(*) FROM d1) + (SELECT count(*) FROM d2))`
      return sql.fragment`CASE WHEN ${size} > ${largeCircle} THEN true
        ELSE c.id IN (SELECT a.concert_id FROM circle_activity a WHERE ${tickets}) END`
    }
  }
}

/** The rest of the activity filter, on the counts of the concert's annotation (`s`, see `pageStatement`). */
export const keepsShown = (activity: ActivityKind): FragmentSqlToken => {
  const tickets = sql.fragment`(s.friends_tickets + s.fof_tickets + s.others_tickets)`
  const all = sql.fragment`(s.friends_interested + s.fof_interested + s.others_interested + ${tickets})`
  switch (activity) {
    case "all":
    case "mine":
      return sql.fragment`true`
    case "interest":
      return sql.fragment`${all} > 0`
    case "tickets":
      return sql.fragment`${tickets} > 0`
    case "group":
      return sql.fragment`${all} >= 2`
  }
}
