/** ReminderRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer } from "effect"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { isGoingAhead } from "../../domain/concerts/show.ts"
import { type ReminderCandidate, type ReminderCursor, ReminderRepo } from "../../domain/notifications/reminder-repo.ts"
import { REMINDED_ANSWERS, reminderReason } from "../../domain/notifications/reminders.ts"
import { isAway } from "./block-repo.memory.ts"
import { MemoryStore } from "./store.ts"

const reminderKey = (userId: string, concertId: string) => `${userId}|${concertId}`
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export const layer: Layer.Layer<ReminderRepo, never, MemoryStore> = Layer.effect(
  ReminderRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return ReminderRepo.of({
      candidates: (fromDay, toDay, now, after, limit) =>
        Effect.sync(() => {
          const concerts = [...tables.concerts.values()].filter((c) => c.date >= fromDay && c.date <= toDay && isGoingAhead(c.status))
          const found: Array<ReminderCandidate> = []
          for (const concert of concerts) {
            const planMembers = new Set(
              [...tables.planMembers.values()]
                .filter((m) => tables.plans.get(m.planId)?.concertId === concert.id && m.answer !== null && REMINDED_ANSWERS.includes(m.answer))
                .map((m) => m.userId)
            )
            const people = new Set([...planMembers, ...[...tables.interests.values()].filter((i) => i.concertId === concert.id).map((i) => i.userId)])
            for (const userId of people) {
              const reason = reminderReason(tables.interests.get(`${userId}:${concert.id}`)?.status ?? null, planMembers.has(userId))
              const user = tables.users.get(userId)
              if (reason === null || user === undefined || isAway(tables, userId, now)) continue
              if (tables.concertReminders.has(reminderKey(userId, concert.id))) continue
              found.push({ userId, concertId: concert.id, date: concert.date, reason, timeZone: tables.timeZones.get(userId) ?? null, email: user.email })
            }
          }
          const order = (a: ReminderCursor, b: ReminderCursor) => compare(a.date, b.date) || compare(a.concertId, b.concertId) || compare(a.userId, b.userId)
          return found
            .filter((c) => after === null || order(c, after) > 0)
            .sort(order)
            .slice(0, limit)
        }),
      claim: (userId, concertId, at) =>
        Effect.sync(() => {
          const key = reminderKey(userId, concertId)
          if (tables.concertReminders.has(key) || !tables.users.has(userId) || !tables.concerts.has(concertId as ConcertId)) return false
          tables.concertReminders.set(key, { userId, concertId, sentAt: at })
          return true
        })
    })
  })
)
