/** Which CSV column holds which concert field: the header aliases of spec §5, or the headerless order. */

export type CsvField = "artist" | "venue" | "city" | "date" | "description" | "imageUrl"

export const HEADER_ALIASES: Readonly<Record<CsvField, ReadonlyArray<string>>> = {
  artist: ["artist", "band", "performer", "musician"],
  venue: ["venue", "location", "place", "hall", "theater", "theatre"],
  city: ["city", "town"],
  date: ["date", "show_date", "concert_date", "event_date", "when"],
  description: ["description", "desc", "notes", "details", "info"],
  imageUrl: ["image_url", "image", "img", "photo", "picture", "url"]
}

/** Without a header the columns are read in this order. */
export const HEADERLESS_ORDER: ReadonlyArray<CsvField> = ["artist", "venue", "city", "date", "description", "imageUrl"]

/** Column index of each field that the file has. */
export type ColumnMap = Partial<Record<CsvField, number>>

const aliasToField = new Map<string, CsvField>(
  Object.entries(HEADER_ALIASES).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field as CsvField] as const))
)

/** Any letter case; spaces and hyphens count as underscores ("Show Date" is show_date). */
export const fieldOfHeader = (cell: string): CsvField | undefined =>
  aliasToField.get(
    cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_")
  )

/**
 * The columns named by a header row, or null when the first row is data (none of its cells is an alias).
 * When two columns name the same field the first one wins.
 */
export const columnsOfHeader = (cells: ReadonlyArray<string>): ColumnMap | null => {
  const columns: ColumnMap = {}
  cells.forEach((cell, index) => {
    const field = fieldOfHeader(cell)
    if (field !== undefined && columns[field] === undefined) columns[field] = index
  })
  return Object.keys(columns).length === 0 ? null : columns
}

export const headerlessColumns: ColumnMap = Object.fromEntries(HEADERLESS_ORDER.map((field, index) => [field, index]))

/** The fields of one data row, by the column map; missing cells are empty. */
export const fieldsOf = (cells: ReadonlyArray<string>, columns: ColumnMap): Record<CsvField, string> => {
  const cell = (field: CsvField) => {
    const index = columns[field]
    return index === undefined ? "" : (cells[index] ?? "")
  }
  return {
    artist: cell("artist"),
    venue: cell("venue"),
    city: cell("city"),
    date: cell("date"),
    description: cell("description"),
    imageUrl: cell("imageUrl")
  }
}
