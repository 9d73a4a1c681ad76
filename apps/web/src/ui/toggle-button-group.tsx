import { ToggleButton, ToggleButtonGroup as AriaToggleButtonGroup, type Key } from "react-aria-components"
import * as styles from "./toggle-button-group.css.ts"

export interface ToggleOption<V extends string> {
  readonly value: V
  readonly label: string
}

export interface ToggleButtonGroupProps<V extends string> {
  /** Names the group for screen readers ("View"). */
  readonly "aria-label": string
  readonly options: ReadonlyArray<ToggleOption<V>>
  readonly value: V
  readonly onChange: (value: V) => void
}

/**
 * A segmented control: react-aria ToggleButtons of which exactly one is pressed (arrow keys move between
 * them, Enter or Space presses one).
 */
export function ToggleButtonGroup<V extends string>({ options, value, onChange, ...props }: ToggleButtonGroupProps<V>) {
  const change = (keys: Set<Key>) => {
    const [key] = keys
    if (key !== undefined && key !== value) onChange(String(key) as V)
  }
  return (
    <AriaToggleButtonGroup {...props} selectionMode="single" disallowEmptySelection selectedKeys={[value]} onSelectionChange={change} className={styles.group}>
      {options.map((option) => (
        <ToggleButton key={option.value} id={option.value} className={styles.button}>
          {option.label}
        </ToggleButton>
      ))}
    </AriaToggleButtonGroup>
  )
}
