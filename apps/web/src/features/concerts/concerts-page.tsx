/**
 * Spec section 2, /concerts: the view toggle (Rows or Cards), Suggest a Concert, the filters (kept in the
 * address, so a reload or coming back keeps them), 6 skeletons while loading, and keyset pages behind
 * Load more. Issue #32: My Cities says so when the fan has picked none.
 */
import { useSearchParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { SkeletonList } from "../../ui/skeleton.tsx"
import { ToggleButtonGroup } from "../../ui/toggle-button-group.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { useFollows } from "../follows/api/follows.ts"
import { useConcerts } from "./api/concerts.ts"
import { ConcertFiltersBar } from "./concert-filters-bar.tsx"
import { applyEdit, filtersFromParams, paramsFor, viewFromParams, type ConcertFilters, type ConcertsView } from "./concert-filters.ts"
import { ConcertItem } from "./concert-item.tsx"
import * as styles from "./concerts.css.ts"

/** Spec section 9. */
const skeletonCount = 6

function ConcertList({ filters, view }: { readonly filters: ConcertFilters; readonly view: ConcertsView }) {
  const concerts = useConcerts(filters)
  useErrorToast(concerts.isError, "Failed to load concerts")
  if (concerts.isPending) return <SkeletonList count={skeletonCount} label="Loading concerts..." className={styles.skeletons[view]} />
  if (concerts.isError) return <p className={pageStyles.muted}>Concerts could not be loaded. Please try again.</p>
  const items = concerts.data.pages.flatMap((page) => page.concerts)
  if (items.length === 0) return <p className={pageStyles.muted}>No concerts found with the current filters.</p>
  return (
    <>
      <ul aria-label="Concerts" className={styles.layout[view]}>
        {items.map((concert) => (
          <li key={concert.id}>
            <ConcertItem concert={concert} view={view} friends={filters.friends} />
          </li>
        ))}
      </ul>
      {concerts.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" isBusy={concerts.isFetchingNextPage} onPress={() => void concerts.fetchNextPage()}>
            {concerts.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  )
}

/** My Cities with no city picked lists every city (the server's rule): say so, and where to pick them. */
function MyCitiesNote() {
  const follows = useFollows()
  if (follows.data === undefined || follows.data.cities.length > 0) return null
  return (
    <p className={pageStyles.muted}>
      You haven't picked your cities yet, so every city is shown. <Link href="/settings">Choose My Cities in Settings</Link>
    </p>
  )
}

export function ConcertsPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const view = viewFromParams(params)
  // The address as it is now, not as this render read it: a second edit before the next render keeps the first.
  const show = (nextFilters: ConcertFilters, nextView: ConcertsView) => {
    const latest = new URLSearchParams(window.location.search)
    setParams(paramsFor(applyEdit(filters, nextFilters, filtersFromParams(latest)), nextView === view ? viewFromParams(latest) : nextView), { replace: true })
  }

  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Concerts — Soundcheck">Concerts</PageHeading>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="View"
          value={view}
          onChange={(next) => show(filters, next)}
          options={[
            { value: "rows", label: "Rows" },
            { value: "cards", label: "Cards" }
          ]}
        />
        <Link variant="secondary" href="/concerts/suggest">
          Suggest a Concert
        </Link>
      </div>
      <ConcertFiltersBar filters={filters} onChange={(next) => show(next, view)} />
      {filters.myCities && <MyCitiesNote />}
      <ConcertList filters={filters} view={view} />
    </div>
  )
}
