/**
 * The Group Concert Opportunities panel (spec sections 2, 4 and 9): Ready to Go and Building Interest, at
 * most 2 of each as the server sends them, with who has tickets, who is interested and the viewer's status,
 * and the "Showing 4 of {n}" note when there are more.
 */
import type { DashboardDto, FriendInterestDto, Opportunity } from "../../../../../domain/concerts/discovery-contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { concertPath } from "../../lib/concert-path.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { showTimeText } from "../../lib/show-time.ts"
import { MakePlanButton } from "../plans/make-plan-button.tsx"
import * as styles from "./dashboard.css.ts"
import { opportunitiesNote } from "./opportunities-note.ts"

const statusLabel = { not_interested: "Not interested", interested: "Interested", has_tickets: "Have Tickets" } as const
const degreeLabel = { 1: "1st", 2: "2nd" } as const

const names = (people: ReadonlyArray<FriendInterestDto>): string =>
  people.length === 0
    ? "no one yet"
    : people.map((person) => (person.degree === null ? person.displayName : `${person.displayName} (${degreeLabel[person.degree]})`)).join(", ")

function OpportunityItem({ opportunity }: { readonly opportunity: Opportunity }) {
  const { concert } = opportunity
  const times = showTimeText(concert)
  return (
    <li className={styles.item}>
      <span className={styles.artist}>
        <Link href={concertPath(concert.id)}>{concert.artist}</Link> <ConcertStatusBadge concert={concert} withChange />
      </span>
      <span className={styles.meta}>
        {concert.venue} · {concert.city} · <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time>
        {times !== null && ` · ${times}`}
      </span>
      <span>Have tickets: {names(opportunity.friendsWithTickets)}</span>
      <span>Interested: {names(opportunity.friendsInterested)}</span>
      <span className={styles.meta}>Your status: {statusLabel[opportunity.userInterestStatus]}</span>
      <span className={pageStyles.actions}>
        <MakePlanButton concertId={concert.id} artist={concert.artist} />
      </span>
    </li>
  )
}

function OpportunityGroup({ title, opportunities }: { readonly title: string; readonly opportunities: ReadonlyArray<Opportunity> }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {opportunities.length === 0 ? (
        <p className={pageStyles.muted}>None right now.</p>
      ) : (
        <ul className={styles.list}>
          {opportunities.map((opportunity) => (
            <OpportunityItem key={opportunity.concert.id} opportunity={opportunity} />
          ))}
        </ul>
      )}
    </section>
  )
}

export function OpportunitiesPanel({ opportunities }: { readonly opportunities: DashboardDto["opportunities"] }) {
  const { readyToGo, buildingInterest, total } = opportunities
  const note = opportunitiesNote(opportunities)
  return (
    <Card title="Group Concert Opportunities">
      {total === 0 ? (
        <p className={pageStyles.muted}>
          No group opportunities yet. When two or more friends have tickets or are interested in the same concert, it shows up here.
        </p>
      ) : (
        <>
          <OpportunityGroup title="Ready to Go" opportunities={readyToGo} />
          <OpportunityGroup title="Building Interest" opportunities={buildingInterest} />
          {note !== null && <p className={pageStyles.muted}>{note}</p>}
        </>
      )}
    </Card>
  )
}
