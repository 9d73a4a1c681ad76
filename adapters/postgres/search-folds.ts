/**
 * Folds the concert texts that the database cannot fold itself (migration 0019): a non-ASCII artist, venue or city
 * written without its fold is folded here, in JavaScript, with the domain's `fold`, by the migration runner at
 * every start. Rows still waiting are found through a partial index, so finding none costs nothing.
 */
import { Schema } from "effect"
import { sql } from "slonik"
import { fold } from "../../domain/search/fold.ts"
import { makePool, noRows } from "./pool.ts"

/** The migration that adds the folds: the runner folds what it left once it has been applied. */
export const SEARCH_MIGRATION = "0019_search.sql"

const BATCH = 500

const unfoldedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String, artist: Schema.String, venue: Schema.String, city: Schema.String })))

/**
 * Folds every concert still without its folds, a batch at a time. A row whose texts changed since it was read is
 * left for the next batch (its writer gave its folds, or it is read again).
 */
export const foldConcerts = async (url: string): Promise<void> => {
  const pool = await makePool(url, { maximumPoolSize: 1 })
  try {
    for (;;) {
      const rows = await pool.any(unfoldedRow`
        SELECT id::text AS id, artist, venue, city FROM concerts
        WHERE artist_folded IS NULL OR venue_folded IS NULL OR city_folded IS NULL
        ORDER BY id LIMIT ${BATCH}`)
      if (rows.length === 0) return
      const folded = rows.map((r) => [r.id, r.artist, r.venue, r.city, fold(r.artist), fold(r.venue), fold(r.city)])
      const result = await pool.query(noRows`
        UPDATE concerts c SET artist_folded = k.artist_folded, venue_folded = k.venue_folded, city_folded = k.city_folded
        FROM ${sql.unnest(folded, ["uuid", "text", "text", "text", "text", "text", "text"])}
          AS k (id, artist, venue, city, artist_folded, venue_folded, city_folded)
        WHERE c.id = k.id AND c.artist = k.artist AND c.venue = k.venue AND c.city = k.city`)
      if (result.rowCount === 0) return
    }
  } finally {
    await pool.end()
  }
}
