import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps
} from "react-aria-components"
import * as styles from "./field.css.ts"

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "style" | "children"> {
  /** The visible label; it also names the input. */
  readonly label: string
  /** Help shown under the input and tied to it with aria-describedby. */
  readonly description?: string
  readonly placeholder?: string
}

/**
 * A labelled single-line input. Validation (`isRequired`, `type="email"`, `minLength`, `validate`) shows its
 * message in a FieldError tied to the input; inside a Form the messages appear on submit.
 */
export function TextField({ label, description, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input placeholder={placeholder} className={styles.control} />
      {description !== undefined && <Text slot="description" className={styles.description}>{description}</Text>}
      <FieldError className={styles.error} />
    </AriaTextField>
  )
}
