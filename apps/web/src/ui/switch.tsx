import { Switch as AriaSwitch } from "react-aria-components"
import * as styles from "./switch.css.ts"

export interface SwitchProps {
  /** The switch's visible name ("Show Past Concerts"). */
  readonly children: string
  readonly isSelected: boolean
  readonly onChange: (isSelected: boolean) => void
}

/** A react-aria Switch: an on/off choice with a visible label (Space toggles it). */
export function Switch({ children, isSelected, onChange }: SwitchProps) {
  return (
    <AriaSwitch isSelected={isSelected} onChange={onChange} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  )
}
