/** The /profile/edit form: the e-mail shown read-only, display name and bio saved with PATCH /api/profile. */
import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import type { ProfileDto } from "../../../../../domain/accounts/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { Link } from "../../ui/link.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useUpdateProfile } from "./api/update-profile.ts"

const requireName = (value: string): string | null => (value.trim() === "" ? "Display name is required" : null)

export function ProfileEditForm({ profile }: { readonly profile: ProfileDto }) {
  const [displayName, setDisplayName] = useState(profile.displayName ?? "")
  const [bio, setBio] = useState(profile.bio ?? "")
  const update = useUpdateProfile()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (update.isPending) return
    const body = { displayName: displayName.trim(), bio: bio.trim() === "" ? null : bio.trim() }
    update.mutate(body, {
      onSuccess: () => toast.success("Profile updated successfully!"),
      onError: (error) => toast.error("Failed to save profile", error.message)
    })
  }

  return (
    <Form onSubmit={submit}>
      <TextField label="Email" name="email" type="email" value={profile.email} isReadOnly description="Email cannot be changed" />
      <TextField
        label="Display Name"
        name="displayName"
        maxLength={MAX_DISPLAY_NAME_LENGTH}
        autoComplete="nickname"
        isRequired
        value={displayName}
        onChange={setDisplayName}
        validate={requireName}
      />
      <TextAreaField
        label="Bio"
        name="bio"
        maxLength={MAX_BIO_LENGTH}
        description="Tell your friends about the music you love."
        value={bio}
        onChange={setBio}
      />
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
        <Link href={`/profile/${profile.userId}`} variant="secondary">
          View Public Profile
        </Link>
      </div>
    </Form>
  )
}
