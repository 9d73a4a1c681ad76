/**
 * /settings (issue #30): "Download your data". Ask for an archive of everything Soundcheck holds about you; it is
 * made in the background (the card asks again every few seconds and announces, politely, when it is ready or
 * failed), then downloaded with a plain link while it is kept (2 days). One a day: the card says when the next may
 * be asked for, and shows the server's refusal if one is asked for sooner anyway.
 */
import { useEffect, useRef, useState } from "react"
import type { ExportDto } from "../../../../../domain/own-data/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { visuallyHidden } from "../../ui/skeleton.css.ts"
import { failureMessage } from "../friends/failure.ts"
import { FocusHome, useReturnFocus } from "../friends/focus-home.tsx"
import { useLatestExport, useRequestExport } from "./api/own-data-export.ts"
import { exportNews, exportView, formatDateTime, nextRequestAt } from "./export-view.ts"

/** Announces the export's changes seen while the page is open: silent on the first answer. */
const useExportAnnouncement = (latest: ExportDto | null | undefined): string => {
  const shown = useRef<ExportDto | null | undefined>(undefined)
  const [announcement, setAnnouncement] = useState("")
  useEffect(() => {
    if (latest === undefined) return
    const news = exportNews(shown.current, latest)
    shown.current = latest
    if (news !== null) setAnnouncement(news)
  }, [latest])
  return announcement
}

function ExportState({ latest }: { readonly latest: ExportDto | null }) {
  const request = useRequestExport()
  const returnFocus = useReturnFocus()
  const [refusal, setRefusal] = useState<string | null>(null)
  const now = Date.now()
  const view = exportView(latest, now)
  const opensAt = nextRequestAt(latest, now)

  const press = () => {
    setRefusal(null)
    void request.mutateAsync().then(
      // The button gives way to "Preparing your archive": focus stays in the card.
      () => returnFocus(),
      (error: unknown) => setRefusal(failureMessage(error))
    )
  }

  return (
    <>
      {view.kind === "building" && <p>Preparing your archive. This takes a few moments; you can leave this page and come back.</p>}
      {view.kind === "failed" && <p>Your last archive could not be made. Please request it again.</p>}
      {view.kind === "ready" && (
        <>
          <p>
            Your archive is ready: {view.fileName}, {view.size}. Available until {view.until}.
          </p>
          <div className={pageStyles.actions}>
            <Link variant="primary" href={view.href} download={view.fileName}>
              Download your data ({view.size})
            </Link>
          </div>
        </>
      )}
      {view.kind !== "building" &&
        (opensAt === null ? (
          <div className={pageStyles.actions}>
            <Button variant={view.kind === "ready" ? "secondary" : "primary"} isBusy={request.isPending} onPress={press}>
              {request.isPending ? "Requesting..." : view.kind === "ready" ? "Request a new archive" : "Request your data"}
            </Button>
          </div>
        ) : (
          <p className={pageStyles.muted}>You can request a new archive after {formatDateTime(opensAt)}.</p>
        ))}
      {refusal !== null && <p role="alert">{refusal}</p>}
    </>
  )
}

export function DownloadDataCard() {
  const latest = useLatestExport()
  const announcement = useExportAnnouncement(latest.data?.export)
  return (
    <Card title="Download your data">
      <p className={pageStyles.muted}>
        Get a copy of what Soundcheck holds about you, as one ZIP file: your account and settings, your profile, friends and friend requests, the concerts you
        marked, the plans you made or joined with your answers and messages, the invitations you sent, your invite requests, feedback, concert suggestions,
        reports, blocks and notifications.
      </p>
      <p className={pageStyles.muted}>
        A README.txt explains each file: the data is in JSON, with CSV files for your interests, friends and invitations. You can request one archive a day; it
        is kept for 2 days, for you alone.
      </p>
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </div>
      {latest.isPending && <Loading />}
      {latest.isError && <p role="alert">Failed to load your data export</p>}
      {latest.data !== undefined && (
        <FocusHome>
          <ExportState latest={latest.data.export} />
        </FocusHome>
      )}
    </Card>
  )
}
