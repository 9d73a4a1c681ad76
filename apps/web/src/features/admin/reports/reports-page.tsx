/**
 * Issue #29, /admin/reports (staff): the moderators' queue. Open reports grouped by target, the target with the
 * newest report first, each with the content as reported, Assign to me and the decision; Closed, what was decided.
 */
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import * as adminStyles from "../admin.css.ts"
import { QueueTabs } from "../moderation/queue-tabs.tsx"
import { type QueueStatus, useReportQueue } from "./api/report-queue.ts"
import { ReportGroup } from "./report-group.tsx"

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
      <ul className={adminStyles.cards} aria-label={status === "open" ? "Open reports" : "Closed reports"}>
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
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Reports — Admin Panel — Soundcheck">Reports</PageHeading>
      <p className={pageStyles.lead}>What fans reported, grouped by what it is about. A decision closes every open report of its target.</p>
      <QueueTabs
        label="Report status"
        waiting={{ id: "open", label: "Open", panel: <ReportQueue status="open" /> }}
        decided={{ id: "closed", label: "Closed", panel: <ReportQueue status="closed" /> }}
      />
    </div>
  )
}
