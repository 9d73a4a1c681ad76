import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"
import * as styles from "./button.css.ts"

export type ButtonVariant = keyof typeof styles.variant
export type ButtonSize = keyof typeof styles.size

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "style"> {
  /** Visual weight: `primary` for the main action, `destructive` for irreversible ones. Default `primary`. */
  readonly variant?: ButtonVariant
  /** Height and padding. Default `medium`. */
  readonly size?: ButtonSize
}

/** A react-aria Button (press, keyboard and focus handling) in one of the app's variants. */
export function Button({ variant = "primary", size = "medium", ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName(variant, size)} />
}

/** The class list of a button look, for controls (such as links) that must look like buttons. */
export const buttonClassName = (variant: ButtonVariant, size: ButtonSize): string =>
  `${styles.base} ${styles.size[size]} ${styles.variant[variant]}`
