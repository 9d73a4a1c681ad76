/** The README's Configuration table, as the settings define it; `npm run docs:config` prints it. */
import { settings, toolVariables } from "./settings.ts"

export interface TableRow {
  readonly name: string
  readonly default: string
  readonly meaning: string
}

export const tableRows = (): ReadonlyArray<TableRow> =>
  [...Object.values(settings), ...toolVariables].map(({ name, default: shown, meaning }) => ({ name, default: shown, meaning }))

export const configurationTable = (): string =>
  ["| variable | default | meaning |", "|---|---|---|", ...tableRows().map((row) => `| \`${row.name}\` | ${row.default} | ${row.meaning} |`)].join("\n")

if (import.meta.main) console.log(configurationTable())
