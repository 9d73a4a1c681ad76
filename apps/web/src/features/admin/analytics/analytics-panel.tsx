/**
 * One panel of Admin → Analytics, loaded by its own query: a placeholder until its answer arrives, the answer's
 * headline figures and tables, or what went wrong (the server's message when it refused the range) with Retry.
 */
import type { AnalyticsPanelName, AnalyticsPanelDto } from "../../../../../../domain/analytics/contract.ts"
import { hasStatus } from "../../../app/api-client.ts"
import { Button } from "../../../ui/button.tsx"
import { Card } from "../../../ui/card.tsx"
import { SkeletonList } from "../../../ui/skeleton.tsx"
import { AnalyticsTable } from "./analytics-table.tsx"
import * as styles from "./analytics.css.ts"
import { type AnalyticsRangeQuery, useAnalyticsPanel } from "./api/analytics-panel.ts"
import { formatCell } from "./table-data.ts"

/** The panels' headings, shown before their answers arrive. */
const panelTitles: Record<AnalyticsPanelName, string> = {
  growth: "Growth",
  invitations: "Invitations",
  activity: "Activity",
  catalogue: "Catalogue",
  mail: "Mail"
}

function Figures({ data }: { readonly data: AnalyticsPanelDto }) {
  if (data.figures.length === 0) return null
  return (
    <dl className={styles.figures}>
      {data.figures.map((figure) => (
        <div key={figure.key} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{formatCell(figure.value, figure.unit)}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface AnalyticsPanelProps {
  readonly panel: AnalyticsPanelName
  readonly range: AnalyticsRangeQuery
}

export function AnalyticsPanel({ panel, range }: AnalyticsPanelProps) {
  const query = useAnalyticsPanel(panel, range)
  const title = panelTitles[panel]
  return (
    <Card title={title}>
      {query.isPending && <SkeletonList count={1} label={`Loading ${title.toLowerCase()}...`} />}
      {/* A refused range: the page shows the server's message once, above the panels. */}
      {query.isError && hasStatus(query.error, 400) && <p className={styles.note}>Not shown for this range.</p>}
      {query.isError && !hasStatus(query.error, 400) && (
        <div className={styles.panelError}>
          <p role="alert">Failed to load {title.toLowerCase()}</p>
          <Button variant="secondary" size="small" isBusy={query.isFetching} onPress={() => void query.refetch()}>
            {query.isFetching ? "Retrying..." : "Retry"}
          </Button>
        </div>
      )}
      {query.data !== undefined && (
        <>
          <Figures data={query.data} />
          {query.data.tables.map((table) => (
            <AnalyticsTable key={table.key} panel={panel} table={table} from={query.data.from} to={query.data.to} />
          ))}
        </>
      )}
    </Card>
  )
}
