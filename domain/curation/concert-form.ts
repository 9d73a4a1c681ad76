/** The concert form's rules (spec §5): required fields with the spec's messages, an optional image URL. */
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_DATE_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_IMAGE_URL_LENGTH, MAX_VENUE_LENGTH } from "../concerts/contract.ts"
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
  const required = (field: ConcertField, value: string, message: string) => {
    if (value.trim() === "") issues.push({ field, message })
  }
  required("artist", input.artist, variant === "admin" ? "Artist name is required" : "Artist is required")
  required("venue", input.venue, "Venue is required")
  required("city", input.city, "City is required")
  required("date", input.date, "Date is required")
  const date = parseImportDate(input.date)
  if (input.date.trim() !== "" && date === null) issues.push({ field: "date", message: DATE_FORMAT_MESSAGE })
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
      description: blankToNull(input.description),
      imageUrl
    }
  }
}

/** The catalogue's identity of a concert: artist, venue and day, whatever the letter case. */
export const identityOf = (concert: { readonly artist: string; readonly venue: string; readonly date: string }): string =>
  `${concert.artist.trim().toLowerCase()}\u0000${concert.venue.trim().toLowerCase()}\u0000${concert.date}`
