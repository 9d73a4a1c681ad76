/** Runs the ShowRepo contract against the memory and the Postgres adapters. */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { MemoryStore } from "../../adapters/memory/store.ts"
import { ChangeNoticeRepo } from "../../domain/concerts/change-notice-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { ShowRepo } from "../../domain/concerts/show-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { ReminderRepo } from "../../domain/notifications/reminder-repo.ts"
import { aUser, anId, memoryStore, postgresStore } from "./fresh-store.ts"
import { showRepoContract } from "./show-repo.contract.ts"

showRepoContract("memory", memoryStore)
showRepoContract("postgres", postgresStore)

const concert = (n: number) =>
  new Concert({
    id: anId(7000 + n) as ConcertId,
    artist: `Merged ${n}`,
    venue: "Metro",
    city: "Chicago",
    date: "2030-03-01" as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 0
  })

// The memory store is the specification of PostgreSQL's cascades: what a merged-away or deleted concert leaves behind
// (its pending notice, ticket links, reminders sent) is gone from the tables, as `ON DELETE CASCADE` removes the rows.
describe("a concert merged away or deleted leaves nothing behind (memory, as PostgreSQL's cascades)", () => {
  for (const how of ["merge", "delete"] as const) {
    it(`by ${how}`, async () => {
      const left = await Effect.runPromise(
        Effect.gen(function* () {
          const [primary, duplicate] = [concert(1), concert(2)]
          yield* (yield* UserRepo).insert(aUser(1))
          const concerts = yield* ConcertRepo
          yield* concerts.insertMany([primary, duplicate])
          yield* (yield* ShowRepo).setTicketLinks(duplicate.id, [{ label: "Tickets", url: "https://t.example/a", onSaleAt: null }])
          yield* (yield* ChangeNoticeRepo).save({
            concertId: duplicate.id,
            changes: [{ field: "status", from: "scheduled", to: "cancelled" }],
            reason: null,
            firstAt: 0,
            dueAt: 1
          })
          expect(yield* (yield* ReminderRepo).claim(aUser(1).id, duplicate.id, 0)).toBe(true)
          if (how === "merge") yield* concerts.merge(primary.id, duplicate.id)
          else yield* concerts.delete(duplicate.id)
          const { tables } = yield* MemoryStore
          return {
            reminders: [...tables.concertReminders.values()].filter((r) => r.concertId === duplicate.id).length,
            notices: tables.changeNotices.has(duplicate.id),
            links: tables.ticketLinks.has(duplicate.id)
          }
        }).pipe(Effect.provide(MemoryAdapters.layer()))
      )
      expect(left).toEqual({ reminders: 0, notices: false, links: false })
    })
  }
})
