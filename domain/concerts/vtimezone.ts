/**
 * VTIMEZONE components (RFC 5545 §3.6.5) generated from the runtime's time zone data (Intl), pure: for each range
 * of years a calendar's events fall in, the offset in force at its start and every transition within it, each as
 * its own STANDARD or DAYLIGHT observance, so that any calendar app resolves `DTSTART;TZID=…` to the right instant
 * without a zone database of its own.
 */

const SECOND = 1000
const DAY = 86_400_000

const formatters = new Map<string, Intl.DateTimeFormat | null>()

/** A formatter of the zone's wall clock, or null when the runtime does not know the zone. */
const wallClockOf = (zone: string): Intl.DateTimeFormat | null => {
  let formatter = formatters.get(zone)
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric"
      })
    } catch {
      formatter = null
    }
    // Zones come from the catalogue (admin-set, checked): few; the bound only guards against a flood of names.
    if (formatters.size >= 1000) formatters.clear()
    formatters.set(zone, formatter)
  }
  return formatter
}

/** The characters of an IANA zone name (the database's check): nothing a TZID parameter would have to quote. */
const ZONE_NAME = /^[A-Za-z0-9_+/-]{1,64}$/

/** Whether the runtime knows the IANA zone (aliases such as Asia/Calcutta included); offsets such as "+01:00" are not zones here. */
export const isKnownZone = (zone: string): boolean => ZONE_NAME.test(zone) && wallClockOf(zone) !== null

/** A UTC instant from calendar fields, years below 100 included (which `Date.UTC` reads as 19xx). */
const utcOf = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number => {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, 0)
  return date.getTime()
}

/** The zone's offset from UTC at `instant`, in milliseconds (whole seconds); the zone must be known. */
export const zoneOffsetAt = (zone: string, instant: number): number => {
  const formatter = wallClockOf(zone)
  if (formatter === null) throw new RangeError(`unknown time zone: ${zone}`)
  const at = Math.floor(instant / SECOND) * SECOND
  const part: Record<string, number> = {}
  for (const p of formatter.formatToParts(at)) if (p.type !== "literal") part[p.type] = Number(p.value)
  const wall = utcOf(part.year ?? 0, part.month ?? 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0)
  return wall - at
}

/** A change of the zone's offset: the first instant (epoch ms) of the new offset. */
export interface ZoneTransition {
  readonly at: number
  readonly from: number
  readonly to: number
}

/**
 * The zone's transitions in [from, to): scanned a day at a time (no zone changes its offset twice within a day), each
 * narrowed to its second by bisection.
 */
export const zoneTransitions = (zone: string, from: number, to: number): ReadonlyArray<ZoneTransition> => {
  const found: Array<ZoneTransition> = []
  let at = from
  let offset = zoneOffsetAt(zone, from)
  while (at < to) {
    const step = Math.min(at + DAY, to)
    if (zoneOffsetAt(zone, step) === offset) {
      at = step
      continue
    }
    let [lo, hi] = [at, step]
    while (hi - lo > SECOND) {
      const mid = lo + Math.floor((hi - lo) / (2 * SECOND)) * SECOND
      if (zoneOffsetAt(zone, mid) === offset) lo = mid
      else hi = mid
    }
    const next = zoneOffsetAt(zone, hi)
    found.push({ at: hi, from: offset, to: next })
    at = hi
    offset = next
  }
  return found
}

/** A UTC offset as RFC 5545 writes it: +0100, -0500, +0530 (seconds only when there are any; never -0000). */
export const utcOffset = (millis: number): string => {
  const total = Math.round(Math.abs(millis) / SECOND)
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  const two = (n: number) => String(n).padStart(2, "0")
  return `${millis < 0 ? "-" : "+"}${two(h)}${two(m)}${s === 0 ? "" : two(s)}`
}

/** An instant as a local DATE-TIME (no zone) at the given offset: 20260329T020000. */
const localStamp = (instant: number, offset: number): string => new Date(instant + offset).toISOString().slice(0, 19).replace(/[-:]/g, "")

const namers = new Map<string, ReadonlyArray<Intl.DateTimeFormat>>()

/** The zone's abbreviation at an instant when the runtime has one in letters (CET, EDT, BST); else none. */
export const zoneAbbreviation = (zone: string, instant: number): string | null => {
  if (!isKnownZone(zone)) return null
  let formats = namers.get(zone)
  if (formats === undefined) {
    // en-US names America's zones (EST), en-GB Europe's (CET, BST); both say "GMT+5:30" where they know no letters.
    formats = ["en-US", "en-GB"].map((locale) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }))
    namers.set(zone, formats)
  }
  for (const format of formats) {
    const name = format.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value
    if (name !== undefined && /^[A-Z]{2,6}$/.test(name)) return name
  }
  return null
}

/** The instant of a wall-clock "YYYY-MM-DDTHH:MM" in a known zone (in a gap or an overlap, by the offset before it). */
export const wallInstant = (zone: string, wall: string): number => {
  const naive = Date.parse(`${wall}:00Z`)
  return naive - zoneOffsetAt(zone, naive - zoneOffsetAt(zone, naive))
}

interface Observance {
  readonly start: number
  readonly from: number
  readonly to: number
}

/** The years as ranges of consecutive years, each as the UTC span that holds every local moment of it. */
const spansOf = (years: ReadonlyArray<number>): ReadonlyArray<readonly [number, number]> => {
  const sorted = [...new Set(years)].sort((a, b) => a - b)
  const spans: Array<[number, number]> = []
  for (const year of sorted) {
    // No zone is more than 14 hours from UTC: a day either side covers the local year.
    const [from, to] = [utcOf(year, 1, 1) - DAY, utcOf(year + 1, 1, 1) + DAY]
    const last = spans.at(-1)
    if (last !== undefined && from <= last[1]) last[1] = to
    else spans.push([from, to])
  }
  return spans
}

const MAX_GENERATED = 256
const generated = new Map<string, ReadonlyArray<string>>()

const generate = (zone: string, years: ReadonlyArray<number>): ReadonlyArray<string> => {
  const observances: Array<Observance & { readonly standard: number }> = []
  let current: number | null = null
  for (const [from, to] of spansOf(years)) {
    const first = zoneOffsetAt(zone, from)
    const transitions = zoneTransitions(zone, from, to)
    const standard = Math.min(first, ...transitions.map((t) => t.to))
    if (current !== first) observances.push({ start: from, from: current ?? first, to: first, standard })
    for (const t of transitions) observances.push({ start: t.at, from: t.from, to: t.to, standard })
    current = transitions.at(-1)?.to ?? first
  }
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    ...observances.flatMap((o) => {
      const kind = o.to > o.standard ? "DAYLIGHT" : "STANDARD"
      const name = zoneAbbreviation(zone, o.start)
      return [
        `BEGIN:${kind}`,
        // The onset in the local time before it (RFC 5545 §3.8.2.4).
        `DTSTART:${localStamp(o.start, o.from)}`,
        `TZOFFSETFROM:${utcOffset(o.from)}`,
        `TZOFFSETTO:${utcOffset(o.to)}`,
        ...(name === null ? [] : [`TZNAME:${name}`]),
        `END:${kind}`
      ]
    }),
    "END:VTIMEZONE"
  ]
}

/**
 * The zone's VTIMEZONE for events in the given years: the offset in force at the start of each range of years, then
 * one observance per transition. An observance moving to more than the range's smallest offset is DAYLIGHT, any other
 * STANDARD, so a zone without DST has a single STANDARD. Empty for a zone the runtime does not know.
 */
export const vtimezoneLines = (zone: string, years: ReadonlyArray<number>): ReadonlyArray<string> => {
  if (!isKnownZone(zone) || years.length === 0) return []
  const key = `${zone} ${[...new Set(years)].sort((a, b) => a - b).join(",")}`
  const known = generated.get(key)
  if (known !== undefined) return known
  const lines = generate(zone, years)
  // Feeds are read again and again with the same zones and years: a few milliseconds each saved; bounded, oldest out.
  if (generated.size >= MAX_GENERATED) generated.delete(generated.keys().next().value ?? "")
  generated.set(key, lines)
  return lines
}
