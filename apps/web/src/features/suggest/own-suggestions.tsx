/** /concerts/suggest (issue #29): the fan's suggestions, newest first, each with its state and, once listed, a link to its concert. */
import type { SuggestionDto } from "../../../../../domain/curation/suggestions-contract.ts"
import { formatConcertDateWithYear } from "../../lib/concert-date.ts"
import { concertPath } from "../../lib/concert-path.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useOwnSuggestions } from "./api/own-suggestions.ts"
import * as styles from "./suggest.css.ts"
import { suggestionState } from "./suggestion-state.ts"

function Suggestion({ suggestion }: { readonly suggestion: SuggestionDto }) {
  const state = suggestionState(suggestion)
  return (
    <li className={styles.item}>
      <div className={styles.what}>
        <span className={styles.artist}>
          {suggestion.concertId === null ? suggestion.artist : <Link href={concertPath(suggestion.concertId)}>{suggestion.artist}</Link>}
        </span>
        <span className={styles.meta}>
          {suggestion.venue}, {suggestion.city} · {formatConcertDateWithYear(suggestion.date)}
        </span>
      </div>
      <div className={styles.state}>
        <Badge>{state.label}</Badge>
        {state.detail !== null && <span className={styles.meta}>{state.detail}</span>}
      </div>
    </li>
  )
}

export function OwnSuggestions() {
  const suggestions = useOwnSuggestions()
  return (
    <Card title="Your suggestions">
      {suggestions.isPending && <Loading />}
      {suggestions.isError && <p role="alert">Failed to load your suggestions</p>}
      {suggestions.data !== undefined &&
        (suggestions.data.suggestions.length === 0 ? (
          <p className={pageStyles.muted}>You haven't suggested a concert yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Your suggestions">
            {suggestions.data.suggestions.map((suggestion) => (
              <Suggestion key={suggestion.id} suggestion={suggestion} />
            ))}
          </ul>
        ))}
    </Card>
  )
}
