/**
 * Issue #29, /admin/suggestions (staff): fans' suggested concerts wait here, oldest first, with the listed concerts
 * they probably repeat; Approve (editing first), Reject with a reason, or Merge. Decided: the latest decisions.
 */
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import * as adminStyles from "../admin.css.ts"
import { QueueTabs } from "../moderation/queue-tabs.tsx"
import { type SuggestionsTab, useAdminSuggestions } from "./api/admin-suggestions.ts"
import { SuggestionCard } from "./suggestion-card.tsx"

const emptyText: Record<SuggestionsTab, string> = { pending: "No suggestions waiting. All caught up!", decided: "No decisions yet." }

function SuggestionList({ status }: { readonly status: SuggestionsTab }) {
  const suggestions = useAdminSuggestions(status)
  useErrorToast(suggestions.isError, "Failed to load suggestions")
  if (suggestions.isPending) return <Loading />
  if (suggestions.isError) return <p role="alert">Failed to load suggestions</p>
  const list = suggestions.data.suggestions
  if (list.length === 0) return <p className={pageStyles.muted}>{emptyText[status]}</p>
  return (
    <ul className={adminStyles.cards} aria-label={status === "pending" ? "Pending suggestions" : "Decided suggestions"}>
      {list.map((suggestion) => (
        <li key={suggestion.id}>
          <SuggestionCard suggestion={suggestion} />
        </li>
      ))}
    </ul>
  )
}

export function AdminSuggestionsPage() {
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Concert Suggestions — Admin Panel — Soundcheck">Concert Suggestions</PageHeading>
      <p className={pageStyles.lead}>Concerts fans suggested appear nowhere until approved here. The suggester is told each decision.</p>
      <QueueTabs
        label="Suggestion status"
        waiting={{ id: "pending", label: "Pending", panel: <SuggestionList status="pending" /> }}
        decided={{ id: "decided", label: "Decided", panel: <SuggestionList status="decided" /> }}
      />
    </div>
  )
}
