/** OwnDataRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer } from "effect"
import type { Concert } from "../../domain/concerts/concert.ts"
import { type ConcertFacts, OwnDataRepo } from "../../domain/own-data/own-data-repo.ts"
import { MemoryStore } from "./store.ts"

const factsOf = (c: Concert): ConcertFacts => ({ concertId: c.id, artist: c.artist, venue: c.venue, city: c.city, date: c.date })

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Newest first, then by id, as the Postgres adapter orders them. */
const newestFirst = (a: { readonly createdAt: number; readonly id: string }, b: { readonly createdAt: number; readonly id: string }) =>
  b.createdAt - a.createdAt || byText(a.id, b.id)

export const layer: Layer.Layer<OwnDataRepo, never, MemoryStore> = Layer.effect(
  OwnDataRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return OwnDataRepo.of({
      interests: (userId) =>
        Effect.sync(() =>
          [...tables.interests.values()]
            .filter((i) => i.userId === userId)
            .flatMap((i) => {
              const concert = tables.concerts.get(i.concertId)
              return concert === undefined ? [] : [{ concert: factsOf(concert), status: i.status, updatedAt: i.updatedAt }]
            })
            .sort((a, b) => byText(a.concert.date, b.concert.date) || byText(a.concert.concertId, b.concert.concertId))
        ),
      invitationsSent: (userId) =>
        Effect.sync(() =>
          [...tables.invitations.values()]
            .filter((i) => i.inviterId === userId)
            .map((i) => ({ id: i.id, email: i.email, status: i.status, createdAt: i.createdAt, expiresAt: i.expiresAt, acceptedAt: i.acceptedAt }))
            .sort(newestFirst)
        ),
      feedback: (userId) =>
        Effect.sync(() =>
          [...tables.feedback.values()]
            .filter((f) => f.userId === userId)
            .map((f) => ({
              id: f.id,
              feedbackType: f.feedbackType,
              title: f.title,
              description: f.description,
              contactEmail: f.contactEmail,
              status: f.status,
              createdAt: f.createdAt,
              updatedAt: f.updatedAt
            }))
            .sort(newestFirst)
        ),
      reportsFiled: (userId) =>
        Effect.sync(() =>
          [...tables.reports.values()]
            .filter((r) => r.reporterId === userId)
            .map((r) => ({
              id: r.id,
              targetType: r.targetType,
              targetId: r.targetId,
              category: r.category,
              comment: r.comment,
              status: r.status,
              createdAt: r.createdAt,
              resolvedAt: r.resolvedAt
            }))
            .sort(newestFirst)
        ),
      plans: (userId) =>
        Effect.sync(() =>
          [...tables.planMembers.values()]
            .filter((m) => m.userId === userId)
            .flatMap((m) => {
              const plan = tables.plans.get(m.planId)
              const concert = plan === undefined ? undefined : tables.concerts.get(plan.concertId)
              if (plan === undefined || concert === undefined) return []
              return [
                {
                  planId: plan.id,
                  concert: factsOf(concert),
                  role: plan.makerId === userId ? ("maker" as const) : ("member" as const),
                  title: plan.title,
                  meetPlace: plan.meetPlace,
                  meetAt: plan.meetAt,
                  createdAt: plan.createdAt,
                  answer: m.answer,
                  ticket: m.ticket,
                  spares: m.spares,
                  ticketNote: m.ticketNote,
                  joinedAt: m.joinedAt
                }
              ]
            })
            .sort((a, b) => byText(a.concert.date, b.concert.date) || byText(a.planId, b.planId))
        ),
      messages: (userId) =>
        Effect.sync(() =>
          [...tables.planMessages.values()]
            .flatMap((m) => (m.authorId === userId && m.text !== null ? [{ id: m.id, planId: m.planId, text: m.text, createdAt: m.createdAt }] : []))
            .sort((a, b) => a.createdAt - b.createdAt || byText(a.id, b.id))
        )
    })
  })
)
