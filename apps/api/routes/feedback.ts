/**
 * Feedback and suggestions: a signed-in user sends feedback, or suggests a concert (it waits for the staff's review,
 * admin-suggestions.ts) and sees their own suggestions; the staff (moderators and admins) review the feedback.
 */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { toConcertDto } from "../../../domain/concerts/to-dto.ts"
import { ConcertBody } from "../../../domain/curation/contract.ts"
import { mySuggestions, submitSuggestion } from "../../../domain/curation/suggestions.ts"
import { SUGGESTIONS_LIST_LIMIT, SUGGESTIONS_PER_DAY, SuggestionDto, SuggestionList } from "../../../domain/curation/suggestions-contract.ts"
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
import { requireStaff, requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Feedback"

export const feedbackRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }
  const staff = { preHandler: requireStaff }

  app.post(
    "/api/concerts/suggestions",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Suggest a concert: it waits, pending, for the staff's review, and appears nowhere else until approved",
          description:
            "The suggest form's rules. The same artist, venue and day as a published concert (any letter case) is ConcertAlreadyExists. " +
            `At most ${SUGGESTIONS_PER_DAY} in 24 hours per fan, besides the hourly limit (RateLimited).`,
          body: ConcertBody,
          responses: { 201: SuggestionDto },
          errors: ["InvalidConcert", "ConcertAlreadyExists", "RateLimited"]
        }
      }
    },
    async (request, reply): Promise<SuggestionDto> => {
      const body = decodeInput(ConcertBody, request.body)
      const userId = viewerOf(request).id
      const suggestion = await request.run(Effect.andThen(limitFeedbackAction("concert-suggestion", userId, request.ip), submitSuggestion(userId, body)))
      reply.status(201)
      return suggestion
    }
  )

  app.get(
    "/api/concerts/suggestions",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The caller's own concert suggestions with their state, newest first",
          description: `At most ${SUGGESTIONS_LIST_LIMIT}. A rejected one has its reason; an approved or merged one the concert's id (null once that concert is deleted).`,
          responses: { 200: SuggestionList }
        }
      }
    },
    async (request): Promise<SuggestionList> => ({ suggestions: await request.run(mySuggestions(viewerOf(request).id)) })
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
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Feedback, newest first, with the submitter's display name (moderators and admins)",
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
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Review feedback: any status, and notes (moderators and admins)",
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
