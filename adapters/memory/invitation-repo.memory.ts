/** InvitationRepo in memory: the executable specification of the Postgres adapter. */
import { Clock, Effect, Layer, Option } from "effect"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { AlreadyInvited } from "../../domain/invitations/errors.ts"
import { type Invitation, type InviteEdge, InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { countEvent } from "./analytics-events.ts"
import { MemoryStore, type StoredInvitation } from "./store.ts"

const toInvitation = ({ tokenHash: _hash, acceptedAt: _at, waitlistId: _listing, ...invitation }: StoredInvitation): Invitation => invitation

const newestFirst = (a: StoredInvitation, b: StoredInvitation) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)

export const layer: Layer.Layer<InvitationRepo, never, MemoryStore> = Layer.effect(
  InvitationRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const ownPending = (id: string, inviterId: string) => {
      const found = tables.invitations.get(id)
      return found && found.inviterId === inviterId && found.status === "pending" ? found : undefined
    }
    const person = (id: string) => {
      const user = tables.users.get(id)
      return user && { email: user.email, name: tables.profiles.get(id)?.displayName ?? null }
    }
    return InvitationRepo.of({
      insert: (invitation) => {
        const taken = [...tables.invitations.values()].some(
          (i) => i.inviterId === invitation.inviterId && i.status === "pending" && emailKey(i.email) === emailKey(invitation.email)
        )
        return taken
          ? Effect.fail(new AlreadyInvited({ inviterId: invitation.inviterId, email: invitation.email }))
          : Effect.sync(
              () => void tables.invitations.set(invitation.id, { ...invitation, status: "pending", acceptedBy: null, acceptedAt: null, waitlistId: null })
            )
      },
      findByTokenHash: (tokenHash) =>
        Effect.sync(() => Option.map(Option.fromNullishOr([...tables.invitations.values()].find((i) => i.tokenHash === tokenHash)), toInvitation)),
      pendingOf: (inviterId) =>
        Effect.sync(() =>
          [...tables.invitations.values()]
            .filter((i) => i.inviterId === inviterId && i.status === "pending")
            .sort(newestFirst)
            .map(toInvitation)
        ),
      cancel: (id, inviterId) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          if (ownPending(id, inviterId) === undefined) return false
          tables.invitations.delete(id)
          // The row goes; its count stays, anonymous (issue #34).
          countEvent(tables, "invitation.cancelled", now)
          return true
        }),
      renew: (id, inviterId, renewal) =>
        Effect.sync(() => {
          const found = ownPending(id, inviterId)
          if (!found) return Option.none()
          const next = { ...found, ...renewal }
          tables.invitations.set(id, next)
          return Option.some(toInvitation(next))
        }),
      claim: (id, at) =>
        Effect.sync(() => {
          const found = tables.invitations.get(id)
          if (found?.status !== "pending" || at >= found.expiresAt) return false
          tables.invitations.set(id, { ...found, status: "accepted", acceptedAt: at })
          return true
        }),
      setAcceptedBy: (id, userId) =>
        Effect.sync(() => {
          const found = tables.invitations.get(id)
          if (found) tables.invitations.set(id, { ...found, acceptedBy: userId })
        }),
      edges: () =>
        Effect.sync(() =>
          [...tables.invitations.values()]
            .filter((i) => i.status === "accepted" && i.inviterId !== null && i.acceptedBy !== null && i.acceptedAt !== null)
            .sort((a, b) => a.acceptedAt! - b.acceptedAt! || (a.id < b.id ? -1 : 1))
            .flatMap((i): Array<InviteEdge> => {
              const inviter = person(i.inviterId!)
              const invitee = person(i.acceptedBy!)
              if (!inviter || !invitee) return []
              return [
                {
                  inviterId: i.inviterId!,
                  inviterEmail: inviter.email,
                  inviterName: inviter.name,
                  inviteeId: i.acceptedBy!,
                  inviteeEmail: invitee.email,
                  inviteeName: invitee.name,
                  acceptedAt: i.acceptedAt!
                }
              ]
            })
        )
    })
  })
)
