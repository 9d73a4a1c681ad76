/** ChangeNoticeRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { ChangeNoticeRepo } from "../../domain/concerts/change-notice-repo.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<ChangeNoticeRepo, never, MemoryStore> = Layer.effect(
  ChangeNoticeRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return ChangeNoticeRepo.of({
      lock: (concertId) => Effect.sync(() => Option.fromUndefinedOr(tables.changeNotices.get(concertId))),
      save: (notice) =>
        Effect.sync(() => {
          if (tables.concerts.has(notice.concertId)) tables.changeNotices.set(notice.concertId, notice)
        }),
      remove: (concertId) => Effect.sync(() => void tables.changeNotices.delete(concertId)),
      firstDue: (now) =>
        Effect.sync(() =>
          Option.fromUndefinedOr(
            [...tables.changeNotices.values()].filter((n) => n.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt || (a.concertId < b.concertId ? -1 : 1))[0]
          )
        ),
      takeDue: (now, limit) =>
        Effect.sync(() => {
          const due = [...tables.changeNotices.values()]
            .filter((n) => n.dueAt <= now)
            .sort((a, b) => a.dueAt - b.dueAt || (a.concertId < b.concertId ? -1 : 1))
            .slice(0, limit)
          for (const n of due) tables.changeNotices.delete(n.concertId)
          return due
        })
    })
  })
)
