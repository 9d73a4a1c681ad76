import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components"
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./button.tsx"
import * as styles from "./link.css.ts"

export type LinkVariant = keyof typeof styles.variant | ButtonVariant

export interface LinkProps extends Omit<AriaLinkProps, "className" | "style"> {
  /**
   * `inline` (underlined, inside text), `subtle` (navigation and footers), or a button variant
   * (`primary`, `secondary`, `ghost`, `destructive`) for a link that looks like a button. Default `inline`.
   */
  readonly variant?: LinkVariant
  /** Size of the button look; ignored by the text variants. Default `medium`. */
  readonly size?: ButtonSize
}

/**
 * A react-aria Link. Inside the app's RouterProvider an internal `href` ("/auth") navigates on the client;
 * modifier-clicks and external URLs keep the browser's behaviour.
 */
export function Link({ variant = "inline", size = "medium", ...props }: LinkProps) {
  const className = variant === "inline" || variant === "subtle" ? styles.variant[variant] : buttonClassName(variant, size)
  return <AriaLink {...props} className={className} />
}
