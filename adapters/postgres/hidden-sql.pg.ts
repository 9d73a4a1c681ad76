/**
 * The viewer's hidden set in SQL (BlockRepo.hiddenFrom, issue #29): everyone in a block with the viewer, either
 * way, every account suspended at `now`, and every account waiting to be purged (issue #30). A handful of rows read
 * by two indexes and two partial ones; statements that name people anti-join it (`user_id NOT IN (SELECT user_id
 * FROM hidden)` is hashed once per statement).
 */
import { type FragmentSqlToken, sql } from "slonik"
import { instant } from "./rows.ts"

/**
 * Every account hidden from everyone at `now` (suspended, or waiting to be purged), by the two partial indexes: the
 * part of the hidden set that is no viewer's. The one spelling of that rule, for the statements that ask it of an
 * account (the owner of a live event, the digest's recipients, the paths of Ready to Go), so none forgets a deletion.
 */
export const awayUsersSql = (now: number): FragmentSqlToken => sql.fragment`
  SELECT u.id AS user_id FROM users u
  WHERE u.suspended_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until > ${instant(now)}::timestamptz)
  UNION
  SELECT u.id FROM users u WHERE u.deletion_requested_at IS NOT NULL`

export const hiddenFromSql = (viewer: string, now: number): FragmentSqlToken => sql.fragment`
  SELECT b.blocked_id AS user_id FROM user_blocks b WHERE b.blocker_id = ${viewer}::uuid
  UNION
  SELECT b.blocker_id FROM user_blocks b WHERE b.blocked_id = ${viewer}::uuid
  UNION
  SELECT a.user_id FROM (${awayUsersSql(now)}) a WHERE a.user_id <> ${viewer}::uuid`
