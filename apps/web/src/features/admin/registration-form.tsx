/** /admin/settings: who may create an account, everyone (open) or only people with an invitation. */
import { useState, type FormEvent } from "react"
import type { RegistrationMode } from "../../../../../domain/accounts/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { RadioGroup, type RadioOption } from "../../ui/radio-group.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useUpdateRegistration } from "./api/update-registration.ts"

const modeOptions: ReadonlyArray<RadioOption<RegistrationMode>> = [
  { value: "open", label: "Open", description: "Anyone can create an account from the sign-in page." },
  { value: "invite-only", label: "Invite-only", description: "Only people with an invitation can join; everyone else can only sign in." }
]

export function RegistrationForm({ initial }: { readonly initial: RegistrationMode }) {
  const [mode, setMode] = useState<RegistrationMode>(initial)
  const update = useUpdateRegistration()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (update.isPending) return
    update.mutate(mode, {
      onSuccess: () => toast.success("Settings saved successfully!"),
      onError: (error) => toast.error("Failed to save settings", error.message)
    })
  }

  return (
    <Form onSubmit={submit}>
      <RadioGroup label="Registration" name="registrationMode" options={modeOptions} value={mode} onChange={setMode} />
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={update.isPending}>
          {update.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </Form>
  )
}
