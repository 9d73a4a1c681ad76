import type { ReactNode } from "react"
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps
} from "react-aria-components"
import * as styles from "./tabs.css.ts"

export interface TabsProps extends Omit<AriaTabsProps, "className" | "style"> {
  readonly children: ReactNode
}

/**
 * Tabs: a TabList of Tab, then one TabPanel per tab with the same `id`. Arrow keys move between tabs and
 * select them, Tab moves into the selected panel.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />
}

export interface TabListProps {
  /** Names the list for screen readers ("Friends sections"). */
  readonly "aria-label": string
  readonly children: ReactNode
}

export function TabList(props: TabListProps) {
  return <AriaTabList {...props} className={styles.tabList} />
}

export interface TabProps {
  readonly id: Key
  /** The tab's name. */
  readonly children: ReactNode
  /**
   * A count shown as a badge after the name. It is part of the tab's accessible name ("Requests 2"): a hidden space
   * separates the two, since Firefox, unlike Chromium, joins a flex item's text to the next one's ("Requests2").
   */
  readonly count?: number | undefined
}

export function Tab({ id, children, count }: TabProps) {
  return (
    <AriaTab id={id} className={styles.tab}>
      {children}
      {count !== undefined && (
        <>
          <span className={styles.separator}> </span>
          <span className={styles.count}>{count}</span>
        </>
      )}
    </AriaTab>
  )
}

export interface TabPanelProps {
  readonly id: Key
  readonly children: ReactNode
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.panel} />
}
