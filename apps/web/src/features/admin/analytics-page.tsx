/**
 * Issue #34, /admin/analytics (admins): the beta's growth, invitations, activity, catalogue and mail over a date
 * range kept in the address, each panel loaded on its own and shown as soon as it arrives; every table is a chart,
 * its trend in words, its accessible table and its CSV. Observable Plot loads with this page only.
 */
import { useMemo } from "react"
import { useSearchParams } from "react-router"
import { ANALYTICS_PANELS } from "../../../../../domain/analytics/contract.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import * as styles from "./analytics/analytics.css.ts"
import { AnalyticsPanel } from "./analytics/analytics-panel.tsx"
import { type AnalyticsRange, localToday, rangeFromParams, rangeParams } from "./analytics/range.ts"
import { RangeControl } from "./analytics/range-control.tsx"
import { useRefusedRange } from "./analytics/api/analytics-panel.ts"

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })
const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`))

export function AnalyticsPage() {
  const [params, setParams] = useSearchParams()
  const today = useMemo(() => localToday(), [])
  const range = rangeFromParams(params, today)
  const change = (next: AnalyticsRange) => setParams(rangeParams(next))
  const refusal = useRefusedRange(range)
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Analytics — Admin Panel — Soundcheck">Analytics</PageHeading>
      <p className={pageStyles.lead}>How the beta grows and is used, in counts only: any figure about fewer than 5 people reads “fewer than 5”.</p>
      <RangeControl range={range} today={today} onChange={change} />
      {refusal === null ? (
        <p className={pageStyles.muted}>
          From {formatDay(range.from)} to {formatDay(range.to)}; weeks start on Monday.
        </p>
      ) : (
        <p role="alert">{refusal}</p>
      )}
      <div className={styles.panels}>
        {ANALYTICS_PANELS.map((panel) => (
          <AnalyticsPanel key={panel} panel={panel} range={range} />
        ))}
      </div>
    </div>
  )
}
