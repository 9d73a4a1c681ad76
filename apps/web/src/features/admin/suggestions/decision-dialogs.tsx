/**
 * The decisions on a pending suggestion (issue #29): Approve (the concert form, prefilled, for any correction
 * first), Reject (with the reason the suggester reads) and Merge into a listed concert it repeats.
 */
import { useState, type FormEvent } from "react"
import type { ConcertDto } from "../../../../../../domain/concerts/contract.ts"
import { type AdminSuggestionDto, MAX_SUGGESTION_REASON_LENGTH } from "../../../../../../domain/curation/suggestions-contract.ts"
import { formatConcertDateWithYear } from "../../../lib/concert-date.ts"
import { Button } from "../../../ui/button.tsx"
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx"
import { Dialog, DialogTrigger } from "../../../ui/dialog.tsx"
import * as dialogStyles from "../../../ui/dialog.css.ts"
import { Form } from "../../../ui/form.tsx"
import { TextField } from "../../../ui/text-field.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { ConcertFieldsForm, type ConcertValues } from "../../concerts/concert-fields-form.tsx"
import { failureMessage } from "../../friends/failure.ts"
import { useReturnFocus } from "../../friends/focus-home.tsx"
import { useApproveSuggestion, useMergeSuggestion, useRejectSuggestion } from "./api/review-suggestion.ts"

/** "The Midnight Owls at Mohawk, Austin, Sun, Aug 1, 2027". */
export const describeSuggested = (concert: { readonly artist: string; readonly venue: string; readonly city: string; readonly date: string }): string =>
  `${concert.artist} at ${concert.venue}, ${concert.city}, ${formatConcertDateWithYear(concert.date)}`

export function ApproveDialog({ suggestion }: { readonly suggestion: AdminSuggestionDto }) {
  const approve = useApproveSuggestion()
  const returnFocus = useReturnFocus()
  const initial = {
    artist: suggestion.artist,
    venue: suggestion.venue,
    city: suggestion.city,
    date: suggestion.date,
    description: suggestion.description ?? "",
    imageUrl: suggestion.imageUrl ?? ""
  }
  return (
    <DialogTrigger>
      <Button aria-label={`Approve ${describeSuggested(suggestion)}`}>Approve</Button>
      <Dialog title={`Approve ${suggestion.artist}`} size="wide">
        {(close) => (
          <>
            <p className={dialogStyles.description}>
              Correct anything that needs it, then publish: the concert is listed for everyone and the suggester is told.
            </p>
            <ConcertFieldsForm
              initial={initial}
              wording="admin"
              isSaving={approve.isPending}
              submitLabel="Approve and publish"
              busyLabel="Publishing..."
              onCancel={close}
              onSave={(concert: ConcertValues) =>
                approve.mutateAsync({ id: suggestion.id, concert }).then(
                  (result) => {
                    toast.success("Suggestion approved", `${result.concert.artist} is now listed.`)
                    close()
                    returnFocus()
                  },
                  (error: unknown) => {
                    toast.error("Failed to approve the suggestion", failureMessage(error))
                    throw error
                  }
                )
              }
            />
          </>
        )}
      </Dialog>
    </DialogTrigger>
  )
}

function RejectForm({ suggestion, onDone }: { readonly suggestion: AdminSuggestionDto; readonly onDone: () => void }) {
  const [reason, setReason] = useState("")
  const reject = useRejectSuggestion()
  const returnFocus = useReturnFocus()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (reject.isPending) return
    void reject.mutateAsync({ id: suggestion.id, reason: reason.trim() }).then(
      () => {
        toast.success("Suggestion rejected", "The suggester is told why.")
        onDone()
        returnFocus()
      },
      (error: unknown) => toast.error("Failed to reject the suggestion", failureMessage(error))
    )
  }
  return (
    <Form onSubmit={submit}>
      <p className={dialogStyles.description}>The suggester reads this reason under their suggestion (not who decided).</p>
      <TextField
        label="Reason"
        name="reason"
        isRequired
        maxLength={MAX_SUGGESTION_REASON_LENGTH}
        description={`One line, up to ${MAX_SUGGESTION_REASON_LENGTH} characters.`}
        validate={(text) => (text.trim() === "" ? "Give a reason" : null)}
        value={reason}
        onChange={setReason}
      />
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" isBusy={reject.isPending}>
          {reject.isPending ? "Rejecting..." : "Reject suggestion"}
        </Button>
      </div>
    </Form>
  )
}

export function RejectDialog({ suggestion }: { readonly suggestion: AdminSuggestionDto }) {
  return (
    <DialogTrigger>
      <Button variant="secondary" aria-label={`Reject ${describeSuggested(suggestion)}`}>
        Reject
      </Button>
      <Dialog title={`Reject ${suggestion.artist}`}>{(close) => <RejectForm suggestion={suggestion} onDone={close} />}</Dialog>
    </DialogTrigger>
  )
}

export function MergeButton({ suggestion, candidate }: { readonly suggestion: AdminSuggestionDto; readonly candidate: ConcertDto }) {
  const merge = useMergeSuggestion()
  const returnFocus = useReturnFocus()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="small" aria-label={`Merge into ${describeSuggested(candidate)}`}>
          Merge
        </Button>
      }
      title="Merge Suggestion"
      description={
        `The suggestion is closed as already listed: ${describeSuggested(candidate)}. ` +
        `${suggestion.suggestedBy.displayName} is told, with a link to it. Nothing new is published.`
      }
      confirmLabel="Merge"
      busyLabel="Merging..."
      onConfirm={() =>
        merge.mutateAsync({ id: suggestion.id, concertId: candidate.id }).then(
          () => {
            toast.success("Suggestion merged", "The suggester is told it is already listed.")
            returnFocus()
          },
          (error: unknown) => toast.error("Failed to merge the suggestion", failureMessage(error))
        )
      }
    />
  )
}
