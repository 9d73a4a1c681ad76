/** Port: what the weekly digest stores — each person's time zone and the weeks whose digest has run. */
import { Context, type Effect } from "effect"

export interface DigestRecipient {
  readonly userId: string
  readonly email: string
  /** An IANA zone name; null for the server's. */
  readonly timeZone: string | null
  /** The newest ISO week with a run ("2026-W48"), null for none. */
  readonly lastWeek: string | null
}

export class DigestRepo extends Context.Service<
  DigestRepo,
  {
    /** The person's time zone; null for the server's (also for an unknown person). */
    timeZone(userId: string): Effect.Effect<string | null>
    setTimeZone(userId: string, zone: string | null): Effect.Effect<void>
    /**
     * Everyone with a profile, with what decides whether their digest is due; never an account suspended at `now`
     * nor one waiting to be purged (issues #29, #30): they get no mail but their account's.
     */
    recipients(now: number): Effect.Effect<ReadonlyArray<DigestRecipient>>
    /** Records the week's run; false when it was recorded already (by this or another instance). */
    claim(userId: string, week: string): Effect.Effect<boolean>
  }
>()("domain/notifications/DigestRepo") {}
