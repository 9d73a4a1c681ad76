/**
 * Admin → Analytics (issue #34) as the benchmark sees it. The world's members joined over a year and a half
 * (bench/world.ts); `buildHistory` adds what they did since, at the tier's scale: the invitations and waitlist
 * listings they joined through (and those never accepted), invite requests, plans with their members and threads,
 * Ready to Go notices, concert suggestions and the mail sent to them. `measureAnalytics` then asks each panel for
 * the last 12 months through the API, signed in as the world's admin, ANALYTICS_ROUNDS times in a row.
 */
import pg from "pg"
import { ANALYTICS_PANELS, type AnalyticsPanelName } from "../domain/analytics/contract.ts"
import { closedLoop, type LoadResult } from "./load.ts"
import { ADMIN, copy, FOUNDERS, joinedAt, joinPathOf, random, type Tier, userId, type WorldConcert } from "./world.ts"

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const iso = (ms: number) => new Date(ms).toISOString()
/** The outbox's queues (migration 0018): the analytics count mail sent by them (migration 0029). */
const MAIL_PRIORITY = { account: 0, notification: 1, digest: 2 } as const
/** A deterministic uuid of a kind (its first group) and a number. */
const idOf = (kind: string, n: number) => `${kind}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

interface HistoryCounts {
  readonly invitations: number
  readonly waitlist: number
  readonly inviteRequests: number
  readonly plans: number
  readonly messages: number
  readonly notices: number
  readonly suggestions: number
  readonly mails: number
}

/** The history on the built world, in one transaction, then analyzed. Same seed, same tier, same today: same history. */
export const buildHistory = async (url: string, tier: Tier, seed: number, today: string, concerts: ReadonlyArray<WorldConcert>): Promise<HistoryCounts> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const rnd = random(seed ^ 0x3400)
  const todayMs = Date.parse(`${today}T00:00:00Z`)
  const joined = (i: number) => joinedAt(i, tier, today)
  const between = (start: number, end: number) => start + Math.floor(rnd() * Math.max(0, end - start))
  const first = joined(0)
  const span = todayMs - first
  /** How many members joined before `before`: joinedAt's inverse, then a step or two to its exact edge. */
  const joinedBefore = (before: number) => {
    let count = Math.min(tier.users, Math.max(0, Math.ceil(tier.users * ((before - first) / span) ** 2)))
    while (count > 0 && joined(count - 1) >= before) count--
    while (count < tier.users && joined(count) < before) count++
    return count
  }
  /** A member other than the founders, joined before `before`. */
  const memberBefore = (before: number) => {
    const count = joinedBefore(before)
    return count <= FOUNDERS ? undefined : FOUNDERS + Math.floor(rnd() * (count - FOUNDERS))
  }
  const paths = Array.from({ length: tier.users }, (_, i) => joinPathOf(i, seed))
  let n = 0
  const counts = { invitations: 0, waitlist: 0, inviteRequests: 0, plans: 0, messages: 0, notices: 0, suggestions: 0, mails: 0 }
  try {
    await client.query("BEGIN")
    // The waitlist: those who joined through it (listed weeks before, invited days before), and others still waiting.
    const listings: Array<{ readonly id: string; readonly email: string; readonly invitedAt: number; readonly joinedIndex: number | null }> = []
    await copy(
      client,
      "COPY waitlist (id, email, city, created_at, invited_at, invited_by, joined_at) FROM STDIN",
      (function* () {
        for (let i = FOUNDERS; i < tier.users; i++) {
          if (paths[i] !== "waitlist") continue
          const invitedAt = joined(i) - between(HOUR_MS, 3 * DAY_MS)
          const id = idOf("a1000000", ++n)
          listings.push({ id, email: `fan${i}@bench.test`, invitedAt, joinedIndex: i })
          yield `${id}\tfan${i}@bench.test\tCity ${i % 50}\t${iso(invitedAt - between(DAY_MS, 40 * DAY_MS))}\t${iso(invitedAt)}\t${userId(ADMIN)}\t${iso(joined(i))}`
        }
        for (let k = 0; k < Math.floor(tier.users * 0.03); k++) {
          const listed = between(todayMs - 400 * DAY_MS, todayMs)
          const invited = rnd() < 0.5 ? between(listed, todayMs) : null
          const id = idOf("a1000000", ++n)
          if (invited !== null) listings.push({ id, email: `listed${k}@bench.test`, invitedAt: invited, joinedIndex: null })
          yield `${id}\tlisted${k}@bench.test\t\\N\t${iso(listed)}\t${invited === null ? "\\N" : iso(invited)}\t${invited === null ? "\\N" : userId(ADMIN)}\t\\N`
        }
      })()
    )
    counts.waitlist = n
    // Invitations: each member's who joined by one, the waitlist's links, and members' invitations never accepted.
    n = 0
    await copy(
      client,
      "COPY invitations (id, inviter_id, waitlist_id, email, token_hash, status, expires_at, created_at, accepted_at, accepted_by) FROM STDIN",
      (function* () {
        const row = (inviter: string | null, listing: string | null, email: string, sent: number, acceptedBy: number | null) => {
          const id = idOf("a2000000", ++n)
          const accepted = acceptedBy === null ? "\\N" : iso(joined(acceptedBy))
          return `${id}\t${inviter ?? "\\N"}\t${listing ?? "\\N"}\t${email}\tbench-${id}\t${acceptedBy === null ? "pending" : "accepted"}\t${iso(sent + 7 * DAY_MS)}\t${iso(sent)}\t${accepted}\t${acceptedBy === null ? "\\N" : userId(acceptedBy)}`
        }
        for (let i = FOUNDERS; i < tier.users; i++) {
          if (paths[i] !== "invitation") continue
          const sent = joined(i) - between(HOUR_MS, 96 * HOUR_MS)
          const inviter = memberBefore(sent)
          if (inviter !== undefined) yield row(userId(inviter), null, `fan${i}@bench.test`, sent, i)
        }
        for (const listing of listings) yield row(null, listing.id, listing.email, listing.invitedAt, listing.joinedIndex)
        for (let k = 0; k < Math.floor(tier.users * 0.2); k++) {
          const sent = between(todayMs - 400 * DAY_MS, todayMs)
          const inviter = memberBefore(sent)
          if (inviter !== undefined) yield row(userId(inviter), null, `invitee${k}@bench.test`, sent, null)
        }
      })()
    )
    counts.invitations = n
    // Invite requests: 2% of members ask once; most are decided within three days.
    n = 0
    await copy(
      client,
      "COPY invite_requests (id, user_id, requested_count, reason, status, created_at, reviewed_at, reviewed_by) FROM STDIN",
      (function* () {
        for (let i = FOUNDERS; i < tier.users; i++) {
          if (rnd() >= 0.02) continue
          const asked = between(joined(i), todayMs)
          const u = rnd()
          const status = u < 0.7 ? "approved" : u < 0.9 ? "rejected" : "pending"
          const reviewed = status === "pending" ? "\\N" : iso(Math.min(todayMs, asked + between(HOUR_MS, 72 * HOUR_MS)))
          yield `${idOf("a3000000", ++n)}\t${userId(i)}\t5\tFriends keep asking to join.\t${status}\t${iso(asked)}\t${reviewed}\t${status === "pending" ? "\\N" : userId(ADMIN)}`
        }
      })()
    )
    counts.inviteRequests = n
    // Plans: one per 20 members, each with its maker and three others, and about six messages.
    const plans: Array<{ readonly id: string; readonly at: number; readonly members: ReadonlyArray<number>; readonly concert: WorldConcert }> = []
    for (let k = 0; k < Math.floor(tier.users / 20); k++) {
      const at = between(todayMs - 400 * DAY_MS, todayMs)
      const maker = memberBefore(at)
      if (maker === undefined) continue
      const members = new Set([maker])
      for (let tries = 0; members.size < 4 && tries < 20; tries++) members.add(memberBefore(at)!)
      plans.push({ id: idOf("a4000000", k + 1), at, members: [...members], concert: concerts[Math.floor(rnd() * concerts.length)]! })
    }
    await copy(
      client,
      "COPY plans (id, concert_id, maker_id, title, created_at, updated_at) FROM STDIN",
      plans.map((p) => `${p.id}\t${p.concert.id}\t${userId(p.members[0]!)}\tNight out\t${iso(p.at)}\t${iso(p.at)}`)
    )
    const answers = ["going", "maybe", "cant_go", "\\N"]
    await copy(
      client,
      "COPY plan_members (plan_id, user_id, answer, joined_at) FROM STDIN",
      plans.flatMap((p) => p.members.map((m, j) => `${p.id}\t${userId(m)}\t${j === 0 ? "going" : answers[Math.floor(rnd() * 4)]}\t${iso(p.at)}`))
    )
    n = 0
    await copy(
      client,
      "COPY plan_messages (id, plan_id, author_id, text, created_at) FROM STDIN",
      (function* () {
        for (const p of plans) {
          for (let m = Math.floor(rnd() * 12); m > 0; m--) {
            const author = p.members[Math.floor(rnd() * p.members.length)]!
            yield `${idOf("a5000000", ++n)}\t${p.id}\t${userId(author)}\tSee you at the bar\t${iso(between(p.at, Math.min(todayMs, p.at + 30 * DAY_MS)))}`
          }
        }
      })()
    )
    counts.plans = plans.length
    counts.messages = n
    // Ready to Go notices: one per 10 members, some of them for a concert the member then made a plan for.
    n = 0
    await copy(
      client,
      "COPY notifications (id, recipient_id, kind, concert_id, data, dedupe_key, created_at) FROM STDIN",
      (function* () {
        for (let k = 0; k < Math.floor(tier.users / 10); k++) {
          const planned = k % 4 === 0 ? plans[Math.floor(rnd() * plans.length)] : undefined
          const at = planned ? planned.at - between(HOUR_MS, 5 * DAY_MS) : between(todayMs - 400 * DAY_MS, todayMs)
          const recipient = planned ? planned.members[0]! : memberBefore(at)
          if (recipient === undefined) continue
          const c = planned?.concert ?? concerts[Math.floor(rnd() * concerts.length)]!
          const data = JSON.stringify({ kind: "ready_to_go", concert: { artist: c.artist, venue: c.venue, city: c.city, date: c.date }, withTickets: 2 })
          const id = idOf("a6000000", ++n)
          // COPY's text format: a backslash in the JSON would need escaping; the world's names have none.
          yield `${id}\t${userId(recipient)}\tready_to_go\t${c.id}\t${data}\tbench-ready-${id}\t${iso(Math.max(at, joined(recipient)))}`
        }
      })()
    )
    counts.notices = n
    // Concert suggestions: one per 100 members, most reviewed within a week.
    n = 0
    await copy(
      client,
      "COPY concert_suggestions (id, suggested_by, artist, venue, city, date, status, reason, created_at, decided_at, decided_by) FROM STDIN",
      (function* () {
        for (let k = 0; k < Math.floor(tier.users / 100); k++) {
          const at = between(todayMs - 400 * DAY_MS, todayMs)
          const who = memberBefore(at)
          if (who === undefined) continue
          const u = rnd()
          const status = u < 0.6 ? "approved" : u < 0.85 ? "rejected" : "pending"
          const decided = status === "pending" ? "\\N" : iso(Math.min(todayMs, at + between(HOUR_MS, 7 * DAY_MS)))
          const reason = status === "rejected" ? "Not a concert" : "\\N"
          yield `${idOf("a7000000", ++n)}\t${userId(who)}\tSuggested Act ${k}\tSuggested Hall\tSuggested City\t${today}\t${status}\t${reason}\t${iso(at)}\t${decided}\t${status === "pending" ? "\\N" : userId(ADMIN)}`
        }
      })()
    )
    counts.suggestions = n
    // Mail, all sent: each member's confirmation when joining, a few notifications, and a weekly digest for one in twenty.
    n = 0
    await copy(
      client,
      "COPY mail_outbox (to_address, subject, text_body, headers, priority, created_at, next_attempt_at, sent_at) FROM STDIN",
      (function* () {
        const mail = (to: string, queue: "account" | "notification" | "digest", subject: string, at: number) => {
          n++
          const headers = queue === "account" ? "{}" : JSON.stringify({ "List-Unsubscribe": `<https://soundcheck.test/api/unsubscribe?to=${n}>` })
          return `${to}\t${subject}\tBench mail\t${headers}\t${MAIL_PRIORITY[queue]}\t${iso(at)}\t${iso(at)}\t${iso(at + 2_000)}`
        }
        for (let i = FOUNDERS; i < tier.users; i++) {
          const to = `fan${i}@bench.test`
          if (paths[i] === "open") yield mail(to, "account", "Confirm your email for Soundcheck", joined(i))
          for (let k = Math.floor(rnd() * 4); k > 0; k--) yield mail(to, "notification", "Soundcheck: You're ready to go", between(joined(i), todayMs))
          if (i % 20 === 0) {
            for (let week = joined(i) + 7 * DAY_MS; week < todayMs; week += 7 * DAY_MS) yield mail(to, "digest", "Your week in concerts on Soundcheck", week)
          }
        }
      })()
    )
    counts.mails = n
    // What migration 0029's triggers would have written had the rows been written one by one: each mail's count when
    // stamped sent, and each interest's quarter hour of activity (the world's interests were loaded without triggers).
    await client.query(`
      INSERT INTO analytics_counters (metric, at_bucket, n)
      SELECT 'mail.sent.' || (ARRAY['account', 'notification', 'digest'])[priority + 1], analytics_bucket(sent_at), count(*)::int
      FROM mail_outbox WHERE sent_at IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (metric, at_bucket) DO UPDATE SET n = analytics_counters.n + excluded.n`)
    await client.query(`
      INSERT INTO member_activity AS a (user_id, at_bucket, not_interested, interested, has_tickets)
      SELECT user_id, analytics_bucket(updated_at), count(*) FILTER (WHERE interest_status = 'not_interested')::int,
             count(*) FILTER (WHERE interest_status = 'interested')::int, count(*) FILTER (WHERE interest_status = 'has_tickets')::int
      FROM user_concert_interests GROUP BY 1, 2
      ON CONFLICT (user_id, at_bucket) DO UPDATE SET not_interested = a.not_interested + excluded.not_interested,
        interested = a.interested + excluded.interested, has_tickets = a.has_tickets + excluded.has_tickets`)
    // Events that keep no row: cancelled invitations (5% of members) and mail turned off (1% of members), by topic.
    await client.query("SELECT setseed($1)", [(seed % 1000) / 1000])
    await client.query(
      `INSERT INTO analytics_counters (metric, at_bucket, n)
       SELECT metric, analytics_bucket(at), count(*)::int FROM (
         SELECT 'invitation.cancelled' AS metric, $1::timestamptz - random() * interval '400 days' AS at FROM generate_series(1, $2)
         UNION ALL
         SELECT 'unsubscribe.' || (ARRAY['digest', 'ready_to_go', 'friend_has_tickets'])[1 + floor(random() * 3)::int], $1::timestamptz - random() * interval '400 days'
         FROM generate_series(1, $3)
       ) e GROUP BY 1, 2
       ON CONFLICT (metric, at_bucket) DO UPDATE SET n = analytics_counters.n + excluded.n`,
      [iso(todayMs), Math.floor(tier.users * 0.05), Math.floor(tier.users * 0.01)]
    )
    await client.query("COMMIT")
    await client.query(
      "ANALYZE waitlist, invitations, invite_requests, plans, plan_members, plan_messages, notifications, concert_suggestions, mail_outbox, member_activity, analytics_counters"
    )
    return counts
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

/** Calls of each panel, one after another, after its first (timed apart: it may fill a cache) and one more to warm up. */
export const ANALYTICS_ROUNDS = 20

/** The last 12 months: the year up to today, today included. */
export const lastTwelveMonths = (today: string) => ({ from: new Date(Date.parse(`${today}T00:00:00Z`) - 364 * DAY_MS).toISOString().slice(0, 10), to: today })

export const analyticsPath = (panel: AnalyticsPanelName, today: string) => {
  const { from, to } = lastTwelveMonths(today)
  return `/api/admin/analytics/${panel}?from=${from}&to=${to}`
}

/**
 * Each panel's latencies through the API (`cookie`: an admin's session), the slowest panel's p99, and the slowest
 * first call (the first read of the range since the server started).
 */
export const measureAnalytics = async (
  base: string,
  cookie: string,
  today: string
): Promise<{ readonly panels: Record<AnalyticsPanelName, LoadResult>; readonly p99: number; readonly firstCallMs: number; readonly failures: number }> => {
  const panels = {} as Record<AnalyticsPanelName, LoadResult>
  let firstCallMs = 0
  let failures = 0
  for (const panel of ANALYTICS_PANELS) {
    const url = `${base}${analyticsPath(panel, today)}`
    const call = async () => {
      const response = await fetch(url, { headers: { cookie } })
      const body = (await response.json()) as { panel?: string }
      if (response.status !== 200 || body.panel !== panel) throw new Error(`${url} answered ${response.status}`)
    }
    const first = await closedLoop(call, 1, 0, 1)
    firstCallMs = Math.max(firstCallMs, first.p99)
    failures += first.failures + (await closedLoop(call, 1, 0, 1)).failures
    panels[panel] = await closedLoop(call, 1, 0, ANALYTICS_ROUNDS)
    failures += panels[panel].failures
  }
  return { panels, p99: Math.max(...Object.values(panels).map((r) => r.p99)), firstCallMs, failures }
}
