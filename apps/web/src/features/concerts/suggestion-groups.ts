/** The search field's suggestions as the combo box shows them: under Artists, Venues and Cities, each leading to its results. */
import { MAX_SUGGESTIONS, type Suggestion, type SuggestionKind } from "../../../../../domain/search/contract.ts"
import type { ComboBoxGroup } from "../../ui/combo-box.tsx"
import { searchPath } from "./search-params.ts"

const groupTitles: Record<SuggestionKind, string> = { artist: "Artists", venue: "Venues", city: "Cities" }
const kinds: ReadonlyArray<SuggestionKind> = ["artist", "venue", "city"]

/** The suggestions (at most 8 shown) under their headings, in the server's order within each; empty groups left out. */
export const suggestionGroups = (suggestions: ReadonlyArray<Suggestion>): ReadonlyArray<ComboBoxGroup> =>
  kinds
    .map((kind) => ({
      id: kind,
      title: groupTitles[kind],
      options: suggestions
        .slice(0, MAX_SUGGESTIONS)
        .filter((suggestion) => suggestion.kind === kind)
        .map((suggestion) => ({
          id: `${kind}:${suggestion.value}`,
          label: suggestion.value,
          href: searchPath(suggestion.value)
        }))
    }))
    .filter((group) => group.options.length > 0)
