/** The preview of a CSV file: the counts, then each row (line, status, what it says) in file order. */
import type { ImportReportDto } from "../../../../../../domain/curation/contract.ts"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../ui/table.tsx"
import * as styles from "../admin.css.ts"

interface PreviewRow {
  readonly line: number
  readonly status: "valid" | "duplicate" | "invalid"
  readonly message: string
}

const rowsOf = (report: ImportReportDto): ReadonlyArray<PreviewRow> =>
  [
    ...report.sample.map((row) => ({
      line: row.line,
      status: "valid" as const,
      message: `${row.artist} at ${row.venue}, ${row.city} on ${row.date}`
    })),
    ...report.rows.map((row) => ({ line: row.line, status: row.status, message: row.message ?? "" }))
  ].sort((a, b) => a.line - b.line)

export function ImportPreview({ fileName, report }: { readonly fileName: string; readonly report: ImportReportDto }) {
  const rows = rowsOf(report)
  const listed = report.sample.length + report.rows.length
  const total = report.valid + report.duplicate + report.invalid
  return (
    <>
      <p role="status">
        {fileName}: {report.valid} valid, {report.duplicate} duplicate, {report.invalid} invalid.
      </p>
      <Table aria-label="Import preview">
        <TableHeader>
          <Column isRowHeader>Line</Column>
          <Column>Status</Column>
          <Column>Details</Column>
        </TableHeader>
        <TableBody items={rows} emptyText="The file has no rows.">
          {(row) => (
            <Row id={row.line}>
              <Cell>{row.line}</Cell>
              <Cell>
                <span className={styles.status[row.status]}>{row.status}</span>
              </Cell>
              <Cell>{row.message}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {listed < total && (
        <p>
          Showing {listed} of {total} rows (the first 20 valid rows and the first 1000 others).
        </p>
      )}
    </>
  )
}
