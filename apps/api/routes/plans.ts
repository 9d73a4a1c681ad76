/**
 * Plans (issue #22): a night out around one concert. Every route is signed in; a plan and everything in it
 * answers its members only (anyone else gets 404 PlanNotFound), and the maker alone renames, moves the
 * meeting, removes members or deletes it (a member gets 403 NotPlanMaker).
 */
import type { FastifyInstance } from "fastify"
import {
  AddPlanMembersBody,
  CreatePlanBody,
  PlanAnswerBody,
  PlanDeleted,
  PlanDto,
  PlanMemberParams,
  PlanMemberRemoved,
  PlanMessageBody,
  PlanMessageDto,
  PlanMessagesPage,
  PlanMessagesQuery,
  PlanParams,
  PlansList,
  PlanSuggestions,
  PlanTicketBody,
  SpareRequestBody,
  SpareRequestParams,
  UpdatePlanBody
} from "../../../domain/plans/contract.ts"
import {
  addPlanMembers,
  answerSpareRequest,
  createPlan,
  deletePlan,
  getPlan,
  listPlanMessages,
  listPlans,
  planSuggestions,
  postPlanMessage,
  removePlanMember,
  requestSpare,
  setPlanAnswer,
  setPlanTicket,
  updatePlan
} from "../../../domain/plans/plans.ts"
import type { ErrorTag } from "../error-table.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Plans"

/** What any route on one plan may answer: the plan is not there for the caller. */
const ofPlan = (...errors: ReadonlyArray<ErrorTag>): ReadonlyArray<ErrorTag> => ["PlanNotFound", ...errors]
/** The maker-only routes. */
const ofMaker = (...errors: ReadonlyArray<ErrorTag>): ReadonlyArray<ErrorTag> => ofPlan("NotPlanMaker", ...errors)

export const planRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.post(
    "/api/plans",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Make a plan for a concert today or later; the viewer is its maker and first member (going)",
          description: "meetAt is the venue's wall-clock time on the concert's day or the day before. At most 20 new plans an hour.",
          body: CreatePlanBody,
          responses: { 201: PlanDto },
          errors: ["PlanConcertNotFound", "PlanConcertPast", "InvalidMeetAt", "InvalidPlanText", "RateLimited"]
        }
      }
    },
    async (request, reply) => {
      const plan: PlanDto = await request.run(createPlan(viewerOf(request).id, decodeInput(CreatePlanBody, request.body)))
      return reply.status(201).send(plan)
    }
  )

  app.get(
    "/api/plans",
    {
      ...signedIn,
      config: {
        contract: { tag, summary: "The viewer's plans for concerts today or later, soonest concert first (at most 100)", responses: { 200: PlansList } }
      }
    },
    async (request): Promise<PlansList> => request.run(listPlans(viewerOf(request).id))
  )

  app.get(
    "/api/plans/:id",
    {
      ...signedIn,
      config: {
        contract: { tag, summary: "A plan with its members, their answers and tickets, and its spare requests", responses: { 200: PlanDto }, errors: ofPlan() }
      }
    },
    async (request): Promise<PlanDto> => request.run(getPlan(viewerOf(request).id, decodeInput(PlanParams, request.params).id))
  )

  app.patch(
    "/api/plans/:id",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Rename the plan or move its meeting (the maker only)",
          description: "A key left out keeps its value; null or blank clears it. A new meeting place or time notifies the other members.",
          body: UpdatePlanBody,
          responses: { 200: PlanDto },
          errors: ofMaker("InvalidMeetAt", "InvalidPlanText")
        }
      }
    },
    async (request): Promise<PlanDto> =>
      request.run(updatePlan(viewerOf(request).id, decodeInput(PlanParams, request.params).id, decodeInput(UpdatePlanBody, request.body)))
  )

  app.delete(
    "/api/plans/:id",
    {
      ...signedIn,
      config: {
        contract: { tag, summary: "Delete the plan, its members, requests and thread (the maker only)", responses: { 200: PlanDeleted }, errors: ofMaker() }
      }
    },
    async (request): Promise<PlanDeleted> => request.run(deletePlan(viewerOf(request).id, decodeInput(PlanParams, request.params).id))
  )

  app.post(
    "/api/plans/:id/members",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Invite friends of the maker to the plan (the maker only)",
          description:
            "Each must be the maker's friend; members already in are left as they are. A full plan takes no more (PlanFull). " +
            "Someone added again gets their earlier notice back, not a new mail. 30 membership changes per 10 minutes per user.",
          body: AddPlanMembersBody,
          responses: { 200: PlanDto },
          errors: ofMaker("PlanInviteeNotFriend", "PlanFull", "RateLimited")
        }
      }
    },
    async (request): Promise<PlanDto> =>
      request.run(addPlanMembers(viewerOf(request).id, decodeInput(PlanParams, request.params).id, decodeInput(AddPlanMembersBody, request.body)))
  )

  app.delete(
    "/api/plans/:id/members/:userId",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Remove a member (the maker), or leave the plan (one's own id)",
          description:
            "The maker cannot leave (they delete the plan). The member's pending spare requests, made or asked of them, go; " +
            "their notifications about the plan are hidden. 30 membership changes per 10 minutes per user.",
          responses: { 200: PlanMemberRemoved },
          errors: ofMaker("MakerCannotLeave", "PlanMemberNotFound", "RateLimited")
        }
      }
    },
    async (request): Promise<PlanMemberRemoved> => {
      const params = decodeInput(PlanMemberParams, request.params)
      return request.run(removePlanMember(viewerOf(request).id, params.id, params.userId))
    }
  )

  app.put(
    "/api/plans/:id/answer",
    {
      ...signedIn,
      config: {
        contract: { tag, summary: "The viewer's answer: going, maybe or can't go", body: PlanAnswerBody, responses: { 200: PlanDto }, errors: ofPlan() }
      }
    },
    async (request): Promise<PlanDto> =>
      request.run(setPlanAnswer(viewerOf(request).id, decodeInput(PlanParams, request.params).id, decodeInput(PlanAnswerBody, request.body)))
  )

  app.put(
    "/api/plans/:id/ticket",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The viewer's ticket: has one or needs one, spare tickets still free, a short note",
          description: "Spares only with a ticket. Offering spares where there were none notifies the members who need a ticket.",
          body: PlanTicketBody,
          responses: { 200: PlanDto },
          errors: ofPlan("SparesNeedTicket", "InvalidPlanText")
        }
      }
    },
    async (request): Promise<PlanDto> =>
      request.run(setPlanTicket(viewerOf(request).id, decodeInput(PlanParams, request.params).id, decodeInput(PlanTicketBody, request.body)))
  )

  app.post(
    "/api/plans/:id/spare-requests",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: '"I\'ll take a spare": ask a member with spare tickets for one',
          description: "Asking the same holder again while the request is pending answers it as it is. Notifies the holder.",
          body: SpareRequestBody,
          responses: { 200: PlanDto },
          errors: ofPlan("PlanMemberNotFound", "NoSpareLeft", "SpareNotNeeded")
        }
      }
    },
    async (request): Promise<PlanDto> =>
      request.run(requestSpare(viewerOf(request).id, decodeInput(PlanParams, request.params).id, decodeInput(SpareRequestBody, request.body)))
  )

  app.post(
    "/api/plans/:id/spare-requests/:requestId/accept",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Give a spare ticket to the member who asked (the holder asked only)",
          description: "The holder's spares go down by one and the requester has a ticket; their other pending requests in the plan are declined.",
          responses: { 200: PlanDto },
          errors: ofPlan("SpareRequestNotFound", "SpareRequestAnswered", "NoSpareLeft", "SpareNotNeeded")
        }
      }
    },
    async (request): Promise<PlanDto> => {
      const params = decodeInput(SpareRequestParams, request.params)
      return request.run(answerSpareRequest(viewerOf(request).id, params.id, params.requestId, "accept"))
    }
  )

  app.post(
    "/api/plans/:id/spare-requests/:requestId/decline",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Decline a request for a spare ticket (the holder asked only)",
          responses: { 200: PlanDto },
          errors: ofPlan("SpareRequestNotFound", "SpareRequestAnswered")
        }
      }
    },
    async (request): Promise<PlanDto> => {
      const params = decodeInput(SpareRequestParams, request.params)
      return request.run(answerSpareRequest(viewerOf(request).id, params.id, params.requestId, "decline"))
    }
  )

  app.get(
    "/api/plans/:id/messages",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The plan's thread, 50 messages a page, newest last",
          description: "Without before: the newest page. before is a page's olderCursor.",
          query: PlanMessagesQuery,
          responses: { 200: PlanMessagesPage },
          errors: ofPlan("InvalidCursor")
        }
      }
    },
    async (request): Promise<PlanMessagesPage> =>
      request.run(listPlanMessages(viewerOf(request).id, decodeInput(PlanParams, request.params).id, decodeInput(PlanMessagesQuery, request.query).before))
  )

  app.post(
    "/api/plans/:id/messages",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Post a plain-text message to the plan's thread",
          description: "Line breaks are kept, other control characters refused. At most 30 messages a minute. Members are told live.",
          body: PlanMessageBody,
          responses: { 201: PlanMessageDto },
          errors: ofPlan("InvalidPlanText", "RateLimited")
        }
      }
    },
    async (request, reply) => {
      const message: PlanMessageDto = await request.run(
        postPlanMessage(viewerOf(request).id, decodeInput(PlanParams, request.params).id, decodeInput(PlanMessageBody, request.body))
      )
      return reply.status(201).send(message)
    }
  )

  app.get(
    "/api/plans/:id/suggestions",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The viewer's friends who are not in the plan yet, to invite",
          description:
            "Friends with tickets for the concert first, then interested ones, then the rest, each by name; a status only where the viewer may see it.",
          responses: { 200: PlanSuggestions },
          errors: ofPlan()
        }
      }
    },
    async (request): Promise<PlanSuggestions> => request.run(planSuggestions(viewerOf(request).id, decodeInput(PlanParams, request.params).id))
  )
}
