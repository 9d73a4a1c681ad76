/** Spec section 5, the admin concert form: the domain's rules and messages on submit, then the server's. */
import { useState, type FormEvent } from "react"
import { validateConcert, type ConcertField, type ConcertInput } from "../../../../../../domain/curation/concert-form.ts"
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Form } from "../../../ui/form.tsx"
import { Link } from "../../../ui/link.tsx"
import { TextAreaField } from "../../../ui/text-area-field.tsx"
import { TextField } from "../../../ui/text-field.tsx"
import { fieldErrorsOf, type FieldErrors } from "./save-failure.ts"

type Values = Required<{ [K in ConcertField]: string }>

const valuesOf = (concert: AdminConcertDto | undefined): Values => ({
  artist: concert?.artist ?? "",
  venue: concert?.venue ?? "",
  city: concert?.city ?? "",
  date: concert?.date ?? "",
  description: concert?.description ?? "",
  imageUrl: concert?.imageUrl ?? ""
})

export interface ConcertFormProps {
  /** The concert being edited; absent for a new one. */
  readonly concert?: AdminConcertDto
  readonly isSaving: boolean
  /** Saves; rejects with the ApiError when the server refuses. */
  readonly onSave: (body: ConcertInput) => Promise<unknown>
}

export function ConcertForm({ concert, isSaving, onSave }: ConcertFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(concert))
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const issueFor = (field: ConcertField) => () => {
    const result = validateConcert(values, "admin")
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
        <Button type="submit" isBusy={isSaving}>{isSaving ? "Saving..." : concert === undefined ? "Create Concert" : "Update Concert"}</Button>
        <Link href="/admin/concerts" variant="secondary">Cancel</Link>
      </div>
    </Form>
  )
}
