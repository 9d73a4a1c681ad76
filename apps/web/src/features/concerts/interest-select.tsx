/** The viewer's own interest in one concert, saved as soon as it is chosen. */
import type { InterestStatus } from "../../../../../domain/friends/contract.ts"
import { Select, type SelectOption } from "../../ui/select.tsx"
import { useUpdateInterest } from "./api/update-interest.ts"

const interestOptions: ReadonlyArray<SelectOption<InterestStatus>> = [
  { value: "not_interested", label: "Not Interested" },
  { value: "interested", label: "Interested" },
  { value: "has_tickets", label: "Have Tickets" }
]

export interface InterestSelectProps {
  readonly concertId: string
  readonly artist: string
  readonly value: InterestStatus | null
}

export function InterestSelect({ concertId, artist, value }: InterestSelectProps) {
  const update = useUpdateInterest()
  return (
    <Select
      label={`Your interest in ${artist}`}
      hideLabel
      placeholder="Set your interest"
      options={interestOptions}
      value={value}
      onChange={(status) => update.mutate({ concertId, status })}
    />
  )
}
