/**
 * The staff's review of fans' suggested concerts (issue #29; moderators and admins): the pending ones with the
 * concerts they probably repeat, and approve (publish), reject (with a reason) or merge (into the concert it repeats).
 */
import { Effect } from "effect"
import type { FastifyInstance, FastifyRequest } from "fastify"
import { toAdminConcertDto } from "../../../domain/curation/to-dto.ts"
import { approveSuggestion, listSuggestions, mergeSuggestion, rejectSuggestion } from "../../../domain/curation/review-suggestions.ts"
import {
  AdminSuggestionList,
  AdminSuggestionsQuery,
  ApproveSuggestionBody,
  ApproveSuggestionResult,
  MAX_SUGGESTION_REASON_LENGTH,
  MergeSuggestionBody,
  RejectSuggestionBody,
  SUGGESTIONS_LIST_LIMIT,
  SuggestionParams,
  SuggestionResult
} from "../../../domain/curation/suggestions-contract.ts"
import { today } from "../../../domain/kernel/local-date.ts"
import { requireStaff, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Admin"

const actor = (request: FastifyRequest) => ({ kind: "user", user: viewerOf(request) }) as const

const decided = "Once decided, a suggestion is not decided again (SuggestionAlreadyDecided). The suggester is told the outcome, never by whom."

export const adminSuggestionRoutes = (app: FastifyInstance) => {
  const staff = { preHandler: requireStaff }

  app.get(
    "/api/admin/suggestions",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Fans' concert suggestions: the pending ones oldest first, or the decided ones latest first",
          description:
            `status=pending (the default) or decided; at most ${SUGGESTIONS_LIST_LIMIT}. A pending one lists the published concerts it ` +
            "probably repeats (same city, a similar artist, and a similar venue or a date close by), strongest first; a decided one none.",
          query: AdminSuggestionsQuery,
          responses: { 200: AdminSuggestionList }
        }
      }
    },
    async (request): Promise<AdminSuggestionList> => {
      const { status } = decodeInput(AdminSuggestionsQuery, request.query)
      return { suggestions: await request.run(listSuggestions(actor(request), status)) }
    }
  )

  app.post(
    "/api/admin/suggestions/:id/approve",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Approve a suggestion: the concert is published, credited to the suggester",
          description:
            "concert, when given, is the suggestion as edited (the admin form's rules); without it, as suggested. " +
            `A published concert with the same artist, venue and day is ConcertAlreadyExists (merge into it instead). ${decided}`,
          body: ApproveSuggestionBody,
          responses: { 200: ApproveSuggestionResult },
          errors: ["SuggestionNotFound", "SuggestionAlreadyDecided", "InvalidConcert", "ConcertAlreadyExists"]
        }
      }
    },
    async (request): Promise<ApproveSuggestionResult> => {
      const { id } = decodeInput(SuggestionParams, request.params)
      const { concert } = decodeInput(ApproveSuggestionBody, request.body ?? {})
      return request.run(
        Effect.zipWith(approveSuggestion(actor(request), id, concert), today, (result, day) => ({
          suggestion: result.suggestion,
          concert: toAdminConcertDto(result.concert, day)
        }))
      )
    }
  )

  app.post(
    "/api/admin/suggestions/:id/reject",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Reject a suggestion, with the reason its suggester is told",
          description: `reason: one line of plain text, 1 to ${MAX_SUGGESTION_REASON_LENGTH} characters once trimmed. ${decided}`,
          body: RejectSuggestionBody,
          responses: { 200: SuggestionResult },
          errors: ["SuggestionNotFound", "SuggestionAlreadyDecided", "InvalidSuggestionReason"]
        }
      }
    },
    async (request): Promise<SuggestionResult> => {
      const { id } = decodeInput(SuggestionParams, request.params)
      const { reason } = decodeInput(RejectSuggestionBody, request.body)
      return { suggestion: await request.run(rejectSuggestion(actor(request), id, reason)) }
    }
  )

  app.post(
    "/api/admin/suggestions/:id/merge",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Merge a suggestion into the published concert it repeats: nothing new is published",
          description: `concertId: the published concert; the suggester is pointed to it. ${decided}`,
          body: MergeSuggestionBody,
          responses: { 200: SuggestionResult },
          errors: ["SuggestionNotFound", "SuggestionAlreadyDecided", "ConcertNotFound"]
        }
      }
    },
    async (request): Promise<SuggestionResult> => {
      const { id } = decodeInput(SuggestionParams, request.params)
      const { concertId } = decodeInput(MergeSuggestionBody, request.body)
      return { suggestion: await request.run(mergeSuggestion(actor(request), id, concertId)) }
    }
  )
}
