/**
 * Who else is going: the counts, then each person the viewer may see with their degree (1st, 2nd; none for
 * a public stranger) and status. Names come from the server, with its "User 1a2b3c4d" fallback.
 */
import type { FriendInterestDto } from "../../../../../domain/concerts/discovery-contract.ts"
import { Badge } from "../../ui/badge.tsx"
import * as styles from "./concerts.css.ts"

const degreeLabel = { 1: "1st", 2: "2nd" } as const
const statusLabel = { interested: "Interested", has_tickets: "Has tickets" } as const

export interface FriendInterestsProps {
  readonly artist: string
  readonly count: { readonly interested: number; readonly hasTickets: number }
  readonly people: ReadonlyArray<FriendInterestDto>
}

/** "2 have tickets · 1 interested". */
export const countsText = ({ interested, hasTickets }: FriendInterestsProps["count"]): string =>
  `${hasTickets} ${hasTickets === 1 ? "has" : "have"} tickets · ${interested} interested`

export function PersonInterest({ person }: { readonly person: FriendInterestDto }) {
  return (
    <li className={styles.person}>
      <span className={styles.personName}>{person.displayName}</span>
      {person.degree !== null && <Badge>{degreeLabel[person.degree]}</Badge>}
      <span className={styles.meta}>{statusLabel[person.interestStatus]}</span>
    </li>
  )
}

export function FriendInterests({ artist, count, people }: FriendInterestsProps) {
  if (people.length === 0) return <p className={styles.meta}>No one you know is going yet.</p>
  return (
    <div className={styles.people}>
      <p className={styles.meta}>{countsText(count)}</p>
      <ul className={styles.peopleList} aria-label={`Who's going to ${artist}`}>
        {people.map((person) => (
          <PersonInterest key={person.userId} person={person} />
        ))}
      </ul>
    </div>
  )
}
