/** The table's View action: every field of one concert in a dialog, and the way to its page. */
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import { statusLabels } from "../../../../../../domain/concerts/show.ts"
import { concertPath } from "../../../lib/concert-path.ts"
import { showTimeText } from "../../../lib/show-time.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../../ui/dialog.tsx"
import { Link } from "../../../ui/link.tsx"
import * as styles from "../admin.css.ts"
import { formatAdminDate } from "./concert-label.ts"

const addedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

export function ConcertDetailsDialog({ concert }: { readonly concert: AdminConcertDto }) {
  const fields: ReadonlyArray<readonly [string, string]> = [
    ["Venue", concert.venue],
    ["City", concert.city],
    ["Date", formatAdminDate(concert.date)],
    ["Status", concert.status === "scheduled" ? concert.timing : `${concert.timing}, ${statusLabels[concert.status]}`],
    ...(concert.statusReason === null ? [] : [["Reason", concert.statusReason] as const]),
    ["Times", showTimeText(concert) ?? "Whole day"],
    ["Description", concert.description ?? "None"],
    ["Image URL", concert.imageUrl ?? "None"],
    ["Added", addedFormat.format(concert.createdAt)]
  ]
  return (
    <DialogTrigger>
      <Button variant="ghost" size="small" aria-label={`View ${concert.artist}, ${formatAdminDate(concert.date)}`}>
        View
      </Button>
      <Dialog title={concert.artist}>
        {(close) => (
          <>
            <dl className={styles.details}>
              {fields.map(([term, value]) => (
                <div key={term} className={styles.pair}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.definition}>{value}</dd>
                </div>
              ))}
            </dl>
            <div className={pageStyles.actions}>
              <Link href={concertPath(concert.id)} variant="secondary">
                Open page
              </Link>
              <Link href={`/admin/concerts/edit/${concert.id}`} variant="secondary">
                Edit
              </Link>
              <Button onPress={close}>Close</Button>
            </div>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  )
}
