/** The concert form's rules (spec §5): required fields with the spec's messages, an optional image URL. */
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_DATE_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_IMAGE_URL_LENGTH, MAX_VENUE_LENGTH } from "../concerts/contract.ts"
import { isPlainText } from "../kernel/limits.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { DATE_FORMAT_MESSAGE, parseImportDate } from "./csv-date.ts"

/** The form as typed; every field is text, the optional ones may be missing. */
export interface ConcertInput {
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: string
  readonly description?: string | null | undefined
  readonly imageUrl?: string | null | undefined
}

/** A concert's fields after validation: trimmed, blanks as null. */
export interface ConcertDraft {
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
  readonly description: string | null
  readonly imageUrl: string | null
}

export type ConcertField = keyof ConcertInput

export interface FieldIssue {
  readonly field: ConcertField
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

/** The fields longer than their caps, measured before any other rule reads them. */
const oversized = (input: ConcertInput): ReadonlyArray<FieldIssue> =>
  (Object.keys(FIELD_CAPS) as Array<ConcertField>).flatMap((field) => {
    const value = input[field]
    return typeof value === "string" && value.trim().length > FIELD_CAPS[field].max ? [{ field, message: tooLongMessage(field) }] : []
  })

export const isWebUrl = (text: string): boolean => {
  if (!URL.canParse(text)) return false
  const { protocol } = new URL(text)
  return protocol === "http:" || protocol === "https:"
}

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? ""
  return trimmed === "" ? null : trimmed
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
  if (issues.length > 0 || date === null) return { ok: false, issues }
  return {
    ok: true,
    draft: {
      artist: input.artist.trim(),
      venue: input.venue.trim(),
      city: input.city.trim(),
      date,
      description,
      imageUrl
    }
  }
}

/** The catalogue's identity of a concert: artist, venue and day, whatever the letter case. */
export const identityOf = (concert: { readonly artist: string; readonly venue: string; readonly date: string }): string =>
  `${concert.artist.trim().toLowerCase()}\u0000${concert.venue.trim().toLowerCase()}\u0000${concert.date}`
