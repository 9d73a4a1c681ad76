/** Port: each user's private calendar feed, stored as the SHA-256 hash of its token (never the token). */
import { Context, type Effect, type Option } from "effect"

export class CalendarFeedRepo extends Context.Service<
  CalendarFeedRepo,
  {
    /** Creates the user's feed or replaces its token (the old one stops working). */
    set(userId: string, tokenHash: string, at: number): Effect.Effect<void>
    /** Deletes the user's feed; false when there was none. */
    remove(userId: string): Effect.Effect<boolean>
    /** Whether the user has a feed. */
    exists(userId: string): Effect.Effect<boolean>
    /** The user whose feed has this token hash. */
    ownerOf(tokenHash: string): Effect.Effect<Option.Option<string>>
  }
>()("domain/concerts/CalendarFeedRepo") {}
