/** UserRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { emailKey, normalizeEmail } from "../../domain/accounts/credentials.ts"
import { UserAlreadyRegistered } from "../../domain/accounts/errors.ts"
import { type UserRecord, UserRepo } from "../../domain/accounts/user-repo.ts"
import { MemoryStore, type StoredUser, suspendedAt, type Tables } from "./store.ts"

const toRecord = (tables: Tables, id: string): Option.Option<UserRecord> => {
  const user = tables.users.get(id)
  if (!user) return Option.none()
  return Option.some({
    ...user,
    displayName: tables.profiles.get(id)?.displayName ?? null,
    role: tables.roles.get(id) ?? "user"
  })
}

export const layer: Layer.Layer<UserRepo, never, MemoryStore> = Layer.effect(
  UserRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const byEmail = (email: string) => [...tables.users.values()].find((u) => emailKey(u.email) === emailKey(email))
    const oldestFirst = () =>
      [...tables.users.values()].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1)).flatMap((u) => Option.toArray(toRecord(tables, u.id)))
    const update = (id: string, change: (user: StoredUser) => StoredUser) =>
      Effect.sync(() => {
        const user = tables.users.get(id)
        if (user) tables.users.set(id, change(user))
      })
    return UserRepo.of({
      insert: (user) =>
        byEmail(user.email) || tables.users.has(user.id)
          ? Effect.fail(new UserAlreadyRegistered())
          : Effect.sync(() => {
              tables.users.set(user.id, { ...user, email: normalizeEmail(user.email), emailConfirmedAt: null })
              tables.roles.set(user.id, "user")
            }),
      findByEmail: (email) => Effect.sync(() => Option.flatMap(Option.fromNullishOr(byEmail(email)), (u) => toRecord(tables, u.id))),
      findById: (id) => Effect.sync(() => toRecord(tables, id)),
      findByIds: (ids) => Effect.sync(() => [...new Set(ids)].flatMap((id) => Option.toArray(toRecord(tables, id)))),
      findSignedIn: (id, familyId, now) =>
        Effect.sync(() =>
          !suspendedAt(tables.suspensions.get(id), now) &&
          !tables.deletionRequests.has(id) &&
          [...tables.sessions.values()].some((s) => s.familyId === familyId && s.userId === id && s.revokedAt === null && now < s.expiresAt)
            ? toRecord(tables, id)
            : Option.none()
        ),
      list: () => Effect.sync(() => oldestFirst()),
      listWithStanding: (now) =>
        Effect.sync(() =>
          oldestFirst().map((user) => {
            const suspension = tables.suspensions.get(user.id)
            return {
              ...user,
              suspension: suspension !== undefined && suspendedAt(suspension, now) ? suspension : null,
              invitesRevoked: tables.invitesRevoked.get(user.id) ?? null,
              deletionRequestedAt: tables.deletionRequests.get(user.id) ?? null
            }
          })
        ),
      count: () => Effect.sync(() => tables.users.size),
      confirmEmail: (id, at) => update(id, (user) => ({ ...user, emailConfirmedAt: user.emailConfirmedAt ?? at })),
      setPasswordHash: (id, passwordHash) => update(id, (user) => ({ ...user, passwordHash })),
      replacePending: (id, passwordHash, signupDisplayName) =>
        Effect.sync(() => {
          const user = tables.users.get(id)
          if (!user || user.emailConfirmedAt !== null) return false
          tables.users.set(id, { ...user, passwordHash, signupDisplayName })
          return true
        }),
      setRole: (id, role) =>
        Effect.sync(() => {
          if (tables.users.has(id)) tables.roles.set(id, role)
        }),
      suspend: (id, suspension) =>
        Effect.sync(() => {
          if (tables.users.has(id)) tables.suspensions.set(id, suspension)
        }),
      liftSuspension: (id, now) =>
        Effect.sync(() => {
          const inForce = suspendedAt(tables.suspensions.get(id), now)
          tables.suspensions.delete(id)
          return inForce
        }),
      suspensionOf: (id, now) =>
        Effect.sync(() => {
          const s = tables.suspensions.get(id)
          return s !== undefined && suspendedAt(s, now) ? Option.some(s) : Option.none()
        }),
      requestDeletion: (id, at) =>
        Effect.sync(() => {
          if (!tables.users.has(id) || tables.deletionRequests.has(id)) return false
          tables.deletionRequests.set(id, at)
          return true
        }),
      cancelDeletion: (id) => Effect.sync(() => tables.deletionRequests.delete(id)),
      deletionRequestOf: (id) => Effect.sync(() => Option.fromNullishOr(tables.deletionRequests.get(id))),
      dueForPurge: (requestedBy, limit) =>
        Effect.sync(() =>
          [...tables.deletionRequests]
            .filter(([, at]) => at <= requestedBy)
            .sort(([a, x], [b, y]) => x - y || (a < b ? -1 : 1))
            .slice(0, limit)
            .map(([id]) => id)
        ),
      // Memory transactions run one at a time: nothing else can change the admins meanwhile.
      lockAdmins: () =>
        Effect.sync(() =>
          [...tables.roles]
            .filter(([id, role]) => role === "admin" && tables.users.has(id))
            .map(([id]) => ({ id, deletionRequestedAt: tables.deletionRequests.get(id) ?? null }))
            .sort((a, b) => (a.id < b.id ? -1 : 1))
        )
    })
  })
)
