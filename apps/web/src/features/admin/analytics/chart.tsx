/** An analytics table's chart (drawn by Observable Plot at the width it is given) and its legend. */
import { useEffect, useState } from "react"
import type { AnalyticsTable } from "../../../../../../domain/analytics/contract.ts"
import * as styles from "./analytics.css.ts"
import { seriesColours } from "./chart-colours.css.ts"
import { renderChart } from "./chart-plot.ts"

/** The element's content width, followed as the window (or the sidebar) changes it. */
const useWidth = (element: HTMLElement | null): number => {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (element === null) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}

export interface ChartProps {
  readonly table: AnalyticsTable
}

export function Chart({ table }: ChartProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  const width = useWidth(host)
  useEffect(() => {
    if (host === null || width === 0) return
    const chart = renderChart(table, width, seriesColours, `${table.title}. ${table.summary}`)
    host.replaceChildren(chart)
    return () => host.replaceChildren()
  }, [host, table, width])
  // No rows, nothing to draw: the summary and the table say so.
  if (table.rows.length === 0) return null
  return (
    <>
      {table.columns.length > 1 && (
        <ul className={styles.legend} aria-label={`${table.title}: legend`}>
          {table.columns.map((column, index) => (
            <li key={column.key} className={styles.legendItem}>
              <span aria-hidden="true" className={`${styles.swatch} ${styles.swatchColour[index % styles.swatchColour.length]}`} />
              {column.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={setHost} className={styles.chart} />
    </>
  )
}
