/** Spec section 2, /profile: the signed-in user's own profile. */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useFollows } from "../follows/api/follows.ts"
import { useProfile } from "./api/profile.ts"
import { displayNameOf, emailName } from "./names.ts"
import { ProfileCards } from "./profile-cards.tsx"
import { ProfileSummary } from "./profile-summary.tsx"
import { useErrorToast } from "./use-error-toast.ts"

export function ProfilePage() {
  const profile = useProfile()
  // The own Favorite Artists are the artists the fan follows (the same list the follow buttons read).
  const follows = useFollows()
  useErrorToast(profile.isError, "Failed to load profile")

  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Your Profile — Soundcheck">Your Profile</PageHeading>
      {profile.isPending && <Loading />}
      {profile.isError && <p role="alert">Failed to load profile</p>}
      {profile.data !== undefined && (
        <>
          <ProfileSummary
            name={displayNameOf(profile.data.displayName, emailName(profile.data.email))}
            bio={profile.data.bio}
            relationBadge="User"
            action={
              <Link href="/profile/edit" variant="primary">
                Edit Profile
              </Link>
            }
          />
          <ProfileCards userId={profile.data.userId} favoriteArtists={follows.isError ? [] : follows.data?.artists} isOwn />
        </>
      )}
    </div>
  )
}
