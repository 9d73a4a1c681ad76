/**
 * The two tabs of a moderators' queue (issue #29): what waits for a decision (open reports, pending suggestions) and
 * what was decided. Deciding removes the item from the first tab's list: focus then lands in that panel (FocusHome)
 * rather than at the top of the page.
 */
import type { ReactNode } from "react"
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs.tsx"
import { FocusHome } from "../../friends/focus-home.tsx"

export interface QueueTab {
  readonly id: string
  readonly label: string
  readonly panel: ReactNode
}

export interface QueueTabsProps {
  /** Names the tab list ("Report status"). */
  readonly label: string
  readonly waiting: QueueTab
  readonly decided: QueueTab
}

export function QueueTabs({ label, waiting, decided }: QueueTabsProps) {
  return (
    <Tabs defaultSelectedKey={waiting.id}>
      <TabList aria-label={label}>
        <Tab id={waiting.id}>{waiting.label}</Tab>
        <Tab id={decided.id}>{decided.label}</Tab>
      </TabList>
      <TabPanel id={waiting.id}>
        <FocusHome>{waiting.panel}</FocusHome>
      </TabPanel>
      <TabPanel id={decided.id}>{decided.panel}</TabPanel>
    </Tabs>
  )
}
