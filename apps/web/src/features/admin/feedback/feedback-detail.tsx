/** The admin feedback detail panel: the request, a status select and admin notes, saved together. */
import { MAX_ADMIN_NOTES_LENGTH } from "../../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import type { AdminFeedbackDto, FeedbackStatus } from "../../../../../../domain/feedback/contract.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Card } from "../../../ui/card.tsx"
import { Form } from "../../../ui/form.tsx"
import { Select } from "../../../ui/select.tsx"
import { TextAreaField } from "../../../ui/text-area-field.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import * as adminStyles from "../admin.css.ts"
import { useUpdateFeedback } from "./api/update-feedback.ts"
import * as styles from "./feedback.css.ts"
import { statusOptions, typeLabels, when } from "./labels.ts"

export function FeedbackDetail({ request }: { readonly request: AdminFeedbackDto }) {
  const update = useUpdateFeedback()
  const [status, setStatus] = useState<FeedbackStatus>(request.status)
  const [notes, setNotes] = useState(request.adminNotes ?? "")
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (update.isPending) return
    update.mutate(
      { id: request.id, body: { status, adminNotes: notes } },
      {
        onSuccess: () => toast.success("Feedback request updated successfully"),
        onError: (error) => toast.error("Failed to update feedback request", error.message)
      }
    )
  }
  return (
    <Card title={request.title}>
      <dl className={adminStyles.details}>
        <dt>Type</dt>
        <dd>{typeLabels[request.feedbackType]}</dd>
        <dt>From</dt>
        <dd>{request.displayName ?? "Unknown User"}</dd>
        <dt>Contact Email</dt>
        <dd>{request.contactEmail ?? "Not given"}</dd>
        <dt>Submitted</dt>
        <dd>{when(request.createdAt)}</dd>
        {request.reviewedAt !== null && (
          <>
            <dt>Last reviewed</dt>
            <dd>{when(request.reviewedAt)}</dd>
          </>
        )}
      </dl>
      <p className={styles.description}>{request.description}</p>
      <Form onSubmit={save}>
        <Select label="Status" options={statusOptions} value={status} onChange={setStatus} />
        <TextAreaField label="Admin Notes" name="adminNotes" maxLength={MAX_ADMIN_NOTES_LENGTH} value={notes} onChange={setNotes} />
        <div className={pageStyles.actions}>
          <Button type="submit" isBusy={update.isPending}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
