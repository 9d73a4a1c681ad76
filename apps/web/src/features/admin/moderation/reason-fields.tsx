/**
 * The fields every moderation action takes (issue #29): why (told to the person acted on, and kept in the audit
 * log), and for a suspension an optional last day.
 */
import { MAX_MODERATION_REASON_LENGTH } from "../../../../../../domain/moderation/contract.ts"
import { TextField } from "../../../ui/text-field.tsx"

export interface ReasonFieldProps {
  readonly value: string
  readonly onChange: (value: string) => void
  /** Dismissing needs no reason; every action does. */
  readonly isRequired: boolean
  /** Who reads it ("The person acted on reads it, not who decided."). */
  readonly description: string
}

export function ReasonField({ value, onChange, isRequired, description }: ReasonFieldProps) {
  return (
    <TextField
      label={isRequired ? "Reason" : "Reason (optional)"}
      name="reason"
      maxLength={MAX_MODERATION_REASON_LENGTH}
      description={`${description} Up to ${MAX_MODERATION_REASON_LENGTH} characters.`}
      isRequired={isRequired}
      validate={(text) => (isRequired && text.trim() === "" ? "Give a reason" : null)}
      value={value}
      onChange={onChange}
    />
  )
}

/** Tomorrow as YYYY-MM-DD (UTC): the earliest day a suspension can end. */
const tomorrow = (): string => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

export function UntilField({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) {
  return (
    <TextField
      label="Suspended until (optional)"
      name="until"
      type="date"
      description="Leave empty to suspend until lifted. The account can sign in again from this day (UTC)."
      validate={(text) => (text !== "" && text < tomorrow() ? "Choose a day after today" : null)}
      value={value}
      onChange={onChange}
    />
  )
}
