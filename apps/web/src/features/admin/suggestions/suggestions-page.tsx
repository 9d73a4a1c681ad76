/**
 * Issue #29, /admin/suggestions (staff): fans' suggested concerts wait here, oldest first, with the listed concerts
 * they probably repeat; Approve (editing first), Reject with a reason, or Merge. Decided: the latest decisions.
 */
import { useState } from "react"
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs.tsx"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import { FocusHome } from "../../friends/focus-home.tsx"
import { type SuggestionsTab, useAdminSuggestions } from "./api/admin-suggestions.ts"
import { SuggestionCard } from "./suggestion-card.tsx"
import * as styles from "./suggestions.css.ts"

const emptyText: Record<SuggestionsTab, string> = { pending: "No suggestions waiting. All caught up!", decided: "No decisions yet." }

function SuggestionList({ status }: { readonly status: SuggestionsTab }) {
  const suggestions = useAdminSuggestions(status)
  useErrorToast(suggestions.isError, "Failed to load suggestions")
  if (suggestions.isPending) return <Loading />
  if (suggestions.isError) return <p role="alert">Failed to load suggestions</p>
  const list = suggestions.data.suggestions
  if (list.length === 0) return <p className={pageStyles.muted}>{emptyText[status]}</p>
  return (
    <ul className={styles.cards} aria-label={status === "pending" ? "Pending suggestions" : "Decided suggestions"}>
      {list.map((suggestion) => (
        <li key={suggestion.id}>
          <SuggestionCard suggestion={suggestion} />
        </li>
      ))}
    </ul>
  )
}

export function AdminSuggestionsPage() {
  const [tab, setTab] = useState<SuggestionsTab>("pending")
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Concert Suggestions — Admin Panel — Soundcheck">Concert Suggestions</PageHeading>
      <p className={pageStyles.lead}>Concerts fans suggested appear nowhere until approved here. The suggester is told each decision.</p>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === "decided" ? "decided" : "pending")}>
        <TabList aria-label="Suggestion status">
          <Tab id="pending">Pending</Tab>
          <Tab id="decided">Decided</Tab>
        </TabList>
        <TabPanel id="pending">
          {/* A decided suggestion leaves the list: focus then lands here rather than at the top of the page. */}
          <FocusHome>
            <SuggestionList status="pending" />
          </FocusHome>
        </TabPanel>
        <TabPanel id="decided">
          <SuggestionList status="decided" />
        </TabPanel>
      </Tabs>
    </div>
  )
}
