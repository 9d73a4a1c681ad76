/**
 * Field messages that keep still (issue #16). With validationBehavior "native", react-aria re-validates a
 * field on its `change` event, i.e. when the field loses focus, and focus leaves on pointer-down on the submit
 * button: a message that vanishes (or appears) then moves the button from under the pointer, the pointer-up
 * lands elsewhere and the click is lost. So a message only changes when the user is not about to click:
 * - it shows what the last submit found and stays until the user edits that field;
 * - the first keystroke hides it, so it is already gone before the pointer reaches the button, together with
 *   the field's invalid flag and its aria-describedby link (a screen reader hears neither a message nor an
 *   error that is no longer shown); leaving the field then changes nothing, even though react-aria re-validates;
 * - the next submit shows it again when the field is still invalid (react-aria's native `invalid` event, which
 *   also moves focus there), and so do server errors (the Form's `validationErrors`, set after a submit).
 * A field never edited keeps react-aria's behaviour (its message, server errors included, until it changes).
 */
import { createContext, useContext, useState, type ReactNode } from "react"
import { FieldError, InputContext, TextAreaContext, TextContext, useSlottedContext } from "react-aria-components"
import * as styles from "./field.css.ts"

/** How many times the enclosing Form has been submitted (valid submits; invalid ones fire `invalid`). */
export const SubmitCountContext = createContext(0)

export interface QuietValidation {
  /** The field was edited since its message was last due: hide the message. */
  readonly isQuiet: boolean
  /** For the react-aria field: its value changed by the user. */
  readonly onChange: (value: string) => void
  /** For the input: the browser found it invalid on a submit. */
  readonly onInvalid: () => void
}

/** The quiet state of one field; `onChange` is the caller's own handler, still called. */
export function useQuietValidation(onChange?: (value: string) => void): QuietValidation {
  const submits = useContext(SubmitCountContext)
  // The submit count when the user last edited the field: quiet until the next submit.
  const [editedAt, setEditedAt] = useState<number | null>(null)
  return {
    isQuiet: editedAt === submits,
    onChange: (value) => {
      setEditedAt(submits)
      onChange?.(value)
    },
    onInvalid: () => setEditedAt(null)
  }
}

interface ControlProps {
  readonly "aria-invalid"?: unknown
  readonly "aria-describedby"?: string | undefined
}

/**
 * Inside a react-aria TextField, around its Input or TextArea: while quiet, the control is neither flagged
 * invalid nor described by the hidden message (react-aria would keep both until the field loses focus).
 */
export function QuietControl({ isQuiet, children }: { readonly isQuiet: boolean; readonly children: ReactNode }) {
  const input = useSlottedContext(InputContext)
  const textArea = useSlottedContext(TextAreaContext)
  const errorId = useSlottedContext(TextContext, "errorMessage")?.id
  const quiet = <P extends ControlProps>(props: P | null | undefined): P | null | undefined => {
    if (!isQuiet || props == null) return props
    const describedBy = props["aria-describedby"]
      ?.split(" ")
      .filter((id) => id !== errorId)
      .join(" ")
    return { ...props, "aria-invalid": undefined, "aria-describedby": describedBy === "" ? undefined : describedBy }
  }
  // Always the same tree: re-mounting the control would take its focus away.
  return (
    <InputContext.Provider value={quiet(input)}>
      <TextAreaContext.Provider value={quiet(textArea)}>{children}</TextAreaContext.Provider>
    </InputContext.Provider>
  )
}

/**
 * The field's react-aria FieldError. While quiet it stays in the document, hidden, so that react-aria still
 * finds its id and links it again when it shows.
 */
export function FieldMessage({ isQuiet }: { readonly isQuiet: boolean }) {
  return <FieldError className={isQuiet ? styles.quietError : styles.error} />
}
