/**
 * The header's search field on every signed-in page (issue #28): "Search concerts", with the artists, venues and
 * cities that match as you type (asked for 150 ms after the last key, at most 8, grouped under Artists, Venues
 * and Cities); a suggestion or Enter opens the results page. The `/` key focuses it when no field has focus.
 */
import { type RefObject, useEffect, useRef, useState } from "react"
import { useLocation, useNavigate } from "react-router"
import { MAX_SEARCH_QUERY_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { MIN_SUGGEST_LENGTH } from "../../../../../domain/search/contract.ts"
import { useDebouncedValue } from "../../lib/use-debounced-value.ts"
import { ComboBox } from "../../ui/combo-box.tsx"
import { useSuggestions } from "./api/suggestions.ts"
import { searchPath } from "./search-params.ts"
import { suggestionGroups } from "./suggestion-groups.ts"

const debounceMs = 150

/** Whether a key press belongs to something else: a field being typed in, or an open dialog, menu or list. */
const isBusyElsewhere = (element: Element | null): boolean =>
  element instanceof HTMLElement &&
  (element.isContentEditable ||
    element.closest("input, textarea, select, [role=textbox], [role=combobox], [role=dialog], [role=alertdialog], [role=menu], [role=listbox]") !== null)

/** `/` focuses the field, as on most sites with a search box, unless the key is typed into something. */
const useSlashToFocus = (input: RefObject<HTMLInputElement | null>): void => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      if (isBusyElsewhere(document.activeElement)) return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [input])
}

/** The words of the page's search on /search; elsewhere the field starts empty. */
const wordsOf = (pathname: string, search: string): string => (pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "")

export function ConcertSearchBox() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [words, setWords] = useState(() => wordsOf(pathname, search))
  useEffect(() => setWords(wordsOf(pathname, search)), [pathname, search])
  const typed = words.trim()
  const asked = useDebouncedValue(typed, debounceMs)
  const suggestions = useSuggestions(asked)
  const input = useRef<HTMLInputElement>(null)
  useSlashToFocus(input)

  // What is shown answers the words typed: until their answer is there, the last one stays (no flicker).
  // One letter is too short to ask about (the server answers none): the field says what to type instead.
  const short = [...typed].length < MIN_SUGGEST_LENGTH
  const isCurrent = !short && asked === typed && suggestions.data !== undefined && !suggestions.isPlaceholderData
  const groups = short ? [] : suggestionGroups(suggestions.data?.suggestions ?? [])
  const count = groups.reduce((sum, group) => sum + group.options.length, 0)
  const emptyText = short ? "Type an artist, a venue or a city." : isCurrent || suggestions.isError ? "No suggestions. Press Enter to search." : "Loading..."
  const announcement = isCurrent ? (count === 0 ? "No suggestions" : count === 1 ? "1 suggestion" : `${count} suggestions`) : null

  return (
    <ComboBox
      label="Search concerts"
      hideLabel
      placeholder="Artist, venue or city"
      inputValue={words}
      onInputChange={setWords}
      groups={groups}
      onSubmit={(value) => void navigate(searchPath(value.trim()))}
      emptyText={emptyText}
      announcement={announcement}
      maxLength={MAX_SEARCH_QUERY_LENGTH}
      inputRef={input}
    />
  )
}
