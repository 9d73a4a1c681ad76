/** Points out the concerts a suggestion probably repeats; the fan may still suggest it. */
import type { ConcertDto } from "../../../../../domain/concerts/contract.ts"

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })
/** A calendar day (YYYY-MM-DD) read and shown at UTC midnight, so no time zone moves it. */
const formatDay = (date: string): string => dayFormat.format(new Date(`${date}T00:00:00Z`))

export function DuplicateNotice({ candidates }: { readonly candidates: ReadonlyArray<ConcertDto> }) {
  return (
    <div role="alert">
      <p>
        <strong>This concert may already be listed:</strong>
      </p>
      <ul>
        {candidates.map((c) => (
          <li key={c.id}>
            {c.artist} at {c.venue}, {c.city}, {formatDay(c.date)}
          </li>
        ))}
      </ul>
      <p>If it is a different show, choose Suggest Anyway.</p>
    </div>
  )
}
