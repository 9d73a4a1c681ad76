import { useState } from "react"
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components"
import * as styles from "./form.css.ts"
import { SubmitCountContext } from "./quiet-validation.tsx"

export type FormProps = Omit<AriaFormProps, "className" | "style">

/**
 * A react-aria Form: its fields validate on submit, show their messages, and the first invalid field takes
 * focus. `onSubmit` runs only when every field is valid (call `preventDefault` in it: the app submits by fetch).
 * It counts its submits for the fields, whose messages hide while edited and return on the next submit
 * (see quiet-validation.tsx); `validationErrors` (the server's, per field name) show as they arrive.
 */
export function Form({ onSubmit, children, ...props }: FormProps) {
  const [submits, setSubmits] = useState(0)
  return (
    <AriaForm
      {...props}
      className={styles.form}
      onSubmit={(event) => {
        setSubmits((count) => count + 1)
        onSubmit?.(event)
      }}
    >
      <SubmitCountContext.Provider value={submits}>{children}</SubmitCountContext.Provider>
    </AriaForm>
  )
}
