/** The user the e-mail search found, with where they stand to the viewer and the one action that fits. */
import type { UserSearchResult } from "../../../../../domain/friends/contract.ts"
import { Badge } from "../../ui/badge.tsx"
import { Button } from "../../ui/button.tsx"
import { AcceptRequestButton } from "./accept-request-button.tsx"
import { AddFriendButton } from "./add-friend-button.tsx"
import { useFriendRequests } from "./api/friend-requests.ts"
import { PersonRow } from "./person-row.tsx"

type FoundUser = NonNullable<UserSearchResult["user"]>

const standing: Record<FoundUser["relationship"], string> = {
  self: "This is you",
  friend: "Already your friend",
  request_sent: "You sent them a friend request",
  request_received: "They sent you a friend request",
  none: "Not connected yet"
}

function Action({ user }: { readonly user: FoundUser }) {
  const requests = useFriendRequests()
  switch (user.relationship) {
    case "self":
      return null
    case "friend":
      return <Badge>Friend</Badge>
    case "request_sent":
      return (
        <Button size="small" isDisabled>
          Request Sent
        </Button>
      )
    case "request_received": {
      const request = requests.data?.incoming.find((incoming) => incoming.senderId === user.userId)
      return request === undefined ? null : <AcceptRequestButton requestId={request.id} label="Accept" size="small" />
    }
    case "none":
      return <AddFriendButton userId={user.userId} size="small" />
  }
}

export function SearchResult({ user }: { readonly user: FoundUser }) {
  return (
    <PersonRow userId={user.userId} name={user.displayName} meta={standing[user.relationship]}>
      <Action user={user} />
    </PersonRow>
  )
}
