/**
 * Spec section 2, /concerts/suggest: a signed-in user suggests a concert; likely duplicates are pointed out first.
 * Issue #29: the suggestion waits for a moderator, which the page says once it is sent, and the fan's own
 * suggestions are listed with their state.
 */
import { useEffect, useRef, useState } from "react"
import type { ConcertDto } from "../../../../../domain/concerts/contract.ts"
import { hasStatus } from "../../app/api-client.ts"
import type { ConcertValues } from "../concerts/concert-fields-form.tsx"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { checkSuggestion } from "./api/check-suggestion.ts"
import { useSuggestConcert } from "./api/suggest-concert.ts"
import { DuplicateNotice } from "./duplicate-notice.tsx"
import { OwnSuggestions } from "./own-suggestions.tsx"
import * as styles from "./suggest.css.ts"
import { SuggestForm } from "./suggest-form.tsx"
import { awaitingReviewMessage, suggestFailureDetail } from "./suggestion-state.ts"

export function SuggestConcertPage() {
  const suggest = useSuggestConcert()
  /** The likely duplicates shown; once seen, the next submit saves. */
  const [candidates, setCandidates] = useState<ReadonlyArray<ConcertDto>>([])
  /** How many suggestions were sent from this page: each one starts an empty form and thanks the fan. */
  const [sent, setSent] = useState(0)
  const thanks = useRef<HTMLParagraphElement>(null)
  // The form the focus was in starts again empty: the thanks take the focus, so it is heard and the next form is near.
  useEffect(() => {
    if (sent > 0) thanks.current?.focus()
  }, [sent])

  const save = async (body: ConcertValues) => {
    if (candidates.length === 0) {
      const check = await checkSuggestion(body)
      if (check.candidates.length > 0) return setCandidates(check.candidates)
    }
    await suggest.mutateAsync(body)
    toast.success("Concert suggested!", awaitingReviewMessage)
    setCandidates([])
    setSent((count) => count + 1)
  }
  const onSave = (body: ConcertValues) =>
    save(body).catch((error: unknown) => {
      if (hasStatus(error, 401)) toast.error("You must be logged in to suggest a concert")
      else toast.error("Failed to suggest concert. Please try again.", suggestFailureDetail(error))
      throw error
    })
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Suggest a Concert — Soundcheck">Suggest a Concert</PageHeading>
      <p className={pageStyles.lead}>Know of a show that is missing? Suggest it: a moderator checks each suggestion before it is listed for everyone.</p>
      {sent > 0 && (
        <p ref={thanks} tabIndex={-1} className={styles.thanks}>
          {awaitingReviewMessage}
        </p>
      )}
      <Card>
        {candidates.length > 0 && <DuplicateNotice candidates={candidates} />}
        <SuggestForm key={sent} isSaving={suggest.isPending} submitLabel={candidates.length > 0 ? "Suggest Anyway" : "Suggest Concert"} onSave={onSave} />
      </Card>
      <OwnSuggestions />
    </div>
  )
}
