/**
 * Report a profile, a plan message or a concert to the moderators (issue #29): a dialog with the category (a
 * comment is required for illegal content and other) that ends with "Report sent", or "Already reported" while an
 * earlier report of the same thing is open. Nobody reported is told who.
 */
import { useState, type FormEvent } from "react"
import {
  COMMENT_REQUIRED,
  MAX_REPORT_COMMENT_LENGTH,
  REPORT_CATEGORIES,
  type ReportCategory,
  type ReportTargetType
} from "../../../../../domain/moderation/contract.ts"
import { Button, type ButtonSize, type ButtonVariant } from "../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../ui/dialog.tsx"
import * as dialogStyles from "../../ui/dialog.css.ts"
import { Form } from "../../ui/form.tsx"
import { RadioGroup, type RadioOption } from "../../ui/radio-group.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useSendReport } from "./api/send-report.ts"
import { categoryLabels } from "./report-categories.ts"
import { reportFailure } from "./report-failure.ts"

const categoryOptions: ReadonlyArray<RadioOption<ReportCategory>> = REPORT_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] }))

const commentLimit = MAX_REPORT_COMMENT_LENGTH.toLocaleString("en-US")

export interface ReportTarget {
  readonly type: ReportTargetType
  readonly id: string
}

function ReportForm({ target, onDone }: { readonly target: ReportTarget; readonly onDone: () => void }) {
  const [category, setCategory] = useState<ReportCategory | null>(null)
  const [comment, setComment] = useState("")
  const send = useSendReport()
  const needsComment = category !== null && COMMENT_REQUIRED.has(category)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending || category === null) return
    const text = comment.trim()
    send.mutate(
      { targetType: target.type, targetId: target.id, category, ...(text === "" ? {} : { comment: text }) },
      {
        onSuccess: () => {
          toast.success("Report sent", "A moderator will look at it, and we'll tell you what came of it.")
          onDone()
        },
        onError: (error) => {
          const failure = reportFailure(error)
          toast[failure.tone](failure.title, failure.description)
          // Reported already: nothing left to send, so the dialog closes as after "Report sent".
          if (failure.tone === "info") onDone()
        }
      }
    )
  }

  return (
    <Form onSubmit={submit}>
      <p className={dialogStyles.description}>Moderators review every report. Whoever you report is not told who reported them.</p>
      <RadioGroup label="What is wrong?" name="category" options={categoryOptions} value={category} onChange={setCategory} isRequired />
      <TextAreaField
        label="Comment"
        name="comment"
        rows={3}
        maxLength={MAX_REPORT_COMMENT_LENGTH}
        description={
          needsComment
            ? `Required for this category: say what is wrong. Up to ${commentLimit} characters.`
            : `Optional. Up to ${commentLimit} characters; only moderators read it.`
        }
        isRequired={needsComment}
        validate={(value) => (needsComment && value.trim() === "" ? "Please say what is wrong" : null)}
        value={comment}
        onChange={setComment}
      />
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isBusy={send.isPending}>
          {send.isPending ? "Sending..." : "Send report"}
        </Button>
      </div>
    </Form>
  )
}

export interface ReportButtonProps {
  readonly target: ReportTarget
  /** What is reported, naming the button and the dialog: "Report <subject>" ("Dave Okafor's profile"). */
  readonly subject: string
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
}

/** A "Report" button (named "Report <subject>") and its dialog. */
export function ReportButton({ target, subject, variant = "secondary", size = "medium" }: ReportButtonProps) {
  return (
    <DialogTrigger>
      <Button variant={variant} size={size} aria-label={`Report ${subject}`}>
        Report
      </Button>
      <Dialog title={`Report ${subject}`}>{(close) => <ReportForm target={target} onDone={close} />}</Dialog>
    </DialogTrigger>
  )
}
