/**
 * AnalyticsRepo in memory (issue #34): the executable specification of the Postgres adapter's SQL. Everything is
 * counted from the tables as they are now, plus the activity and counters the memory repositories record.
 */
import { Effect, Layer } from "effect"
import { AnalyticsRepo, type AnalyticsWindow, type CatalogueNumbers, type RankedCount, type WeekCount } from "../../domain/analytics/analytics-repo.ts"
import { weekAt } from "../../domain/analytics/weeks.ts"
import { MemoryStore, type Tables } from "./store.ts"

const HOUR = 3_600_000
const INTEREST_STATUSES = ["not_interested", "interested", "has_tickets"] as const

const within = (window: AnalyticsWindow, at: number | null): at is number => at !== null && at >= window.start && at < window.end

/** Counts each (week, series) of the events in the window; `n` adds more than one (an import's concerts). */
const weekly = (window: AnalyticsWindow, events: Iterable<{ readonly at: number | null; readonly series: string; readonly n?: number }>): Array<WeekCount> => {
  const counts = new Map<string, WeekCount>()
  for (const e of events) {
    if (!within(window, e.at)) continue
    const week = weekAt(window.zone, e.at)
    const key = `${week}|${e.series}`
    counts.set(key, { week, series: e.series, n: (counts.get(key)?.n ?? 0) + (e.n ?? 1) })
  }
  return [...counts.values()]
}

/** Distinct people per week, from their activity bins. */
const distinctWeekly = (window: AnalyticsWindow, tables: Tables): Array<WeekCount> => {
  const people = new Map<string, Set<string>>()
  for (const a of tables.memberActivity.values()) {
    if (!within(window, a.at)) continue
    const week = weekAt(window.zone, a.at)
    const seen = people.get(week) ?? new Set<string>()
    seen.add(a.userId)
    people.set(week, seen)
  }
  return [...people.entries()].map(([week, seen]) => ({ week, series: "active", n: seen.size }))
}

/** The counters of metrics starting with `prefix`, each as its series (the rest of the metric's name). */
const counters = (tables: Tables, prefix: string) =>
  [...tables.analyticsCounters.values()].filter((c) => c.metric.startsWith(prefix)).map((c) => ({ at: c.at, series: c.metric.slice(prefix.length), n: c.n }))

/** PostgreSQL's `percentile_cont(0.5)`: the middle value, or the two middles' interpolation, in the same arithmetic. */
export const medianOf = (values: ReadonlyArray<number>): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) / 2
  const lower = sorted[Math.floor(position)] ?? 0
  const upper = sorted[Math.ceil(position)] ?? 0
  return lower + (upper - lower) * (position - Math.floor(position))
}

/** Byte order, as `COLLATE "C"` sorts the same names in PostgreSQL (the names here are NFC text of the BMP). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const upcoming = (window: AnalyticsWindow, tables: Tables) => [...tables.concerts.values()].filter((c) => c.date >= window.today && c.status !== "cancelled")

export const concertLabel = (c: { readonly artist: string; readonly venue: string; readonly city: string; readonly date: string }) =>
  `${c.artist} — ${c.venue}, ${c.city}, ${c.date}`

const catalogue = (window: AnalyticsWindow, tables: Tables): CatalogueNumbers => {
  const shows = upcoming(window, tables)
  const perCity = new Map<string, number>()
  for (const c of shows) perCity.set(c.city, (perCity.get(c.city) ?? 0) + 1)
  const fans = new Map<string, { interested: number; hasTickets: number }>()
  for (const i of tables.interests.values()) {
    if (i.status === "not_interested") continue
    const counted = fans.get(i.concertId) ?? { interested: 0, hasTickets: 0 }
    fans.set(i.concertId, i.status === "interested" ? { ...counted, interested: counted.interested + 1 } : { ...counted, hasTickets: counted.hasTickets + 1 })
  }
  const audit = [...tables.auditLog.values()]
  return {
    perCity: [...perCity.entries()]
      .map(([city, n]): RankedCount => ({ label: city, series: "concerts", n }))
      .sort((a, b) => b.n - a.n || byName(a.label, b.label))
      .slice(0, 20),
    mostWanted: shows
      .flatMap((c) => {
        const counted = fans.get(c.id)
        return counted === undefined ? [] : [{ label: concertLabel(c), ...counted }]
      })
      .sort((a, b) => b.interested + b.hasTickets - (a.interested + a.hasTickets) || byName(a.label, b.label))
      .slice(0, 10),
    added: weekly(window, [
      ...audit
        .filter((e) => e.action === "concert.created")
        .map((e) => ({ at: e.createdAt, series: typeof e.details.suggestionId === "string" ? "suggestion" : "form" })),
      ...audit
        .filter((e) => e.action === "concerts.imported")
        .map((e) => ({ at: e.createdAt, series: "import", n: typeof e.details.imported === "number" ? e.details.imported : 0 }))
    ]).filter((c) => c.n > 0),
    suggestions: weekly(window, [
      ...[...tables.suggestions.values()].map((s) => ({ at: s.createdAt, series: "received" })),
      ...[...tables.suggestions.values()].filter((s) => s.status === "approved" || s.status === "rejected").map((s) => ({ at: s.decidedAt, series: s.status }))
    ])
  }
}

export const layer: Layer.Layer<AnalyticsRepo, never, MemoryStore> = Layer.effect(
  AnalyticsRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return AnalyticsRepo.of({
      growth: (window) =>
        Effect.sync(() => {
          const users = [...tables.users.values()]
          const waitlist = [...tables.waitlist.values()]
          return {
            joined: weekly(
              window,
              users.map((u) => ({ at: u.createdAt, series: u.joinedVia ?? "open" }))
            ),
            membersBefore: users.filter((u) => u.createdAt < window.start).length,
            waitlist: weekly(window, [
              ...waitlist.map((w) => ({ at: w.createdAt, series: "listed" })),
              ...waitlist.map((w) => ({ at: w.invitedAt, series: "invited" })),
              ...waitlist.map((w) => ({ at: w.joinedAt, series: "joined" }))
            ]),
            membersNow: users.length,
            waitlistNow: waitlist.filter((w) => w.joinedAt === null).length
          }
        }),
      invitations: (window) =>
        Effect.sync(() => {
          const invitations = [...tables.invitations.values()]
          const expired = (i: (typeof invitations)[number]) => i.status === "pending" && i.expiresAt <= window.now
          const sentInWindow = invitations.filter((i) => within(window, i.createdAt))
          const acceptedInWindow = invitations.filter((i) => within(window, i.acceptedAt))
          const requests = [...tables.inviteRequests.values()]
          return {
            weekly: weekly(window, [
              ...invitations.map((i) => ({ at: i.createdAt, series: "sent" })),
              ...invitations.map((i) => ({ at: i.acceptedAt, series: "accepted" })),
              ...invitations.filter(expired).map((i) => ({ at: i.expiresAt, series: "expired" })),
              ...counters(tables, "invitation.").filter((c) => c.series === "cancelled")
            ]),
            decided: sentInWindow.filter((i) => i.status === "accepted" || expired(i)).length,
            accepted: sentInWindow.filter((i) => i.status === "accepted").length,
            acceptedInWindow: acceptedInWindow.length,
            medianHoursToAccept: medianOf(acceptedInWindow.map((i) => ((i.acceptedAt ?? 0) - i.createdAt) / HOUR)),
            requests: weekly(window, [
              ...requests.map((r) => ({ at: r.createdAt, series: "received" })),
              ...requests.filter((r) => r.status !== "pending").map((r) => ({ at: r.reviewedAt, series: r.status }))
            ])
          }
        }),
      activity: (window) =>
        Effect.sync(() => {
          const pairs = new Map<string, { readonly recipientId: string; readonly concertId: string }>()
          for (const n of tables.notifications.values()) {
            if (n.kind === "ready_to_go" && n.concertId !== null && within(window, n.at)) {
              pairs.set(`${n.recipientId}|${n.concertId}`, { recipientId: n.recipientId, concertId: n.concertId })
            }
          }
          const planned = [...pairs.values()].filter((p) =>
            [...tables.plans.values()].some((plan) => plan.concertId === p.concertId && tables.planMembers.has(`${plan.id}|${p.recipientId}`))
          )
          return {
            active: distinctWeekly(window, tables),
            interests: weekly(
              window,
              [...tables.memberActivity.values()].flatMap((a) => INTEREST_STATUSES.map((status) => ({ at: a.at, series: status, n: a.interests[status] })))
            ),
            plans: weekly(window, [
              ...[...tables.plans.values()].map((p) => ({ at: p.createdAt, series: "plans" })),
              ...[...tables.planMessages.values()].filter((m) => !("event" in m)).map((m) => ({ at: m.createdAt, series: "messages" }))
            ]),
            opportunities: pairs.size,
            opportunityPeople: new Set([...pairs.values()].map((p) => p.recipientId)).size,
            opportunitiesPlanned: planned.length
          }
        }),
      catalogue: (window) => Effect.sync(() => catalogue(window, tables)),
      mail: (window) =>
        Effect.sync(() => {
          const unsubscribes = new Map<string, number>()
          for (const c of counters(tables, "unsubscribe.")) if (within(window, c.at)) unsubscribes.set(c.series, (unsubscribes.get(c.series) ?? 0) + c.n)
          return {
            sent: weekly(window, counters(tables, "mail.sent.")),
            unsubscribes: [...unsubscribes.entries()]
              .map(([topic, n]): RankedCount => ({ label: topic, series: "unsubscribes", n }))
              .sort((a, b) => b.n - a.n || byName(a.label, b.label))
          }
        })
    })
  })
)
