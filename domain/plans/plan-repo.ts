/**
 * Port: plans (issue #22), their members, spare-ticket requests and thread. Every mutating use case runs in a
 * unit of work that first calls `lock(planId)`: the plan's changes are then serialised (PostgreSQL: the plan row
 * FOR UPDATE; memory: transactions already run one at a time), so the rules read a state nobody else changes.
 */
import { Context, type Effect, type Option } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { PlanAnswer, SpareRequestStatus, TicketStatus } from "./contract.ts"

export interface Plan {
  readonly id: string
  readonly concertId: ConcertId
  readonly makerId: string
  readonly title: string | null
  readonly meetPlace: string | null
  /** `YYYY-MM-DDTHH:MM`, the venue's wall-clock time. */
  readonly meetAt: string | null
  readonly createdAt: number
  readonly updatedAt: number
}

export interface PlanMember {
  readonly planId: string
  readonly userId: string
  readonly answer: PlanAnswer | null
  readonly ticket: TicketStatus | null
  /** Never negative (the store refuses it: a CHECK in PostgreSQL). */
  readonly spares: number
  readonly ticketNote: string | null
  readonly joinedAt: number
}

export interface SpareRequest {
  readonly id: string
  readonly planId: string
  readonly requesterId: string
  readonly holderId: string
  readonly status: SpareRequestStatus
  readonly createdAt: number
  readonly answeredAt: number | null
}

export interface PlanMessage {
  readonly id: string
  readonly planId: string
  readonly authorId: string
  readonly text: string
  readonly createdAt: number
}

/** A message whose author's account was purged (issue #30): it keeps its place in the thread, without author or text. */
export interface PurgedPlanMessage {
  readonly id: string
  readonly planId: string
  readonly authorId: null
  readonly text: null
  readonly createdAt: number
}

/** What Soundcheck itself says in a thread (issue #31): the plan's concert was cancelled. */
export type PlanEvent = "concert_cancelled"

/** A line from Soundcheck in the thread (issue #31): no author, no text, its event. */
export interface PlanEventMessage {
  readonly id: string
  readonly planId: string
  readonly authorId: null
  readonly text: null
  readonly event: PlanEvent
  readonly createdAt: number
}

/** A message as the thread lists it: written by a member, left by a purged account, or said by Soundcheck. */
export type ThreadMessage = PlanMessage | PurgedPlanMessage | PlanEventMessage

/** Where a page of the newest-first thread continues: before this message. */
export interface PlanMessageCursor {
  readonly createdAt: number
  readonly id: string
}

/** Whose eyes a read is for (issue #29): the people hidden from this viewer at `now` (BlockRepo `hiddenFrom`) are left out. */
export interface SeenBy {
  readonly viewerId: string
  readonly now: number
}

/** A plan of one member, for their list. */
export interface PlanOfMember {
  readonly plan: Plan
  readonly concertDate: LocalDate
  readonly memberCount: number
  readonly goingCount: number
  readonly answer: PlanAnswer | null
}

export class PlanRepo extends Context.Service<
  PlanRepo,
  {
    /** Stores the plan with its maker as the first member (answer going). */
    create(plan: Plan, maker: PlanMember): Effect.Effect<void>
    find(planId: string): Effect.Effect<Option.Option<Plan>>
    /** Holds the plan until the surrounding unit of work ends; answers it (none when there is no such plan). */
    lock(planId: string): Effect.Effect<Option.Option<Plan>>
    /** Writes title, meeting place, meeting time and updatedAt. */
    update(plan: Plan): Effect.Effect<void>
    /** Deletes the plan with its members, requests, messages and every notification about it. */
    remove(planId: string): Effect.Effect<void>
    /** The maker first, then by joinedAt, then user id. */
    members(planId: string): Effect.Effect<ReadonlyArray<PlanMember>>
    /** Inserts these members; one who is a member already is left as they are. */
    addMembers(members: ReadonlyArray<PlanMember>): Effect.Effect<void>
    /**
     * Removes the member and the spare requests they made or were asked, and withdraws (hides) their notifications
     * about the plan, which keep their keys; answers whether they were a member.
     */
    removeMember(planId: string, userId: string): Effect.Effect<boolean>
    /** Writes answer, ticket, spares and ticketNote of an existing member. */
    updateMember(member: PlanMember): Effect.Effect<void>
    /**
     * Plans with this member whose concert is on `from` or later: soonest concert first, then newest plan; at most
     * `limit`. With `now`, the counts leave out the members hidden from them at `now` (issue #29).
     */
    plansOf(userId: string, from: LocalDate, limit: number, now?: number): Effect.Effect<ReadonlyArray<PlanOfMember>>
    /** The member's plans for this concert (any date) whose answer is one of `answers`, newest first. */
    plansForConcert(userId: string, concertId: ConcertId, answers: ReadonlyArray<PlanAnswer>): Effect.Effect<ReadonlyArray<Plan>>
    /**
     * Plans with this member, their answer one of `answers`, and a meeting time, whose concert is on `from` or later,
     * soonest first; at most `limit`: for the calendar feed.
     */
    meetingsOf(userId: string, from: LocalDate, answers: ReadonlyArray<PlanAnswer>, limit: number): Effect.Effect<ReadonlyArray<Plan>>
    addSpareRequest(request: SpareRequest): Effect.Effect<void>
    /** The plan's requests: pending ones, and the ones answered at or after `answeredSince`, oldest first. */
    spareRequests(planId: string, answeredSince: number): Effect.Effect<ReadonlyArray<SpareRequest>>
    findSpareRequest(planId: string, requestId: string): Effect.Effect<Option.Option<SpareRequest>>
    updateSpareRequest(request: SpareRequest): Effect.Effect<void>
    addMessage(message: PlanMessage | PlanEventMessage): Effect.Effect<void>
    /** The ids of every plan for the concert (issue #31: each thread hears its cancellation). */
    planIdsOfConcert(concertId: ConcertId): Effect.Effect<ReadonlyArray<string>>
    /**
     * Newest first, starting before `before`; at most `limit`. With `seenBy`, the messages of authors hidden from that
     * viewer (issue #29) are left out by the query itself, so a page is never short of them; a purged author's
     * messages (issue #30) are hidden from nobody.
     */
    messages(planId: string, before: PlanMessageCursor | null, limit: number, seenBy?: SeenBy): Effect.Effect<ReadonlyArray<ThreadMessage>>
  }
>()("domain/plans/PlanRepo") {}
