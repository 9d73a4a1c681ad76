/** AppSettings, RateLimiter and AuditLog in memory: small key/value and append-only tables. */
import { Clock, Effect, Layer } from "effect"
import { AppSettings } from "../../domain/accounts/app-settings.ts"
import { RateLimiter } from "../../domain/accounts/rate-limiter.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { MemoryStore } from "./store.ts"

export const settingsLayer: Layer.Layer<AppSettings, never, MemoryStore> = Layer.effect(
  AppSettings,
  MemoryStore.useSync(({ tables }) =>
    AppSettings.of({
      registrationMode: Effect.sync(() => (tables.settings.get("registration_mode") === "open" ? "open" : "invite-only")),
      setRegistrationMode: (mode) => Effect.sync(() => void tables.settings.set("registration_mode", mode)),
      getOrInit: (key, value) =>
        Effect.sync(() => {
          if (!tables.settings.has(key)) tables.settings.set(key, value)
          return tables.settings.get(key)!
        })
    })
  )
)

export const rateLimiterLayer: Layer.Layer<RateLimiter, never, MemoryStore> = Layer.effect(
  RateLimiter,
  MemoryStore.useSync(({ tables }) =>
    RateLimiter.of({
      hit: (key, windowStart) =>
        Effect.sync(() => {
          const slot = `${key}|${windowStart}`
          const hits = (tables.rateLimits.get(slot) ?? 0) + 1
          tables.rateLimits.set(slot, hits)
          return hits
        }),
      count: (key, windowStart) => Effect.sync(() => tables.rateLimits.get(`${key}|${windowStart}`) ?? 0)
    })
  )
)

export const auditLayer: Layer.Layer<AuditLog, never, MemoryStore> = Layer.effect(
  AuditLog,
  MemoryStore.useSync(({ tables }) =>
    AuditLog.of({
      record: (entry) =>
        Effect.map(Clock.currentTimeMillis, (createdAt) => {
          const id = Math.max(0, ...tables.auditLog.keys()) + 1
          tables.auditLog.set(id, { ...entry, id, createdAt })
        }),
      list: (limit) => Effect.sync(() => [...tables.auditLog.values()].sort((a, b) => b.id - a.id).slice(0, limit))
    })
  )
)
