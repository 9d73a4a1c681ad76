/** /settings: the time zone of the weekly digest, which arrives on the local Monday morning (default: the server's). */
import { Card } from "../../ui/card.tsx"
import { Loading } from "../../ui/loading.tsx"
import { Select, type SelectOption } from "../../ui/select.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useSetTimeZone, useTimeZone } from "./api/time-zone.ts"

/** The option for "no zone chosen"; no IANA name is a single lower-case word. */
const SERVER = "server"

const zoneOptions: ReadonlyArray<SelectOption<string>> = Intl.supportedValuesOf("timeZone").map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))

export function TimeZoneCard() {
  const setting = useTimeZone()
  const save = useSetTimeZone()
  const change = (value: string) =>
    save.mutate(
      { timeZone: value === SERVER ? null : value },
      {
        onSuccess: () => toast.success("Time zone saved"),
        onError: (error) => toast.error("Failed to save the time zone", error.message)
      }
    )
  return (
    <Card title="Digest time zone">
      {setting.isPending && <Loading />}
      {setting.isError && <p role="alert">Failed to load the time zone</p>}
      {setting.data !== undefined && (
        <Select
          label="The weekly digest arrives on Monday at 8:00 in this time zone"
          options={[{ value: SERVER, label: `Server time (${setting.data.serverTimeZone})` }, ...zoneOptions]}
          value={save.isPending && save.variables !== undefined ? (save.variables.timeZone ?? SERVER) : (setting.data.timeZone ?? SERVER)}
          onChange={change}
          isDisabled={save.isPending}
        />
      )}
    </Card>
  )
}
