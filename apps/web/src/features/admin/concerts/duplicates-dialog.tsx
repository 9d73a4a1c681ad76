/** The table's Duplicates action: likely duplicates of one concert, each with its confidence, reasons and merges. */
import type { AdminConcertDto, DuplicateCandidateDto } from "../../../../../../domain/curation/contract.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../../ui/dialog.tsx"
import { Loading } from "../../../ui/loading.tsx"
import * as styles from "../admin.css.ts"
import { useConcertDuplicates } from "../api/concert-duplicates.ts"
import { describeConcert, formatAdminDate } from "./concert-label.ts"
import { MergeButton } from "./merge-button.tsx"
import { focusConcertsTable } from "./return-focus.ts"

const reasonText = { artist: "similar artist", venue: "similar venue", date: "close date" } as const

const whyText = (candidate: DuplicateCandidateDto): string =>
  `${candidate.confidence} confidence: ${candidate.reasons.map((reason) => reasonText[reason]).join(", ")}`

function DuplicateList({ concert, close }: { readonly concert: AdminConcertDto; readonly close: () => void }) {
  const duplicates = useConcertDuplicates(concert.id)
  if (duplicates.isPending) return <Loading />
  // Spec section 8: a duplicate check that errors shows as an empty list.
  const candidates = duplicates.data ?? []
  if (candidates.length === 0) return <p role="status">No potential duplicates found for this concert</p>
  return (
    <ul className={styles.list} aria-label="Potential duplicates">
      {candidates.map((candidate) => (
        <li key={candidate.concert.id} className={styles.listItem}>
          <div>
            <p>
              <strong>{describeConcert(candidate.concert)}</strong>
            </p>
            <p className={pageStyles.muted}>{whyText(candidate)}</p>
          </div>
          <div className={styles.rowActions}>
            <MergeButton
              primary={concert}
              duplicate={candidate.concert}
              label="Merge into this concert"
              name={`Merge into this concert: ${describeConcert(candidate.concert)}`}
              onMerged={() => undefined}
            />
            <MergeButton
              primary={candidate.concert}
              duplicate={concert}
              label="Keep this one instead"
              name={`Keep this one instead: ${describeConcert(candidate.concert)}`}
              onMerged={() => {
                close()
                focusConcertsTable()
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}

export function DuplicatesDialog({ concert }: { readonly concert: AdminConcertDto }) {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="small" aria-label={`Duplicates of ${concert.artist}, ${formatAdminDate(concert.date)}`}>
        Duplicates
      </Button>
      <Dialog title={`Duplicates of ${concert.artist}`} size="wide">
        {(close) => (
          <>
            <p className={pageStyles.muted}>
              Concerts in {concert.city} that may be the same as {describeConcert(concert)}. Merging moves fans' interests to the concert that stays.
            </p>
            <DuplicateList concert={concert} close={close} />
            <div className={pageStyles.actions}>
              <Button variant="secondary" onPress={close}>
                Close
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  )
}
