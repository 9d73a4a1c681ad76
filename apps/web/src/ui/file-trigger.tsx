import { FileTrigger as AriaFileTrigger } from "react-aria-components"
import { Button, type ButtonVariant } from "./button.tsx"

export interface FileTriggerProps {
  /** The button's label ("Choose CSV file"). */
  readonly label: string
  /** File types the picker offers first (the choice is still checked after): [".csv", "text/csv"]. */
  readonly acceptedFileTypes?: ReadonlyArray<string>
  /** The file the user picked (the first, when several). */
  readonly onSelect: (file: File) => void
  readonly variant?: ButtonVariant
}

/** A Button that opens the system file picker (the hidden input stays out of the tab order). */
export function FileTrigger({ label, acceptedFileTypes, onSelect, variant = "secondary" }: FileTriggerProps) {
  return (
    <AriaFileTrigger
      acceptedFileTypes={acceptedFileTypes}
      onSelect={(files) => {
        const file = files?.[0]
        if (file !== undefined) onSelect(file)
      }}
    >
      <Button variant={variant}>{label}</Button>
    </AriaFileTrigger>
  )
}
