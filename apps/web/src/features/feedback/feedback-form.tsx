/** Spec section 5, the feedback form: type (default General), title, description, optional contact e-mail. */
import { MAX_EMAIL_LENGTH, MAX_FEEDBACK_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import type { FeedbackBody, FeedbackType } from "../../../../../domain/feedback/contract.ts"
import { type FeedbackField, validateFeedback } from "../../../../../domain/feedback/feedback-form.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { Select, type SelectOption } from "../../ui/select.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { fieldErrorsOf, type FieldErrors } from "../admin/concerts/save-failure.ts"

export const feedbackTypeOptions: ReadonlyArray<SelectOption<FeedbackType>> = [
  { value: "bug", label: "Bug" },
  { value: "feature_request", label: "Feature Request" },
  { value: "general", label: "General" }
]

type Values = { readonly feedbackType: FeedbackType } & Record<FeedbackField, string>

const empty: Values = { feedbackType: "general", title: "", description: "", contactEmail: "" }

export interface FeedbackFormProps {
  readonly isSaving: boolean
  /** Sends; rejects with the ApiError when the server refuses. */
  readonly onSend: (body: FeedbackBody) => Promise<unknown>
}

export function FeedbackForm({ isSaving, onSend }: FeedbackFormProps) {
  const [values, setValues] = useState<Values>(empty)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const field = (name: FeedbackField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    validate: () => {
      const result = validateFeedback(values)
      return result.ok ? null : (result.issues.find((issue) => issue.field === name)?.message ?? null)
    }
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSaving) return
    setServerErrors({})
    onSend(values).then(
      () => setValues(empty),
      (error: unknown) => setServerErrors(fieldErrorsOf(error))
    )
  }

  return (
    <Form onSubmit={submit} validationErrors={serverErrors}>
      <Select
        label="Type"
        options={feedbackTypeOptions}
        value={values.feedbackType}
        onChange={(feedbackType) => setValues((current) => ({ ...current, feedbackType }))}
      />
      <TextField label="Title" isRequired maxLength={MAX_TITLE_LENGTH} {...field("title")} />
      <TextAreaField label="Description" isRequired maxLength={MAX_FEEDBACK_DESCRIPTION_LENGTH} {...field("description")} />
      <TextField
        label="Contact Email"
        type="email"
        maxLength={MAX_EMAIL_LENGTH}
        description="Optional; if you'd like us to reply."
        {...field("contactEmail")}
      />
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={isSaving}>
          {isSaving ? "Submitting..." : "Submit Feedback"}
        </Button>
      </div>
    </Form>
  )
}
