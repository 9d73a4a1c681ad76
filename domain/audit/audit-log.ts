/** Port: the append-only record of admin actions. */
import { Context, type Effect } from "effect"

export type AuditScalar = string | number | boolean | null

/** Details are flat, except that a value may be one record of scalars (a "before" or "after" snapshot). */
export type AuditDetails = Readonly<Record<string, AuditScalar | Readonly<Record<string, AuditScalar>>>>

export interface AuditEntry {
  /** Who did it; null when it came from the command line. */
  readonly actorId: string | null
  readonly action: string
  readonly subjectType: string
  readonly subjectId: string | null
  readonly details: AuditDetails
}

export interface RecordedAudit extends AuditEntry {
  readonly id: number
  readonly createdAt: number
}

export class AuditLog extends Context.Service<
  AuditLog,
  {
    record(entry: AuditEntry): Effect.Effect<void>
    /** Newest first. */
    list(limit: number): Effect.Effect<ReadonlyArray<RecordedAudit>>
  }
>()("domain/audit/AuditLog") {}
