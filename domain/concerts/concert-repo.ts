/** Port: where concerts are stored. */
import { Context, type Effect, type Option } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { ConcertAlreadyExists } from "./errors.ts"
import type { InterestStatus } from "./interest-repo.ts"
import type { Concert } from "./concert.ts"

/** Keyset position: the last concert of the previous page. */
export interface ConcertCursor {
  readonly date: LocalDate
  readonly id: ConcertId
}

export interface UpcomingQuery {
  readonly from: LocalDate
  readonly limit: number
  readonly after?: ConcertCursor | undefined
}

/** The admin listing: every concert (or from a day on), optionally of one city (any letter case). */
export interface ListQuery {
  readonly from?: LocalDate | undefined
  readonly city?: string | undefined
  readonly limit: number
  readonly after?: ConcertCursor | undefined
}

/** A concert's other concerts (`ConcertRepo.related`): by its artist, and at its venue in its city. */
export interface RelatedFound {
  readonly sameArtist: ReadonlyArray<Concert>
  readonly sameVenue: ReadonlyArray<Concert>
}

/** A concert with its `duplicateCandidates`. */
export interface ConcertWithCandidates {
  readonly concert: Concert
  readonly candidates: ReadonlyArray<Concert>
}

export interface ConcertCounts {
  readonly total: number
  /** Concerts dated from `from` to `until`, both included. */
  readonly upcoming: number
}

export class ConcertRepo extends Context.Service<
  ConcertRepo,
  {
    /** Concerts on or after `from`, ordered by date then id, strictly after the cursor. */
    listUpcoming(query: UpcomingQuery): Effect.Effect<ReadonlyArray<Concert>>
    /** Adds concerts as they are (ids included); for seeding and imports. */
    insertMany(concerts: ReadonlyArray<Concert>): Effect.Effect<void>
    list(query: ListQuery): Effect.Effect<ReadonlyArray<Concert>>
    findById(id: ConcertId): Effect.Effect<Option.Option<Concert>>
    /** Adds one concert; another with the same artist, venue and day (any letter case) is refused. */
    insert(concert: Concert): Effect.Effect<void, ConcertAlreadyExists>
    /** Replaces the stored fields of the concert with this id; false when there is none. */
    update(concert: Concert): Effect.Effect<boolean, ConcertAlreadyExists>
    /** Deletes the concert and its interests; false when there was none. */
    delete(id: ConcertId): Effect.Effect<boolean>
    /** Of the given identities (see `identityOf`), those the catalogue already has. */
    existingIdentities(identities: ReadonlyArray<{ artist: string; venue: string; date: LocalDate }>): Effect.Effect<ReadonlySet<string>>
    /** Every concert of the city (any letter case), by date then id. */
    byCity(city: string): Effect.Effect<ReadonlyArray<Concert>>
    /**
     * The concerts of `byCity(concert.city)` that `mayMatch` the concert (`domain/curation/similarity.ts`),
     * by date then id, itself left out: a superset of its duplicates, narrowed where the catalogue is stored.
     */
    duplicateCandidates(concert: Concert): Effect.Effect<ReadonlyArray<Concert>>
    /** The concert with this id and its `duplicateCandidates` (read together where the catalogue is stored); none when there is no such concert. */
    duplicateCandidatesOf(id: ConcertId): Effect.Effect<Option.Option<ConcertWithCandidates>>
    /**
     * Adds the concerts whose identity (see `insert`) the catalogue does not have yet and skips the others,
     * a later one of the list included; returns the ids of those added. For imports, inside a unit of work.
     */
    insertNew(concerts: ReadonlyArray<Concert>): Effect.Effect<ReadonlySet<ConcertId>>
    /**
     * The other concerts on or after `from`, the concert itself left out: by its artist, and at its venue in its city
     * (each compared in any letter case, like the catalogue's identity), each by date then id, at most `limit` of each.
     */
    related(concert: Concert, from: LocalDate, limit: number): Effect.Effect<RelatedFound>
    /** The distinct cities of the catalogue (one spelling per letter-case group), sorted. */
    cities(): Effect.Effect<ReadonlyArray<string>>
    counts(from: LocalDate, until: LocalDate): Effect.Effect<ConcertCounts>
    /** Each user's status for the concert, by user id. */
    interestsOf(id: ConcertId): Effect.Effect<ReadonlyArray<{ readonly userId: string; readonly status: InterestStatus }>>
    /**
     * Moves the duplicate's interests to the primary (a user with both keeps the stronger status:
     * has_tickets over interested over not_interested), then deletes the duplicate. Returns how many
     * interests were moved or merged. Callers run it inside a unit of work.
     */
    merge(primaryId: ConcertId, duplicateId: ConcertId): Effect.Effect<{ readonly moved: number }>
  }
>()("domain/concerts/ConcertRepo") {}
