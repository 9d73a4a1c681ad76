/** InviteRequestRepo and InviteCounts in memory: the executable specification of the Postgres adapters. */
import { Effect, Layer, Option } from "effect"
import { InvitesRevoked } from "../../domain/invitations/errors.ts"
import { InviteCounts } from "../../domain/invitations/invite-counts.ts"
import { type InviteRequest, InviteRequestRepo } from "../../domain/invitations/invite-request-repo.ts"
import { MemoryStore, type StoredInviteRequest, type Tables } from "./store.ts"

const withPerson = (tables: Tables, r: StoredInviteRequest): InviteRequest => ({
  ...r,
  email: tables.users.get(r.userId)?.email ?? "",
  displayName: tables.profiles.get(r.userId)?.displayName ?? null
})

const byCreation = (a: StoredInviteRequest, b: StoredInviteRequest) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)
const byReview = (a: StoredInviteRequest, b: StoredInviteRequest) => (b.reviewedAt ?? 0) - (a.reviewedAt ?? 0) || byCreation(a, b)

export const requestsLayer: Layer.Layer<InviteRequestRepo, never, MemoryStore> = Layer.effect(
  InviteRequestRepo,
  MemoryStore.useSync(({ tables }) => {
    const all = () => [...tables.inviteRequests.values()]
    return InviteRequestRepo.of({
      create: (request) => Effect.sync(() => void tables.inviteRequests.set(request.id, { ...request, status: "pending", reviewedAt: null, reviewedBy: null })),
      find: (id) => Effect.sync(() => Option.map(Option.fromNullishOr(tables.inviteRequests.get(id)), (r) => withPerson(tables, r))),
      ofUser: (userId) =>
        Effect.sync(() =>
          all()
            .filter((r) => r.userId === userId)
            .sort(byCreation)
            .map((r) => withPerson(tables, r))
        ),
      list: ({ status, limit }) =>
        Effect.sync(() => {
          const reviewedOrder = status !== undefined && status !== "pending"
          return all()
            .filter((r) => status === undefined || r.status === status || (status === "reviewed" && r.status !== "pending"))
            .sort(reviewedOrder ? byReview : byCreation)
            .slice(0, limit)
            .map((r) => withPerson(tables, r))
        }),
      review: (id, { status, reviewedBy, at }) =>
        Effect.sync(() => {
          const found = tables.inviteRequests.get(id)
          if (found?.status !== "pending") return Option.none()
          const next = { ...found, status, reviewedBy, reviewedAt: at }
          tables.inviteRequests.set(id, next)
          return Option.some(withPerson(tables, next))
        })
    })
  })
)

export const countsLayer: Layer.Layer<InviteCounts, never, MemoryStore> = Layer.effect(
  InviteCounts,
  MemoryStore.useSync(({ tables }) =>
    InviteCounts.of({
      spendOne: (userId) =>
        tables.invitesRevoked.has(userId)
          ? Effect.fail(new InvitesRevoked({ userId }))
          : Effect.sync(() => {
              const profile = tables.profiles.get(userId)
              if (!profile || profile.inviteCount <= 0) return Option.none()
              const next = { ...profile, inviteCount: profile.inviteCount - 1, totalInvitesSent: profile.totalInvitesSent + 1 }
              tables.profiles.set(userId, next)
              return Option.some({ inviteCount: next.inviteCount, totalInvitesSent: next.totalInvitesSent })
            }),
      grant: (userId, count) =>
        Effect.sync(() => {
          const profile = tables.profiles.get(userId)
          if (profile && !tables.invitesRevoked.has(userId)) tables.profiles.set(userId, { ...profile, inviteCount: profile.inviteCount + count })
        }),
      revoke: (userId, { at, reason }) =>
        Effect.sync(() => {
          const profile = tables.profiles.get(userId)
          if (!profile) return Option.none()
          tables.profiles.set(userId, { ...profile, inviteCount: 0 })
          tables.invitesRevoked.set(userId, { at: tables.invitesRevoked.get(userId)?.at ?? at, reason })
          return Option.some(profile.inviteCount)
        }),
      restore: (userId) => Effect.sync(() => tables.invitesRevoked.delete(userId)),
      revocationOf: (userId) => Effect.sync(() => Option.fromNullishOr(tables.invitesRevoked.get(userId)))
    })
  )
)
