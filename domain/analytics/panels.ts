/**
 * Admin → Analytics (issue #34): each panel as the admin reads it — headline figures and tables of weeks in the
 * admin's time zone — built from the repository's raw numbers with every count of people suppressed below five.
 */
import { Clock, Effect } from "effect"
import type { Actor } from "../accounts/admin.ts"
import { isKnownZone } from "../concerts/vtimezone.ts"
import { authorizeAdmin } from "../curation/actor.ts"
import { AppConfig } from "../kernel/config.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { DigestRepo } from "../notifications/digest-repo.ts"
import { AnalyticsRepo, type AnalyticsWindow } from "./analytics-repo.ts"
import {
  ANALYTICS_PANELS,
  type AnalyticsFigure,
  type AnalyticsPanelDto,
  type AnalyticsPanelName,
  type AnalyticsQuery,
  type AnalyticsTable,
  MAX_ANALYTICS_RANGE_DAYS
} from "./contract.ts"
import { INVALID_ANALYTICS_RANGE_MESSAGE, InvalidAnalyticsRange } from "./errors.ts"
import { suppressCount, suppressDerived } from "./privacy.ts"
import { rankingTable, weeklyTable } from "./tables.ts"
import { daysSpanned, localDayAt, rangeInstants, weeksOf } from "./weeks.ts"

export interface AnalyticsOptions {
  /** The zone to count weeks in (the CLI's --tz); left out: the admin's own, else the installation's default. */
  readonly timeZone?: string | undefined
}

const PANEL_TITLES: Record<AnalyticsPanelName, string> = {
  growth: "Growth",
  invitations: "Invitations",
  activity: "Activity",
  catalogue: "Catalogue",
  mail: "Mail"
}

/** Rates and medians read to one decimal: both adapters then agree whatever their floating-point paths. */
const oneDecimal = (x: number): number => Math.round(x * 10) / 10

const figure = (key: string, label: string, value: AnalyticsFigure["value"], unit: AnalyticsFigure["unit"]): AnalyticsFigure => ({ key, label, value, unit })

const col = (key: string, label: string) => ({ key, label })

interface Built {
  readonly figures: ReadonlyArray<AnalyticsFigure>
  readonly tables: ReadonlyArray<AnalyticsTable>
}

type Repo = typeof AnalyticsRepo.Service

const growthPanel = (repo: Repo, window: AnalyticsWindow, weeks: ReadonlyArray<string>) =>
  Effect.map(repo.growth(window), (g): Built => {
    const joinedPerWeek = new Map<string, number>()
    for (const c of g.joined) joinedPerWeek.set(c.week, (joinedPerWeek.get(c.week) ?? 0) + c.n)
    let running = g.membersBefore
    const totals = weeks.map((week) => {
      running += joinedPerWeek.get(week) ?? 0
      return { week, series: "members", n: running }
    })
    return {
      figures: [
        figure("members", "Total members", suppressCount(g.membersNow), "count"),
        figure("waitlist", "On the waitlist", suppressCount(g.waitlistNow), "count")
      ],
      tables: [
        weeklyTable(
          {
            key: "new-members",
            title: "New members by how they joined",
            columns: [col("invitation", "Invitation"), col("waitlist", "Waitlist invitation"), col("open", "Open sign-up"), col("admin", "Admin-created")],
            stacked: true,
            people: true,
            subject: "New members"
          },
          weeks,
          g.joined
        ),
        weeklyTable(
          { key: "total-members", title: "Total members", columns: [col("members", "Members")], stacked: false, people: true, subject: "Total members" },
          weeks,
          totals
        ),
        weeklyTable(
          {
            key: "waitlist",
            title: "Waitlist",
            columns: [col("listed", "Listed"), col("invited", "Invited"), col("joined", "Joined")],
            stacked: false,
            people: true,
            subject: "Listed on the waitlist"
          },
          weeks,
          g.waitlist
        )
      ]
    }
  })

/**
 * The acceptance rate is accepted ÷ decided over the invitations sent in the range: decided means accepted, or
 * expired unused by now; pending ones have no answer yet and cancelled ones were withdrawn by the sender, so
 * neither counts. Its basis is the decided invitations (one person each); the median time to accept is over the
 * invitations accepted in the range.
 */
const invitationsPanel = (repo: Repo, window: AnalyticsWindow, weeks: ReadonlyArray<string>) =>
  Effect.map(
    repo.invitations(window),
    (i): Built => ({
      figures: [
        figure(
          "acceptance-rate",
          "Acceptance rate",
          suppressDerived(i.decided === 0 ? null : oneDecimal((i.accepted / i.decided) * 100), i.decided),
          "percent"
        ),
        figure(
          "median-hours-to-accept",
          "Median time to accept",
          suppressDerived(i.medianHoursToAccept === null ? null : oneDecimal(i.medianHoursToAccept), i.acceptedInWindow),
          "hours"
        )
      ],
      tables: [
        weeklyTable(
          {
            key: "invitations",
            title: "Invitations",
            columns: [col("sent", "Sent"), col("accepted", "Accepted"), col("expired", "Expired"), col("cancelled", "Cancelled")],
            stacked: false,
            people: true,
            subject: "Invitations sent"
          },
          weeks,
          i.weekly
        ),
        weeklyTable(
          {
            key: "invite-requests",
            title: "Invite requests",
            columns: [col("received", "Received"), col("approved", "Approved"), col("rejected", "Rejected")],
            stacked: false,
            people: true,
            subject: "Invite requests received"
          },
          weeks,
          i.requests
        )
      ]
    })
  )

/** The Ready to Go share's basis is the people notified: a share over one or two fans would tell what they did. */
const activityPanel = (repo: Repo, window: AnalyticsWindow, weeks: ReadonlyArray<string>) =>
  Effect.map(
    repo.activity(window),
    (a): Built => ({
      figures: [
        figure(
          "ready-to-go-planned",
          "Ready to Go that became a plan",
          suppressDerived(a.opportunities === 0 ? null : oneDecimal((a.opportunitiesPlanned / a.opportunities) * 100), a.opportunityPeople),
          "percent"
        )
      ],
      tables: [
        weeklyTable(
          {
            key: "active-members",
            title: "Weekly active members",
            columns: [col("active", "Active members")],
            stacked: false,
            people: true,
            subject: "Active members"
          },
          weeks,
          a.active
        ),
        weeklyTable(
          {
            key: "interests",
            title: "Interests set by status",
            columns: [col("not_interested", "Not interested"), col("interested", "Interested"), col("has_tickets", "Have tickets")],
            stacked: true,
            people: true,
            subject: "Interests set"
          },
          weeks,
          a.interests
        ),
        weeklyTable(
          {
            key: "plans",
            title: "Plans and messages",
            columns: [col("plans", "Plans made"), col("messages", "Messages written")],
            stacked: false,
            people: true,
            subject: "Plans made"
          },
          weeks,
          a.plans
        )
      ]
    })
  )

const cataloguePanel = (repo: Repo, window: AnalyticsWindow, weeks: ReadonlyArray<string>) =>
  Effect.map(
    repo.catalogue(window),
    (c): Built => ({
      figures: [],
      tables: [
        rankingTable(
          {
            key: "concerts-per-city",
            title: "Upcoming concerts per city",
            labelHeader: "City",
            columns: [col("concerts", "Upcoming concerts")],
            people: false,
            empty: "No upcoming concerts."
          },
          c.perCity,
          20
        ),
        rankingTable(
          {
            key: "most-wanted",
            title: "Most-wanted upcoming concerts",
            labelHeader: "Concert",
            columns: [col("interested", "Interested"), col("has_tickets", "Have tickets")],
            people: true,
            empty: "No upcoming concert has fans yet."
          },
          c.mostWanted.flatMap((w) => [
            { label: w.label, series: "interested", n: w.interested },
            { label: w.label, series: "has_tickets", n: w.hasTickets }
          ]),
          10
        ),
        weeklyTable(
          {
            key: "concerts-added",
            title: "Concerts added",
            columns: [col("form", "Form"), col("import", "CSV import"), col("suggestion", "Suggestion approved")],
            stacked: true,
            people: false,
            subject: "Concerts added"
          },
          weeks,
          c.added
        ),
        weeklyTable(
          {
            key: "suggestions",
            title: "Suggestions",
            columns: [col("received", "Received"), col("approved", "Approved"), col("rejected", "Rejected")],
            stacked: false,
            people: true,
            subject: "Suggestions received"
          },
          weeks,
          c.suggestions
        )
      ]
    })
  )

/** A mail topic as a row's label: "ready_to_go" reads "Ready to go". */
const topicLabel = (topic: string): string => {
  const words = topic.replaceAll("_", " ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const mailPanel = (repo: Repo, window: AnalyticsWindow, weeks: ReadonlyArray<string>) =>
  Effect.map(
    repo.mail(window),
    (m): Built => ({
      figures: [],
      tables: [
        weeklyTable(
          {
            key: "mail-sent",
            title: "Mail sent",
            columns: [col("account", "Account"), col("notification", "Notification"), col("digest", "Digest")],
            stacked: true,
            people: true,
            subject: "Mail sent"
          },
          weeks,
          m.sent
        ),
        rankingTable(
          {
            key: "unsubscribes",
            title: "Unsubscribes by kind",
            labelHeader: "Kind",
            columns: [col("unsubscribes", "Unsubscribes")],
            people: true,
            empty: "Nobody turned mail off in this range."
          },
          m.unsubscribes.map((u) => ({ ...u, label: topicLabel(u.label) })),
          50
        )
      ]
    })
  )

const builders = { growth: growthPanel, invitations: invitationsPanel, activity: activityPanel, catalogue: cataloguePanel, mail: mailPanel }

/** The zone weeks are counted in: the one asked for, else the admin's own, else the installation's default (known zones only). */
const zoneFor = Effect.fn("analyticsZone")(function* (actor: Actor, options: AnalyticsOptions | undefined) {
  const asked = options?.timeZone
  if (asked !== undefined && isKnownZone(asked)) return asked
  if (actor.kind === "user") {
    const own = yield* (yield* DigestRepo).timeZone(actor.user.id)
    if (own !== null && isKnownZone(own)) return own
  }
  const { defaultTimeZone } = yield* AppConfig
  return isKnownZone(defaultTimeZone) ? defaultTimeZone : "UTC"
})

/** Checks the admin and the range, then cuts the window and its weeks in the zone. */
const prepare = Effect.fn("analyticsWindow")(function* (actor: Actor, query: AnalyticsQuery, options: AnalyticsOptions | undefined) {
  yield* authorizeAdmin(actor)
  const span = daysSpanned(query.from, query.to)
  if (span < 1 || span > MAX_ANALYTICS_RANGE_DAYS) {
    return yield* new InvalidAnalyticsRange({ from: query.from, to: query.to, message: INVALID_ANALYTICS_RANGE_MESSAGE })
  }
  const zone = yield* zoneFor(actor, options)
  const now = yield* Clock.currentTimeMillis
  const window: AnalyticsWindow = { zone, ...rangeInstants(zone, query.from, query.to), now, today: localDayAt(zone, now) }
  return { zone, window, weeks: weeksOf(query.from, query.to) }
})

const panelOf = (
  panel: AnalyticsPanelName,
  query: AnalyticsQuery,
  prepared: { readonly zone: string; readonly window: AnalyticsWindow; readonly weeks: ReadonlyArray<LocalDate> }
) =>
  Effect.gen(function* () {
    const built = yield* builders[panel](yield* AnalyticsRepo, prepared.window, prepared.weeks)
    return { panel, title: PANEL_TITLES[panel], from: query.from, to: query.to, timeZone: prepared.zone, ...built } satisfies AnalyticsPanelDto
  })

/** One panel of Admin → Analytics, for an admin (or the command line), over a range of at most 400 days. */
export const analyticsPanel = Effect.fn("analyticsPanel")(function* (
  actor: Actor,
  panel: AnalyticsPanelName,
  query: AnalyticsQuery,
  options?: AnalyticsOptions
) {
  return yield* panelOf(panel, query, yield* prepare(actor, query, options))
})

/** Every panel, in the page's order (`soundcheck stats`): one check, one zone, one clock reading for all five. */
export const analyticsPanels = Effect.fn("analyticsPanels")(function* (actor: Actor, query: AnalyticsQuery, options?: AnalyticsOptions) {
  const prepared = yield* prepare(actor, query, options)
  return yield* Effect.forEach(ANALYTICS_PANELS, (panel) => panelOf(panel, query, prepared))
})
