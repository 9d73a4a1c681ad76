/** /settings (issue #29): the people the fan blocked, each with Unblock. Only the fan ever sees this list. */
import type { BlockedPersonDto } from "../../../../../domain/safety/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Avatar } from "../../ui/avatar.tsx"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Loading } from "../../ui/loading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { nameInitials } from "../accounts/names.ts"
import { formatDay } from "../friends/dates.ts"
import { toastFailure } from "../friends/failure.ts"
import { FocusHome, useReturnFocus } from "../friends/focus-home.tsx"
import { useBlocks } from "./api/blocks.ts"
import { useUnblockUser } from "./api/unblock-user.ts"
import * as styles from "./safety.css.ts"

function BlockedPerson({ person }: { readonly person: BlockedPersonDto }) {
  const unblock = useUnblockUser()
  const returnFocus = useReturnFocus()
  const press = () =>
    void unblock.mutateAsync(person.userId).then(
      () => {
        toast.success(`${person.displayName} unblocked`)
        returnFocus()
      },
      (error: unknown) => toastFailure("Failed to unblock", error)
    )
  return (
    <li className={styles.row}>
      <Avatar initials={nameInitials(person.displayName)} />
      <div className={styles.who}>
        <span className={styles.name}>{person.displayName}</span>
        <span className={styles.meta}>Blocked {formatDay(person.since)}</span>
      </div>
      <Button variant="secondary" size="small" isBusy={unblock.isPending} aria-label={`Unblock ${person.displayName}`} onPress={press}>
        Unblock
      </Button>
    </li>
  )
}

export function BlockedPeopleCard() {
  const blocks = useBlocks()
  return (
    <Card title="Blocked people">
      <p className={pageStyles.muted}>
        You and the people you block no longer see each other anywhere on Soundcheck. They are not told. Unblocking does not bring back a friendship.
      </p>
      {blocks.isPending && <Loading />}
      {blocks.isError && <p role="alert">Failed to load blocked people</p>}
      {blocks.data !== undefined && (
        // Unblocking the last person replaces the list with the empty text: focus lands on this home.
        <FocusHome>
          {blocks.data.blocked.length === 0 ? (
            <p>You haven't blocked anyone.</p>
          ) : (
            <ul className={styles.list} aria-label="Blocked people">
              {blocks.data.blocked.map((person) => (
                <BlockedPerson key={person.userId} person={person} />
              ))}
            </ul>
          )}
        </FocusHome>
      )}
    </Card>
  )
}
