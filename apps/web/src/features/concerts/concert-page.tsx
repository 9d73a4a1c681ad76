/**
 * /concerts/:id (issue #28): the concert's own page. Signed in, the whole page; without a session, the teaser a
 * shared link opens. An unknown or malformed id is the not-found state, with a way back.
 */
import { useParams } from "react-router"
import { hasStatus } from "../../app/api-client.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useAuth } from "../accounts/auth-context.ts"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { useConcert } from "./api/concert.ts"
import { usePublicConcert } from "./api/public-concert.ts"
import * as styles from "./concert-page.css.ts"
import { ConcertTeaser } from "./concert-teaser.tsx"
import { ConcertView } from "./concert-view.tsx"

/** The API answers 404 for an unknown id and may answer 400 for one that is not an id at all: no such concert either way. */
const isNotFound = (error: unknown): boolean => hasStatus(error, 404) || hasStatus(error, 400)

function ConcertNotFound({ signedIn }: { readonly signedIn: boolean }) {
  return (
    <>
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <PageHeading documentTitle="Concert not found — Soundcheck">Concert not found</PageHeading>
      <p className={pageStyles.lead}>This concert doesn't exist, or it has been removed.</p>
      <div className={pageStyles.actions}>
        {signedIn ? (
          <Link variant="primary" href="/concerts">
            Back to Concerts
          </Link>
        ) : (
          <Link variant="primary" href="/">
            Return to Home
          </Link>
        )}
      </div>
    </>
  )
}

/** Until the concert is there: its heading's place, and Loading... or the failure. */
function Pending({ isError }: { readonly isError: boolean }) {
  return (
    <>
      <PageHeading documentTitle="Concert — Soundcheck">Concert</PageHeading>
      {isError ? <p role="alert">Failed to load concert. Please try again.</p> : <Loading />}
    </>
  )
}

function SignedInConcert({ concertId }: { readonly concertId: string }) {
  const concert = useConcert(concertId)
  const notFound = isNotFound(concert.error)
  useErrorToast(concert.isError && !notFound, "Failed to load concert")
  if (notFound) return <ConcertNotFound signedIn />
  if (concert.data === undefined) return <Pending isError={concert.isError} />
  return <ConcertView concert={concert.data} />
}

function VisitorConcert({ concertId }: { readonly concertId: string }) {
  const concert = usePublicConcert(concertId)
  const notFound = isNotFound(concert.error)
  useErrorToast(concert.isError && !notFound, "Failed to load concert")
  if (notFound) return <ConcertNotFound signedIn={false} />
  if (concert.data === undefined) return <Pending isError={concert.isError} />
  return <ConcertTeaser concert={concert.data} />
}

export function ConcertPage() {
  const { id: concertId = "" } = useParams()
  const { user, loading } = useAuth()
  if (loading) return <Loading />
  return (
    <div className={`${container} ${pageStyles.page}`}>
      {user === null ? <VisitorConcert concertId={concertId} /> : <SignedInConcert key={concertId} concertId={concertId} />}
    </div>
  )
}
