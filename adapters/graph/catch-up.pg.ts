/**
 * Reads the log since a snapshot (migration 0028): the keys written by transactions that were not committed at that
 * snapshot (people by their `users.graph_id`), each with its current state, and the statement's own snapshot to read from next. One statement, so the
 * states and the new snapshot agree. `missed`: rows the reader had not read were pruned (it must load again).
 */
import { Schema } from "effect"
import { type CommonQueryMethods, sql } from "slonik"
import type { Visibility } from "../../domain/accounts/contract.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import type { ConcertStatus } from "../../domain/concerts/show.ts"
import type { Change } from "./social-graph.ts"

const Person = Schema.Struct({
  graph_id: Schema.Number,
  id: Schema.NullOr(Schema.String),
  visibility: Schema.String,
  name: Schema.NullOr(Schema.String),
  away: Schema.Number
})
const Pair = Schema.Struct({ a: Schema.Number, b: Schema.Number, exists: Schema.Boolean })
const Interest = Schema.Struct({ person: Schema.Number, concert_id: Schema.String, status: Schema.NullOr(Schema.String) })
const Show = Schema.Struct({
  id: Schema.String,
  added: Schema.Boolean,
  date: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  city_key: Schema.NullOr(Schema.String),
  artist_key: Schema.NullOr(Schema.String),
  status: Schema.NullOr(Schema.String)
})
const CatchUpRow = Schema.Struct({
  snapshot: Schema.String,
  missed: Schema.Boolean,
  people: Schema.Array(Person),
  friendships: Schema.Array(Pair),
  blocks: Schema.Array(Pair),
  interests: Schema.Array(Interest),
  concerts: Schema.Array(Show)
})
const catchUpRow = sql.type(Schema.toStandardSchemaV1(CatchUpRow))

export interface CatchUp {
  readonly snapshot: string
  readonly missed: boolean
  readonly changes: ReadonlyArray<Change>
}

const json = (rows: ReturnType<typeof sql.fragment>) => sql.fragment`COALESCE((SELECT json_agg(x) FROM (${rows}) x), '[]'::json)`

const probeRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ snapshot: Schema.String, missed: Schema.Boolean, changed: Schema.Boolean })))

export const readChanges = async (db: CommonQueryMethods, since: string): Promise<CatchUp> => {
  // Most reads find nothing new: a small statement says so (and gives the snapshot to read from next); the whole one
  // runs only when there is something to read.
  const probe = await db.one(probeRow`
    SELECT pg_current_snapshot()::text AS snapshot,
      (SELECT p.through >= pg_snapshot_xmin(since.s) FROM graph_changes_pruned p) AS missed,
      EXISTS (SELECT 1 FROM graph_changes g WHERE g.xid >= pg_snapshot_xmin(since.s) AND NOT pg_visible_in_snapshot(g.xid, since.s)) AS changed
    FROM (SELECT ${since}::pg_snapshot AS s) since`)
  if (!probe.changed || probe.missed) return { snapshot: probe.snapshot, missed: probe.missed, changes: [] }
  const row = await db.one(catchUpRow`
    WITH since AS (SELECT ${since}::pg_snapshot AS s),
    changed AS MATERIALIZED (
      SELECT g.kind, g.person, g.other, g.concert FROM graph_changes g, since
      WHERE g.xid >= pg_snapshot_xmin(since.s) AND NOT pg_visible_in_snapshot(g.xid, since.s)
      GROUP BY g.kind, g.person, g.other, g.concert)
    SELECT pg_current_snapshot()::text AS snapshot,
      (SELECT p.through >= pg_snapshot_xmin(since.s) FROM graph_changes_pruned p, since) AS missed,
      ${json(sql.fragment`
        SELECT DISTINCT ch.person AS graph_id, u.id, COALESCE(p.concert_visibility, 'friends_of_friends') AS visibility,
          p.display_name AS name,
          COALESCE(CASE WHEN u.deletion_requested_at IS NOT NULL THEN -1 WHEN u.suspended_at IS NULL THEN 0
            WHEN u.suspended_until IS NULL THEN -1 ELSE extract(epoch FROM u.suspended_until) * 1000 END, -1)::float8 AS away
        FROM changed ch LEFT JOIN users u ON u.graph_id = ch.person LEFT JOIN profiles p ON p.user_id = u.id WHERE ch.kind = 'user'`)} AS people,
      ${json(sql.fragment`
        SELECT ch.person AS a, ch.other AS b, EXISTS (SELECT 1 FROM users a JOIN users b ON b.graph_id = ch.other
          JOIN friendships f ON f.user_a = a.id AND f.user_b = b.id WHERE a.graph_id = ch.person) AS exists
        FROM changed ch WHERE ch.kind = 'friendship'`)} AS friendships,
      ${json(sql.fragment`
        SELECT ch.person AS a, ch.other AS b, EXISTS (SELECT 1 FROM users a JOIN users b ON b.graph_id = ch.other
          JOIN user_blocks k ON k.blocker_id = a.id AND k.blocked_id = b.id WHERE a.graph_id = ch.person) AS exists
        FROM changed ch WHERE ch.kind = 'block'`)} AS blocks,
      ${json(sql.fragment`
        SELECT ch.person, ch.concert AS concert_id, i.interest_status AS status
        FROM changed ch LEFT JOIN users u ON u.graph_id = ch.person
        LEFT JOIN user_concert_interests i ON i.user_id = u.id AND i.concert_id = ch.concert WHERE ch.kind = 'interest'`)} AS interests,
      ${json(sql.fragment`
        SELECT k.id, k.added, c.date::text AS date, c.city, CASE WHEN c.city_folded = '' THEN c.city ELSE c.city_folded END AS city_key,
          c.artist_key, c.status
        FROM (SELECT ch.concert AS id, bool_or(ch.kind = 'concert_added') AS added FROM changed ch
              WHERE ch.kind IN ('concert', 'concert_added') GROUP BY ch.concert) k
        LEFT JOIN concerts c ON c.id = k.id`)} AS concerts
    FROM since`)
  // Concerts first (an interest names one), then people, then the edges between them.
  const changes: Array<Change> = [
    ...row.concerts.map(
      (c): Change => ({
        kind: "concert",
        id: c.id,
        isNew: c.added,
        concert:
          c.date === null
            ? null
            : { id: c.id, date: c.date, city: c.city ?? "", cityKey: c.city_key ?? "", artistKey: c.artist_key ?? "", status: c.status as ConcertStatus }
      })
    ),
    ...row.people.map(
      (p): Change => ({
        kind: "user",
        graphId: p.graph_id,
        person:
          p.id === null
            ? null
            : { id: p.id, visibility: p.visibility as Visibility, displayName: p.name, awayUntil: p.away < 0 ? Number.POSITIVE_INFINITY : p.away }
      })
    ),
    ...row.friendships.map((f): Change => ({ kind: "friendship", a: f.a, b: f.b, exists: f.exists })),
    ...row.blocks.map((b): Change => ({ kind: "block", blocker: b.a, blocked: b.b, exists: b.exists })),
    ...row.interests.map((i): Change => ({ kind: "interest", person: i.person, concertId: i.concert_id, status: i.status as InterestStatus | null }))
  ]
  return { snapshot: row.snapshot, missed: row.missed, changes }
}

/** Deletes the log's rows older than an hour and records the newest transaction among them (the server, hourly). */
export const pruneChanges = async (db: CommonQueryMethods): Promise<number> => {
  const deleted = await db.oneFirst(
    sql.type(Schema.toStandardSchemaV1(Schema.Struct({ deleted: Schema.Number })))`
      WITH gone AS (DELETE FROM graph_changes WHERE at < now() - interval '1 hour' RETURNING xid),
      noted AS (UPDATE graph_changes_pruned SET through = GREATEST(through, (SELECT max(xid) FROM gone)) WHERE EXISTS (SELECT 1 FROM gone))
      SELECT count(*)::int AS deleted FROM gone`
  )
  return deleted
}
