/**
 * Who else is going: the counts, then the closest people the viewer may see (the page names at most 5) with
 * their degree (1st, 2nd; none for a public stranger) and status. When more go than are named, "Show all N"
 * opens a dialog listing everyone in the page's circle, closest first, loaded a page at a time. Names come
 * from the server, with its "User 1a2b3c4d" fallback.
 */
import { useEffect, useRef } from "react"
import type { FriendInterestDto, FriendsFilter } from "../../../../../domain/concerts/discovery-contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { Button } from "../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../ui/dialog.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useConcertInterests } from "./api/concert-interests.ts"
import * as styles from "./concerts.css.ts"

const degreeLabel = { 1: "1st", 2: "2nd" } as const
const statusLabel = { interested: "Interested", has_tickets: "Has tickets" } as const

export interface FriendInterestsProps {
  readonly concertId: string
  readonly artist: string
  /** The concerts page's circle: the full list is the one the counts describe. */
  readonly friends: FriendsFilter
  /** Everyone shown on the concert, however few are named. */
  readonly count: { readonly interested: number; readonly hasTickets: number }
  /** The closest of them, as the page names them. */
  readonly people: ReadonlyArray<FriendInterestDto>
}

/** "2 have tickets · 1 interested". */
export const countsText = ({ interested, hasTickets }: FriendInterestsProps["count"]): string =>
  `${hasTickets} ${hasTickets === 1 ? "has" : "have"} tickets · ${interested} interested`

export function PersonInterest({ person }: { readonly person: FriendInterestDto }) {
  return (
    <li className={styles.person}>
      <span className={styles.personName}>{person.displayName}</span>
      {person.degree !== null && <Badge>{degreeLabel[person.degree]}</Badge>}
      <span className={styles.meta}>{statusLabel[person.interestStatus]}</span>
    </li>
  )
}

/**
 * Everyone (the dialog, the concert page): loading, then the people with Load more while the server has more. When the
 * last page arrives, Load more goes: if it had the focus, the list takes it (focus would else fall out of a dialog,
 * where Escape no longer closes it).
 */
export function EveryoneList({ concertId, artist, friends }: Pick<FriendInterestsProps, "concertId" | "artist" | "friends">) {
  const interests = useConcertInterests(concertId, friends)
  const list = useRef<HTMLUListElement>(null)
  const hasMore = interests.hasNextPage
  const hadMore = useRef(false)
  useEffect(() => {
    // Only when Load more just went (never on the first render): the list does not take the focus from anything else.
    const wentAway = hadMore.current && !hasMore
    hadMore.current = hasMore
    if (wentAway && (document.activeElement === document.body || document.activeElement === null)) list.current?.focus()
  }, [hasMore])
  if (interests.isPending) return <Loading />
  if (interests.isError && interests.data === undefined) {
    return (
      <>
        <p role="alert">Failed to load who's going. Please try again.</p>
        <div className={pageStyles.actions}>
          <Button variant="secondary" onPress={() => void interests.refetch()}>
            Try again
          </Button>
        </div>
      </>
    )
  }
  const people = interests.data.pages.flatMap((page) => page.interests)
  if (people.length === 0) return <p className={styles.meta}>No one you know is going yet.</p>
  return (
    <>
      <ul ref={list} tabIndex={-1} className={styles.peopleList} aria-label={`Everyone going to ${artist}`}>
        {people.map((person) => (
          <PersonInterest key={person.userId} person={person} />
        ))}
      </ul>
      {interests.isFetchNextPageError && <p role="alert">Failed to load more. Please try again.</p>}
      {interests.hasNextPage && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" isBusy={interests.isFetchingNextPage} onPress={() => void interests.fetchNextPage()}>
            {interests.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  )
}

export function FriendInterests({ concertId, artist, friends, count, people }: FriendInterestsProps) {
  if (people.length === 0) return <p className={styles.meta}>No one you know is going yet.</p>
  const total = count.interested + count.hasTickets
  return (
    <div className={styles.people}>
      <p className={styles.meta}>{countsText(count)}</p>
      <ul className={styles.peopleList} aria-label={`Who's going to ${artist}`}>
        {people.map((person) => (
          <PersonInterest key={person.userId} person={person} />
        ))}
      </ul>
      {total > people.length && (
        <div className={pageStyles.actions}>
          <DialogTrigger>
            <Button variant="secondary" size="small" aria-label={`Show all ${total} going to ${artist}`}>
              Show all {total}
            </Button>
            <Dialog title={`Who's going to ${artist}`}>
              {(close) => (
                <>
                  <p className={styles.meta}>{countsText(count)}</p>
                  <EveryoneList concertId={concertId} artist={artist} friends={friends} />
                  <div className={pageStyles.actions}>
                    <Button variant="secondary" onPress={close}>
                      Close
                    </Button>
                  </div>
                </>
              )}
            </Dialog>
          </DialogTrigger>
        </div>
      )}
    </div>
  )
}
