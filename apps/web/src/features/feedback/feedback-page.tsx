/** Spec section 2, /feedback: a signed-in user tells the team about a bug, an idea or anything else. */
import type { FeedbackBody } from "../../../../../domain/feedback/contract.ts"
import { hasStatus } from "../../app/api-client.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useSubmitFeedback } from "./api/submit-feedback.ts"
import { FeedbackForm } from "./feedback-form.tsx"

export function FeedbackPage() {
  const submit = useSubmitFeedback()
  const onSend = (body: FeedbackBody) =>
    submit.mutateAsync(body).then(
      () => toast.success("Feedback submitted!", "Thank you! The Soundcheck team will review it."),
      (error: unknown) => {
        if (hasStatus(error, 401)) toast.error("You must be logged in to submit feedback")
        else toast.error("Failed to submit feedback. Please try again.", error instanceof Error ? error.message : undefined)
        throw error
      }
    )
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Feedback — Soundcheck">Feedback</PageHeading>
      <p className={pageStyles.lead}>Found a bug or have an idea? Tell us.</p>
      <Card>
        <FeedbackForm isSaving={submit.isPending} onSend={onSend} />
      </Card>
    </div>
  )
}
