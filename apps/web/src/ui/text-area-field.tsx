import {
  FieldError,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps
} from "react-aria-components"
import * as styles from "./field.css.ts"

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, "className" | "style" | "children"> {
  /** The visible label; it also names the text area. */
  readonly label: string
  /** Help shown under the text area and tied to it with aria-describedby. */
  readonly description?: string
  readonly placeholder?: string
  /** Visible lines. Default 4. */
  readonly rows?: number
}

/** A labelled multi-line input with its validation message in a FieldError. */
export function TextAreaField({ label, description, placeholder, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <TextArea placeholder={placeholder} rows={rows} className={styles.textArea} />
      {description !== undefined && <Text slot="description" className={styles.description}>{description}</Text>}
      <FieldError className={styles.error} />
    </AriaTextField>
  )
}
