/** Merge one concert into another behind a confirmation; spec section 8's toasts. */
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import { Button } from "../../../ui/button.tsx"
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useMergeConcerts } from "../api/merge-concerts.ts"
import { describeConcert } from "./concert-label.ts"

export interface MergeButtonProps {
  /** The concert that stays and receives the interests. */
  readonly primary: AdminConcertDto
  /** The concert that is deleted. */
  readonly duplicate: AdminConcertDto
  /** The visible label ("Merge into this concert"). */
  readonly label: string
  /** The accessible name; must start with the label. */
  readonly name: string
  readonly onMerged: () => void
}

export function MergeButton({ primary, duplicate, label, name, onMerged }: MergeButtonProps) {
  const merge = useMergeConcerts()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="small" aria-label={name}>
          {label}
        </Button>
      }
      title="Merge Concerts"
      description={
        `Keep ${describeConcert(primary)} and delete ${describeConcert(duplicate)}. ` +
        "Fans' interests move to the concert that stays. This action cannot be undone."
      }
      confirmLabel="Merge Concerts"
      busyLabel="Merging..."
      onConfirm={() =>
        merge.mutateAsync({ primaryId: primary.id, duplicateId: duplicate.id }).then(
          (result) => {
            toast.success("Concerts merged successfully", `${result.interestsMoved} fan interests moved`)
            onMerged()
          },
          () => toast.error("Failed to merge concerts. Please try again.")
        )
      }
    />
  )
}
