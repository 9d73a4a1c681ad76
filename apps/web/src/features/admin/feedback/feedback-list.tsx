/** The admin feedback list: one button per request (newest first); the chosen one is marked current. */
import { Button as AriaButton } from "react-aria-components"
import type { AdminFeedbackDto } from "../../../../../../domain/feedback/contract.ts"
import * as styles from "./feedback.css.ts"
import { statusLabel, typeLabels, when } from "./labels.ts"

export interface FeedbackListProps {
  readonly requests: ReadonlyArray<AdminFeedbackDto>
  readonly selectedId: string | null
  readonly onSelect: (id: string) => void
}

export function FeedbackList({ requests, selectedId, onSelect }: FeedbackListProps) {
  if (requests.length === 0) return <p>No feedback requests yet.</p>
  return (
    <ul className={styles.list} aria-label="Feedback requests">
      {requests.map((r) => (
        <li key={r.id}>
          <AriaButton className={styles.item} aria-current={r.id === selectedId ? "true" : undefined} onPress={() => onSelect(r.id)}>
            <span className={styles.itemTitle}>{r.title}</span>
            <span className={styles.meta}>
              {typeLabels[r.feedbackType]} · {statusLabel(r.status)} · {r.displayName ?? "Unknown User"} · {when(r.createdAt)}
            </span>
          </AriaButton>
        </li>
      ))}
    </ul>
  )
}
