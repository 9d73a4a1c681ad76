/**
 * One analytics table (issue #34): its title, its trend in words, its chart, and under a "Show table" toggle the
 * accessible table of the same numbers; "Download CSV" saves those rows. A cell of fewer than 5 people is a gap in
 * the chart and reads "fewer than 5" in the table and the file.
 */
import { useId, useState } from "react"
import type { AnalyticsTable as AnalyticsTableDto } from "../../../../../../domain/analytics/contract.ts"
import { Button } from "../../../ui/button.tsx"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../ui/table.tsx"
import * as styles from "./analytics.css.ts"
import { Chart } from "./chart.tsx"
import { csvFileName, formatCell, formatRowLabel, suppressedCount, tableCsv } from "./table-data.ts"

/** Saves `text` as a file named `name` (a UTF-8 byte order mark first, so spreadsheets read accents right). */
const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export interface AnalyticsTableProps {
  readonly panel: string
  readonly table: AnalyticsTableDto
  readonly from: string
  readonly to: string
}

export function AnalyticsTable({ panel, table, from, to }: AnalyticsTableProps) {
  const [isTableShown, setTableShown] = useState(false)
  const titleId = useId()
  const tableId = useId()
  const suppressed = suppressedCount(table)
  const rows = table.rows.map((row, index) => ({ id: index, ...row }))
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group keeps the chart, its words and its table together without a fieldset's frame
    <div role="group" aria-labelledby={titleId} className={styles.tableBlock}>
      <h3 id={titleId} className={styles.tableTitle}>
        {table.title}
      </h3>
      <p className={styles.summary}>{table.summary}</p>
      <Chart table={table} />
      {suppressed > 0 && (
        <p className={styles.note}>
          {suppressed === 1 ? "One value counts" : `${suppressed} values count`} fewer than 5 people and {suppressed === 1 ? "is" : "are"} not drawn; the table
          shows them as “fewer than 5”.
        </p>
      )}
      <div className={styles.tableActions}>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={isTableShown}
          aria-controls={isTableShown ? tableId : undefined}
          onPress={() => setTableShown(!isTableShown)}
        >
          {isTableShown ? "Hide table" : "Show table"}
        </Button>
        <Button variant="secondary" size="small" onPress={() => download(csvFileName(panel, table, from, to), tableCsv(table))}>
          Download CSV
        </Button>
      </div>
      {isTableShown && (
        <div id={tableId}>
          <Table aria-label={table.title}>
            <TableHeader>
              <Column id="label" isRowHeader>
                {table.labelHeader}
              </Column>
              {table.columns.map((column) => (
                <Column key={column.key} id={`column-${column.key}`}>
                  {column.label}
                </Column>
              ))}
            </TableHeader>
            <TableBody items={rows} dependencies={[table]} emptyText="Nothing to show for this range.">
              {(row) => (
                <Row id={row.id}>
                  <Cell>{formatRowLabel(table, row.label)}</Cell>
                  {table.columns.map((column, index) => (
                    <Cell key={column.key}>{formatCell(row.values[index] ?? null, table.unit)}</Cell>
                  ))}
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  )
}
