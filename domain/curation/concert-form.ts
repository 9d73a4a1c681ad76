/** The concert form's rules (spec §5): required fields with the spec's messages, an optional image URL. */
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_DATE_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_IMAGE_URL_LENGTH, MAX_VENUE_LENGTH } from "../concerts/contract.ts"
import { MAX_TICKET_LINKS, MAX_TICKET_URL_LENGTH, TICKET_LABELS, type TicketLabel, type TicketLink } from "../concerts/show.ts"
import { isPlainText } from "../kernel/limits.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { DATE_FORMAT_MESSAGE, parseImportDate } from "./csv-date.ts"

/**
 * A ticket link as typed (issue #31): a label, an address, and when sales open (epoch ms), if known. The label is
 * typed as the wire's, and checked again here: the CLI and the CSV import pass what they read.
 */
export interface TicketLinkInput {
  readonly label: TicketLabel
  readonly url: string
  readonly onSaleAt?: number | null
}

/**
 * The form as typed; every field is text, the optional ones may be missing. The show's times and ticket links
 * (issue #31) are absent from forms that do not have them: absent leaves a concert's as they are.
 */
export interface ConcertInput {
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: string
  readonly description?: string | null | undefined
  readonly imageUrl?: string | null | undefined
  /** "HH:MM" in the venue's wall clock; blank or null: none. */
  readonly startTime?: string | null | undefined
  readonly doorsTime?: string | null | undefined
  readonly ticketLinks?: ReadonlyArray<TicketLinkInput> | undefined
}

/**
 * A concert's fields after validation: trimmed, blanks as null. The times and ticket links are present exactly
 * when the input had them (null: cleared), so a form without them gives the draft it always gave.
 */
export interface ConcertDraft {
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
  readonly description: string | null
  readonly imageUrl: string | null
  readonly startTime?: string | null
  readonly doorsTime?: string | null
  readonly ticketLinks?: ReadonlyArray<TicketLink>
  /** A CSV row's status (issue #31: scheduled, cancelled or postponed); the form sets none (a new concert is scheduled). */
  readonly status?: "cancelled" | "postponed"
}

/** The text fields of the spec's form (the web's fields, each with a cap). */
export type ConcertField = "artist" | "venue" | "city" | "date" | "description" | "imageUrl"

/** Every field an issue may name: the spec's, and the show's times and ticket links (issue #31). */
export type FormField = ConcertField | "startTime" | "doorsTime" | "ticketLinks"

export interface FieldIssue {
  readonly field: FormField
  readonly message: string
}

/** The admin form says "Artist name is required"; the suggest form and the CSV import "Artist is required". */
export type FormVariant = "admin" | "suggest"

export const IMAGE_URL_MESSAGE = "Please enter a valid URL"

/** Each field's cap (the wire contract's and the database's); the CSV import and the CLI meet them here. */
export const FIELD_CAPS: Readonly<Record<ConcertField, { readonly max: number; readonly label: string }>> = {
  artist: { max: MAX_ARTIST_LENGTH, label: "Artist" },
  venue: { max: MAX_VENUE_LENGTH, label: "Venue" },
  city: { max: MAX_CITY_LENGTH, label: "City" },
  date: { max: MAX_DATE_LENGTH, label: "Date" },
  description: { max: MAX_DESCRIPTION_LENGTH, label: "Description" },
  imageUrl: { max: MAX_IMAGE_URL_LENGTH, label: "Image URL" }
}

export const tooLongMessage = (field: ConcertField): string => `${FIELD_CAPS[field].label} must be at most ${FIELD_CAPS[field].max} characters`

/**
 * Control characters forge lines in the mail, pages and terminals that show a concert (issue #35): artist, venue
 * and city are one line, a description keeps its line breaks and nothing else of them.
 */
export const controlCharactersMessage = (field: ConcertField): string => `${FIELD_CAPS[field].label} cannot contain control characters`

/**
 * The longest a typed time may be (" 9:00 " from a CSV cell: "HH:MM" and some spaces), and a typed ticket label (the
 * longest label, "Sold out", and some spaces): measured as typed, before any rule reads them (issue #31). A ticket
 * link's address is measured trimmed by `ticketUrlIssue`, before its patterns; one of twice its cap is refused here.
 */
export const MAX_TYPED_TIME_LENGTH = 16
export const MAX_TYPED_LABEL_LENGTH = 32

/** The fields longer than their caps, measured before any other rule reads them (the show's too: times, ticket links). */
const oversized = (input: ConcertInput): ReadonlyArray<FieldIssue> => {
  const spec = (Object.keys(FIELD_CAPS) as Array<ConcertField>).flatMap((field) => {
    const value = input[field]
    return typeof value === "string" && value.length > FIELD_CAPS[field].max && value.trim().length > FIELD_CAPS[field].max
      ? [{ field, message: tooLongMessage(field) }]
      : []
  })
  const time = (field: "startTime" | "doorsTime", message: string): ReadonlyArray<FieldIssue> => {
    const value = input[field]
    return typeof value === "string" && value.length > MAX_TYPED_TIME_LENGTH ? [{ field, message }] : []
  }
  const links = input.ticketLinks
  const linkIssues: ReadonlyArray<FieldIssue> =
    links === undefined
      ? []
      : links.length > MAX_TICKET_LINKS
        ? [{ field: "ticketLinks", message: TOO_MANY_TICKET_LINKS_MESSAGE }]
        : links.flatMap((link, index): ReadonlyArray<FieldIssue> => {
            const problems = [
              link.label.length > MAX_TYPED_LABEL_LENGTH ? LABEL_MESSAGE : null,
              link.url.length > 2 * MAX_TICKET_URL_LENGTH ? TICKET_LINK_TOO_LONG_MESSAGE : null
            ].filter((p) => p !== null)
            return problems.length === 0 ? [] : [{ field: "ticketLinks", message: `Ticket link ${index + 1}: ${problems.join("; ")}` }]
          })
  return [...spec, ...time("startTime", START_TIME_MESSAGE), ...time("doorsTime", DOORS_TIME_MESSAGE), ...linkIssues]
}

export const isWebUrl = (text: string): boolean => {
  if (!URL.canParse(text)) return false
  const { protocol } = new URL(text)
  return protocol === "http:" || protocol === "https:"
}

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

export const START_TIME_MESSAGE = "Start time must be HH:MM (24 hours)"
export const DOORS_TIME_MESSAGE = "Doors time must be HH:MM (24 hours)"
export const TOO_MANY_TICKET_LINKS_MESSAGE = `At most ${MAX_TICKET_LINKS} ticket links`
export const TICKET_LINK_TOO_LONG_MESSAGE = `the address must be at most ${MAX_TICKET_URL_LENGTH} characters`
export const LABEL_MESSAGE = `the label must be one of ${TICKET_LABELS.join(", ")}`
export const ON_SALE_MESSAGE = "the on-sale time is not a valid time"

/** "HH:MM" (an hour of one digit is padded), blank as null, or undefined when not a time. */
export const parseWallTime = (text: string): string | null | undefined => {
  const value = text.trim()
  if (value === "") return null
  if (value.length > 5) return undefined
  const match = /^(\d{1,2}):(\d{2})$/.exec(value)
  if (!match) return undefined
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, "0")}:${match[2]}` : undefined
}

/**
 * The on-sale times a ticket link may carry: whole epoch milliseconds from 2000 to 2100 (issue #31). Any finite number
 * would reach the database (whose timestamps end in 294276) and the calendars: a sane range, checked before storing.
 */
export const MIN_ON_SALE_AT = Date.UTC(2000, 0, 1)
export const MAX_ON_SALE_AT = Date.UTC(2100, 0, 1)
export const isOnSaleTime = (millis: number): boolean => Number.isSafeInteger(millis) && millis >= MIN_ON_SALE_AT && millis < MAX_ON_SALE_AT

const isTicketLabel = (label: string): label is TicketLabel => (TICKET_LABELS as ReadonlyArray<string>).includes(label)

/** A ticket link's address: https only, one piece of text without spaces or control characters, within its cap. */
export const ticketUrlIssue = (url: string): string | null => {
  if (url === "") return "the address is required"
  if (url.length > MAX_TICKET_URL_LENGTH) return `the address must be at most ${MAX_TICKET_URL_LENGTH} characters`
  if (!isPlainText(url) || /\s/.test(url)) return "the address cannot contain spaces or control characters"
  if (!URL.canParse(url) || new URL(url).protocol !== "https:" || !url.toLowerCase().startsWith("https://")) return "the address must start with https://"
  return null
}

/** The links as stored, or the issues of those refused ("Ticket link 2: …", counting from 1). */
export const validateTicketLinks = (
  links: ReadonlyArray<TicketLinkInput>
): { readonly ok: true; readonly links: ReadonlyArray<TicketLink> } | { readonly ok: false; readonly messages: ReadonlyArray<string> } => {
  if (links.length > MAX_TICKET_LINKS) return { ok: false, messages: [TOO_MANY_TICKET_LINKS_MESSAGE] }
  const messages: Array<string> = []
  const valid: Array<TicketLink> = []
  links.forEach((link, index) => {
    const label = link.label.trim()
    const url = link.url.trim()
    const onSaleAt = link.onSaleAt ?? null
    const problems = [
      isTicketLabel(label) ? null : LABEL_MESSAGE,
      ticketUrlIssue(url),
      onSaleAt === null || isOnSaleTime(onSaleAt) ? null : ON_SALE_MESSAGE
    ].filter((p) => p !== null)
    if (problems.length > 0) messages.push(`Ticket link ${index + 1}: ${problems.join("; ")}`)
    else valid.push({ label: label as TicketLabel, url, onSaleAt })
  })
  return messages.length > 0 ? { ok: false, messages } : { ok: true, links: valid }
}

/** The show's fields of the input (issue #31): each present only when the input has it. */
const showFields = (input: ConcertInput, issues: Array<FieldIssue>): Pick<ConcertDraft, "startTime" | "doorsTime" | "ticketLinks"> => {
  const show: { startTime?: string | null; doorsTime?: string | null; ticketLinks?: ReadonlyArray<TicketLink> } = {}
  const time = (field: "startTime" | "doorsTime", message: string) => {
    const value = input[field]
    if (value === undefined) return
    const parsed = value === null ? null : parseWallTime(value)
    if (parsed === undefined) issues.push({ field, message })
    else show[field] = parsed
  }
  time("startTime", START_TIME_MESSAGE)
  time("doorsTime", DOORS_TIME_MESSAGE)
  if (input.ticketLinks !== undefined) {
    const links = validateTicketLinks(input.ticketLinks)
    if (links.ok) show.ticketLinks = links.links
    else for (const message of links.messages) issues.push({ field: "ticketLinks", message })
  }
  return show
}

export type FormResult = { readonly ok: true; readonly draft: ConcertDraft } | { readonly ok: false; readonly issues: ReadonlyArray<FieldIssue> }

export const validateConcert = (input: ConcertInput, variant: FormVariant = "admin"): FormResult => {
  const tooLong = oversized(input)
  if (tooLong.length > 0) return { ok: false, issues: tooLong }
  const issues: Array<FieldIssue> = []
  const oneLine = (field: "artist" | "venue" | "city", requiredMessage: string) => {
    const value = input[field].trim()
    if (value === "") issues.push({ field, message: requiredMessage })
    else if (!isPlainText(value)) issues.push({ field, message: controlCharactersMessage(field) })
  }
  oneLine("artist", variant === "admin" ? "Artist name is required" : "Artist is required")
  oneLine("venue", "Venue is required")
  oneLine("city", "City is required")
  if (input.date.trim() === "") issues.push({ field: "date", message: "Date is required" })
  const date = parseImportDate(input.date)
  if (input.date.trim() !== "" && date === null) issues.push({ field: "date", message: DATE_FORMAT_MESSAGE })
  // Line endings as stored: a CSV cell written on Windows or a pasted text breaks lines with "\r\n" or "\r".
  const description = blankToNull(input.description?.replace(/\r\n?/g, "\n"))
  if (description !== null && !isPlainText(description, "lines")) issues.push({ field: "description", message: controlCharactersMessage("description") })
  const imageUrl = blankToNull(input.imageUrl)
  if (imageUrl !== null && !isWebUrl(imageUrl)) issues.push({ field: "imageUrl", message: IMAGE_URL_MESSAGE })
  const show = showFields(input, issues)
  if (issues.length > 0 || date === null) return { ok: false, issues }
  return {
    ok: true,
    draft: {
      artist: input.artist.trim(),
      venue: input.venue.trim(),
      city: input.city.trim(),
      date,
      description,
      imageUrl,
      ...show
    }
  }
}

/** The catalogue's identity of a concert: artist, venue and day, whatever the letter case. */
export const identityOf = (concert: { readonly artist: string; readonly venue: string; readonly date: string }): string =>
  `${concert.artist.trim().toLowerCase()}\u0000${concert.venue.trim().toLowerCase()}\u0000${concert.date}`
