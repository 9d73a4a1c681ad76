/** Spec section 5, the admin concert form: the shared concert form in the admin wording. */
import type { ConcertInput } from "../../../../../../domain/curation/concert-form.ts"
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import { ConcertFieldsForm, type ConcertValues } from "../../concerts/concert-fields-form.tsx"

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
  readonly onSave: (body: ConcertInput) => Promise<unknown>
}

export function ConcertForm({ concert, isSaving, onSave }: ConcertFormProps) {
  return (
    <ConcertFieldsForm
      initial={valuesOf(concert)}
      wording="admin"
      isSaving={isSaving}
      onSave={onSave}
      submitLabel={concert === undefined ? "Create Concert" : "Update Concert"}
      busyLabel="Saving..."
      cancelHref="/admin/concerts"
    />
  )
}
