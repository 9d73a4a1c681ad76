/**
 * Port: reports and the moderators' queue (issue #29), and the plan messages a report names (found and removed by
 * id, which the plans' own port does not do).
 */
import { Context, type Effect, type Option } from "effect"
import type { PlanMessage } from "../plans/plan-repo.ts"
import type { ReportCategory, ReportStatus, ReportTargetType } from "./contract.ts"
import type { ReportAlreadyOpen } from "./errors.ts"
import type { QueueCursor } from "./rules.ts"

export interface NewReport {
  readonly id: string
  readonly reporterId: string
  readonly targetType: ReportTargetType
  readonly targetId: string
  /** The person the report is about (the profile's, the message's author); null for a concert or once the account is gone. */
  readonly subjectId: string | null
  readonly category: ReportCategory
  readonly comment: string | null
  /** The target as it was when reported: a JSON object of at most 8000 characters. */
  readonly snapshot: Readonly<Record<string, unknown>>
  readonly createdAt: number
}

export interface Report extends NewReport {
  readonly status: ReportStatus
  readonly assignedTo: string | null
  readonly resolvedAt: number | null
  readonly resolvedBy: string | null
  readonly action: string | null
  readonly reason: string | null
}

/** A report with the profile names of the people it names (null without a profile, or once the account is gone). */
export interface ReportView extends Report {
  readonly reporterName: string | null
  readonly assignedToName: string | null
}

/** The reports of one target in one state, the newest first (at most REPORTS_SHOWN_PER_GROUP). */
export interface ReportGroup {
  readonly targetType: ReportTargetType
  readonly targetId: string
  readonly subjectId: string | null
  readonly subjectName: string | null
  /** How many reports of the target are in the state. */
  readonly count: number
  /** When the newest of them was made. */
  readonly latestAt: number
  readonly reports: ReadonlyArray<ReportView>
}

/** open: waiting for a decision; closed: actioned or dismissed. */
export type QueueStatus = "open" | "closed"

/** How an action closes the open reports of a target. */
export interface Closing {
  readonly status: Exclude<ReportStatus, "open">
  readonly action: string
  readonly reason: string | null
  /** The moderator; null from the command line. */
  readonly by: string | null
  readonly at: number
}

/** What `add` did: stored it, or refused it because the reporter reached the cap (`oldestAt`: the window's first report). */
export type Added = { readonly added: true } | { readonly added: false; readonly oldestAt: number }

export class ReportRepo extends Context.Service<
  ReportRepo,
  {
    /**
     * Stores the report unless the reporter made `cap.max` reports at `cap.since` or later (counted and inserted with
     * the reporter held, so two at once cannot pass the cap together); ReportAlreadyOpen when the reporter's report of
     * the target is still open.
     */
    add(report: NewReport, cap: { readonly since: number; readonly max: number }): Effect.Effect<Added, ReportAlreadyOpen>
    find(id: string): Effect.Effect<Option.Option<ReportView>>
    /** Assigns every open report of the target to the user; answers how many. */
    assign(targetType: ReportTargetType, targetId: string, userId: string): Effect.Effect<number>
    /**
     * Closes every open report of the target in one statement (two moderators at once: the second closes none);
     * answers the reports it closed, as closed, newest first.
     */
    close(targetType: ReportTargetType, targetId: string, closing: Closing): Effect.Effect<ReadonlyArray<Report>>
    /** Targets with reports in the state, the one with the newest report first (then by target id, descending), after `after`. */
    queue(status: QueueStatus, after: QueueCursor | null, limit: number): Effect.Effect<ReadonlyArray<ReportGroup>>
    /** A plan message by its id. */
    planMessage(id: string): Effect.Effect<Option.Option<PlanMessage>>
    /** Deletes a plan message; answers it as it was (none when it was gone already). */
    removePlanMessage(id: string): Effect.Effect<Option.Option<PlanMessage>>
  }
>()("domain/moderation/ReportRepo") {}
