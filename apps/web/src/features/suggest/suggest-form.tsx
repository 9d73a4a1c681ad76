/** Spec section 5, the suggest form: the shared concert form in the suggest wording. */
import { ConcertFieldsForm, type ConcertValues, emptyConcertValues } from "../concerts/concert-fields-form.tsx"

export interface SuggestFormProps {
  readonly isSaving: boolean
  /** The submit button's text when not saving. */
  readonly submitLabel: string
  /** Saves; rejects with the ApiError when the server refuses. */
  readonly onSave: (body: ConcertValues) => Promise<unknown>
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
