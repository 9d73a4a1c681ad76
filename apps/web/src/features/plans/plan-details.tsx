/** The plan's meeting card: title, where and when the members meet; the maker edits them in a dialog. */
import { useState, type FormEvent } from "react"
import { MAX_PLAN_MEET_PLACE_LENGTH, MAX_PLAN_TITLE_LENGTH, type PlanDto } from "../../../../../domain/plans/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Dialog, DialogTrigger } from "../../ui/dialog.tsx"
import { Form } from "../../ui/form.tsx"
import { Select } from "../../ui/select.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { toastFailure } from "../friends/failure.ts"
import { useUpdatePlan } from "./api/update-plan.ts"
import { dayBefore, describeMeetAt, fromMeetAt, toMeetAt, type MeetDay } from "./meet-time.ts"
import * as styles from "./plans.css.ts"

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim())

function EditPlanForm({ plan, close }: { readonly plan: PlanDto; readonly close: () => void }) {
  const concertDate = plan.concert.date
  const [title, setTitle] = useState(plan.title ?? "")
  const [meetPlace, setMeetPlace] = useState(plan.meetPlace ?? "")
  const [meet, setMeet] = useState(() => fromMeetAt(concertDate, plan.meetAt))
  const update = useUpdatePlan()
  const dayOptions: ReadonlyArray<{ value: MeetDay; label: string }> = [
    { value: "concert", label: `Concert day (${formatConcertDate(concertDate)})` },
    { value: "before", label: `Day before (${formatConcertDate(dayBefore(concertDate))})` }
  ]

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (update.isPending) return
    const body = { title: orNull(title), meetPlace: orNull(meetPlace), meetAt: toMeetAt(concertDate, meet) }
    update.mutate(
      { planId: plan.id, body },
      {
        onSuccess: () => {
          toast.success("Plan saved")
          close()
        },
        onError: (error) => toastFailure("Failed to save plan", error)
      }
    )
  }

  return (
    <Form onSubmit={submit}>
      <TextField label="Title" name="title" maxLength={MAX_PLAN_TITLE_LENGTH} description="Optional, e.g. Front row crew." value={title} onChange={setTitle} />
      <TextField
        label="Meeting place"
        name="meetPlace"
        maxLength={MAX_PLAN_MEET_PLACE_LENGTH}
        description="Optional, e.g. the bar across the street."
        value={meetPlace}
        onChange={setMeetPlace}
      />
      <Select label="Meeting day" options={dayOptions} value={meet.day} onChange={(day) => setMeet((current) => ({ ...current, day }))} />
      <TextField
        label="Meeting time"
        name="meetTime"
        type="time"
        description="The venue's local time. Leave it empty for no meeting time."
        value={meet.time}
        onChange={(time) => setMeet((current) => ({ ...current, time }))}
      />
      <div className={pageStyles.actions}>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isBusy={update.isPending}>
          {update.isPending ? "Saving..." : "Save Plan"}
        </Button>
      </div>
    </Form>
  )
}

export function PlanDetails({ plan, isMaker }: { readonly plan: PlanDto; readonly isMaker: boolean }) {
  const when = plan.meetAt === null ? "Not set yet" : describeMeetAt(plan.concert.date, plan.meetAt)
  return (
    <Card title="Meeting">
      <dl className={styles.facts}>
        <dt className={styles.factName}>Where</dt>
        <dd className={styles.factValue}>{plan.meetPlace ?? "Not set yet"}</dd>
        <dt className={styles.factName}>When</dt>
        <dd className={styles.factValue}>{when}</dd>
      </dl>
      {isMaker ? (
        <div className={pageStyles.actions}>
          <DialogTrigger>
            <Button variant="secondary">Edit plan</Button>
            <Dialog title="Edit plan">{(close) => <EditPlanForm plan={plan} close={close} />}</Dialog>
          </DialogTrigger>
        </div>
      ) : (
        <p className={pageStyles.muted}>The plan's maker sets the title and the meeting.</p>
      )}
    </Card>
  )
}
