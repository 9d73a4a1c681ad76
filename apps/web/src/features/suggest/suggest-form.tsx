/** Spec section 5, the suggest form: the concert form's rules with the suggest messages, then the server's. */
import { useState, type FormEvent } from "react"
import { validateConcert, type ConcertField, type ConcertInput } from "../../../../../domain/curation/concert-form.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { Link } from "../../ui/link.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { fieldErrorsOf, type FieldErrors } from "../admin/concerts/save-failure.ts"

type Values = Required<{ [K in ConcertField]: string }>

const empty: Values = { artist: "", venue: "", city: "", date: "", description: "", imageUrl: "" }

export interface SuggestFormProps {
  readonly isSaving: boolean
  /** The submit button's text when not saving. */
  readonly submitLabel: string
  /** Saves; rejects with the ApiError when the server refuses. */
  readonly onSave: (body: ConcertInput) => Promise<unknown>
}

export function SuggestForm({ isSaving, submitLabel, onSave }: SuggestFormProps) {
  const [values, setValues] = useState<Values>(empty)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const issueFor = (field: ConcertField) => () => {
    const result = validateConcert(values, "suggest")
    return result.ok ? null : result.issues.find((issue) => issue.field === field)?.message ?? null
  }
  const field = (name: ConcertField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    validate: issueFor(name)
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSaving) return
    setServerErrors({})
    onSave(values).catch((error: unknown) => setServerErrors(fieldErrorsOf(error)))
  }

  return (
    <Form onSubmit={submit} validationErrors={serverErrors}>
      <TextField label="Artist" isRequired {...field("artist")} />
      <TextField label="Venue" isRequired {...field("venue")} />
      <TextField label="City" isRequired {...field("city")} />
      <TextField label="Date" type="date" isRequired {...field("date")} />
      <TextAreaField label="Description" {...field("description")} />
      <TextField label="Image URL" type="url" description="Optional; an http or https address." {...field("imageUrl")} />
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={isSaving}>{isSaving ? "Submitting..." : submitLabel}</Button>
        <Link href="/concerts" variant="secondary">Cancel</Link>
      </div>
    </Form>
  )
}
