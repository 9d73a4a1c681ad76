/** Spec section 2, /concerts/suggest: a signed-in user suggests a concert; likely duplicates are pointed out first. */
import { useState } from "react"
import { useNavigate } from "react-router"
import type { ConcertDto } from "../../../../../domain/concerts/contract.ts"
import type { ConcertInput } from "../../../../../domain/curation/concert-form.ts"
import { hasStatus } from "../../app/api-client.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { checkSuggestion } from "./api/check-suggestion.ts"
import { useSuggestConcert } from "./api/suggest-concert.ts"
import { DuplicateNotice } from "./duplicate-notice.tsx"
import { SuggestForm } from "./suggest-form.tsx"

export function SuggestConcertPage() {
  const suggest = useSuggestConcert()
  const navigate = useNavigate()
  /** The likely duplicates shown; once seen, the next submit saves. */
  const [candidates, setCandidates] = useState<ReadonlyArray<ConcertDto>>([])
  const save = async (body: ConcertInput) => {
    if (candidates.length === 0) {
      const check = await checkSuggestion(body)
      if (check.candidates.length > 0) return setCandidates(check.candidates)
    }
    const concert = await suggest.mutateAsync(body)
    toast.success("Concert suggested!", `${concert.artist} at ${concert.venue} is now on the concerts page.`)
    void navigate("/concerts")
  }
  const onSave = (body: ConcertInput) =>
    save(body).catch((error: unknown) => {
      if (hasStatus(error, 401)) toast.error("You must be logged in to suggest a concert")
      else toast.error("Failed to suggest concert. Please try again.", error instanceof Error ? error.message : undefined)
      throw error
    })
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Suggest a Concert — Soundcheck">Suggest a Concert</PageHeading>
      <p className={pageStyles.lead}>Know of a show that is missing? Add it for everyone.</p>
      <Card>
        {candidates.length > 0 && <DuplicateNotice candidates={candidates} />}
        <SuggestForm isSaving={suggest.isPending} submitLabel={candidates.length > 0 ? "Suggest Anyway" : "Suggest Concert"} onSave={onSave} />
      </Card>
    </div>
  )
}
