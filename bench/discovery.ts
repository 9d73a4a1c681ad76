/**
 * Discovery: the concerts page (50 concerts, friends-of-friends circle, only concerts with interest shown)
 * for a viewer with 300 friends, three ways: through the API with a signed-in cookie, the same SQL straight
 * to PostgreSQL (the floor), and the spec's original client (load everything, filter in JavaScript).
 */
import pg from "pg"
import { pageStatement } from "../adapters/postgres/discovery-repo.pg.ts"
import { FIRST_SHOWN } from "../domain/concerts/discover.ts"
import type { PageQuery } from "../domain/concerts/discovery-repo.ts"
import type { LocalDate } from "../domain/kernel/local-date.ts"
import { closedLoop, type LoadResult } from "./load.ts"

export const PAGE = 50
export const pagePath = `/api/concerts?friends=friends_of_friends&activity=interest&limit=${PAGE}`

/** Signs in through the API; the Cookie header of the session (access and refresh cookies). */
export const signIn = async (base: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-soundcheck-csrf": "1" },
    body: JSON.stringify({ email, password })
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ")
}

/** The statement the API's discovery adapter sends for this page (limit + 1: the next-page probe). */
export const pageQuery = (viewerId: string, today: string): PageQuery => ({
  viewerId,
  circle: "friends_of_friends",
  activity: "interest",
  from: today as LocalDate,
  limit: PAGE + 1,
  shownLimit: FIRST_SHOWN,
  now: Date.now()
})

export const sqlFloor = async (url: string, query: PageQuery, connections: number, seconds: number): Promise<LoadResult> => {
  const fragment = pageStatement(query)
  // slonik numbers a fragment's placeholders $slonik_N until it sends them; pg wants $N.
  const text = fragment.sql.replace(/\$slonik_(\d+)/g, (_, n: string) => `$${n}`)
  const values = [...fragment.values]
  const pool = new pg.Pool({ connectionString: url, max: connections })
  try {
    await pool.query(text, values)
    return await closedLoop(() => pool.query(text, values), connections, seconds)
  } finally {
    await pool.end()
  }
}

type Visibility = "public" | "friends_of_friends" | "friends_only" | "private"

/**
 * The naive client: every concert, every interest, every friend list and profile, then the circle, the
 * visibility rules, the filter and the page computed in JavaScript. Returns the page's concert ids.
 */
export const naivePage = async (pool: pg.Pool, viewerId: string, today: string): Promise<ReadonlyArray<string>> => {
  const [concerts, interests, friendships, profiles] = await Promise.all([
    pool.query<[string, string]>({ text: "SELECT id::text, date::text FROM concerts", rowMode: "array" }),
    pool.query<[string, string, string]>({ text: "SELECT user_id::text, concert_id::text, interest_status FROM user_concert_interests", rowMode: "array" }),
    pool.query<[string, string]>({ text: "SELECT user_a::text, user_b::text FROM friendships", rowMode: "array" }),
    pool.query<[string, Visibility, string | null]>({ text: "SELECT user_id::text, concert_visibility, display_name FROM profiles", rowMode: "array" })
  ])
  const friendsOf = new Map<string, Array<string>>()
  const link = (a: string, b: string) => {
    const list = friendsOf.get(a)
    if (list) list.push(b)
    else friendsOf.set(a, [b])
  }
  for (const [a, b] of friendships.rows) {
    link(a, b)
    link(b, a)
  }
  const degree = new Map<string, 1 | 2>()
  for (const f of friendsOf.get(viewerId) ?? []) degree.set(f, 1)
  for (const f of friendsOf.get(viewerId) ?? []) {
    for (const g of friendsOf.get(f) ?? []) if (g !== viewerId && !degree.has(g)) degree.set(g, 2)
  }
  const visibility = new Map(profiles.rows.map(([id, v]) => [id, v]))
  const visible = (owner: string) => {
    const d = degree.get(owner)
    switch (visibility.get(owner) ?? "friends_of_friends") {
      case "public":
        return d !== undefined
      case "friends_of_friends":
        return d !== undefined
      case "friends_only":
        return d === 1
      case "private":
        return false
    }
  }
  const shown = new Map<string, Array<string>>()
  for (const [user, concert, status] of interests.rows) {
    if (user === viewerId || status === "not_interested" || !visible(user)) continue
    const list = shown.get(concert)
    if (list) list.push(user)
    else shown.set(concert, [user])
  }
  return concerts.rows
    .filter(([id, date]) => date >= today && shown.has(id))
    .sort(([a, da], [b, db]) => (da < db ? -1 : da > db ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .slice(0, PAGE)
    .map(([id]) => id)
}

/** The naive page, one request at a time, for a while (at least twice). */
export const naive = async (url: string, viewerId: string, today: string, seconds: number): Promise<LoadResult> => {
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  try {
    return await closedLoop(() => naivePage(pool, viewerId, today), 1, seconds, 2)
  } finally {
    await pool.end()
  }
}
