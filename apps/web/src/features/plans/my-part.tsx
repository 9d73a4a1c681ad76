/** The viewer's own part in a plan: their answer (saved when chosen) and their ticket (has/needs, spares, a note). */
import { useState, type FormEvent } from "react"
import {
  MAX_PLAN_SPARES,
  MAX_PLAN_TICKET_NOTE_LENGTH,
  type PlanAnswer,
  type PlanDto,
  type PlanMemberDto,
  type TicketStatus
} from "../../../../../domain/plans/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Form } from "../../ui/form.tsx"
import { RadioGroup, type RadioOption } from "../../ui/radio-group.tsx"
import { Select, type SelectOption } from "../../ui/select.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { toastFailure } from "../friends/failure.ts"
import { useSetPlanAnswer } from "./api/set-plan-answer.ts"
import { useSetPlanTicket } from "./api/set-plan-ticket.ts"
import { answerLabel } from "./plan-view.ts"

const answerOptions: ReadonlyArray<RadioOption<PlanAnswer>> = (["going", "maybe", "cant_go"] as const).map((value) => ({
  value,
  label: answerLabel[value]
}))

const ticketOptions: ReadonlyArray<RadioOption<TicketStatus>> = [
  { value: "has_ticket", label: "I have a ticket" },
  { value: "needs_ticket", label: "I need a ticket" }
]

const spareOptions: ReadonlyArray<SelectOption<string>> = Array.from({ length: MAX_PLAN_SPARES + 1 }, (_, n) => ({
  value: String(n),
  label: n === 0 ? "None" : String(n)
}))

export function MyAnswer({ plan, me }: { readonly plan: PlanDto; readonly me: PlanMemberDto }) {
  const save = useSetPlanAnswer()
  // The choice shows at once; the server's answer replaces it when it comes (or the old one, on failure).
  const shown = save.isPending ? save.variables.answer : me.answer
  return (
    <Card title="Your answer">
      <RadioGroup
        label="Are you going?"
        options={answerOptions}
        value={shown}
        onChange={(answer) =>
          save.mutate(
            { planId: plan.id, answer },
            { onSuccess: () => toast.success("Answer saved"), onError: (error) => toastFailure("Failed to save your answer", error) }
          )
        }
      />
    </Card>
  )
}

export function MyTicket({ plan, me }: { readonly plan: PlanDto; readonly me: PlanMemberDto }) {
  const save = useSetPlanTicket()
  const [status, setStatus] = useState<TicketStatus | null>(me.ticket)
  const [spares, setSpares] = useState(String(me.spares))
  const [note, setNote] = useState(me.ticketNote ?? "")
  // A change from elsewhere (a spare accepted for me, or given by me) resets the form to the server's values.
  const server = `${me.ticket}|${me.spares}|${me.ticketNote}`
  const [seen, setSeen] = useState(server)
  if (seen !== server) {
    setSeen(server)
    setStatus(me.ticket)
    setSpares(String(me.spares))
    setNote(me.ticketNote ?? "")
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending || status === null) return
    const body = { status, spares: status === "has_ticket" ? Number(spares) : 0, note: note.trim() === "" ? null : note.trim() }
    save.mutate(
      { planId: plan.id, body },
      { onSuccess: () => toast.success("Ticket details saved"), onError: (error) => toastFailure("Failed to save ticket details", error) }
    )
  }

  return (
    <Card title="Your ticket">
      <Form onSubmit={submit}>
        <RadioGroup label="Ticket" options={ticketOptions} value={status} onChange={setStatus} isRequired />
        {status === "has_ticket" && <Select label="Spare tickets for others" options={spareOptions} value={spares} onChange={setSpares} />}
        <TextField
          label="Ticket note"
          name="ticketNote"
          maxLength={MAX_PLAN_TICKET_NOTE_LENGTH}
          description="Optional, e.g. Section 102, row F."
          value={note}
          onChange={setNote}
        />
        <div className={pageStyles.actions}>
          <Button type="submit" isBusy={save.isPending}>
            {save.isPending ? "Saving..." : "Save ticket"}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
