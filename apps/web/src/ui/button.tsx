import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"
import * as styles from "./button.css.ts"

export type ButtonVariant = keyof typeof styles.variant
export type ButtonSize = keyof typeof styles.size

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "style" | "isPending"> {
  /** Visual weight: `primary` for the main action, `destructive` for irreversible ones. Default `primary`. */
  readonly variant?: ButtonVariant
  /** Height and padding. Default `medium`. */
  readonly size?: ButtonSize
  /**
   * The action is running (pass the busy label, "Saving...", as children): the button stays focusable,
   * reads as disabled and ignores presses. A submit handler must still ignore a second submit (Enter in a
   * field). Used instead of react-aria's `isPending`, whose live announcement points at the button's id
   * and dangles once the button unmounts (axe: role-img-alt).
   */
  readonly isBusy?: boolean
}

/** A react-aria Button (press, keyboard and focus handling) in one of the app's variants. */
export function Button({ variant = "primary", size = "medium", isBusy = false, onPress, ...props }: ButtonProps) {
  return <AriaButton {...props} onPress={isBusy ? undefined : onPress} aria-disabled={isBusy || undefined} className={buttonClassName(variant, size)} />
}

/** The class list of a button look, for controls (such as links) that must look like buttons. */
export const buttonClassName = (variant: ButtonVariant, size: ButtonSize): string => `${styles.base} ${styles.size[size]} ${styles.variant[variant]}`
