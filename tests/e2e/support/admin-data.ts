/**
 * The admin journeys' own rows in the shared e2e database: fans' interests on the concerts they import, and
 * the clean-up that takes those concerts away again (later journeys count the demo concerts).
 */
import pg from "pg"
import { e2eDatabaseUrl } from "./mail.ts"

type Status = "interested" | "has_tickets" | "not_interested"

/** Run `use` on a connection of its own to the e2e database. */
export const withClient = async <T>(use: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** Mark the concert `concertId` with `status` for the demo user with this address. */
export const setInterest = (email: string, concertId: string, status: Status): Promise<void> =>
  withClient(async (client) => {
    await client.query(
      `INSERT INTO user_concert_interests (user_id, concert_id, interest_status)
       SELECT id, $2, $3 FROM users WHERE email = $1
       ON CONFLICT (user_id, concert_id) DO UPDATE SET interest_status = excluded.interest_status`,
      [email, concertId, status]
    )
  })

/** Each fan's status on the concert, by e-mail. */
export const interestsOn = (concertId: string): Promise<Record<string, string>> =>
  withClient(async (client) => {
    const { rows } = await client.query<{ email: string; interest_status: string }>(
      `SELECT u.email, i.interest_status FROM user_concert_interests i JOIN users u ON u.id = i.user_id
       WHERE i.concert_id = $1 ORDER BY u.email`,
      [concertId]
    )
    return Object.fromEntries(rows.map((row) => [row.email, row.interest_status]))
  })

/** Delete the concerts of these artists (any letter case) and, by cascade, their interests. */
export const deleteConcertsBy = (artists: ReadonlyArray<string>): Promise<void> =>
  withClient(async (client) => {
    await client.query("DELETE FROM concerts WHERE lower(artist) = ANY($1::text[])", [artists.map((artist) => artist.toLowerCase())])
  })
