/** The My Cities choices: the catalogue's cities, with a saved city the catalogue no longer lists kept (not dropped by a save). */
import { cityKey } from "../../../../../domain/follows/artist-key.ts"

export interface CityChoices {
  /** Every city to offer, the catalogue's spelling, sorted. */
  readonly options: ReadonlyArray<string>
  /** The options the fan has picked (the server may keep them folded: matched by their key). */
  readonly chosen: ReadonlyArray<string>
}

export const cityChoices = (catalogue: ReadonlyArray<string>, saved: ReadonlyArray<string>): CityChoices => {
  const byKey = new Map(catalogue.map((city) => [cityKey(city), city] as const))
  const savedKeys = new Set(saved.map(cityKey))
  const missing = saved.filter((city) => !byKey.has(cityKey(city)))
  const options = [...new Set([...catalogue, ...missing])].toSorted((a, b) => a.localeCompare(b, "en"))
  return { options, chosen: options.filter((city) => savedKeys.has(cityKey(city))) }
}
