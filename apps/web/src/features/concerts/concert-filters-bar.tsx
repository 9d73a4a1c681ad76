/**
 * The filters of the concerts page (spec section 2: Friends, Activity, City, Show Past Concerts; issue #32: the City
 * filter's My Cities; issue #28: a date
 * range). Under 768 px they fold behind a Filters button that says how many are set, so the first concert shows
 * on the first screen.
 */
import { useId, useState } from "react"
import type { ActivityFilter, FriendsFilter } from "../../../../../domain/concerts/discovery-contract.ts"
import { isRealDay } from "../../../../../domain/kernel/local-date.ts"
import { useIsMobile } from "../../lib/use-is-mobile.ts"
import { Button } from "../../ui/button.tsx"
import { Select, type SelectOption } from "../../ui/select.tsx"
import { Switch } from "../../ui/switch.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { useCities } from "./api/cities.ts"
import { filtersSet, type ConcertFilters } from "./concert-filters.ts"
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

/** The All Cities and My Cities choices (keys no real city is written as). */
const allCities = "__all_cities__"
const myCities = "__my_cities__"

/** The City filter's value: a city, the fan's cities, or every city. */
const cityValue = (filters: ConcertFilters): string => (filters.myCities ? myCities : (filters.city ?? allCities))

/** The filters with the City filter's choice. */
const withCity = (filters: ConcertFilters, value: string): ConcertFilters =>
  value === allCities
    ? { ...filters, city: null, myCities: false }
    : value === myCities
      ? { ...filters, city: null, myCities: true }
      : { ...filters, city: value, myCities: false }

/** The Friends filter: whose interest counts (the concerts page and search results). */
export function FriendsSelect({ value, onChange }: { readonly value: FriendsFilter; readonly onChange: (value: FriendsFilter) => void }) {
  return <Select label="Friends" options={friendsOptions} value={value} onChange={onChange} />
}

/** The Activity filter: all concerts, or those with interest or tickets in the chosen circle. */
export function ActivitySelect({ value, onChange }: { readonly value: ActivityFilter; readonly onChange: (value: ActivityFilter) => void }) {
  return <Select label="Activity" options={activityOptions} value={value} onChange={onChange} />
}

/** A day typed or picked in a date field; an unfinished or impossible one sets no bound. */
const dayOrNull = (value: string): string | null => (isRealDay(value) ? value : null)

export interface ConcertFiltersBarProps {
  readonly filters: ConcertFilters
  readonly onChange: (filters: ConcertFilters) => void
}

function FilterFields({ filters, onChange, id }: ConcertFiltersBarProps & { readonly id?: string }) {
  const cities = useCities()
  const cityOptions: ReadonlyArray<SelectOption<string>> = [
    { value: allCities, label: "All Cities" },
    { value: myCities, label: "My Cities" },
    ...(cities.data?.cities ?? []).map((city) => ({ value: city, label: city }))
  ]
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group is a fieldset's semantics without its legend and frame
    <div role="group" aria-label="Filters" id={id} className={styles.filters}>
      <FriendsSelect value={filters.friends} onChange={(friends) => onChange({ ...filters, friends })} />
      <ActivitySelect value={filters.activity} onChange={(activity) => onChange({ ...filters, activity })} />
      <Select label="City" options={cityOptions} value={cityValue(filters)} onChange={(city) => onChange(withCity(filters, city))} />
      <TextField label="From" type="date" value={filters.from ?? ""} onChange={(from) => onChange({ ...filters, from: dayOrNull(from) })} />
      <TextField label="To" type="date" value={filters.to ?? ""} onChange={(to) => onChange({ ...filters, to: dayOrNull(to) })} />
      <Switch isSelected={filters.past} onChange={(past) => onChange({ ...filters, past })}>
        Show Past Concerts
      </Switch>
    </div>
  )
}

export function ConcertFiltersBar({ filters, onChange }: ConcertFiltersBarProps) {
  const isMobile = useIsMobile()
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  if (!isMobile) return <FilterFields filters={filters} onChange={onChange} />
  const count = filtersSet(filters)
  return (
    <div className={styles.foldedFilters}>
      <div>
        <Button variant="secondary" aria-expanded={isOpen} aria-controls={isOpen ? panelId : undefined} onPress={() => setOpen((open) => !open)}>
          {count === 0 ? "Filters" : `Filters (${count})`}
        </Button>
      </div>
      {isOpen && <FilterFields filters={filters} onChange={onChange} id={panelId} />}
    </div>
  )
}
