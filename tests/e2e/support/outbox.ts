/** The e2e server's dev outbox (a table in its database) and the links in its mail: no browser driver needed. */
import pg from "pg"

export interface OutboxMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  readonly headers: Readonly<Record<string, string>>
}

const withClient = async <A>(databaseUrl: string, f: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

/** The newest mail to `address` in the outbox of the database at `databaseUrl`, if any. */
export const latestMailTo = (databaseUrl: string, address: string): Promise<OutboxMail | null> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ to_address: string; subject: string; text_body: string; headers: Record<string, string> }>(
      "SELECT to_address, subject, text_body, headers FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1",
      [address]
    )
    const row = rows[0]
    return row === undefined ? null : { to: row.to_address, subject: row.subject, text: row.text_body, headers: row.headers }
  })

/** How many mails were queued for `address`. */
export const countMailTo = (databaseUrl: string, address: string): Promise<number> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM mail_outbox WHERE to_address = $1", [address])
    return Number(rows[0]?.count ?? 0)
  })

/**
 * The path and query of the first link in `text` whose path matches `path` ("/auth/confirm"); the server's
 * public URL may name another host than the one the tests drive.
 */
export const linkIn = (text: string, path: string | RegExp): string => {
  const matches = (pathname: string) => (typeof path === "string" ? pathname === path : path.test(pathname))
  const match = text
    .match(/https?:\/\/\S+/g)
    ?.map((url) => new URL(url))
    .find((url) => matches(url.pathname))
  if (match === undefined) throw new Error(`No ${path} link in the mail:\n${text}`)
  return `${match.pathname}${match.search}`
}
