/** Spec section 5, the admin concert form: the shared concert form in the admin wording, with the show's times and ticket links (issue #31). */
import { useState } from "react"
import type { AdminConcertDto, ConcertBody } from "../../../../../../domain/curation/contract.ts"
import { ConcertFieldsForm, type ConcertValues } from "../../concerts/concert-fields-form.tsx"
import { ShowFields } from "./show-fields.tsx"
import { showBodyOf, showValuesOf } from "./show-values.ts"

const valuesOf = (concert: AdminConcertDto | undefined): ConcertValues => ({
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
  readonly onSave: (body: ConcertBody) => Promise<unknown>
}

export function ConcertForm({ concert, isSaving, onSave }: ConcertFormProps) {
  const [show, setShow] = useState(() => showValuesOf(concert))
  return (
    <ConcertFieldsForm
      initial={valuesOf(concert)}
      wording="admin"
      isSaving={isSaving}
      onSave={(values) => onSave({ ...values, ...showBodyOf(show) })}
      moreFields={(serverErrors) => <ShowFields values={show} onChange={setShow} serverErrors={serverErrors} />}
      submitLabel={concert === undefined ? "Create Concert" : "Update Concert"}
      busyLabel="Saving..."
      cancelHref="/admin/concerts"
    />
  )
}
