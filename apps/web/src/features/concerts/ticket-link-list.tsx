/**
 * The concert page's ticket links (issue #31): each opens the seller in a new tab and says so in its name; a sold-out
 * one is shown as text, not a link; one whose sales open later says when. Nothing when the concert has none.
 */
import type { TicketLink } from "../../../../../domain/concerts/show.ts"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import * as styles from "./concert-page.css.ts"
import { ticketLinkView } from "./ticket-links.ts"

export function TicketLinkList({ links }: { readonly links: ReadonlyArray<TicketLink> }) {
  if (links.length === 0) return null
  const now = Date.now()
  return (
    <Card title="Tickets">
      <ul className={styles.list} aria-label="Ticket links">
        {links.map((link, index) => {
          const view = ticketLinkView(link, now)
          return (
            // Links may repeat a label or an address; their order is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <li key={index} className={styles.item}>
              {view.kind === "soldOut" ? (
                <span className={styles.soldOut}>{view.label}</span>
              ) : (
                <>
                  <Link href={view.url} target="_blank" rel="noopener noreferrer" aria-label={view.name}>
                    {view.label}
                    <span aria-hidden="true"> ↗</span>
                  </Link>
                  {view.onSale !== null && <span className={styles.meta}>{view.onSale}</span>}
                </>
              )}
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
