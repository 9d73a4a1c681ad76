/**
 * Deciding on a reported target (issue #29): one of the actions that fit its type, a reason (the person acted on is
 * told it; dismissing needs none) and, to suspend, an optional end. Every open report of the target closes.
 */
import { useState, type FormEvent } from "react"
import { ACTIONS_BY_TARGET, type ModerationAction, type ReportTargetType } from "../../../../../../domain/moderation/contract.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Form } from "../../../ui/form.tsx"
import { RadioGroup, type RadioOption } from "../../../ui/radio-group.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { failureMessage } from "../../friends/failure.ts"
import { useReturnFocus } from "../../friends/focus-home.tsx"
import { actionDescriptions, actionLabels } from "../moderation/labels.ts"
import { ReasonField, UntilField } from "../moderation/reason-fields.tsx"
import { useResolveReport } from "./api/resolve-report.ts"

export interface ResolveFormProps {
  /** The report the action is recorded on (the newest of the target's). */
  readonly reportId: string
  readonly targetType: ReportTargetType
  /** Names the form ("Decide on Profile of Dave Okafor"). */
  readonly title: string
}

const reportsClosed = (count: number): string => (count === 1 ? "1 report closed." : `${count} reports closed.`)

export function ResolveForm({ reportId, targetType, title }: ResolveFormProps) {
  const [action, setAction] = useState<ModerationAction | null>(null)
  const [reason, setReason] = useState("")
  const [until, setUntil] = useState("")
  const resolve = useResolveReport()
  const returnFocus = useReturnFocus()
  const options: ReadonlyArray<RadioOption<ModerationAction>> = ACTIONS_BY_TARGET[targetType].map((value) => ({
    value,
    label: actionLabels[value],
    description: actionDescriptions[value]
  }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (resolve.isPending || action === null) return
    const why = reason.trim()
    const body = { action, ...(why === "" ? {} : { reason: why }), ...(action === "suspend" && until !== "" ? { until } : {}) }
    // The promise, not mutate's callbacks: the target leaves the queue (this form with it) before those would run.
    void resolve.mutateAsync({ reportId, body }).then(
      ({ resolved }) => {
        toast.success(action === "dismiss" ? "Reports dismissed" : "Action taken", reportsClosed(resolved))
        returnFocus()
      },
      (error: unknown) => toast.error("Failed to resolve the reports", failureMessage(error))
    )
  }

  return (
    <Form onSubmit={submit} aria-label={`Decide on ${title}`}>
      <RadioGroup label="Action" name="action" options={options} value={action} onChange={setAction} isRequired />
      <ReasonField
        value={reason}
        onChange={setReason}
        isRequired={action !== null && action !== "dismiss"}
        description="The person acted on reads it (never who decided); the audit log keeps it."
      />
      {action === "suspend" && <UntilField value={until} onChange={setUntil} />}
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={resolve.isPending}>
          {resolve.isPending ? "Applying..." : "Apply"}
        </Button>
      </div>
    </Form>
  )
}
