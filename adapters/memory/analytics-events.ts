/**
 * What the memory repositories record for Admin → Analytics (issue #34), as migration 0029's triggers and the
 * Postgres repositories do: a person's activity in its quarter hour, and anonymous counts of events.
 */
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import type { Tables } from "./store.ts"

/** A quarter hour: every zone's offset is a whole number of them, so a bin never straddles a week's boundary. */
export const BUCKET_MS = 15 * 60 * 1000

/** The quarter hour an instant falls in (PostgreSQL: `analytics_bucket`, binned from 2000-01-01 UTC, a multiple of it). */
export const bucketOf = (at: number): number => Math.floor(at / BUCKET_MS) * BUCKET_MS

/** The person did something that makes them active at `at`: set an interest (with its status), or anything else. */
export const recordActivity = (tables: Tables, userId: string, at: number, interest?: InterestStatus): void => {
  const bucket = bucketOf(at)
  const key = `${userId}|${bucket}`
  const interests = tables.memberActivity.get(key)?.interests ?? { not_interested: 0, interested: 0, has_tickets: 0 }
  tables.memberActivity.set(key, {
    userId,
    at: bucket,
    interests: interest === undefined ? interests : { ...interests, [interest]: interests[interest] + 1 }
  })
}

/** One more of `metric` at `at`: 'invitation.cancelled', 'mail.sent.<kind>', 'unsubscribe.<topic>'. */
export const countEvent = (tables: Tables, metric: string, at: number): void => {
  const bucket = bucketOf(at)
  const key = `${metric}|${bucket}`
  tables.analyticsCounters.set(key, { metric, at: bucket, n: (tables.analyticsCounters.get(key)?.n ?? 0) + 1 })
}
