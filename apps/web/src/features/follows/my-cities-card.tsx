/**
 * /settings (issue #32): "My Cities", the catalogue's cities the fan goes to concerts in. Alerts for followed artists
 * come from these cities only (none picked: from everywhere), and the concerts page's My Cities choice lists them.
 */
import { useState } from "react"
import { MAX_FAN_CITIES } from "../../../../../domain/follows/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { CheckboxGroup } from "../../ui/checkbox-group.tsx"
import { Loading } from "../../ui/loading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useCities } from "../concerts/api/cities.ts"
import { failureMessage } from "../friends/failure.ts"
import { useSetFanCities } from "./api/fan-cities.ts"
import { useFollows } from "./api/follows.ts"
import { cityChoices } from "./city-choices.ts"

function CitiesForm({ catalogue, saved }: { readonly catalogue: ReadonlyArray<string>; readonly saved: ReadonlyArray<string> }) {
  const choices = cityChoices(catalogue, saved)
  const [chosen, setChosen] = useState<ReadonlyArray<string>>(choices.chosen)
  const save = useSetFanCities()
  const tooMany = chosen.length > MAX_FAN_CITIES
  const submit = () => {
    if (save.isPending) return
    if (tooMany) return void toast.error(`Pick at most ${MAX_FAN_CITIES} cities`)
    save.mutate(chosen, {
      onSuccess: () => toast.success("Cities saved"),
      onError: (error) => toast.error("Failed to save cities", failureMessage(error))
    })
  }
  if (choices.options.length === 0) return <p className={pageStyles.muted}>No concerts have a city yet.</p>
  return (
    <>
      <CheckboxGroup
        label="Cities you go to concerts in"
        description={`Alerts for artists you follow come from these cities; with none picked, from everywhere. At most ${MAX_FAN_CITIES}.`}
        options={choices.options}
        value={chosen}
        onChange={setChosen}
      />
      {tooMany && <p role="alert">Pick at most {MAX_FAN_CITIES} cities.</p>}
      <div className={pageStyles.actions}>
        <Button isBusy={save.isPending} onPress={submit}>
          {save.isPending ? "Saving..." : "Save Cities"}
        </Button>
      </div>
    </>
  )
}

export function MyCitiesCard() {
  const cities = useCities()
  const follows = useFollows()
  const failed = cities.isError || follows.isError
  return (
    <Card title="My Cities">
      {failed && <p role="alert">Failed to load your cities</p>}
      {!failed && (cities.data === undefined || follows.data === undefined) && <Loading />}
      {cities.data !== undefined && follows.data !== undefined && <CitiesForm catalogue={cities.data.cities} saved={follows.data.cities} />}
    </Card>
  )
}
