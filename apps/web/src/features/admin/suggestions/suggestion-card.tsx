/**
 * One suggestion as the staff review it (issue #29): the concert as suggested, who suggested it and when; pending,
 * the listed concerts it probably repeats (each with Merge) and Approve and Reject; decided, the outcome.
 */
import type { AdminSuggestionDto, SuggestionStatus } from "../../../../../../domain/curation/suggestions-contract.ts"
import { concertPath } from "../../../lib/concert-path.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Badge } from "../../../ui/badge.tsx"
import { Card } from "../../../ui/card.tsx"
import { Link } from "../../../ui/link.tsx"
import * as adminStyles from "../admin.css.ts"
import { when } from "../moderation/labels.ts"
import { ApproveDialog, describeSuggested, MergeButton, RejectDialog } from "./decision-dialogs.tsx"
import * as styles from "./suggestions.css.ts"

const outcomeLabels: Record<SuggestionStatus, string> = { pending: "Pending review", approved: "Approved", rejected: "Rejected", merged: "Merged" }

function Candidates({ suggestion }: { readonly suggestion: AdminSuggestionDto }) {
  if (suggestion.candidates.length === 0) return <p className={pageStyles.muted}>No similar concert is listed.</p>
  return (
    <div className={styles.candidates}>
      <h3 className={adminStyles.subheading}>Possibly already listed</h3>
      <ul className={adminStyles.list} aria-label={`Concerts like ${describeSuggested(suggestion)}`}>
        {suggestion.candidates.map((candidate) => (
          <li key={candidate.id} className={adminStyles.listItem}>
            <Link href={concertPath(candidate.id)}>{describeSuggested(candidate)}</Link>
            <MergeButton suggestion={suggestion} candidate={candidate} />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SuggestionCard({ suggestion }: { readonly suggestion: AdminSuggestionDto }) {
  const isPending = suggestion.status === "pending"
  // The title says the artist, venue, city and day (and tells two suggestions apart); the rest is here.
  const fields: ReadonlyArray<readonly [string, string]> = [
    ["Description", suggestion.description ?? "None"],
    ["Image URL", suggestion.imageUrl ?? "None"],
    ["Suggested by", suggestion.suggestedBy.displayName],
    ["Suggested", when(suggestion.createdAt)]
  ]
  return (
    <Card title={describeSuggested(suggestion)}>
      <dl className={adminStyles.details}>
        {fields.map(([term, value]) => (
          <div key={term} className={adminStyles.pair}>
            <dt className={adminStyles.term}>{term}</dt>
            <dd className={`${adminStyles.definition} ${styles.value}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {isPending ? (
        <>
          <Candidates suggestion={suggestion} />
          <div className={pageStyles.actions}>
            <ApproveDialog suggestion={suggestion} />
            <RejectDialog suggestion={suggestion} />
          </div>
        </>
      ) : (
        <div className={styles.outcome}>
          <Badge>{outcomeLabels[suggestion.status]}</Badge>
          {suggestion.decidedAt !== null && <span className={pageStyles.muted}>{when(suggestion.decidedAt)}</span>}
          {suggestion.reason !== null && <span>Reason: {suggestion.reason}</span>}
          {suggestion.concertId !== null && <Link href={concertPath(suggestion.concertId)}>Open the listed concert</Link>}
        </div>
      )}
    </Card>
  )
}
