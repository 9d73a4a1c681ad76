/**
 * Migration 0019 and its runner step: the database folds ASCII texts exactly as the domain does, measures trigrams
 * as the domain does, and leaves other texts written without their folds to the runner, which folds them with the
 * domain's `fold`; the vocabulary and the word → concert list follow every write.
 */
import { mkdtemp, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import fc from "fast-check"
import pg from "pg"
import { describe, expect, inject, it } from "vitest"
import { fold, words } from "../../domain/search/fold.ts"
import { similarityPerMille, trigrams } from "../../domain/search/match.ts"
import { nameArb, nameWordArb } from "../../domain/search/search.arbitraries.ts"
import { testDatabase } from "../../tests/support/pg.ts"
import { freshDatabase } from "../../tests/support/test-database.ts"
import { migrate, readMigrations } from "./migrate.ts"
import { foldConcerts } from "./search-folds.ts"

const withClient = async <A>(url: string, f: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

/** Each concert's folds and its listed words (sorted), by artist. */
const stored = (url: string) =>
  withClient(
    url,
    async (client) =>
      (
        await client.query<{ artist: string; folds: Array<string | null>; words: Array<string> }>(`
        SELECT c.artist, ARRAY[c.artist_folded, c.venue_folded, c.city_folded] AS folds,
          ARRAY(SELECT p.word FROM concert_search_words p WHERE p.concert_id = c.id ORDER BY p.word) AS words
        FROM concerts c ORDER BY c.artist`)
      ).rows
  )

const expectedOf = (artist: string, venue: string, city: string) => ({
  artist,
  folds: [fold(artist), fold(venue), fold(city)],
  words: [...new Set([...words(artist), ...words(venue), ...words(city)])].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
})

const insert = (url: string, artist: string, venue: string, city: string) =>
  withClient(url, (client) => client.query("INSERT INTO concerts (artist, venue, city, date) VALUES ($1, $2, $3, '2030-01-01')", [artist, venue, city]))

describe("search folds in PostgreSQL (migration 0019)", () => {
  it("the migration folds the stored ASCII texts, the runner the others, and both list each concert's words", async () => {
    const before = Object.fromEntries((await readMigrations()).filter((m) => m.name < "0019").map((m) => [m.name, m.sql]))
    const dir = await mkdtemp(path.join(tmpdir(), "soundcheck-migrations-"))
    for (const [name, sql] of Object.entries(before)) await writeFile(path.join(dir, name), sql)
    const db = await freshDatabase(inject("testServerUrl"), "template0")
    try {
      await migrate(db.url, dir)
      const rows = [
        ["The Midnight Owls", "Mohawk", "Austin"],
        ["Mötley Crüe", "The Forum", "Los Angeles"],
        ["Кино", "Дом культуры", "Москва"],
        ["ΟΔΟΣ", "Straße 9", "İstanbul"]
      ] as const
      for (const [artist, venue, city] of rows) await insert(db.url, artist, venue, city)
      await migrate(db.url)
      expect(await stored(db.url)).toEqual(
        rows.map(([artist, venue, city]) => expectedOf(artist, venue, city)).sort((a, b) => Buffer.compare(Buffer.from(a.artist), Buffer.from(b.artist)))
      )
    } finally {
      await db.drop()
    }
  })

  it("a write that gives no folds: ASCII is folded by the database, other text waits for the runner; edits and deletes follow", async () => {
    const db = await testDatabase()
    try {
      await insert(db.url, "AC/DC", "The  Garage!", "Austin")
      await insert(db.url, "Sigur Rós", "Harpa", "Reykjavík")
      expect(await stored(db.url)).toEqual([
        expectedOf("AC/DC", "The  Garage!", "Austin"),
        { artist: "Sigur Rós", folds: [null, "harpa", null], words: ["harpa"] }
      ])
      await foldConcerts(db.url)
      expect((await stored(db.url))[1]).toEqual(expectedOf("Sigur Rós", "Harpa", "Reykjavík"))
      await withClient(db.url, async (client) => {
        await client.query("UPDATE concerts SET artist = 'Midnight Wolves' WHERE artist = 'AC/DC'")
        // The application's edit of a non-ASCII text gives its fold, even when it folds as before.
        await client.query("UPDATE concerts SET artist = 'SIGUR RÓS', artist_folded = 'sigur ros' WHERE artist = 'Sigur Rós'")
      })
      expect(await stored(db.url)).toEqual([expectedOf("Midnight Wolves", "The  Garage!", "Austin"), expectedOf("SIGUR RÓS", "Harpa", "Reykjavík")])
      await withClient(db.url, (client) => client.query("DELETE FROM concerts WHERE artist = 'Midnight Wolves'"))
      expect(await withClient(db.url, async (client) => (await client.query("SELECT count(*)::int AS n FROM concert_search_words")).rows)).toEqual([{ n: 4 }])
    } finally {
      await db.drop()
    }
  })

  it("folds any ASCII text exactly as the domain does, and measures trigrams and similarity as the domain does", async () => {
    const db = await testDatabase()
    try {
      await withClient(db.url, async (client) => {
        await fc.assert(
          fc.asyncProperty(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 30 }), async (text) => {
            const { rows } = await client.query<{ folded: string }>("SELECT search_fold_ascii($1) AS folded", [text])
            expect(rows[0]!.folded).toBe(fold(text))
          }),
          { numRuns: 300 }
        )
        const word = fc.oneof(nameWordArb, nameArb).map((w) => words(w)[0] ?? "x")
        await fc.assert(
          fc.asyncProperty(word, word, async (a, b) => {
            const { rows } = await client.query<{ trigrams: Array<string>; similarity: number }>(
              `SELECT search_trigrams($1) AS trigrams,
                 (SELECT (1000 * count(*)::int) / (cardinality(search_trigrams($1)) + cardinality(search_trigrams($2)) - count(*)::int)
                  FROM unnest(search_trigrams($1)) t WHERE t = ANY (search_trigrams($2))) AS similarity`,
              [a, b]
            )
            expect(new Set(rows[0]!.trigrams)).toEqual(trigrams(a))
            expect(rows[0]!.similarity).toBe(similarityPerMille(a, b))
          }),
          { numRuns: 300 }
        )
      })
    } finally {
      await db.drop()
    }
  })
})
