/**
 * /search?q= (issue #28): the concerts whose artist, venue or city match the words, best match first, listed as on
 * the concerts page, with its Friends and Activity filters and "Past concerts too" (kept in the address), keyset
 * pages behind Load more, the empty text, and the server's message for blank words.
 */
import { useSearchParams } from "react-router"
import { hasStatus } from "../../app/api-client.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { SkeletonList } from "../../ui/skeleton.tsx"
import { Switch } from "../../ui/switch.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { useSearch } from "./api/search.ts"
import { ActivitySelect, FriendsSelect } from "./concert-filters-bar.tsx"
import { ConcertItem } from "./concert-item.tsx"
import * as styles from "./concerts.css.ts"
import { searchFromParams, searchParamsFor, type SearchState } from "./search-params.ts"

const skeletonCount = 6

function SearchResults({ search }: { readonly search: SearchState }) {
  const results = useSearch(search)
  // A 400 is the server's answer to the words (blank ones: "Type something to search for."), said in the page.
  const refused = hasStatus(results.error, 400)
  useErrorToast(results.isError && !refused, "Failed to search concerts")
  if (results.isPending) return <SkeletonList count={skeletonCount} label="Searching..." className={styles.skeletons.rows} />
  if (hasStatus(results.error, 400)) return <p className={pageStyles.muted}>{results.error.message}</p>
  if (results.isError) return <p className={pageStyles.muted}>Search failed. Please try again.</p>
  const items = results.data.pages.flatMap((page) => page.concerts)
  if (items.length === 0) return <p className={pageStyles.muted}>No concerts match “{search.q.trim()}”.</p>
  return (
    <>
      <ul aria-label="Search results" className={styles.layout.rows}>
        {items.map((concert) => (
          <li key={concert.id}>
            <ConcertItem concert={concert} view="rows" friends={search.friends} />
          </li>
        ))}
      </ul>
      {results.isFetchNextPageError && <p role="alert">Failed to load more. Please try again.</p>}
      {results.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" isBusy={results.isFetchingNextPage} onPress={() => void results.fetchNextPage()}>
            {results.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  )
}

export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const search = searchFromParams(params)
  const show = (next: SearchState) => setParams(searchParamsFor(next), { replace: true })
  const words = search.q.trim()
  return (
    <div className={`${container} ${pageStyles.page}`}>
      {/* A new search is a new page: its heading takes focus (and the header's field lets its suggestions go). */}
      <PageHeading key={search.q} documentTitle="Search — Soundcheck">
        Search
      </PageHeading>
      {words !== "" && <p className={pageStyles.lead}>Concerts matching “{words}”</p>}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group is a fieldset's semantics without its legend and frame */}
      <div role="group" aria-label="Filters" className={styles.filters}>
        <FriendsSelect value={search.friends} onChange={(friends) => show({ ...search, friends })} />
        <ActivitySelect value={search.activity} onChange={(activity) => show({ ...search, activity })} />
        <Switch isSelected={search.past} onChange={(past) => show({ ...search, past })}>
          Past concerts too
        </Switch>
      </div>
      <SearchResults search={search} />
    </div>
  )
}
