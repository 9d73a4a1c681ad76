/** The admin waitlist table: who, where, their note, when they were listed, and how far they got. */
import type { WaitlistEntryDto } from "../../../../../domain/waitlist/contract.ts"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/table.tsx"
import { InviteButton } from "./invite-button.tsx"
import { formatWaitlistDate, waitlistStatus } from "./waitlist-status.ts"
import * as styles from "./waitlist.css.ts"

export function WaitlistTable({ entries }: { readonly entries: ReadonlyArray<WaitlistEntryDto> }) {
  return (
    <Table aria-label="Waitlist">
      <TableHeader>
        <Column isRowHeader>Email</Column>
        <Column>City</Column>
        <Column>Note</Column>
        <Column>Joined the list</Column>
        <Column>Status</Column>
        <Column>Actions</Column>
      </TableHeader>
      <TableBody items={entries} emptyText="Nobody is on the waitlist yet.">
        {(entry) => (
          <Row id={entry.id}>
            <Cell>{entry.email}</Cell>
            <Cell>{entry.city ?? "—"}</Cell>
            <Cell>
              <span className={styles.note}>{entry.note ?? "—"}</span>
            </Cell>
            <Cell>{formatWaitlistDate(entry.createdAt)}</Cell>
            <Cell>{waitlistStatus(entry)}</Cell>
            <Cell>
              <InviteButton entry={entry} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}
