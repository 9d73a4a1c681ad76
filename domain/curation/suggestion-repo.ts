/**
 * Port: fans' suggested concerts, kept out of the catalogue until the staff decide (issue #29, migration 0021).
 * Nothing that reads concerts reads these: a suggestion becomes a concert only when approved.
 */
import { Context, type Effect, type Option } from "effect"
import type { LocalDate } from "../kernel/local-date.ts"
import type { SuggestionStatus } from "./suggestions-contract.ts"

export interface NewSuggestion {
  readonly id: string
  readonly suggestedBy: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
  readonly description: string | null
  readonly imageUrl: string | null
  readonly createdAt: number
}

/** A stored suggestion, with its suggester's address and profile name (what the staff's list shows). */
export interface Suggestion extends NewSuggestion {
  readonly status: SuggestionStatus
  /** The concert it became (approved) or repeats (merged); null while pending, when rejected, or once that concert is deleted. */
  readonly concertId: string | null
  /** Why it was rejected: what the suggester is told. */
  readonly reason: string | null
  readonly decidedAt: number | null
  /** The staff member who decided (never shown to the suggester); null from the command line or once that account is gone. */
  readonly decidedBy: string | null
  readonly suggesterEmail: string
  readonly suggesterName: string | null
}

export interface SuggestionDecision {
  readonly status: Exclude<SuggestionStatus, "pending">
  readonly concertId: string | null
  readonly reason: string | null
  readonly decidedBy: string | null
  readonly at: number
}

/** The daily cap of one fan's suggestions: at most `max` created after `since`. */
export interface SuggestionCap {
  readonly since: number
  readonly max: number
}

export class SuggestionRepo extends Context.Service<
  SuggestionRepo,
  {
    /**
     * Adds the pending suggestion unless its suggester already made `cap.max` since `cap.since`; answers null when
     * added, else when the oldest of those was made (the cap frees up a day after it). Two adds of one suggester are
     * counted one after the other; callers run it inside a unit of work.
     */
    addUnderCap(suggestion: NewSuggestion, cap: SuggestionCap): Effect.Effect<number | null>
    find(id: string): Effect.Effect<Option.Option<Suggestion>>
    /** As `find`, and a concurrent decision on it waits until this unit of work ends (then sees this one's decision). */
    lock(id: string): Effect.Effect<Option.Option<Suggestion>>
    /** One suggester's, newest first. */
    mine(userId: string, limit: number): Effect.Effect<ReadonlyArray<Suggestion>>
    /** The pending ones, oldest first (the order they wait in). */
    pending(limit: number): Effect.Effect<ReadonlyArray<Suggestion>>
    /** The decided ones, the latest decision first. */
    decided(limit: number): Effect.Effect<ReadonlyArray<Suggestion>>
    /** Decides a pending suggestion; None when there is none pending with this id (unknown, or decided already). */
    decide(id: string, decision: SuggestionDecision): Effect.Effect<Option.Option<Suggestion>>
  }
>()("domain/curation/SuggestionRepo") {}
