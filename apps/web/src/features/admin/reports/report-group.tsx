/**
 * One reported target in the queue (issue #29): what it is, how many reports and the latest's time, the content as
 * it was when reported (the newest report's snapshot), each report (category, reporter, comment; closed: the
 * outcome), who handles it, and on the open tab Assign to me and the decision.
 */
import type { ReportDto, ReportGroupDto } from "../../../../../../domain/moderation/contract.ts"
import { concertPath } from "../../../lib/concert-path.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Badge } from "../../../ui/badge.tsx"
import { Button } from "../../../ui/button.tsx"
import { Card } from "../../../ui/card.tsx"
import { Link } from "../../../ui/link.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useAuth } from "../../accounts/auth-context.ts"
import { failureMessage } from "../../friends/failure.ts"
import { categoryLabels } from "../../safety/report-categories.ts"
import * as adminStyles from "../admin.css.ts"
import { actionLabel, personName, reportStatusLabels, when } from "../moderation/labels.ts"
import { useAssignReport } from "./api/assign-report.ts"
import * as styles from "./reports.css.ts"
import { ResolveForm } from "./resolve-form.tsx"
import { snapshotFields, targetTitle } from "./snapshot.ts"

const reportCount = (count: number): string => (count === 1 ? "1 report" : `${count} reports`)

function TargetLinks({ group }: { readonly group: ReportGroupDto }) {
  switch (group.targetType) {
    case "profile":
      return <Link href={`/profile/${encodeURIComponent(group.targetId)}`}>Open the profile as it is now</Link>
    case "concert":
      return (
        <span className={pageStyles.actions}>
          <Link href={concertPath(group.targetId)}>Open the concert page</Link>
          <Link href={`/admin/concerts/edit/${encodeURIComponent(group.targetId)}`}>Edit the concert</Link>
        </span>
      )
    case "plan_message":
      return null
  }
}

function ReportItem({ report }: { readonly report: ReportDto }) {
  return (
    <li className={styles.report}>
      <span className={styles.reportHead}>
        <Badge>{categoryLabels[report.category]}</Badge>
        <span>
          from <strong>{personName(report.reporter)}</strong>, {when(report.createdAt)}
        </span>
      </span>
      <p className={styles.comment}>{report.comment ?? "No comment."}</p>
      {report.status !== "open" && (
        <p className={styles.outcome}>
          {reportStatusLabels[report.status]}
          {report.action !== null && report.action !== "dismiss" && `: ${actionLabel(report.action)}`}
          {report.reason !== null && ` — ${report.reason}`}
          {report.resolvedAt !== null && ` (${when(report.resolvedAt)})`}
        </p>
      )}
    </li>
  )
}

function Assignment({ group, title }: { readonly group: ReportGroupDto; readonly title: string }) {
  const { user } = useAuth()
  const assign = useAssignReport()
  const newest = group.reports[0]
  const assignee = group.reports.find((report) => report.assignedTo !== null)?.assignedTo ?? null
  const mine = assignee !== null && assignee.userId === user?.id
  const take = () => {
    if (newest === undefined) return
    assign.mutate(newest.id, {
      onSuccess: () => toast.success("Assigned to you"),
      onError: (error) => toast.error("Failed to assign the report", failureMessage(error))
    })
  }
  return (
    <div className={pageStyles.actions}>
      <span>{assignee === null ? "Not assigned" : mine ? "Assigned to you" : `Assigned to ${personName(assignee)}`}</span>
      {!mine && newest !== undefined && (
        <Button variant="secondary" size="small" isBusy={assign.isPending} aria-label={`Assign to me: ${title}`} onPress={take}>
          Assign to me
        </Button>
      )}
    </div>
  )
}

export function ReportGroup({ group, isOpen }: { readonly group: ReportGroupDto; readonly isOpen: boolean }) {
  const newest = group.reports[0]
  const snapshot = newest?.snapshot ?? {}
  const title = targetTitle(group.targetType, personName(group.subject), snapshot)
  return (
    <Card title={title}>
      <p className={pageStyles.muted}>
        {reportCount(group.count)} · latest {when(group.latestAt)}
      </p>
      <div className={styles.snapshot}>
        <h3 className={adminStyles.subheading}>As reported</h3>
        <dl className={adminStyles.details}>
          {snapshotFields(group.targetType, snapshot).map((field) => (
            <div key={field.name} className={adminStyles.pair}>
              <dt className={adminStyles.term}>{field.name}</dt>
              <dd className={`${adminStyles.definition} ${styles.snapshotValue}`}>{field.value}</dd>
            </div>
          ))}
        </dl>
        <TargetLinks group={group} />
      </div>
      <h3 className={adminStyles.subheading}>Reports</h3>
      <ul className={adminStyles.list} aria-label={`Reports about ${title}`}>
        {group.reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
      {isOpen && newest !== undefined && (
        <>
          <Assignment group={group} title={title} />
          <h3 className={adminStyles.subheading}>Decide</h3>
          <ResolveForm reportId={newest.id} targetType={group.targetType} title={title} />
        </>
      )}
    </Card>
  )
}
