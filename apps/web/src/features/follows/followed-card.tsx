/**
 * /settings (issue #32): the artists and venues the fan follows, each with Unfollow (the artists linking to their
 * pages), and the artists suggested to follow (those of the concerts they marked), each with Follow.
 */
import type { FollowedArtistDto, FollowedVenueDto } from "../../../../../domain/follows/contract.ts"
import { artistPathOfKey } from "../../lib/artist-path.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { FocusHome, useReturnFocus } from "../friends/focus-home.tsx"
import { useFollowToggle } from "./api/follow-toggle.ts"
import { useFollows } from "./api/follows.ts"
import { FollowButton } from "./follow-button.tsx"
import type { FollowTarget } from "./follow-state.ts"
import * as styles from "./follows.css.ts"
import { upcomingText } from "./upcoming-text.ts"

function UnfollowButton({ target, name }: { readonly target: FollowTarget; readonly name: string }) {
  const toggle = useFollowToggle(target)
  const returnFocus = useReturnFocus()
  return (
    <Button
      variant="secondary"
      size="small"
      isBusy={toggle.isSaving}
      aria-label={`Unfollow ${name}`}
      onPress={() => {
        // The row goes at once (and comes back if the save fails): focus goes to the list's home.
        returnFocus()
        toggle.setFollowing(false)
      }}
    >
      Unfollow
    </Button>
  )
}

function FollowedArtist({ artist }: { readonly artist: FollowedArtistDto }) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <Link href={artistPathOfKey(artist.key)}>{artist.artist}</Link>
        <span className={styles.meta}>{upcomingText(artist.upcoming)}</span>
      </div>
      <UnfollowButton target={{ kind: "artist", artist: artist.artist }} name={artist.artist} />
    </li>
  )
}

function FollowedVenue({ venue }: { readonly venue: FollowedVenueDto }) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{venue.venue}</span>
        <span className={styles.meta}>{venue.city}</span>
      </div>
      <UnfollowButton target={{ kind: "venue", venue: venue.venue, city: venue.city }} name={`${venue.venue}, ${venue.city}`} />
    </li>
  )
}

export function FollowedCard() {
  const follows = useFollows()
  const data = follows.data
  return (
    <Card title="Following">
      {follows.isPending && <Loading />}
      {follows.isError && <p role="alert">Failed to load who you follow</p>}
      {data !== undefined && (
        // Unfollowing removes the row: focus lands on this home.
        <FocusHome>
          {data.artists.length === 0 && data.venues.length === 0 && (
            <p className={pageStyles.muted}>You don't follow any artists yet. Follow them from a concert, or import a list below.</p>
          )}
          {data.artists.length > 0 && (
            <ul className={styles.list} aria-label="Artists you follow">
              {data.artists.map((artist) => (
                <FollowedArtist key={artist.key} artist={artist} />
              ))}
            </ul>
          )}
          {data.venues.length > 0 && (
            <ul className={styles.list} aria-label="Venues you follow">
              {data.venues.map((venue) => (
                <FollowedVenue key={`${venue.cityKey}/${venue.venueKey}`} venue={venue} />
              ))}
            </ul>
          )}
        </FocusHome>
      )}
    </Card>
  )
}

function Suggestion({ artist, artistKey }: { readonly artist: string; readonly artistKey: string }) {
  const returnFocus = useReturnFocus()
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <Link href={artistPathOfKey(artistKey)}>{artist}</Link>
      </div>
      <FollowButton target={{ kind: "artist", artist }} onToggle={returnFocus} />
    </li>
  )
}

/** Nothing to suggest, nothing shown: the card is for fans who marked concerts of artists they do not follow yet. */
export function SuggestionsCard() {
  const follows = useFollows()
  const suggestions = follows.data?.suggestions ?? []
  if (suggestions.length === 0) return null
  return (
    <Card title="Suggestions to follow">
      <p className={pageStyles.muted}>Artists of the concerts you're interested in or have tickets for.</p>
      {/* Following one drops it from the list: focus lands on this home. */}
      <FocusHome>
        <ul className={styles.list} aria-label="Suggestions to follow">
          {suggestions.map((suggestion) => (
            <Suggestion key={suggestion.key} artist={suggestion.artist} artistKey={suggestion.key} />
          ))}
        </ul>
      </FocusHome>
    </Card>
  )
}
