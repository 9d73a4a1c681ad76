/**
 * A profile's Favorite Artists (issue #32): the artists the person follows, each linking to its page. `artists` null:
 * the person's concert visibility hides their activity from the viewer, and the card is not shown at all.
 */
import type { ArtistRefDto } from "../../../../../domain/follows/contract.ts"
import { artistPathOfKey } from "../../lib/artist-path.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import * as styles from "./follows.css.ts"

export interface FavoriteArtistsCardProps {
  /** undefined while loading; null hidden by the person's visibility. */
  readonly artists: ReadonlyArray<ArtistRefDto> | null | undefined
  /** The own profile says how to add some. */
  readonly isOwn: boolean
}

export function FavoriteArtistsCard({ artists, isOwn }: FavoriteArtistsCardProps) {
  if (artists === null) return null
  return (
    <Card title="Favorite Artists">
      {artists === undefined && <Loading />}
      {artists !== undefined && artists.length === 0 && (
        <p className={pageStyles.muted}>
          {isOwn ? "You don't follow any artists yet. Follow them from a concert or in Settings." : "No favorite artists yet."}
        </p>
      )}
      {artists !== undefined && artists.length > 0 && (
        <ul className={styles.names} aria-label="Favorite Artists">
          {artists.map((artist) => (
            <li key={artist.key}>
              <Link href={artistPathOfKey(artist.key)}>{artist.artist}</Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
