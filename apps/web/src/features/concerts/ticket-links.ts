/** How the concert page shows each ticket link (issue #31): a link, a sold-out line, or a link with its on-sale time. */
import type { TicketLink } from "../../../../../domain/concerts/show.ts"

export type TicketLinkView =
  | { readonly kind: "link"; readonly label: string; readonly url: string; readonly name: string; readonly onSale: string | null }
  | { readonly kind: "soldOut"; readonly label: string }

const onSaleFormat = (locales: string | undefined) =>
  new Intl.DateTimeFormat(locales, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" })

/** "On sale Fri, Dec 4, 10:00 CET" in the viewer's locale and zone, while sales have not opened yet; null once they have. */
export const onSaleText = (onSaleAt: number | null, now: number, locales?: string): string | null =>
  onSaleAt === null || onSaleAt <= now ? null : `On sale ${onSaleFormat(locales).format(onSaleAt)}`

/**
 * A sold-out link is shown, not followed: its label as text. Any other is a link opening in a new tab, named so
 * ("Tickets (opens in a new tab)"); a link that is not https is never made a link.
 */
export const ticketLinkView = (link: TicketLink, now: number, locales?: string): TicketLinkView => {
  const isHttps = URL.canParse(link.url) && new URL(link.url).protocol === "https:"
  if (link.label === "Sold out" || !isHttps) return { kind: "soldOut", label: link.label }
  return { kind: "link", label: link.label, url: link.url, name: `${link.label} (opens in a new tab)`, onSale: onSaleText(link.onSaleAt, now, locales) }
}
