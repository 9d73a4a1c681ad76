import type { ReactNode } from "react"
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps
} from "react-aria-components"
import * as styles from "./menu.css.ts"

export { MenuTrigger }

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, "className" | "style"> {
  /** Names the menu for screen readers ("Account"). */
  readonly "aria-label": string
}

/**
 * A dropdown menu in a popover; put it after the trigger Button inside a MenuTrigger. Arrow keys move,
 * Enter or Space choose, Escape closes and focus returns to the trigger.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <Popover placement="bottom end" className={styles.popover}>
      <AriaMenu {...props} className={styles.menu} />
    </Popover>
  )
}

export type MenuItemProps = Omit<AriaMenuItemProps, "className" | "style">

/** A menu entry: an `href` makes it a link (client-side navigation), `onAction` an action. */
export function MenuItem(props: MenuItemProps) {
  return <AriaMenuItem {...props} className={styles.item} />
}

export interface MenuSectionProps {
  /** Non-interactive text at the top of the section (who is signed in, say). */
  readonly header?: ReactNode
  readonly children: ReactNode
  readonly "aria-label"?: string
}

/** A group of items, optionally under a header. */
export function MenuSection({ header, children, ...props }: MenuSectionProps) {
  return (
    <AriaMenuSection {...props}>
      {header !== undefined && <Header className={styles.header}>{header}</Header>}
      {children}
    </AriaMenuSection>
  )
}

/** A rule between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />
}
