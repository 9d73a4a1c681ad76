/**
 * Change Status (issue #31), on the admin's concerts table and edit page: scheduled, cancelled, postponed,
 * rescheduled (with the new day) or moved (with the new venue), and the reason the fans are told.
 */
import { type FormEvent, useState } from "react"
import { MAX_STATUS_REASON_LENGTH } from "../../../../../../domain/concerts/show.ts"
import { MAX_VENUE_LENGTH } from "../../../../../../domain/kernel/caps.ts"
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../../ui/dialog.tsx"
import * as dialogStyles from "../../../ui/dialog.css.ts"
import { Form } from "../../../ui/form.tsx"
import { Select } from "../../../ui/select.tsx"
import { TextAreaField } from "../../../ui/text-area-field.tsx"
import { TextField } from "../../../ui/text-field.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useSetConcertStatus } from "../api/concert-status.ts"
import { formatAdminDate } from "./concert-label.ts"
import { type FieldErrors, fieldErrorsOf } from "./save-failure.ts"
import { type StatusValues, statusBodyOf, statusOptions } from "./status-form-values.ts"

function StatusForm({ concert, close }: { readonly concert: AdminConcertDto; readonly close: () => void }) {
  const [values, setValues] = useState<StatusValues>({
    status: concert.status,
    date: concert.status === "rescheduled" ? concert.date : "",
    venue: concert.status === "moved" ? concert.venue : "",
    reason: concert.statusReason ?? ""
  })
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const save = useSetConcertStatus()
  const set = (change: Partial<StatusValues>) => setValues((current) => ({ ...current, ...change }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    setServerErrors({})
    save.mutate(
      { id: concert.id, body: statusBodyOf(values) },
      {
        onSuccess: () => {
          toast.success("Status changed successfully")
          close()
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error)
          setServerErrors(fields)
          if (Object.keys(fields).length === 0) toast.error("Failed to change status", error.message)
        }
      }
    )
  }

  return (
    <Form onSubmit={submit} validationErrors={serverErrors}>
      <p className={dialogStyles.description}>Fans who marked it and every plan's members are told of the change.</p>
      <Select label="Status" options={statusOptions} value={values.status} onChange={(status) => set({ status })} />
      {values.status === "rescheduled" && (
        <TextField
          label="New date"
          name="date"
          type="date"
          isRequired
          description={`It was ${formatAdminDate(concert.date)}.`}
          value={values.date}
          onChange={(date) => set({ date })}
        />
      )}
      {values.status === "moved" && (
        <TextField
          label="New venue"
          name="venue"
          isRequired
          maxLength={MAX_VENUE_LENGTH}
          description={`It was at ${concert.venue}.`}
          value={values.venue}
          onChange={(venue) => set({ venue })}
        />
      )}
      <TextAreaField
        label="Reason"
        name="reason"
        rows={3}
        maxLength={MAX_STATUS_REASON_LENGTH}
        description="Optional; shown on the concert's page and told to its fans."
        value={values.reason}
        onChange={(reason) => set({ reason })}
      />
      <div className={pageStyles.actions}>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isBusy={save.isPending}>
          {save.isPending ? "Saving..." : "Save Status"}
        </Button>
      </div>
    </Form>
  )
}

export interface ConcertStatusDialogProps {
  readonly concert: AdminConcertDto
  /** `small` in the table's row, `medium` on the edit page. */
  readonly size?: "small" | "medium"
}

export function ConcertStatusDialog({ concert, size = "small" }: ConcertStatusDialogProps) {
  return (
    <DialogTrigger>
      <Button
        variant={size === "small" ? "ghost" : "secondary"}
        size={size}
        aria-label={`Change Status of ${concert.artist}, ${formatAdminDate(concert.date)}`}
      >
        Change Status
      </Button>
      <Dialog title={`Change Status of ${concert.artist}`}>{(close) => <StatusForm concert={concert} close={close} />}</Dialog>
    </DialogTrigger>
  )
}
