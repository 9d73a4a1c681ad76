/** ExportRepo in memory: the executable specification of the Postgres adapter; archives held in the store's Map. */
import { Effect, Layer, Option } from "effect"
import { type DataExport, ExportRepo } from "../../domain/own-data/export-repo.ts"
import { MemoryStore, type StoredExport } from "./store.ts"

const withoutArchive = ({ archive: _, ...entry }: StoredExport): DataExport => entry

const newestFirst = (a: StoredExport, b: StoredExport) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)

/** Kept at `now`: building, failed, or ready and not yet expired. */
const keptAt = (e: StoredExport, now: number) => e.status !== "ready" || (e.expiresAt ?? 0) > now

export const layer: Layer.Layer<ExportRepo, never, MemoryStore> = Layer.effect(
  ExportRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const ofUser = (userId: string) => [...tables.dataExports.values()].filter((e) => e.userId === userId).sort(newestFirst)
    const update = (id: string, change: (e: StoredExport) => StoredExport | undefined): boolean => {
      const found = tables.dataExports.get(id)
      const next = found === undefined ? undefined : change(found)
      if (next === undefined) return false
      tables.dataExports.set(id, next)
      return true
    }
    return ExportRepo.of({
      addUnlessSince: (entry, since) =>
        Effect.sync(() => {
          const recent = ofUser(entry.userId).find((e) => e.status !== "failed" && e.createdAt > since)
          if (recent !== undefined) return recent.createdAt
          tables.dataExports.set(entry.id, {
            ...entry,
            status: "building",
            readyAt: null,
            expiresAt: null,
            size: null,
            buildStartedAt: entry.createdAt,
            attempts: 1,
            archive: null
          })
          return null
        }),
      find: (id) => Effect.sync(() => Option.map(Option.fromUndefinedOr(tables.dataExports.get(id)), withoutArchive)),
      latest: (userId, now) => Effect.sync(() => Option.map(Option.fromUndefinedOr(ofUser(userId).find((e) => keptAt(e, now))), withoutArchive)),
      downloadable: (id, userId, now) =>
        Effect.sync(() => {
          const e = tables.dataExports.get(id)
          return e !== undefined && e.userId === userId && e.status === "ready" && keptAt(e, now) ? Option.some(withoutArchive(e)) : Option.none()
        }),
      archiveSlice: (id, userId, offset, length) =>
        Effect.sync(() => {
          const e = tables.dataExports.get(id)
          return e !== undefined && e.userId === userId && e.status === "ready" && e.archive !== null
            ? e.archive.slice(offset, offset + length)
            : new Uint8Array(0)
        }),
      complete: (id, bytes, at, expiresAt) =>
        Effect.sync(() =>
          update(id, (e) =>
            e.status === "building" ? { ...e, status: "ready", readyAt: at, expiresAt, size: bytes.length, archive: Uint8Array.from(bytes) } : undefined
          )
        ),
      fail: (id) => Effect.sync(() => update(id, (e) => (e.status === "building" ? { ...e, status: "failed" } : undefined))),
      claimStale: (before, now, limit) =>
        Effect.sync(() =>
          [...tables.dataExports.values()]
            .filter((e) => e.status === "building" && e.buildStartedAt < before)
            .sort((a, b) => a.buildStartedAt - b.buildStartedAt || (a.id < b.id ? -1 : 1))
            .slice(0, limit)
            .map((e) => {
              const claimed = { ...e, buildStartedAt: now, attempts: e.attempts + 1 }
              tables.dataExports.set(e.id, claimed)
              return withoutArchive(claimed)
            })
            .sort((a, b) => (a.id < b.id ? -1 : 1))
        ),
      deleteExpired: (now, failedBefore, limit) =>
        Effect.sync(() => {
          const gone = [...tables.dataExports.values()]
            .filter((e) => (e.status === "ready" && !keptAt(e, now)) || (e.status === "failed" && e.createdAt < failedBefore))
            .slice(0, limit)
          for (const e of gone) tables.dataExports.delete(e.id)
          return gone.length
        })
    })
  })
)
