/** FollowAlertRepo in memory: the executable specification of the Postgres adapter. */
import { randomUUID } from "node:crypto"
import { Effect, Layer } from "effect"
import type { Concert } from "../../domain/concerts/concert.ts"
import { isGoingAhead } from "../../domain/concerts/show.ts"
import { type AlertedConcert, FollowAlertRepo } from "../../domain/follows/alert-repo.ts"
import { artistKey, venueKey } from "../../domain/follows/artist-key.ts"
import { localDateFromMillis } from "../../domain/kernel/local-date.ts"
import type { NotificationData } from "../../domain/notifications/kinds.ts"
import { notificationKey } from "../../domain/notifications/rules.ts"
import { isAway } from "./block-repo.memory.ts"
import { MemoryStore, type StoredFollowAlert, type Tables } from "./store.ts"

const alertKey = (userId: string, concertId: string) => `${userId}|${concertId}`

const byDateThenId = (a: { date: string; concertId: string }, b: { date: string; concertId: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.concertId < b.concertId ? -1 : a.concertId > b.concertId ? 1 : 0

const alerted = (tables: Tables, a: StoredFollowAlert): Array<AlertedConcert> => {
  const c = tables.concerts.get(a.concertId as Concert["id"])
  return c === undefined
    ? []
    : [
        {
          concertId: c.id,
          artist: c.artist,
          venue: c.venue,
          city: c.city,
          date: c.date,
          artistKey: artistKey(c.artist),
          byArtist: a.artistKey !== null,
          createdAt: a.createdAt
        }
      ]
}

/** The followers a concert alerts, with the artist key when by the artist (preferred over its venue). */
const followersOf = (tables: Tables, c: Concert): Map<string, string | null> => {
  const key = artistKey(c.artist)
  const place = venueKey(c.venue, c.city)
  const out = new Map<string, string | null>()
  for (const f of tables.artistFollows.values()) {
    if (f.key !== key) continue
    const cities = tables.userCities.get(f.userId) ?? []
    if (cities.length === 0 || cities.some((city) => city.key === place.cityKey)) out.set(f.userId, key)
  }
  for (const v of tables.venueFollows.values()) {
    if (v.venueKey === place.venueKey && v.cityKey === place.cityKey && !out.has(v.userId)) out.set(v.userId, null)
  }
  return out
}

export const layer: Layer.Layer<FollowAlertRepo, never, MemoryStore> = Layer.effect(
  FollowAlertRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const mine = (userId: string) => [...tables.followAlerts.values()].filter((a) => a.userId === userId)
    /** The fans `alertFor(concertIds, at)` would alert for these new concerts (none has an alert yet): each once, the away left out. */
    const fansToAlert = (concertIds: ReadonlyArray<string>, at: number): ReadonlySet<string> => {
      const today = localDateFromMillis(at)
      const fans = new Set<string>()
      for (const id of new Set(concertIds)) {
        const c = tables.concerts.get(id as Concert["id"])
        if (c === undefined || !isGoingAhead(c.status) || c.date < today) continue
        for (const userId of followersOf(tables, c).keys()) {
          if (!isAway(tables, userId, at) && tables.users.has(userId)) fans.add(userId)
        }
      }
      return fans
    }
    return FollowAlertRepo.of({
      fansToAlert: (concertIds, at) => Effect.sync(() => fansToAlert(concertIds, at).size),
      enqueue: (concertIds) =>
        Effect.sync(() => {
          const ids = [...new Set(concertIds)]
          if (ids.length > 0) tables.followAlertQueue.set(Math.max(0, ...tables.followAlertQueue.keys()) + 1, ids)
        }),
      takeQueued: (limit) =>
        Effect.sync(() => {
          const oldest = Math.min(...tables.followAlertQueue.keys())
          const ids = tables.followAlertQueue.get(oldest)
          if (ids === undefined) return []
          if (ids.length <= limit) tables.followAlertQueue.delete(oldest)
          else tables.followAlertQueue.set(oldest, ids.slice(limit))
          return ids.slice(0, limit)
        }),
      alertFor: (concertIds, at) =>
        Effect.sync(() => {
          const today = localDateFromMillis(at)
          /** Per fan and artist key: the new concerts, in order. */
          const news = new Map<string, { userId: string; key: string; concerts: Array<Concert> }>()
          let alerts = 0
          for (const id of new Set(concertIds)) {
            const c = tables.concerts.get(id as Concert["id"])
            if (c === undefined || !isGoingAhead(c.status) || c.date < today) continue
            for (const [userId, byArtist] of followersOf(tables, c)) {
              const row = alertKey(userId, c.id)
              if (isAway(tables, userId, at) || tables.followAlerts.has(row) || !tables.users.has(userId)) continue
              tables.followAlerts.set(row, { userId, concertId: c.id, artistKey: byArtist, createdAt: at, mailedAt: null })
              alerts++
              const key = artistKey(c.artist)
              const group = news.get(alertKey(userId, key)) ?? { userId, key, concerts: [] }
              group.concerts.push(c)
              news.set(alertKey(userId, key), group)
            }
          }
          if (news.size === 0) return { alerts, fans: [] }
          const existing = new Map([...tables.notifications.values()].filter((n) => n.kind === "followed_new_concert").map((n) => [notificationKey(n), n]))
          const fans = new Set<string>()
          for (const { userId, key, concerts } of news.values()) {
            const [first] = concerts.toSorted((a, b) => byDateThenId({ date: a.date, concertId: a.id }, { date: b.date, concertId: b.id }))
            const subject = { kind: "followed_new_concert" as const, recipientId: userId, concertId: null, actorId: null, at, subjectId: key }
            const before = existing.get(notificationKey(subject))
            const fresh: NotificationData = {
              kind: "followed_new_concert",
              artistKey: key,
              count: concerts.length,
              concertId: first!.id,
              concert: { artist: first!.artist, venue: first!.venue, city: first!.city, date: first!.date }
            }
            if (before !== undefined && before.readAt === null && before.withdrawnAt === null && before.data.kind === "followed_new_concert") {
              tables.notifications.set(before.id, { ...before, at, data: { ...before.data, count: before.data.count + concerts.length } })
            } else {
              if (before !== undefined) tables.notifications.delete(before.id)
              const id = randomUUID()
              tables.notifications.set(id, { ...subject, id, data: fresh, readAt: null, withdrawnAt: null })
            }
            fans.add(userId)
          }
          return { alerts, fans: [...fans].sort() }
        }),
      unmailed: (userId) =>
        Effect.sync(() =>
          mine(userId)
            .filter((a) => a.mailedAt === null)
            .flatMap((a) => alerted(tables, a))
            .sort(byDateThenId)
        ),
      markMailed: (userId, concertIds, at) =>
        Effect.sync(() => {
          let changed = 0
          for (const concertId of new Set(concertIds)) {
            const row = tables.followAlerts.get(alertKey(userId, concertId))
            if (row === undefined || row.mailedAt !== null) continue
            tables.followAlerts.set(alertKey(userId, concertId), { ...row, mailedAt: at })
            changed++
          }
          return changed
        }),
      claimMailDay: (userId, day, at) =>
        Effect.sync(() => {
          const key = `${userId}|${day}`
          if (tables.followMailRuns.has(key) || !tables.users.has(userId)) return false
          tables.followMailRuns.set(key, { userId, day, ranAt: at })
          return true
        }),
      fansToMail: (after, limit, now) =>
        Effect.sync(() => {
          const fans = new Set([...tables.followAlerts.values()].filter((a) => a.mailedAt === null).map((a) => a.userId))
          return [...fans]
            .filter((userId) => (after === null || userId > after) && tables.users.has(userId) && !isAway(tables, userId, now))
            .sort()
            .slice(0, limit)
            .flatMap((userId) => {
              const user = tables.users.get(userId)
              return user === undefined ? [] : [{ userId, email: user.email, timeZone: tables.timeZones.get(userId) ?? null }]
            })
        }),
      alertsSince: (userId, since, limit) =>
        Effect.sync(() =>
          mine(userId)
            .filter((a) => a.createdAt >= since)
            .flatMap((a) => alerted(tables, a))
            .sort(byDateThenId)
            .slice(0, limit)
        )
    })
  })
)
