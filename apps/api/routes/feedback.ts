/** Feedback and suggestions: a signed-in user sends feedback or suggests a concert; admins review the feedback. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import type { ConcertDto } from "../../../domain/concerts/contract.ts"
import { toConcertDto } from "../../../domain/concerts/to-dto.ts"
import { ConcertBody } from "../../../domain/curation/contract.ts"
import {
  type AdminFeedbackDto,
  type AdminFeedbackList,
  AdminFeedbackQuery,
  FeedbackBody,
  type FeedbackDto,
  FeedbackUpdateBody,
  type SuggestionCheckDto
} from "../../../domain/feedback/contract.ts"
import { limitFeedbackAction } from "../../../domain/feedback/limits.ts"
import { checkSuggestion } from "../../../domain/feedback/likely-duplicates.ts"
import { listFeedback, updateFeedback } from "../../../domain/feedback/review-feedback.ts"
import { submitFeedback } from "../../../domain/feedback/submit-feedback.ts"
import { suggestConcert } from "../../../domain/feedback/suggest-concert.ts"
import { requireAdmin, requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const feedbackRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }
  const admin = { preHandler: requireAdmin }

  app.post("/api/concerts/suggestions", signedIn, async (request, reply): Promise<ConcertDto> => {
    const body = decodeInput(ConcertBody, request.body)
    const userId = viewerOf(request).id
    const concert = await request.run(
      Effect.andThen(limitFeedbackAction("concert-suggestion", userId, request.ip), suggestConcert(userId, body))
    )
    reply.status(201)
    return toConcertDto(concert)
  })

  app.post("/api/concerts/suggestions/check", signedIn, async (request): Promise<SuggestionCheckDto> => {
    const body = decodeInput(ConcertBody, request.body)
    const candidates = await request.run(checkSuggestion(body))
    return { candidates: candidates.map(toConcertDto) }
  })

  app.post("/api/feedback", signedIn, async (request, reply): Promise<FeedbackDto> => {
    const body = decodeInput(FeedbackBody, request.body)
    const userId = viewerOf(request).id
    const created = await request.run(Effect.andThen(limitFeedbackAction("feedback", userId, request.ip), submitFeedback(userId, body)))
    reply.status(201)
    return created
  })

  app.get("/api/admin/feedback", admin, async (request): Promise<AdminFeedbackList> => {
    const query = decodeInput(AdminFeedbackQuery, request.query)
    const requests = await request.run(listFeedback({ kind: "user", user: viewerOf(request) }, query.status))
    return { requests }
  })

  app.patch<{ Params: { id: string } }>("/api/admin/feedback/:id", admin, async (request): Promise<AdminFeedbackDto> => {
    const body = decodeInput(FeedbackUpdateBody, request.body)
    return request.run(updateFeedback({ kind: "user", user: viewerOf(request) }, request.params.id, body))
  })
}
