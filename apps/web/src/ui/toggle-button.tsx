import { ToggleButton as AriaToggleButton, type ToggleButtonProps as AriaToggleButtonProps } from "react-aria-components"
import { buttonClassName, type ButtonSize } from "./button.tsx"
import * as styles from "./toggle-button.css.ts"

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps, "className" | "style" | "isSelected" | "onChange" | "children"> {
  /** On (aria-pressed="true"): drawn in the badge's colours; off: the secondary button. */
  readonly isSelected: boolean
  readonly onChange: (isSelected: boolean) => void
  /** The visible text; an aria-label that starts with it can name the button more fully ("Follow The Midnight Owls"). */
  readonly children: string
  /** Default `medium`. */
  readonly size?: ButtonSize
  /** The change is being saved: the button stays focusable, reads as disabled and ignores presses (as Button's `isBusy`). */
  readonly isBusy?: boolean
}

/** A react-aria ToggleButton (aria-pressed, Space and Enter) in the app's button look. */
export function ToggleButton({ isSelected, onChange, size = "medium", isBusy = false, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        if (!isBusy) onChange(next)
      }}
      aria-disabled={isBusy || undefined}
      className={`${buttonClassName("secondary", size)} ${styles.toggle}`}
    />
  )
}
