import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type Key } from "react-aria-components"
import * as fieldStyles from "./field.css.ts"
import * as styles from "./select.css.ts"

export interface SelectOption<V extends string> {
  readonly value: V
  readonly label: string
}

export interface SelectProps<V extends string> {
  /** The visible label, or (with `hideLabel`) only the accessible name ("Role for ana@example.test"). */
  readonly label: string
  /** Keep the label for screen readers only, as in a table cell whose column says what it is. */
  readonly hideLabel?: boolean
  readonly options: ReadonlyArray<SelectOption<V>>
  /** The choice; `null` shows `placeholder` (nothing chosen yet). */
  readonly value: V | null
  readonly onChange: (value: V) => void
  readonly isDisabled?: boolean
  /** Shown while `value` is null ("Set your interest"). */
  readonly placeholder?: string
}

/**
 * A react-aria Select: a button showing the choice that opens a listbox (Enter, Space or the arrow keys;
 * type-ahead; Escape closes and focus returns to the button).
 */
export function Select<V extends string>({ label, hideLabel = false, options, value, onChange, isDisabled, placeholder }: SelectProps<V>) {
  const change = (key: Key | null) => {
    if (key !== null && key !== value) onChange(String(key) as V)
  }
  return (
    <AriaSelect
      selectedKey={value}
      onSelectionChange={change}
      isDisabled={isDisabled ?? false}
      {...(placeholder === undefined ? {} : { placeholder })}
      aria-label={hideLabel ? label : undefined}
      className={fieldStyles.field}
    >
      {!hideLabel && <Label className={fieldStyles.label}>{label}</Label>}
      <AriaButton className={styles.trigger}>
        <SelectValue />
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} className={styles.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
