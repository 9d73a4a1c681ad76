import type { Ref } from "react"
import { Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components"
import * as styles from "./field.css.ts"
import { FieldMessage, QuietControl, useQuietValidation } from "./quiet-validation.tsx"

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "style" | "children"> {
  /** The visible label; it also names the input. */
  readonly label: string
  /** Help shown under the input and tied to it with aria-describedby. */
  readonly description?: string
  readonly placeholder?: string
  /** The input element, to move focus to it (a field the server refused). */
  readonly inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled single-line input. Validation (`isRequired`, `type="email"`, `minLength`, `validate`) shows its
 * message in a FieldError tied to the input; inside a Form the messages appear on submit and hide while the
 * user edits the field, never when it loses focus (see quiet-validation.tsx).
 */
export function TextField({ label, description, placeholder, inputRef, onChange, ...props }: TextFieldProps) {
  const validation = useQuietValidation(onChange)
  return (
    <AriaTextField {...props} onChange={validation.onChange} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <QuietControl isQuiet={validation.isQuiet}>
        <Input ref={inputRef} placeholder={placeholder} onInvalid={validation.onInvalid} className={styles.control} />
      </QuietControl>
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldMessage isQuiet={validation.isQuiet} />
    </AriaTextField>
  )
}
