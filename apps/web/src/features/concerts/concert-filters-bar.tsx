/** The four filters of the concerts page (spec section 2): Friends, Activity, City and Show Past Concerts. */
import type { ActivityFilter, FriendsFilter } from "../../../../../domain/concerts/discovery-contract.ts"
import { Select, type SelectOption } from "../../ui/select.tsx"
import { Switch } from "../../ui/switch.tsx"
import { useCities } from "./api/cities.ts"
import type { ConcertFilters } from "./concert-filters.ts"
import * as styles from "./concerts.css.ts"

const friendsOptions: ReadonlyArray<SelectOption<FriendsFilter>> = [
  { value: "friends", label: "1st degree" },
  { value: "friends_of_friends", label: "2nd degree" },
  { value: "anyone", label: "Anyone" }
]

const activityOptions: ReadonlyArray<SelectOption<ActivityFilter>> = [
  { value: "all", label: "All" },
  { value: "interest", label: "Interest" },
  { value: "tickets", label: "Tickets" }
]

/** The All Cities choice (a key no real city is written as). */
const allCities = "__all_cities__"

export interface ConcertFiltersBarProps {
  readonly filters: ConcertFilters
  readonly onChange: (filters: ConcertFilters) => void
}

export function ConcertFiltersBar({ filters, onChange }: ConcertFiltersBarProps) {
  const cities = useCities()
  const cityOptions: ReadonlyArray<SelectOption<string>> = [
    { value: allCities, label: "All Cities" },
    ...(cities.data?.cities ?? []).map((city) => ({ value: city, label: city }))
  ]
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group is a fieldset's semantics without its legend and frame
    <div role="group" aria-label="Filters" className={styles.filters}>
      <Select label="Friends" options={friendsOptions} value={filters.friends} onChange={(friends) => onChange({ ...filters, friends })} />
      <Select label="Activity" options={activityOptions} value={filters.activity} onChange={(activity) => onChange({ ...filters, activity })} />
      <Select
        label="City"
        options={cityOptions}
        value={filters.city ?? allCities}
        onChange={(city) => onChange({ ...filters, city: city === allCities ? null : city })}
      />
      <Switch isSelected={filters.past} onChange={(past) => onChange({ ...filters, past })}>
        Show Past Concerts
      </Switch>
    </div>
  )
}
