import { Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components"
import * as styles from "./field.css.ts"
import { FieldMessage, QuietControl, useQuietValidation } from "./quiet-validation.tsx"

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, "className" | "style" | "children"> {
  /** The visible label; it also names the text area. */
  readonly label: string
  /** Help shown under the text area and tied to it with aria-describedby. */
  readonly description?: string
  readonly placeholder?: string
  /** Visible lines. Default 4. */
  readonly rows?: number
}

/** A labelled multi-line input with its validation message in a FieldError (shown as TextField shows it). */
export function TextAreaField({ label, description, placeholder, rows = 4, onChange, ...props }: TextAreaFieldProps) {
  const validation = useQuietValidation(onChange)
  return (
    <AriaTextField {...props} onChange={validation.onChange} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <QuietControl isQuiet={validation.isQuiet}>
        <TextArea placeholder={placeholder} rows={rows} onInvalid={validation.onInvalid} className={styles.textArea} />
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
