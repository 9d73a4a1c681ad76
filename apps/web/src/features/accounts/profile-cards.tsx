/**
 * The two cards under a profile: Favorite Artists (the artists the person follows, issue #32; not shown when their
 * visibility hides their activity) and Concert Activity.
 */
import type { ArtistRefDto } from "../../../../../domain/follows/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { FavoriteArtistsCard } from "../follows/favorite-artists-card.tsx"
import { ConcertActivityCard } from "../friends/concert-activity-card.tsx"

export interface ProfileCardsProps {
  readonly userId: string
  /** undefined while loading; null hidden by the person's concert visibility. */
  readonly favoriteArtists: ReadonlyArray<ArtistRefDto> | null | undefined
  readonly isOwn: boolean
}

export function ProfileCards({ userId, favoriteArtists, isOwn }: ProfileCardsProps) {
  return (
    <div className={pageStyles.grid}>
      <FavoriteArtistsCard artists={favoriteArtists} isOwn={isOwn} />
      <ConcertActivityCard userId={userId} />
    </div>
  )
}
