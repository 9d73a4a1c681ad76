/**
 * /settings (issue #30): the danger zone. It says what deleting the account does (14 days to change one's mind,
 * then the purge, and what becomes of plans, messages and invitations); its dialog asks for the password and for
 * DELETE typed out, the confirm button pressable only then. A refusal shows at its field (focus goes there);
 * success ends the session here too and leaves for /auth, which says when the account goes and how to restore it.
 */
import { MAX_PASSWORD_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useRef, useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import { DELETION_CONFIRMATION, DELETION_GRACE_DAYS } from "../../../../../domain/accounts/deletion-contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Dialog, DialogTrigger } from "../../ui/dialog.tsx"
import * as dialogStyles from "../../ui/dialog.css.ts"
import { Form } from "../../ui/form.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useDeleteAccount } from "./api/account-deletion.ts"
import * as styles from "./delete-account.css.ts"
import { type DeletedAccountState, deletionFailure, deletionNotice, isDeletionConfirmed, purgeDayIfAskedAt, rememberDeletion } from "./deletion.ts"
import { sessionEvents } from "./session-events.ts"

function DeleteAccountForm({ close }: { readonly close: () => void }) {
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const confirmInput = useRef<HTMLInputElement>(null)
  const deletion = useDeleteAccount()
  const navigate = useNavigate()
  const confirmed = isDeletionConfirmed(confirm)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (deletion.isPending || !confirmed) return
    setErrors({})
    setFailure(null)
    deletion.mutate(
      { password, confirm },
      {
        onSuccess: async ({ purgeAfter }) => {
          toast.info("Your account is scheduled for deletion", deletionNotice(purgeAfter))
          rememberDeletion(purgeAfter)
          sessionEvents.emit({ type: "signedOut" })
          // Let the cache tell the guards first, so /auth does not see the old session.
          await new Promise((resolve) => window.setTimeout(resolve, 0))
          await navigate("/auth", { replace: true, state: { deletedAccount: { purgeAfter } } satisfies DeletedAccountState })
        },
        onError: (error) => {
          const refused = deletionFailure(error)
          if (refused.field === null) return setFailure(refused.message)
          setErrors({ [refused.field]: refused.message })
          const input = refused.field === "password" ? passwordInput.current : confirmInput.current
          input?.focus()
          input?.select()
        }
      }
    )
  }

  return (
    <Form onSubmit={submit} validationErrors={errors}>
      <p className={dialogStyles.description}>
        Every session ends at once and nobody sees you on Soundcheck any more. Your account is deleted for good on {purgeDayIfAskedAt(Date.now())}, unless you
        sign in again before then to restore it.
      </p>
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        autoFocus
        maxLength={MAX_PASSWORD_LENGTH}
        value={password}
        onChange={setPassword}
        inputRef={passwordInput}
      />
      <TextField
        label={`Type ${DELETION_CONFIRMATION} to confirm`}
        name="confirm"
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        isRequired
        maxLength={32}
        description={`The word ${DELETION_CONFIRMATION}, in capital letters.`}
        value={confirm}
        onChange={setConfirm}
        inputRef={confirmInput}
      />
      {failure !== null && <p role="alert">{failure}</p>}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" isDisabled={!confirmed} isBusy={deletion.isPending}>
          {deletion.isPending ? "Deleting..." : "Delete my account"}
        </Button>
      </div>
    </Form>
  )
}

export function DeleteAccountCard() {
  return (
    <Card title="Delete account" tone="danger">
      <p>
        Deleting your account ends all your sessions at once, and from then on nobody sees you on Soundcheck. You have {DELETION_GRACE_DAYS} days to change your
        mind: signing in with your password restores everything. After that the account is deleted for good and cannot be brought back:
      </p>
      <ul className={styles.consequences}>
        <li>Your profile, friends, concerts and notifications are deleted, and your email address can sign up again as someone new.</li>
        <li>Plans you made pass to the member who joined first, or are deleted when nobody else is in them.</li>
        <li>Your messages in other people's plans show as "Deleted user", with the text removed.</li>
        <li>Invitations you sent that were not yet accepted stop working; the people you invited keep their accounts.</li>
      </ul>
      <p className={pageStyles.muted}>Want a copy first? Request it under Download your data above.</p>
      <div className={pageStyles.actions}>
        <DialogTrigger>
          <Button variant="destructive">Delete account</Button>
          <Dialog title="Delete your account">{(close) => <DeleteAccountForm close={close} />}</Dialog>
        </DialogTrigger>
      </div>
    </Card>
  )
}
