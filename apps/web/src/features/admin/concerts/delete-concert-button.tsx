/**
 * The table's Delete action, behind a confirmation: the concert and its fans' interests go. Issue #31: the dialog
 * reads how many fans marked the concert and how many plans are made for it; when any, it says so and offers
 * Cancel Concert Instead (the fans are told, their plans stay) beside Delete Anyway. While the counts load, or if
 * they fail, the plain Delete Concert stands: the server refuses it (409 ConcertInUse) for a concert in use, and
 * the dialog then shows the counts.
 */
import { useState } from "react"
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import { hasStatus } from "../../../app/api-client.ts"
import { AlertDialog } from "../../../ui/alert-dialog.tsx"
import { Button } from "../../../ui/button.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useSetConcertStatus } from "../api/concert-status.ts"
import { useConcertUsage } from "../api/concert-usage.ts"
import { useDeleteConcert } from "../api/delete-concert.ts"
import { describeConcert, formatAdminDate } from "./concert-label.ts"
import { focusConcertsTable } from "./return-focus.ts"
import { isInUse, usageText } from "./usage-text.ts"

export function DeleteConcertButton({ concert }: { readonly concert: AdminConcertDto }) {
  const [open, setOpen] = useState(false)
  const usage = useConcertUsage(concert.id, open)
  const remove = useDeleteConcert()
  const cancel = useSetConcertStatus()
  const inUse = usage.data !== undefined && isInUse(usage.data)
  const busy = remove.isPending || cancel.isPending

  // mutateAsync, not mutate's own callbacks: the refetch after a delete takes the row (and this button) away, and
  // TanStack Query drops an unmounted caller's callbacks, so the toast and the focus's return were sometimes lost.
  const deleteConcert = (close: () => void) => {
    if (busy) return
    remove.mutateAsync({ id: concert.id, force: inUse }).then(
      () => {
        toast.success("Concert deleted successfully")
        close()
        focusConcertsTable()
      },
      (error: unknown) => {
        // Marked or planned since the dialog opened: it stays open and shows the counts.
        if (hasStatus(error, 409)) {
          void usage.refetch()
          return
        }
        toast.error("Failed to delete concert")
        close()
      }
    )
  }

  const cancelInstead = (close: () => void) => {
    if (busy) return
    cancel.mutate(
      { id: concert.id, body: { status: "cancelled" } },
      {
        onSuccess: () => toast.success("Concert cancelled", "Its fans are told; their interest and plans stay."),
        onError: (error) => toast.error("Failed to cancel concert", error.message),
        onSettled: close
      }
    )
  }

  return (
    <AlertDialog
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="small" aria-label={`Delete ${concert.artist}, ${formatAdminDate(concert.date)}`}>
          Delete
        </Button>
      }
      title="Delete Concert"
      description={
        inUse && usage.data !== undefined ? (
          <>
            <p>
              Delete {describeConcert(concert)}? {usageText(usage.data)}
            </p>
            <p>Cancel it instead to keep them and tell its fans. Deleting cannot be undone.</p>
          </>
        ) : (
          <p>Delete {describeConcert(concert)}? Fans' interest in it is deleted too. This action cannot be undone.</p>
        )
      }
      actions={(close) => [
        inUse && (
          <Button key="cancel-instead" variant="secondary" isBusy={cancel.isPending} onPress={() => cancelInstead(close)}>
            {cancel.isPending ? "Cancelling..." : "Cancel Concert Instead"}
          </Button>
        ),
        <Button key="delete" variant="destructive" isBusy={remove.isPending} onPress={() => deleteConcert(close)}>
          {remove.isPending ? "Deleting..." : inUse ? "Delete Anyway" : "Delete Concert"}
        </Button>
      ]}
    />
  )
}
