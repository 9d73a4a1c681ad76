/** The Follow / Following toggle of an artist or a venue (issue #32), on concert pages, cards, the artist page and settings. */
import { ToggleButton } from "../../ui/toggle-button.tsx"
import { useFollowToggle } from "./api/follow-toggle.ts"
import { followLabel, type FollowTarget, targetName } from "./follow-state.ts"

export interface FollowButtonProps {
  readonly target: FollowTarget
  /** Say the name on the button too ("Follow Metro"): where an artist's and a venue's buttons stand side by side. */
  readonly withName?: boolean
  /** Called on each press, before the change shows (a list that drops the row at once sends focus home). */
  readonly onToggle?: () => void
}

export function FollowButton({ target, withName = false, onToggle }: FollowButtonProps) {
  const toggle = useFollowToggle(target)
  const { text, label } = followLabel(targetName(target), toggle.following)
  return (
    <ToggleButton
      aria-label={label}
      isSelected={toggle.following}
      isBusy={toggle.isSaving || !toggle.isReady}
      onChange={(following) => {
        onToggle?.()
        toggle.setFollowing(following)
      }}
    >
      {withName ? label : text}
    </ToggleButton>
  )
}
