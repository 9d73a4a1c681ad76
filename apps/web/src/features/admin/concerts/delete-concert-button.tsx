/** The table's Delete action, behind a confirmation: the concert and its fans' interests go. */
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import { Button } from "../../../ui/button.tsx"
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useDeleteConcert } from "../api/delete-concert.ts"
import { describeConcert, formatAdminDate } from "./concert-label.ts"
import { focusConcertsTable } from "./return-focus.ts"

export function DeleteConcertButton({ concert }: { readonly concert: AdminConcertDto }) {
  const remove = useDeleteConcert()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="small" aria-label={`Delete ${concert.artist}, ${formatAdminDate(concert.date)}`}>
          Delete
        </Button>
      }
      title="Delete Concert"
      description={`Delete ${describeConcert(concert)}? Fans' interest in it is deleted too. This action cannot be undone.`}
      confirmLabel="Delete Concert"
      busyLabel="Deleting..."
      onConfirm={() =>
        remove.mutateAsync(concert.id).then(
          () => {
            toast.success("Concert deleted successfully")
            focusConcertsTable()
          },
          () => toast.error("Failed to delete concert")
        )
      }
    />
  )
}
