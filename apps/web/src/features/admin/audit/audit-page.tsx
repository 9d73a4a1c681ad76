/**
 * Issue #29, /admin/audit (staff): the audit log, newest first: when, what happened in a line ("Ada Admin suspended
 * Dave Okafor": accounts by name, the command line as such), and the details (the reason, and before and after).
 */
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../ui/table.tsx"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import { when } from "../moderation/labels.ts"
import { useAuditLog } from "./api/audit-log.ts"
import * as styles from "./audit.css.ts"
import { detailLines, summaryText } from "./audit-text.ts"

export function AuditPage() {
  const audit = useAuditLog()
  useErrorToast(audit.isError, "Failed to load the audit log")
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Audit Log — Admin Panel — Soundcheck">Audit Log</PageHeading>
      <p className={pageStyles.lead}>Every change made in the Admin Panel or with the command line, the newest first.</p>
      {audit.isPending && <Loading />}
      {audit.isError && <p role="alert">Failed to load the audit log</p>}
      {audit.data !== undefined && (
        <Table aria-label="Audit log">
          <TableHeader>
            <Column isRowHeader>When</Column>
            <Column>What Happened</Column>
            <Column>Details</Column>
          </TableHeader>
          <TableBody items={audit.data} emptyText="Nothing logged yet.">
            {(entry) => (
              <Row id={entry.id}>
                <Cell>{when(entry.createdAt)}</Cell>
                <Cell>
                  <span className={styles.summary}>{summaryText(entry)}</span>
                </Cell>
                <Cell>
                  <ul className={styles.details}>
                    {detailLines(entry.details).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
