/**
 * The analytics page's date range: a preset (Last 4 weeks, Last 12 weeks, Last 12 months) or Custom, whose two days
 * are applied with Apply once they make a range (the server checks again; its message shows in the panels).
 */
import { type FormEvent, useState } from "react"
import { Button } from "../../../ui/button.tsx"
import { Form } from "../../../ui/form.tsx"
import { Select } from "../../../ui/select.tsx"
import { TextField } from "../../../ui/text-field.tsx"
import * as styles from "./analytics.css.ts"
import { type AnalyticsRange, customRangeIssues, presetRange, type RangePreset, rangePresetLabels, rangePresets } from "./range.ts"

const presetOptions = rangePresets.map((value) => ({ value, label: rangePresetLabels[value] }))

export interface RangeControlProps {
  readonly range: AnalyticsRange
  readonly today: string
  readonly onChange: (range: AnalyticsRange) => void
}

function CustomRange({ range, onChange }: Omit<RangeControlProps, "today">) {
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const issues = customRangeIssues(from, to)
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onChange({ preset: "custom", from, to })
  }
  return (
    <Form onSubmit={apply}>
      <div className={styles.customRange}>
        <TextField label="From" type="date" name="from" isRequired value={from} onChange={setFrom} validate={() => issues.from ?? null} />
        <TextField label="To" type="date" name="to" isRequired value={to} onChange={setTo} validate={() => issues.to ?? null} />
        <span className={styles.applyButton}>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </span>
      </div>
    </Form>
  )
}

export function RangeControl({ range, today, onChange }: RangeControlProps) {
  const choose = (preset: RangePreset) => onChange(preset === "custom" ? { ...range, preset } : presetRange(preset, today))
  return (
    <div className={styles.rangeBar}>
      <Select label="Date range" options={presetOptions} value={range.preset} onChange={choose} />
      {range.preset === "custom" && <CustomRange key={`${range.from}/${range.to}`} range={range} onChange={onChange} />}
    </div>
  )
}
