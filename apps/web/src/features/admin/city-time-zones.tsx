/**
 * /admin/settings, City Time Zones (issue #31): each city's IANA zone, in which its concerts' times are; a city
 * without one uses the server's. Set or change one with the form; Remove returns a city to the server's zone.
 */
import { type FormEvent, useId, useState } from "react"
import { MAX_CITY_LENGTH } from "../../../../../domain/kernel/caps.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Form } from "../../ui/form.tsx"
import { Loading } from "../../ui/loading.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import * as styles from "./admin.css.ts"
import { useCityTimeZones, useSetCityTimeZone } from "./api/city-time-zones.ts"
import { canonicalTimeZone } from "./time-zone-name.ts"

function CityTimeZoneForm({ cityId }: { readonly cityId: string }) {
  const [city, setCity] = useState("")
  const [zone, setZone] = useState("")
  const save = useSetCityTimeZone()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const timeZone = canonicalTimeZone(zone)
    if (save.isPending || timeZone === null) return
    save.mutate(
      { city: city.trim(), timeZone },
      {
        onSuccess: () => {
          toast.success("Time zone saved", `${city.trim()}: ${timeZone}`)
          setCity("")
          setZone("")
        },
        onError: (error) => toast.error("Failed to save time zone", error.message)
      }
    )
  }

  return (
    <Form onSubmit={submit}>
      <TextField id={cityId} label="City" name="city" isRequired maxLength={MAX_CITY_LENGTH} value={city} onChange={setCity} />
      <TextField
        label="Time zone"
        name="timeZone"
        isRequired
        maxLength={64}
        description="An IANA name, such as Europe/Berlin or America/Chicago."
        value={zone}
        onChange={setZone}
        validate={(value) => (value.trim() === "" || canonicalTimeZone(value) !== null ? null : "Please enter a valid IANA time zone")}
      />
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {save.isPending ? "Saving..." : "Save Time Zone"}
        </Button>
      </div>
    </Form>
  )
}

/** A removed city's button goes with its row: the focus goes on to the form's City field. */
function ZoneList({ cityId }: { readonly cityId: string }) {
  const zones = useCityTimeZones()
  const clear = useSetCityTimeZone()
  if (zones.isPending) return <Loading />
  if (zones.isError) return <p role="alert">Failed to load time zones</p>
  if (zones.data.length === 0) return <p className={pageStyles.muted}>No city has its own time zone yet: every concert's times are in the server's.</p>
  return (
    <ul className={styles.list} aria-label="Cities' time zones">
      {zones.data.map(({ city, timeZone }) => (
        <li key={city} className={styles.listItem}>
          <span>
            <strong>{city}</strong>: {timeZone}
          </span>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Remove the time zone of ${city}`}
            isBusy={clear.isPending && clear.variables.city === city}
            onPress={() =>
              clear.mutate(
                { city, timeZone: null },
                {
                  onSuccess: () => {
                    toast.success("Time zone removed", `${city} uses the server's time zone.`)
                    requestAnimationFrame(() => document.getElementById(cityId)?.focus())
                  },
                  onError: (error) => toast.error("Failed to remove time zone", error.message)
                }
              )
            }
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  )
}

export function CityTimeZones() {
  const cityId = useId()
  return (
    <Card title="City Time Zones">
      <p className={pageStyles.muted}>Concert times are the venue's local time, in its city's zone.</p>
      <ZoneList cityId={cityId} />
      <CityTimeZoneForm cityId={cityId} />
    </Card>
  )
}
