import type { ReactNode } from "react"
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps
} from "react-aria-components"
import * as styles from "./table.css.ts"

export interface TableProps {
  /** Names the table for screen readers ("Concerts"). */
  readonly "aria-label": string
  /** A TableHeader then a TableBody. */
  readonly children: ReactNode
}

/**
 * A react-aria Table (an ARIA grid): one Tab stop, the arrow keys move between cells and into the
 * controls they hold, Tab leaves the table. Scrolls sideways on narrow screens.
 */
export function Table(props: TableProps) {
  return (
    <div className={styles.scroller}>
      <AriaTable {...props} className={styles.table} />
    </div>
  )
}

export function TableHeader<T extends object>(props: Omit<AriaTableHeaderProps<T>, "className" | "style">) {
  return <AriaTableHeader {...props} />
}

export interface ColumnProps extends Omit<AriaColumnProps, "className" | "style"> {
  readonly children: ReactNode
}

/** A column header; give the first one `isRowHeader` so each row is named by it. */
export function Column(props: ColumnProps) {
  return <AriaColumn {...props} className={styles.column} />
}

export interface TableBodyProps<T extends object> extends Omit<AriaTableBodyProps<T>, "className" | "style" | "renderEmptyState"> {
  /** Shown in the one cell of an empty table. */
  readonly emptyText?: string
}

export function TableBody<T extends object>({ emptyText, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} renderEmptyState={emptyText === undefined ? undefined : () => <p className={styles.empty}>{emptyText}</p>} />
}

export function Row<T extends object>(props: Omit<AriaRowProps<T>, "className" | "style">) {
  return <AriaRow {...props} className={styles.row} />
}

export function Cell(props: Omit<AriaCellProps, "className" | "style">) {
  return <AriaCell {...props} className={styles.cell} />
}
