/** Spec section 5, the suggest form: the shared concert form in the suggest wording. */
import type { ConcertInput } from "../../../../../domain/curation/concert-form.ts"
import { ConcertFieldsForm, emptyConcertValues } from "../concerts/concert-fields-form.tsx"

export interface SuggestFormProps {
  readonly isSaving: boolean
  /** The submit button's text when not saving. */
  readonly submitLabel: string
  /** Saves; rejects with the ApiError when the server refuses. */
  readonly onSave: (body: ConcertInput) => Promise<unknown>
}

export function SuggestForm({ isSaving, submitLabel, onSave }: SuggestFormProps) {
  return (
    <ConcertFieldsForm
      initial={emptyConcertValues}
      wording="suggest"
      isSaving={isSaving}
      onSave={onSave}
      submitLabel={submitLabel}
      busyLabel="Submitting..."
      cancelHref="/concerts"
    />
  )
}
