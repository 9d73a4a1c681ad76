/**
 * Port: the reads of a person's own rows that a data export needs (issue #30) and no page's port makes: every
 * interest (whatever its status, with its date), every invitation sent, feedback, reports filed, the plans they are
 * in with their own part, and every plan message they wrote. Nothing here names another person: what the export
 * says of others comes from the use cases that serve the person's own pages (friends, requests, blocks, the bell).
 */
import { Context, type Effect } from "effect"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import type { FeedbackStatus, FeedbackType } from "../feedback/contract.ts"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { ReportCategory, ReportStatus, ReportTargetType } from "../moderation/contract.ts"
import type { PlanAnswer, TicketStatus } from "../plans/contract.ts"

/** A concert's catalogue facts, as its page shows them to everyone. */
export interface ConcertFacts {
  readonly concertId: ConcertId
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
}

export interface OwnInterest {
  readonly concert: ConcertFacts
  readonly status: InterestStatus
  readonly updatedAt: number
}

/** An invitation the person sent: the address they typed, and how it stands. */
export interface SentInvitation {
  readonly id: string
  readonly email: string
  readonly status: "pending" | "accepted"
  readonly createdAt: number
  readonly expiresAt: number
  readonly acceptedAt: number | null
}

/** Feedback as the person sent it, and its state (not the staff's notes, nor who reviewed it). */
export interface OwnFeedback {
  readonly id: string
  readonly feedbackType: FeedbackType
  readonly title: string
  readonly description: string
  readonly contactEmail: string | null
  readonly status: FeedbackStatus
  readonly createdAt: number
  readonly updatedAt: number
}

/** A report the person filed: what they reported and why, and its state (not the snapshot, nor who resolved it). */
export interface FiledReport {
  readonly id: string
  readonly targetType: ReportTargetType
  readonly targetId: string
  readonly category: ReportCategory
  readonly comment: string | null
  readonly status: ReportStatus
  readonly createdAt: number
  readonly resolvedAt: number | null
}

/** A plan the person is in, with their own part of it (not the other members). */
export interface OwnPlan {
  readonly planId: string
  readonly concert: ConcertFacts
  /** Whether the person made the plan or was added to it. */
  readonly role: "maker" | "member"
  readonly title: string | null
  readonly meetPlace: string | null
  readonly meetAt: string | null
  readonly createdAt: number
  readonly answer: PlanAnswer | null
  readonly ticket: TicketStatus | null
  readonly spares: number
  readonly ticketNote: string | null
  readonly joinedAt: number
}

/** A message the person wrote in a plan's thread (also in a plan they have left since). */
export interface OwnMessage {
  readonly id: string
  readonly planId: string
  readonly text: string
  readonly createdAt: number
}

export class OwnDataRepo extends Context.Service<
  OwnDataRepo,
  {
    /** Every interest of the person, any status, by concert date then concert id. */
    interests(userId: string): Effect.Effect<ReadonlyArray<OwnInterest>>
    /** Every invitation the person sent, newest first. */
    invitationsSent(userId: string): Effect.Effect<ReadonlyArray<SentInvitation>>
    /** Every feedback request the person sent, newest first. */
    feedback(userId: string): Effect.Effect<ReadonlyArray<OwnFeedback>>
    /** Every report the person filed, newest first. */
    reportsFiled(userId: string): Effect.Effect<ReadonlyArray<FiledReport>>
    /** Every plan the person is a member of (made or joined), by concert date then plan id. */
    plans(userId: string): Effect.Effect<ReadonlyArray<OwnPlan>>
    /** Every plan message the person wrote, oldest first. */
    messages(userId: string): Effect.Effect<ReadonlyArray<OwnMessage>>
  }
>()("domain/own-data/OwnDataRepo") {}
