/**
 * The viewer's hidden set in SQL (BlockRepo.hiddenFrom, issue #29): everyone in a block with the viewer, either
 * way, every account suspended at `now`, and every account waiting to be purged (issue #30). A handful of rows read
 * by two indexes and two partial ones; statements that name people anti-join it (`user_id NOT IN (SELECT user_id
 * FROM hidden)` is hashed once per statement).
 */
import { type FragmentSqlToken, sql } from "slonik"
import { instant } from "./rows.ts"

export const hiddenFromSql = (viewer: string, now: number): FragmentSqlToken => sql.fragment`
  SELECT b.blocked_id AS user_id FROM user_blocks b WHERE b.blocker_id = ${viewer}::uuid
  UNION
  SELECT b.blocker_id FROM user_blocks b WHERE b.blocked_id = ${viewer}::uuid
  UNION
  SELECT u.id FROM users u
  WHERE u.suspended_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until > ${instant(now)}::timestamptz)
    AND u.id <> ${viewer}::uuid
  UNION
  SELECT u.id FROM users u WHERE u.deletion_requested_at IS NOT NULL AND u.id <> ${viewer}::uuid`
