/**
 * The admin concert form's show fields (issue #31): start and doors times in the venue's clock, and up to 5 ticket
 * links (label, https address, optional on-sale time). The server's messages for them show as the form's others do.
 */
import { useId } from "react"
import { MAX_TICKET_URL_LENGTH, TICKET_LABELS, type TicketLabel } from "../../../../../../domain/concerts/show.ts"
import { ticketUrlIssue } from "../../../../../../domain/curation/concert-form.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Select } from "../../../ui/select.tsx"
import { TextField } from "../../../ui/text-field.tsx"
import * as styles from "./show-fields.css.ts"
import type { FieldErrors } from "./save-failure.ts"
import { addTicketLink, canAddTicketLink, type ShowValues, type TicketLinkRow } from "./show-values.ts"

const labelOptions = TICKET_LABELS.map((label) => ({ value: label, label }))

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

export interface ShowFieldsProps {
  readonly values: ShowValues
  readonly onChange: (values: ShowValues) => void
  readonly serverErrors: FieldErrors
}

export function ShowFields({ values, onChange, serverErrors }: ShowFieldsProps) {
  const linksHeading = useId()
  const addId = useId()
  const update = (key: number, change: Partial<Omit<TicketLinkRow, "key">>) =>
    onChange({ ...values, ticketLinks: values.ticketLinks.map((row) => (row.key === key ? { ...row, ...change } : row)) })
  const remove = (key: number) => {
    onChange({ ...values, linksKnown: true, ticketLinks: values.ticketLinks.filter((row) => row.key !== key) })
    // The pressed button is gone with its row: the focus goes on to Add ticket link, not to the top of the page.
    requestAnimationFrame(() => document.getElementById(addId)?.focus())
  }
  const linkError = serverErrors.ticketLinks
  return (
    <>
      <div className={styles.times}>
        <TextField
          label="Doors time"
          name="doorsTime"
          type="time"
          description="Optional; the venue's local time."
          value={values.doorsTime}
          onChange={(doorsTime) => onChange({ ...values, doorsTime })}
        />
        <TextField
          label="Start time"
          name="startTime"
          type="time"
          description="Optional; without one the concert is a whole-day event."
          value={values.startTime}
          onChange={(startTime) => onChange({ ...values, startTime })}
        />
      </div>
      <section aria-labelledby={linksHeading} className={styles.links}>
        <h2 id={linksHeading} className={styles.heading}>
          Ticket links
        </h2>
        <p className={pageStyles.muted}>Up to 5, shown on the concert's page in this order. Addresses must start with https://.</p>
        {values.ticketLinks.map((row, index) => (
          <fieldset key={row.key} className={styles.link}>
            <legend className={styles.legend}>Ticket link {index + 1}</legend>
            <Select<TicketLabel> label="Label" options={labelOptions} value={row.label} onChange={(label) => update(row.key, { label })} />
            <TextField
              label="URL"
              type="url"
              isRequired
              maxLength={MAX_TICKET_URL_LENGTH}
              value={row.url}
              onChange={(url) => update(row.key, { url })}
              validate={(url) => {
                const issue = ticketUrlIssue(url.trim())
                return issue === null ? null : sentence(issue)
              }}
            />
            <TextField
              label="On sale from"
              type="datetime-local"
              description="Optional; your local time."
              value={row.onSale}
              onChange={(onSale) => update(row.key, { onSale })}
            />
            <div className={pageStyles.actions}>
              <Button variant="ghost" size="small" aria-label={`Remove ticket link ${index + 1}`} onPress={() => remove(row.key)}>
                Remove
              </Button>
            </div>
          </fieldset>
        ))}
        {linkError !== undefined && (
          <p role="alert" className={styles.error}>
            {linkError}
          </p>
        )}
        <div className={pageStyles.actions}>
          <Button id={addId} variant="secondary" size="small" isDisabled={!canAddTicketLink(values)} onPress={() => onChange(addTicketLink(values))}>
            Add ticket link
          </Button>
        </div>
      </section>
    </>
  )
}
