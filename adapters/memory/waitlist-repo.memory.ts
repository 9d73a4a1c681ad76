/** WaitlistRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { type WaitlistEntry, WaitlistRepo } from "../../domain/waitlist/waitlist-repo.ts"
import { MemoryStore, type StoredWaitlistEntry } from "./store.ts"

const toEntry = ({ invitedBy: _by, ...entry }: StoredWaitlistEntry): WaitlistEntry => entry

const newestFirst = (a: WaitlistEntry, b: WaitlistEntry) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)

export const layer: Layer.Layer<WaitlistRepo, never, MemoryStore> = Layer.effect(
  WaitlistRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const find = (email: string) => [...tables.waitlist.values()].find((e) => emailKey(e.email) === emailKey(email))
    return WaitlistRepo.of({
      add: (entry) =>
        Effect.sync(() => {
          if (find(entry.email)) return false
          tables.waitlist.set(entry.id, { ...entry, invitedAt: null, joinedAt: null, invitedBy: null })
          return true
        }),
      findByEmail: (email) => Effect.sync(() => Option.map(Option.fromNullishOr(find(email)), toEntry)),
      page: (after, limit) =>
        Effect.sync(() =>
          [...tables.waitlist.values()]
            .filter((e) => after === null || e.createdAt < after.createdAt || (e.createdAt === after.createdAt && e.id < after.id))
            .sort(newestFirst)
            .slice(0, limit)
            .map(toEntry)
        ),
      invite: (entryId, invitation) =>
        Effect.sync(() => {
          const entry = tables.waitlist.get(entryId)!
          for (const [id, i] of tables.invitations) {
            if (i.waitlistId === entryId && i.status === "pending") tables.invitations.delete(id)
          }
          tables.invitations.set(invitation.id, {
            id: invitation.id,
            inviterId: null,
            email: entry.email,
            tokenHash: invitation.tokenHash,
            status: "pending",
            createdAt: invitation.createdAt,
            expiresAt: invitation.expiresAt,
            acceptedBy: null,
            acceptedAt: null,
            waitlistId: entryId
          })
          const invited = { ...entry, invitedAt: invitation.createdAt, invitedBy: invitation.invitedBy }
          tables.waitlist.set(entryId, invited)
          return toEntry(invited)
        }),
      markJoined: (email, at) =>
        Effect.sync(() => {
          const entry = find(email)
          if (entry && entry.joinedAt === null) tables.waitlist.set(entry.id, { ...entry, joinedAt: at })
        })
    })
  })
)
