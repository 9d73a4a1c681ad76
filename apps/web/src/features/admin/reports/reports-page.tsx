/**
 * Issue #29, /admin/reports (staff): the moderators' queue. Open reports grouped by target, the target with the
 * newest report first, each with the content as reported, Assign to me and the decision; Closed, what was decided.
 */
import { useState } from "react"
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs.tsx"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import { FocusHome } from "../../friends/focus-home.tsx"
import { type QueueStatus, useReportQueue } from "./api/report-queue.ts"
import { ReportGroup } from "./report-group.tsx"
import * as styles from "./reports.css.ts"

const emptyText: Record<QueueStatus, string> = { open: "No open reports. All caught up!", closed: "No closed reports yet." }

function ReportQueue({ status }: { readonly status: QueueStatus }) {
  const queue = useReportQueue(status)
  useErrorToast(queue.isError, "Failed to load reports")
  const groups = queue.data?.pages.flatMap((page) => page.groups) ?? []
  if (queue.isPending) return <Loading />
  if (queue.isError) return <p role="alert">Failed to load reports</p>
  if (groups.length === 0) return <p className={pageStyles.muted}>{emptyText[status]}</p>
  return (
    <>
      <ul className={styles.groups} aria-label={status === "open" ? "Open reports" : "Closed reports"}>
        {groups.map((group) => (
          <li key={`${group.targetType}:${group.targetId}`}>
            <ReportGroup group={group} isOpen={status === "open"} />
          </li>
        ))}
      </ul>
      {queue.hasNextPage && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" isBusy={queue.isFetchingNextPage} onPress={() => void queue.fetchNextPage()}>
            {queue.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  )
}

export function ReportsPage() {
  const [tab, setTab] = useState<QueueStatus>("open")
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Reports — Admin Panel — Soundcheck">Reports</PageHeading>
      <p className={pageStyles.lead}>What fans reported, grouped by what it is about. A decision closes every open report of its target.</p>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === "closed" ? "closed" : "open")}>
        <TabList aria-label="Report status">
          <Tab id="open">Open</Tab>
          <Tab id="closed">Closed</Tab>
        </TabList>
        <TabPanel id="open">
          {/* A decided target leaves the list: focus then lands here rather than at the top of the page. */}
          <FocusHome>
            <ReportQueue status="open" />
          </FocusHome>
        </TabPanel>
        <TabPanel id="closed">
          <ReportQueue status="closed" />
        </TabPanel>
      </Tabs>
    </div>
  )
}
