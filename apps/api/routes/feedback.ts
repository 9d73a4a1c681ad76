/** Feedback and suggestions: a signed-in user sends feedback or suggests a concert; admins review the feedback. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { ConcertDto } from "../../../domain/concerts/contract.ts"
import { toConcertDto } from "../../../domain/concerts/to-dto.ts"
import { ConcertBody } from "../../../domain/curation/contract.ts"
import {
  AdminFeedbackDto,
  AdminFeedbackList,
  AdminFeedbackQuery,
  FeedbackBody,
  FeedbackDto,
  FeedbackUpdateBody,
  SuggestionCheckDto
} from "../../../domain/feedback/contract.ts"
import { limitFeedbackAction } from "../../../domain/feedback/limits.ts"
import { checkSuggestion } from "../../../domain/feedback/likely-duplicates.ts"
import { listFeedback, updateFeedback } from "../../../domain/feedback/review-feedback.ts"
import { submitFeedback } from "../../../domain/feedback/submit-feedback.ts"
import { suggestConcert } from "../../../domain/feedback/suggest-concert.ts"
import { requireAdmin, requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Feedback"

export const feedbackRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }
  const admin = { preHandler: requireAdmin }

  app.post(
    "/api/concerts/suggestions",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Suggest a concert: it is added to the catalogue",
          body: ConcertBody,
          responses: { 201: ConcertDto },
          errors: ["InvalidConcert", "ConcertAlreadyExists", "RateLimited"]
        }
      }
    },
    async (request, reply): Promise<ConcertDto> => {
      const body = decodeInput(ConcertBody, request.body)
      const userId = viewerOf(request).id
      const concert = await request.run(Effect.andThen(limitFeedbackAction("concert-suggestion", userId, request.ip), suggestConcert(userId, body)))
      reply.status(201)
      return toConcertDto(concert)
    }
  )

  app.post(
    "/api/concerts/suggestions/check",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The concerts a suggestion probably repeats, strongest first, before it is saved",
          body: ConcertBody,
          responses: { 200: SuggestionCheckDto },
          errors: ["InvalidConcert"]
        }
      }
    },
    async (request): Promise<SuggestionCheckDto> => {
      const body = decodeInput(ConcertBody, request.body)
      const candidates = await request.run(checkSuggestion(body))
      return { candidates: candidates.map(toConcertDto) }
    }
  )

  app.post(
    "/api/feedback",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Send feedback (a bug, a feature request, or general)",
          body: FeedbackBody,
          responses: { 201: FeedbackDto },
          errors: ["InvalidFeedback", "RateLimited"]
        }
      }
    },
    async (request, reply): Promise<FeedbackDto> => {
      const body = decodeInput(FeedbackBody, request.body)
      const userId = viewerOf(request).id
      const created = await request.run(Effect.andThen(limitFeedbackAction("feedback", userId, request.ip), submitFeedback(userId, body)))
      reply.status(201)
      return created
    }
  )

  app.get(
    "/api/admin/feedback",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Feedback, newest first, with the submitter's display name",
          query: AdminFeedbackQuery,
          responses: { 200: AdminFeedbackList }
        }
      }
    },
    async (request): Promise<AdminFeedbackList> => {
      const query = decodeInput(AdminFeedbackQuery, request.query)
      const requests = await request.run(listFeedback({ kind: "user", user: viewerOf(request) }, query.status))
      return { requests }
    }
  )

  app.patch<{ Params: { id: string } }>(
    "/api/admin/feedback/:id",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Review feedback: any status, and notes",
          description: "Notes are trimmed: blank clears them, absent keeps them. Stamps the reviewer and the time.",
          body: FeedbackUpdateBody,
          responses: { 200: AdminFeedbackDto },
          errors: ["FeedbackNotFound"]
        }
      }
    },
    async (request): Promise<AdminFeedbackDto> => {
      const body = decodeInput(FeedbackUpdateBody, request.body)
      return request.run(updateFeedback({ kind: "user", user: viewerOf(request) }, request.params.id, body))
    }
  )
}
