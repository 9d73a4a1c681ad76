/**
 * Spec section 2, the concerts table: Artist, Venue, City, Date, Status (Upcoming or Past, and the show's own status
 * when it is not scheduled, issue #31) and the row's actions.
 */
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import { ConcertStatusBadge } from "../../../lib/concert-status-badge.tsx"
import { Link } from "../../../ui/link.tsx"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../ui/table.tsx"
import * as styles from "../admin.css.ts"
import { ConcertDetailsDialog } from "./concert-details-dialog.tsx"
import { ConcertStatusDialog } from "./concert-status-dialog.tsx"
import { formatAdminDate } from "./concert-label.ts"
import { DeleteConcertButton } from "./delete-concert-button.tsx"
import { DuplicatesDialog } from "./duplicates-dialog.tsx"

export interface ConcertsTableProps {
  readonly concerts: ReadonlyArray<AdminConcertDto>
  /** Admins find and merge duplicates and delete; moderators only view and edit (issue #29). */
  readonly canCurate: boolean
}

export function ConcertsTable({ concerts, canCurate }: ConcertsTableProps) {
  return (
    <Table aria-label="Concerts">
      <TableHeader>
        <Column isRowHeader>Artist</Column>
        <Column>Venue</Column>
        <Column>City</Column>
        <Column>Date</Column>
        <Column>Status</Column>
        <Column>Actions</Column>
      </TableHeader>
      <TableBody items={concerts} emptyText="No concerts yet.">
        {(concert) => (
          <Row id={concert.id}>
            <Cell>{concert.artist}</Cell>
            <Cell>{concert.venue}</Cell>
            <Cell>{concert.city}</Cell>
            <Cell>{formatAdminDate(concert.date)}</Cell>
            <Cell>
              <span className={styles.status[concert.timing]}>{concert.timing}</span> <ConcertStatusBadge concert={concert} />
            </Cell>
            <Cell>
              <div className={styles.rowActions}>
                <ConcertDetailsDialog concert={concert} />
                {canCurate && <DuplicatesDialog concert={concert} />}
                <Link
                  href={`/admin/concerts/edit/${concert.id}`}
                  variant="ghost"
                  size="small"
                  aria-label={`Edit ${concert.artist}, ${formatAdminDate(concert.date)}`}
                >
                  Edit
                </Link>
                {canCurate && <ConcertStatusDialog concert={concert} />}
                {canCurate && <DeleteConcertButton concert={concert} />}
              </div>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}
