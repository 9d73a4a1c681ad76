/** A visually hidden polite live region: what the live updates say to a screen reader (new friend requests only). */
import { visuallyHidden } from "../../ui/skeleton.css.ts"

export interface LiveAnnouncerProps {
  readonly message: string
  /** Whether the live stream is open, for tests and diagnostics. */
  readonly connected: boolean
}

export function LiveAnnouncer({ message, connected }: LiveAnnouncerProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-live={connected ? "open" : "closed"}>
      {message}
    </div>
  )
}
