/**
 * Port: the raw numbers behind Admin → Analytics (issue #34). Each method answers one panel for a window of instants
 * counted in weeks of a time zone; the domain fills the missing weeks, applies the privacy rule and writes the words.
 */
import { Context, type Effect } from "effect"

/** The instants a panel counts, and the zone its weeks are cut in. */
export interface AnalyticsWindow {
  /** A valid IANA zone name (checked by the use case before anything is read). */
  readonly zone: string
  /** The range's first instant (its first day's midnight in the zone), inclusive. */
  readonly start: number
  /** The instant after the range (the midnight after its last day in the zone), exclusive. */
  readonly end: number
  /** Now, for what is true at this moment (a pending invitation has expired, a concert is upcoming). */
  readonly now: number
  /** Today's date in the zone (YYYY-MM-DD): concerts on or after it are upcoming. */
  readonly today: string
}

/**
 * How many of one series fell in one week of the window: `week` is the week's Monday in the zone (YYYY-MM-DD).
 * Weeks with nothing are left out; so are series with nothing.
 */
export interface WeekCount {
  readonly week: string
  readonly series: string
  readonly n: number
}

/** One thing ranked (a city, a concert, a mail topic) with a count per series. */
export interface RankedCount {
  readonly label: string
  readonly series: string
  readonly n: number
}

export interface GrowthNumbers {
  /** New members per week, series = how they joined: "invitation", "waitlist", "open", "admin". */
  readonly joined: ReadonlyArray<WeekCount>
  /** Members whose account was created before the window (the first week's running total starts from it). */
  readonly membersBefore: number
  /** The waitlist per week: "listed" (added), "invited", "joined". */
  readonly waitlist: ReadonlyArray<WeekCount>
  readonly membersNow: number
  /** Listings not joined yet. */
  readonly waitlistNow: number
}

export interface InvitationNumbers {
  /** Per week: "sent", "accepted", "expired" (the week its link ran out unused), "cancelled". */
  readonly weekly: ReadonlyArray<WeekCount>
  /** Of the invitations sent in the window, those decided by now: accepted, or expired unused. */
  readonly decided: number
  /** Of those, accepted. */
  readonly accepted: number
  /** Invitations accepted in the window, and the median hours from sending to accepting over them (null: none). */
  readonly acceptedInWindow: number
  readonly medianHoursToAccept: number | null
  /** Invite requests per week: "received", "approved", "rejected" (the week of the decision). */
  readonly requests: ReadonlyArray<WeekCount>
}

export interface ActivityNumbers {
  /** Distinct members active per week, series "active". */
  readonly active: ReadonlyArray<WeekCount>
  /**
   * Interests set in the week, by the status set: "not_interested", "interested", "has_tickets". Each setting counts,
   * so a fan who changes their mind twice counts twice (the history is kept; a row's last state is not).
   */
  readonly interests: ReadonlyArray<WeekCount>
  /** Per week: "plans" made and "messages" written by members. */
  readonly plans: ReadonlyArray<WeekCount>
  /** Ready to Go opportunities in the window: distinct (person, concert) pairs notified, and how many people. */
  readonly opportunities: number
  readonly opportunityPeople: number
  /** Of those pairs, the ones whose person is a member of a plan for the concert. */
  readonly opportunitiesPlanned: number
}

export interface CatalogueNumbers {
  /** Upcoming concerts per city, series "concerts", the 20 largest (ties by city name). */
  readonly perCity: ReadonlyArray<RankedCount>
  /** The 10 upcoming concerts with the most interested or ticketed fans: label "Artist — Venue, City, YYYY-MM-DD". */
  readonly mostWanted: ReadonlyArray<{ readonly label: string; readonly interested: number; readonly hasTickets: number }>
  /** Concerts added per week by path: "form", "import", "suggestion". */
  readonly added: ReadonlyArray<WeekCount>
  /** Suggestions per week: "received", "approved", "rejected" (the week of the decision). */
  readonly suggestions: ReadonlyArray<WeekCount>
}

export interface MailNumbers {
  /** Mails sent per week by kind: "account", "notification", "digest". */
  readonly sent: ReadonlyArray<WeekCount>
  /** Mail turned off in the window, per topic (series "unsubscribes"). */
  readonly unsubscribes: ReadonlyArray<RankedCount>
}

export class AnalyticsRepo extends Context.Service<
  AnalyticsRepo,
  {
    growth(window: AnalyticsWindow): Effect.Effect<GrowthNumbers>
    invitations(window: AnalyticsWindow): Effect.Effect<InvitationNumbers>
    activity(window: AnalyticsWindow): Effect.Effect<ActivityNumbers>
    catalogue(window: AnalyticsWindow): Effect.Effect<CatalogueNumbers>
    mail(window: AnalyticsWindow): Effect.Effect<MailNumbers>
  }
>()("domain/analytics/AnalyticsRepo") {}
