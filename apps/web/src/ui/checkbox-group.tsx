import { Checkbox, CheckboxGroup as AriaCheckboxGroup, Label, Text } from "react-aria-components"
import * as fieldStyles from "./field.css.ts"
import * as styles from "./checkbox-group.css.ts"

export interface CheckboxGroupProps {
  readonly label: string
  readonly description?: string
  /** Each option is its own value and name ("Austin"). */
  readonly options: ReadonlyArray<string>
  readonly value: ReadonlyArray<string>
  readonly onChange: (value: ReadonlyArray<string>) => void
  readonly isDisabled?: boolean
}

/** A labelled group of checkboxes (Tab moves between them, Space ticks one), several allowed. */
export function CheckboxGroup({ label, description, options, value, onChange, isDisabled = false }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup value={[...value]} onChange={onChange} isDisabled={isDisabled} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option} value={option} className={styles.checkbox}>
            <span className={styles.box} aria-hidden="true" />
            {option}
          </Checkbox>
        ))}
      </div>
    </AriaCheckboxGroup>
  )
}
