/**
 * Which CSV column holds which concert field: the header aliases of spec §5, or the headerless order. Issue #31 adds
 * optional columns, read only under a header that names them: the show's status, its times, and one ticket link with
 * its label. A file without them reads as it always did.
 */

/** The spec's six fields, the only ones a headerless file has. */
export type SpecField = "artist" | "venue" | "city" | "date" | "description" | "imageUrl"

/** Issue #31's optional columns. */
export type ShowColumn = "status" | "startTime" | "doorsTime" | "ticketUrl" | "ticketLabel"

export type CsvField = SpecField | ShowColumn

export const HEADER_ALIASES: Readonly<Record<CsvField, ReadonlyArray<string>>> = {
  artist: ["artist", "band", "performer", "musician"],
  venue: ["venue", "location", "place", "hall", "theater", "theatre"],
  city: ["city", "town"],
  date: ["date", "show_date", "concert_date", "event_date", "when"],
  description: ["description", "desc", "notes", "details", "info"],
  // "url" stays the image's (spec §5): a ticket link's column says so.
  imageUrl: ["image_url", "image", "img", "photo", "picture", "url"],
  status: ["status", "show_status", "concert_status"],
  startTime: ["start_time", "time", "show_time", "starts"],
  doorsTime: ["doors", "doors_time", "doors_open"],
  ticketUrl: ["ticket_url", "tickets", "ticket_link", "ticket", "tickets_url"],
  ticketLabel: ["ticket_label"]
}

/** Without a header the columns are read in this order. */
export const HEADERLESS_ORDER: ReadonlyArray<SpecField> = ["artist", "venue", "city", "date", "description", "imageUrl"]

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

/**
 * The fields of one data row, by the column map; missing cells are empty. Issue #31's fields are present only when
 * the file has their column.
 */
export const fieldsOf = (cells: ReadonlyArray<string>, columns: ColumnMap): Record<SpecField, string> & Partial<Record<ShowColumn, string>> => {
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
    imageUrl: cell("imageUrl"),
    ...Object.fromEntries(SHOW_COLUMNS.filter((field) => columns[field] !== undefined).map((field) => [field, cell(field)]))
  }
}

const SHOW_COLUMNS: ReadonlyArray<ShowColumn> = ["status", "startTime", "doorsTime", "ticketUrl", "ticketLabel"]
