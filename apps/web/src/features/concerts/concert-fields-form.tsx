/**
 * The concert form of spec section 5, shared by the admin form and the suggest form: the domain's rules
 * and messages (in the admin or the suggest wording) on submit, then the server's per-field issues. The admin
 * form adds the show's times and ticket links (issue #31) through `moreFields`.
 */
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_IMAGE_URL_LENGTH, MAX_VENUE_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent, type ReactNode } from "react"
import { validateConcert, type ConcertField } from "../../../../../domain/curation/concert-form.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { Link } from "../../ui/link.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { fieldErrorsOf, type FieldErrors } from "../admin/concerts/save-failure.ts"

export type ConcertValues = Required<{ [K in ConcertField]: string }>

export const emptyConcertValues: ConcertValues = { artist: "", venue: "", city: "", date: "", description: "", imageUrl: "" }

export interface ConcertFieldsFormProps {
  readonly initial: ConcertValues
  /** Whose messages the rules speak: the admin form's ("Artist name is required") or the suggest form's. */
  readonly wording: "admin" | "suggest"
  readonly isSaving: boolean
  readonly submitLabel: string
  readonly busyLabel: string
  /** Cancel leads here; or, in a dialog, `onCancel` closes it. */
  readonly cancelHref?: string
  readonly onCancel?: () => void
  /** Saves; rejects with the ApiError when the server refuses. */
  readonly onSave: (body: ConcertValues) => Promise<unknown>
  /**
   * Fields after the spec's, inside the same form (the admin form's times and ticket links): a field named as the
   * server names it shows the server's message; the rest read them from `serverErrors`.
   */
  readonly moreFields?: (serverErrors: FieldErrors) => ReactNode
}

export function ConcertFieldsForm({ initial, wording, isSaving, submitLabel, busyLabel, cancelHref, onCancel, onSave, moreFields }: ConcertFieldsFormProps) {
  const [values, setValues] = useState<ConcertValues>(initial)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const issueFor = (field: ConcertField) => () => {
    const result = validateConcert(values, wording)
    return result.ok ? null : (result.issues.find((issue) => issue.field === field)?.message ?? null)
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
      <TextField label="Artist" isRequired maxLength={MAX_ARTIST_LENGTH} {...field("artist")} />
      <TextField label="Venue" isRequired maxLength={MAX_VENUE_LENGTH} {...field("venue")} />
      <TextField label="City" isRequired maxLength={MAX_CITY_LENGTH} {...field("city")} />
      <TextField label="Date" type="date" isRequired {...field("date")} />
      <TextAreaField label="Description" maxLength={MAX_DESCRIPTION_LENGTH} {...field("description")} />
      <TextField label="Image URL" type="url" maxLength={MAX_IMAGE_URL_LENGTH} description="Optional; an http or https address." {...field("imageUrl")} />
      {moreFields?.(serverErrors)}
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={isSaving}>
          {isSaving ? busyLabel : submitLabel}
        </Button>
        {cancelHref === undefined ? (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        ) : (
          <Link href={cancelHref} variant="secondary">
            Cancel
          </Link>
        )}
      </div>
    </Form>
  )
}
