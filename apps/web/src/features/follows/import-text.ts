/** The words of "Import artists" on /settings: the preview's summary, the button, the outcome, the file check. */
import type { ImportArtistsDto } from "../../../../../domain/follows/contract.ts"
import { MAX_IMPORT_TEXT_LENGTH, MAX_IMPORTED_ARTISTS } from "../../../../../domain/follows/contract.ts"

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`

/** How many artists an import follows: those the catalogue has and those it has not yet. */
export const importCount = (preview: ImportArtistsDto): number => preview.matched.length + preview.unmatched.length

/** "2 artists in the catalogue, 1 not in it yet (followed anyway). 3 lines left out (blank, repeated or too long)." */
export const importSummary = (preview: ImportArtistsDto): string => {
  const parts = [`${plural(preview.matched.length, "artist", "artists")} in the catalogue`, `${preview.unmatched.length} not in it yet (followed anyway)`]
  const skipped = preview.skipped === 0 ? "" : ` ${plural(preview.skipped, "line", "lines")} left out (blank, repeated or too long).`
  return `${parts.join(", ")}.${skipped}`
}

/** The import button: "Follow 1 artist", "Follow 12 artists". */
export const followArtistsText = (count: number): string => `Follow ${plural(count, "artist", "artists")}`

/** The toast after the import: how many are newly followed (the rest were followed already). */
export const importDoneText = (followed: number): string =>
  followed === 0 ? "You already follow all of them" : `Now following ${plural(followed, "more artist", "more artists")}`

/** An import that is over the cap says so before the button is pressed. */
export const overCapText = (preview: ImportArtistsDto): string | null =>
  importCount(preview) > MAX_IMPORTED_ARTISTS ? `At most ${MAX_IMPORTED_ARTISTS} artists at a time: split the list.` : null

/** The files the picker takes: plain text or CSV, by name (a music library export is one of these). */
export const isArtistListFileName = (name: string): boolean => /\.(txt|csv)$/i.test(name)

/** Why a chosen file cannot be read into the list, or null when it can. */
export const fileRefusal = (name: string, size: number): string | null => {
  if (!isArtistListFileName(name)) return "Choose a .txt or .csv file"
  // UTF-8 takes at least a byte a character: a file over four bytes a character is surely too long.
  if (size > MAX_IMPORT_TEXT_LENGTH * 4) return "The file is too long"
  return null
}

/** The text read from a file as the list field takes it: without a byte order mark, and null when too long. */
export const listFromFileText = (text: string): string | null => {
  const withoutBom = text.startsWith("\uFEFF") ? text.slice(1) : text
  return withoutBom.length > MAX_IMPORT_TEXT_LENGTH ? null : withoutBom
}
