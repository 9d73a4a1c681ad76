/**
 * The admin concert form's show fields (issue #31) as typed and as sent: start and doors times ("HH:MM" from time
 * inputs) and up to 5 ticket links, each with its on-sale time typed in the admin's own clock (datetime-local).
 */
import { MAX_TICKET_LINKS, type TicketLabel, type TicketLink } from "../../../../../../domain/concerts/show.ts"
import type { TicketLinkBody } from "../../../../../../domain/curation/contract.ts"

export interface TicketLinkRow {
  /** Keeps a row's inputs when another row is removed. */
  readonly key: number
  readonly label: TicketLabel
  readonly url: string
  /** "YYYY-MM-DDTHH:MM" in the admin's zone, or "" for none. */
  readonly onSale: string
}

export interface ShowValues {
  readonly startTime: string
  readonly doorsTime: string
  readonly ticketLinks: ReadonlyArray<TicketLinkRow>
  /** Whether the links are sent: not when editing a concert whose links were not read (they would be wiped). */
  readonly linksKnown: boolean
}

const pad = (n: number): string => String(n).padStart(2, "0")

/** An instant as a datetime-local input shows it, in this browser's zone. */
export const toLocalInput = (epochMs: number): string => {
  const d = new Date(epochMs)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local value as an instant (read in this browser's zone); null when blank or not a time. */
export const fromLocalInput = (text: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text.trim())) return null
  const time = new Date(text.trim()).getTime()
  return Number.isFinite(time) ? time : null
}

export const showValuesOf = (
  concert: { readonly startTime: string | null; readonly doorsTime: string | null; readonly ticketLinks?: ReadonlyArray<TicketLink> } | undefined
): ShowValues => ({
  startTime: concert?.startTime ?? "",
  doorsTime: concert?.doorsTime ?? "",
  ticketLinks: (concert?.ticketLinks ?? []).map((link, index) => ({
    key: index,
    label: link.label,
    url: link.url,
    onSale: link.onSaleAt === null ? "" : toLocalInput(link.onSaleAt)
  })),
  linksKnown: concert === undefined || concert.ticketLinks !== undefined
})

export const canAddTicketLink = (values: ShowValues): boolean => values.ticketLinks.length < MAX_TICKET_LINKS

/** A new empty row, keyed after every other. */
export const addTicketLink = (values: ShowValues): ShowValues =>
  canAddTicketLink(values)
    ? {
        ...values,
        linksKnown: true,
        ticketLinks: [...values.ticketLinks, { key: Math.max(-1, ...values.ticketLinks.map((row) => row.key)) + 1, label: "Tickets", url: "", onSale: "" }]
      }
    : values

const blankToNull = (text: string): string | null => (text.trim() === "" ? null : text.trim())

/** The show's part of the body: times (null: none), and the links when known (they replace the concert's). */
export const showBodyOf = (
  values: ShowValues
): { readonly startTime: string | null; readonly doorsTime: string | null; readonly ticketLinks?: ReadonlyArray<TicketLinkBody> } => {
  const times = { startTime: blankToNull(values.startTime), doorsTime: blankToNull(values.doorsTime) }
  if (!values.linksKnown) return times
  return { ...times, ticketLinks: values.ticketLinks.map((row) => ({ label: row.label, url: row.url.trim(), onSaleAt: fromLocalInput(row.onSale) })) }
}
