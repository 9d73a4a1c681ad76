/** Spec section 2, /admin/feedback: a list of feedback requests and a detail panel to review the chosen one. */
import { useState } from "react"
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Card } from "../../../ui/card.tsx"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import { useAdminFeedback } from "./api/admin-feedback.ts"
import { FeedbackDetail } from "./feedback-detail.tsx"
import { FeedbackList } from "./feedback-list.tsx"
import * as styles from "./feedback.css.ts"

export function AdminFeedbackPage() {
  const feedback = useAdminFeedback()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  useErrorToast(feedback.isError, "Failed to load feedback requests")
  const requests = feedback.data?.requests ?? []
  const selected = requests.find((r) => r.id === selectedId) ?? requests[0]
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Feedback — Admin Panel — Soundcheck">Feedback</PageHeading>
      <p className={pageStyles.lead}>Choose a request to read it, set its status and keep notes.</p>
      {feedback.isPending && <Loading />}
      {feedback.isError && <p role="alert">Failed to load feedback requests</p>}
      {feedback.data !== undefined && (
        <div className={styles.columns}>
          <Card title="Requests">
            <FeedbackList requests={requests} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
          </Card>
          {selected !== undefined && <FeedbackDetail key={selected.id} request={selected} />}
        </div>
      )}
    </div>
  )
}
