/** Spec section 2, /profile/{userId}: someone's profile as the viewer may see it; Block and Report (issue #29). */
import { useParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Loading } from "../../ui/loading.tsx"
import { hasStatus } from "../../app/api-client.ts"
import { ProfileAction } from "../friends/profile-action.tsx"
import { BlockButton } from "../safety/block-button.tsx"
import { ReportButton } from "../safety/report-button.tsx"
import { usePublicProfile } from "./api/public-profile.ts"
import { displayNameOf } from "./names.ts"
import { ProfileCards } from "./profile-cards.tsx"
import { ProfileNotFound } from "./profile-not-found.tsx"
import { ProfileSummary } from "./profile-summary.tsx"
import { useErrorToast } from "./use-error-toast.ts"
import { visibilityLabel } from "./visibility.ts"

export function PublicProfilePage() {
  const { userId = "" } = useParams()
  const profile = usePublicProfile(userId)
  // A malformed id (400) names no profile either.
  const notFound = hasStatus(profile.error, 404) || hasStatus(profile.error, 400)
  useErrorToast(profile.isError && !notFound, "Failed to load profile")

  if (notFound) return <ProfileNotFound />
  const data = profile.data
  const isSelf = data?.relationship === "self"
  const name = data === undefined ? "" : displayNameOf(data.displayName)
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Profile — Soundcheck">Profile</PageHeading>
      {profile.isPending && <Loading />}
      {profile.isError && <p role="alert">Failed to load profile</p>}
      {data !== undefined && (
        <>
          <ProfileSummary
            name={name}
            bio={data.bio}
            relationBadge={data.relationship === "friend" ? "Friend" : "User"}
            {...(isSelf ? {} : { visibilityBadge: visibilityLabel(data.concertVisibility) })}
            action={<ProfileAction profile={data} name={name} />}
            {...(isSelf
              ? {}
              : {
                  safetyActions: (
                    <>
                      <BlockButton userId={data.userId} name={name} look="profile" />
                      <ReportButton target={{ type: "profile", id: data.userId }} subject={`${name}'s profile`} />
                    </>
                  )
                })}
          />
          <ProfileCards userId={data.userId} favoriteArtists={data.favoriteArtists} isOwn={isSelf} />
        </>
      )}
    </div>
  )
}
