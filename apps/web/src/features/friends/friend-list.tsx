/** The Friends tab: each friend with initials, name (to their profile), Remove and Block. */
import type { UseQueryResult } from "@tanstack/react-query"
import type { FriendsList } from "../../../../../domain/friends/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Loading } from "../../ui/loading.tsx"
import { formatDay } from "./dates.ts"
import * as styles from "./friends.css.ts"
import { PersonRow } from "./person-row.tsx"
import { RemoveFriendButton } from "./remove-friend-button.tsx"
import { BlockButton } from "../safety/block-button.tsx"

export function FriendList({ query }: { readonly query: UseQueryResult<FriendsList> }) {
  if (query.isPending) return <Loading />
  if (query.isError) return <p role="alert">Failed to load friends</p>
  const { friends } = query.data
  if (friends.length === 0) return <p className={pageStyles.muted}>No friends yet. Send a request from Add Friends.</p>
  return (
    <ul className={styles.list} aria-label="Your friends">
      {friends.map((friend) => (
        <PersonRow key={friend.userId} userId={friend.userId} name={friend.displayName} meta={`Friends since ${formatDay(friend.since)}`}>
          <RemoveFriendButton userId={friend.userId} name={friend.displayName} look="row" />
          <BlockButton userId={friend.userId} name={friend.displayName} look="row" />
        </PersonRow>
      ))}
    </ul>
  )
}
