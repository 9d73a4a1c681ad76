import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components"
import * as styles from "./form.css.ts"

export type FormProps = Omit<AriaFormProps, "className" | "style">

/**
 * A react-aria Form: its fields validate on submit, show their messages, and the first invalid field takes
 * focus. `onSubmit` runs only when every field is valid (call `preventDefault` in it: the app submits by fetch).
 */
export function Form(props: FormProps) {
  return <AriaForm {...props} className={styles.form} />
}
