/**
 * /artists/:key (issue #32): an artist's page: its name, Follow, and its upcoming concerts as the concerts page shows
 * them (friends' interest, the viewer's select). An artist nobody here knows yet (no concert, nobody following it
 * by that name) and a malformed key are the not-found state, with a way back.
 */
import { useParams } from "react-router"
import { hasStatus } from "../../app/api-client.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { SkeletonList } from "../../ui/skeleton.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { ConcertItem } from "../concerts/concert-item.tsx"
import * as concertStyles from "../concerts/concerts.css.ts"
import type { ArtistPageDto } from "../../../../../domain/follows/contract.ts"
import { useArtist } from "./api/artist.ts"
import { FollowButton } from "./follow-button.tsx"

function ArtistNotFound() {
  return (
    <>
      <PageHeading documentTitle="Artist not found — Soundcheck">Artist not found</PageHeading>
      <p className={pageStyles.lead}>No concerts by this artist yet, and nobody follows it here.</p>
      <div className={pageStyles.actions}>
        <Link variant="primary" href="/concerts">
          Back to Concerts
        </Link>
      </div>
    </>
  )
}

function ArtistView({ page, artist }: { readonly page: ArtistPageDto; readonly artist: string }) {
  return (
    <>
      <PageHeading documentTitle={`${artist} — Soundcheck`}>{artist}</PageHeading>
      <div className={pageStyles.actions}>
        <FollowButton target={{ kind: "artist", artist }} withName />
      </div>
      <h2 className={concertStyles.artist}>Upcoming concerts</h2>
      {page.concerts.length === 0 ? (
        <p className={pageStyles.muted}>No upcoming concerts yet. Follow {artist} to hear the day one is announced.</p>
      ) : (
        <ul aria-label={`Upcoming concerts by ${artist}`} className={concertStyles.layout.cards}>
          {page.concerts.map((concert) => (
            <li key={concert.id}>
              <ConcertItem concert={concert} view="cards" friends="anyone" withFollow={false} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function ArtistContent({ artistKey }: { readonly artistKey: string }) {
  const page = useArtist(artistKey)
  const notFound = hasStatus(page.error, 404) || hasStatus(page.error, 400) || (page.data !== undefined && page.data.artist === null)
  useErrorToast(page.isError && !notFound, "Failed to load artist")
  if (notFound) return <ArtistNotFound />
  if (page.data === undefined || page.data.artist === null)
    return (
      <>
        <PageHeading documentTitle="Artist — Soundcheck">Artist</PageHeading>
        {page.isError ? (
          <p role="alert">Failed to load artist. Please try again.</p>
        ) : (
          <SkeletonList count={3} label="Loading concerts..." className={concertStyles.skeletons.cards} />
        )}
      </>
    )
  return <ArtistView page={page.data} artist={page.data.artist} />
}

export function ArtistPage() {
  const { key = "" } = useParams()
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <ArtistContent key={key} artistKey={key} />
    </div>
  )
}
