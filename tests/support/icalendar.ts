/** Reads served calendars with a real iCalendar parser (ical.js), as a calendar app would. */
import ICAL from "ical.js"

export interface ParsedEvent {
  readonly uid: string
  readonly summary: string
  readonly location: string
  readonly description: string
  /** YYYY-MM-DD */
  readonly start: string
  readonly end: string
  /** The start and end as ical.js writes them: YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS (with Z in UTC). */
  readonly startAt: string
  readonly endAt: string
  /** A date-time without a zone: the same wall-clock time wherever the calendar is read. */
  readonly floating: boolean
  readonly allDay: boolean
  readonly stamp: string
}

export interface ParsedCalendar {
  readonly prodid: string
  readonly version: string
  readonly calscale: string
  readonly method: string
  readonly events: ReadonlyArray<ParsedEvent>
}

const text = (c: ICAL.Component, name: string): string => String(c.getFirstPropertyValue(name) ?? "")

export const parseCalendar = (ics: string): ParsedCalendar => {
  const root = new ICAL.Component(ICAL.parse(ics))
  if (root.name !== "vcalendar") throw new Error(`not a calendar: ${root.name}`)
  return {
    prodid: text(root, "prodid"),
    version: text(root, "version"),
    calscale: text(root, "calscale"),
    method: text(root, "method"),
    events: root.getAllSubcomponents("vevent").map((c) => {
      const event = new ICAL.Event(c)
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        start: event.startDate.toString().slice(0, 10),
        end: event.endDate.toString().slice(0, 10),
        startAt: event.startDate.toString(),
        endAt: event.endDate.toString(),
        floating: !event.startDate.isDate && event.startDate.zone?.tzid === "floating",
        allDay: event.startDate.isDate && event.endDate.isDate,
        stamp: (c.getFirstPropertyValue("dtstamp") as ICAL.Time).toString()
      }
    })
  }
}
