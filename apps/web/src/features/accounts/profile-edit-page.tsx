/** Spec section 2, /profile/edit: edit the own display name and bio. */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useProfile } from "./api/profile.ts"
import { ProfileEditForm } from "./profile-edit-form.tsx"
import { useErrorToast } from "./use-error-toast.ts"

export function ProfileEditPage() {
  const profile = useProfile()
  useErrorToast(profile.isError, "Failed to load profile")
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Edit Profile — Soundcheck">Edit Profile</PageHeading>
      {profile.isPending && <Loading />}
      {profile.isError && <p role="alert">Failed to load profile</p>}
      {profile.data !== undefined && (
        <Card>
          <ProfileEditForm profile={profile.data} />
        </Card>
      )}
    </div>
  )
}
