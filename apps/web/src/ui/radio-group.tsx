import { useId } from "react"
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text, type RadioGroupProps as AriaRadioGroupProps } from "react-aria-components"
import * as fieldStyles from "./field.css.ts"
import * as styles from "./radio-group.css.ts"

export interface RadioOption<V extends string> {
  readonly value: V
  /** The radio's name ("Private"). */
  readonly label: string
  /** What choosing it means; read as the radio's description, not its name. */
  readonly description?: string
}

export interface RadioGroupProps<V extends string> extends Omit<AriaRadioGroupProps, "className" | "style" | "children" | "value" | "onChange"> {
  readonly label: string
  readonly description?: string
  readonly options: ReadonlyArray<RadioOption<V>>
  readonly value: V | null
  readonly onChange: (value: V) => void
}

/** A labelled group of radios (arrow keys move the choice); each option may carry a described line. */
export function RadioGroup<V extends string>({ label, description, options, onChange, ...props }: RadioGroupProps<V>) {
  const idPrefix = useId()
  return (
    <AriaRadioGroup {...props} onChange={(value) => onChange(value as V)} className={`${fieldStyles.field} ${styles.group}`}>
      <Label className={fieldStyles.label}>{label}</Label>
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {options.map((option) => {
        const descriptionId = `${idPrefix}-${option.value}`
        return (
          <div key={option.value} className={styles.option}>
            <Radio value={option.value} className={styles.radio} aria-describedby={option.description === undefined ? undefined : descriptionId}>
              <span className={styles.indicator} aria-hidden="true" />
              {option.label}
            </Radio>
            {option.description !== undefined && (
              <p id={descriptionId} className={styles.optionDescription}>
                {option.description}
              </p>
            )}
          </div>
        )
      })}
      <FieldError className={fieldStyles.error} />
    </AriaRadioGroup>
  )
}
