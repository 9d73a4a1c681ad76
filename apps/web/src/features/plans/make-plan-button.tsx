/** "Make a plan" on a concert (the concerts page, the dashboard's opportunities): makes the plan, then opens it. */
import { Button } from "../../ui/button.tsx"
import { useCreatePlan } from "./api/create-plan.ts"

export interface MakePlanButtonProps {
  readonly concertId: string
  /** Names the concert in the button's accessible name ("Make a plan: The Band"). */
  readonly artist: string
}

export function MakePlanButton({ concertId, artist }: MakePlanButtonProps) {
  const create = useCreatePlan()
  return (
    <Button
      variant="secondary"
      aria-label={`Make a plan: ${artist}`}
      isBusy={create.isPending}
      onPress={() => {
        if (!create.isPending) create.mutate({ concertId })
      }}
    >
      {create.isPending ? "Making..." : "Make a plan"}
    </Button>
  )
}
