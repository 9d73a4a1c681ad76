/** A profile's one action button, by the viewer's relationship to its owner (spec section 2, Profile). */
import type { PublicProfileDto } from "../../../../../domain/accounts/contract.ts"
import { Button } from "../../ui/button.tsx"
import { Link } from "../../ui/link.tsx"
import { AcceptRequestButton } from "./accept-request-button.tsx"
import { AddFriendButton } from "./add-friend-button.tsx"
import { FocusHome } from "./focus-home.tsx"
import { RemoveFriendButton } from "./remove-friend-button.tsx"

interface ProfileActionProps {
  readonly profile: PublicProfileDto
  readonly name: string
}

/** When the pressed button gives way to the next (Add Friend to Request Sent), focus moves to the new one. */
export function ProfileAction(props: ProfileActionProps) {
  return (
    <FocusHome look="inline">
      <Action {...props} />
    </FocusHome>
  )
}

function Action({ profile, name }: ProfileActionProps) {
  switch (profile.relationship) {
    case "self":
      return (
        <Link href="/profile/edit" variant="primary">
          Edit Profile
        </Link>
      )
    case "friend":
      return <RemoveFriendButton userId={profile.userId} name={name} look="profile" />
    case "request_received":
      // Without the request's id there is nothing to accept here; the Requests tab still lists it.
      return profile.pendingRequestId == null ? (
        <Link href="/friends?tab=requests" variant="primary">
          Accept Request
        </Link>
      ) : (
        <AcceptRequestButton requestId={profile.pendingRequestId} label="Accept Request" />
      )
    case "request_sent":
      return <Button isDisabled>Request Sent</Button>
    case "none":
      return <AddFriendButton userId={profile.userId} />
  }
}
