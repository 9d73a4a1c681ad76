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
  /** Show "Your interest in {artist}" above the select (the concert page); the cards keep it for screen readers. Default true. */
  readonly hideLabel?: boolean
}

export function InterestSelect({ concertId, artist, value, hideLabel = true }: InterestSelectProps) {
  const update = useUpdateInterest()
  return (
    <Select
      label={`Your interest in ${artist}`}
      hideLabel={hideLabel}
      placeholder="Set your interest"
      options={interestOptions}
      value={value}
      onChange={(status) => update.mutate({ concertId, status })}
    />
  )
}
