/**
 * `friend_lists` (migration 0013) is derived from `friendships` by triggers: after any sequence of
 * friendships made and ended (one at a time, several per statement, by an account's deletion, from concurrent
 * transactions), each person's array holds exactly their friends, and an update of a friendship is refused.
 */
import fc from "fast-check"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { testDatabase } from "../../tests/support/pg.ts"

const PEOPLE = 8

describe("friend_lists follow friendships", () => {
  let db: Awaited<ReturnType<typeof testDatabase>>
  let client: pg.Client
  const ids: Array<string> = []
  const q = (text: string, values: Array<unknown> = []) => client.query(text, values)

  beforeAll(async () => {
    db = await testDatabase()
    client = new pg.Client({ connectionString: db.url })
    await client.connect()
    for (let n = 0; n < PEOPLE; n++) {
      const { rows } = await q("INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id", [`p${n}@example.com`])
      ids.push(rows[0].id)
    }
  })
  afterAll(async () => {
    await client.end()
    await db.drop()
  })

  /** Each person's friends as the friendships say, and as friend_lists says (sorted, people without friends left out). */
  const bothViews = async () => {
    const truth = await q(`
      SELECT src::text AS user_id, array_agg(dst::text ORDER BY dst) AS friends
      FROM (SELECT user_a AS src, user_b AS dst FROM friendships UNION ALL SELECT user_b, user_a FROM friendships) e
      GROUP BY src ORDER BY src`)
    const lists = await q(`
      SELECT user_id::text, ARRAY(SELECT f::text FROM unnest(friends) f ORDER BY f) AS friends
      FROM friend_lists WHERE cardinality(friends) > 0 ORDER BY user_id`)
    return { truth: truth.rows, lists: lists.rows }
  }

  const pair = (a: number, b: number) => (ids[a]! < ids[b]! ? [ids[a]!, ids[b]!] : [ids[b]!, ids[a]!])
  const pairArb = fc
    .tuple(fc.nat(PEOPLE - 1), fc.nat(PEOPLE - 1))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => pair(a, b))
  const opArb = fc.oneof(
    fc.record({ kind: fc.constant("befriend" as const), pairs: fc.array(pairArb, { minLength: 1, maxLength: 4 }) }),
    fc.record({ kind: fc.constant("unfriend" as const), pairs: fc.array(pairArb, { minLength: 1, maxLength: 4 }) }),
    fc.record({ kind: fc.constant("unfriendAllOf" as const), person: fc.nat(PEOPLE - 1) })
  )

  it("after random friendships made and ended, one or several per statement, every list is exact", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        await q("DELETE FROM friendships")
        for (const op of ops) {
          if (op.kind === "befriend") {
            await q(`INSERT INTO friendships (user_a, user_b) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING`, [
              op.pairs.map((p) => p[0]),
              op.pairs.map((p) => p[1])
            ])
          } else if (op.kind === "unfriend") {
            await q(`DELETE FROM friendships WHERE (user_a, user_b) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`, [
              op.pairs.map((p) => p[0]),
              op.pairs.map((p) => p[1])
            ])
          } else {
            await q("DELETE FROM friendships WHERE user_a = $1 OR user_b = $1", [ids[op.person]])
          }
          const { truth, lists } = await bothViews()
          expect(lists).toEqual(truth)
        }
      }),
      { numRuns: 25 }
    )
  })

  it("a deleted account leaves nobody's list, and its own list goes with it", async () => {
    const { rows } = await q("INSERT INTO users (email, password_hash) VALUES ('gone@example.com', 'x') RETURNING id")
    const gone = rows[0].id as string
    await q("DELETE FROM friendships")
    for (const other of ids.slice(0, 3)) {
      const [a, b] = gone < other ? [gone, other] : [other, gone]
      await q("INSERT INTO friendships (user_a, user_b) VALUES ($1, $2)", [a, b])
    }
    await q("DELETE FROM users WHERE id = $1", [gone])
    const { truth, lists } = await bothViews()
    expect(lists).toEqual(truth)
    expect((await q("SELECT count(*)::int AS n FROM friend_lists WHERE user_id = $1", [gone])).rows[0].n).toBe(0)
    expect((await q("SELECT count(*)::int AS n FROM friend_lists WHERE $1 = ANY (friends)", [gone])).rows[0].n).toBe(0)
  })

  it("refuses to update a friendship in place", async () => {
    await q("DELETE FROM friendships")
    const [a, b] = pair(0, 1)
    await q("INSERT INTO friendships (user_a, user_b) VALUES ($1, $2)", [a, b])
    await expect(q("UPDATE friendships SET created_at = now() WHERE user_a = $1", [a])).rejects.toMatchObject({ code: "23001" })
  })

  it("concurrent statements making and ending friendships among the same people end exact, without deadlock", async () => {
    await q("DELETE FROM friendships")
    const pool = new pg.Pool({ connectionString: db.url, max: 6 })
    try {
      // Every pair of six people, made by six clients at once, each in its own order and some several per
      // statement (a wait cycle, were the lists locked in any other order than by user id), then half ended.
      const pairs = ids.slice(0, 6).flatMap((_, a) => ids.slice(0, 6).flatMap((__, b) => (a < b ? [pair(a, b)] : [])))
      const rounds = (sql: string, list: Array<Array<string>>) =>
        Promise.all(
          Array.from({ length: 6 }, async (_, worker) => {
            const mine = list.filter((_, n) => (n + worker) % 3 !== 0)
            if (worker % 2 === 1) mine.reverse()
            for (let n = 0; n < mine.length; n += 1 + (worker % 3)) {
              // Pairs sorted within a statement: the friendships key itself would otherwise deadlock two
              // statements inserting the same pairs in opposite orders, which is not what is tested here.
              const batch = mine.slice(n, n + 1 + (worker % 3)).sort((x, y) => (x.join() < y.join() ? -1 : 1))
              await pool.query(sql, [batch.map((p) => p[0]), batch.map((p) => p[1])])
            }
          })
        )
      await rounds("INSERT INTO friendships (user_a, user_b) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING", pairs)
      expect((await bothViews()).lists).toHaveLength(6)
      await rounds(
        "DELETE FROM friendships WHERE (user_a, user_b) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))",
        pairs.filter((_, n) => n % 2 === 0)
      )
      const { truth, lists } = await bothViews()
      expect(lists).toEqual(truth)
      expect(truth.length).toBeGreaterThan(0)
    } finally {
      await pool.end()
    }
  })
})
