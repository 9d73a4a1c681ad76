/** The /settings form: who may see the user's concert activity. */
import { useState, type FormEvent } from "react"
import type { Visibility } from "../../../../../domain/accounts/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { RadioGroup } from "../../ui/radio-group.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useUpdateSettings } from "./api/update-settings.ts"
import { visibilityOptions } from "./visibility.ts"

export function SettingsForm({ initial }: { readonly initial: Visibility }) {
  const [visibility, setVisibility] = useState<Visibility>(initial)
  const update = useUpdateSettings()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (update.isPending) return
    update.mutate(
      { concertVisibility: visibility },
      {
        onSuccess: () => toast.success("Settings saved successfully!"),
        onError: (error) => toast.error("Failed to save settings", error.message)
      }
    )
  }

  return (
    <Form onSubmit={submit}>
      <RadioGroup
        label="Who can see your concert activity?"
        name="concertVisibility"
        description="Concert activity is the concerts you're interested in or have tickets for."
        options={visibilityOptions}
        value={visibility}
        onChange={setVisibility}
      />
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={update.isPending}>
          {update.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </Form>
  )
}
