/**
 * The public face of a shared concert link (issue #28): what a link preview reads in the HTML before any script runs
 * (the title, Open Graph and Twitter tags, the canonical link and schema.org MusicEvent JSON-LD), made of the
 * catalogue's facts only, and the web client's shell cut once into the parts around them.
 */
import type { PublicConcert } from "../../../domain/concerts/discovery-contract.ts"
import type { ConcertStatus, TicketLink } from "../../../domain/concerts/show.ts"
import { isKnownZone, wallInstant, zoneOffsetAt } from "../../../domain/concerts/vtimezone.ts"
import { escapeHtml } from "../openapi/schema-html.ts"

/** The card shown when a concert has no image of its own (apps/web/public/og-default.png). */
export const DEFAULT_CARD = { path: "/og-default.png", width: 1200, height: 630 } as const

/** Text for an HTML attribute value in double quotes or for an element's text (the OpenAPI page's escaper). */
export { escapeHtml }

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029"
}

/**
 * JSON for a `<script type="application/ld+json">` block: the same JSON value, with `<`, `>` and `&` written as
 * escapes, so no text in it can close the element or open a comment, and the two line separators JavaScript once
 * refused written out too.
 */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!)

/** An image address a link preview may be handed, as the URL parser writes it: an absolute http(s) URL, else null. */
export const webImage = (url: string | null): string | null => {
  const parsed = url === null ? null : URL.parse(url)
  return parsed !== null && (parsed.protocol === "https:" || parsed.protocol === "http:") ? parsed.href : null
}

/** The spec's day format (short weekday, month, day), with the year a shared link needs; a concert's day is a UTC day. */
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })
export const shareDay = (date: string): string => dayFormat.format(Date.parse(`${date}T00:00:00Z`))

/**
 * schema.org's EventStatusType of a show's status (issue #31). A move to another venue is still a scheduled event
 * (schema.org has no status for it; the location is the new venue).
 */
const EVENT_STATUS: Readonly<Record<ConcertStatus, string>> = {
  scheduled: "https://schema.org/EventScheduled",
  moved: "https://schema.org/EventScheduled",
  rescheduled: "https://schema.org/EventRescheduled",
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled"
}

/** A wall-clock time of the concert's day in its zone as ISO 8601 with its offset (2026-12-05T20:00:00-06:00). */
export const zonedDateTime = (date: string, time: string, zone: string): string => {
  const offset = zoneOffsetAt(zone, wallInstant(zone, `${date}T${time}`))
  const minutes = Math.round(Math.abs(offset) / 60_000)
  const two = (n: number) => String(n).padStart(2, "0")
  return `${date}T${time}:00${offset < 0 ? "-" : "+"}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
}

/** A ticket link as a schema.org Offer: sold out, a presale, or on sale; `validFrom` when sales open at a known time. */
const offerOf = (link: TicketLink) => ({
  "@type": "Offer",
  name: link.label,
  url: link.url,
  availability:
    link.label === "Sold out" ? "https://schema.org/SoldOut" : link.label === "Presale" ? "https://schema.org/PreSale" : "https://schema.org/InStock",
  ...(link.onSaleAt === null ? {} : { validFrom: new Date(link.onSaleAt).toISOString() })
})

/**
 * The show's times (issue #31): the start (or the doors when only they are known) and the doors, with the zone's
 * offset; the day alone for a whole-day concert or a zone the runtime does not know.
 */
const showTimes = (concert: PublicConcert) => {
  const zone = concert.timeZone
  const start = concert.startTime ?? concert.doorsTime
  if (zone === null || start === null || !isKnownZone(zone)) return { startDate: concert.date }
  return {
    startDate: zonedDateTime(concert.date, start, zone),
    ...(concert.doorsTime === null ? {} : { doorTime: zonedDateTime(concert.date, concert.doorsTime, zone) })
  }
}

/** What the tags say of a concert, before escaping. */
export const concertMeta = (concert: PublicConcert, publicUrl: string) => {
  const url = `${publicUrl}/concerts/${concert.id}`
  const own = webImage(concert.imageUrl)
  const ownImage = own !== null
  const image = own ?? `${publicUrl}${DEFAULT_CARD.path}`
  const day = shareDay(concert.date)
  const name = `${concert.artist} at ${concert.venue}`
  return {
    url,
    image,
    ownImage,
    title: `${name}, ${concert.city} — ${day} — Soundcheck`,
    ogTitle: `${name}, ${concert.city}`,
    description: `${day} at ${concert.venue}, ${concert.city}. Find concerts and go with friends on Soundcheck.`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      name,
      ...showTimes(concert),
      eventStatus: EVENT_STATUS[concert.status],
      ...(concert.status === "rescheduled" && concert.previousDate !== null ? { previousStartDate: concert.previousDate } : {}),
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: concert.venue,
        address: { "@type": "PostalAddress", addressLocality: concert.city }
      },
      performer: { "@type": "MusicGroup", name: concert.artist },
      image: [image],
      url,
      ...(concert.ticketLinks.length === 0 ? {} : { offers: concert.ticketLinks.map(offerOf) })
    }
  }
}

/** The head's tags for a concert's page: the same for every visitor, signed in or not. */
export const concertHead = (concert: PublicConcert, publicUrl: string): string => {
  const meta = concertMeta(concert, publicUrl)
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}" />`
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named("description", meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property("og:type", "website"),
    property("og:site_name", "Soundcheck"),
    property("og:title", meta.ogTitle),
    property("og:description", meta.description),
    property("og:url", meta.url),
    property("og:image", meta.image),
    ...(meta.ownImage ? [] : [property("og:image:width", String(DEFAULT_CARD.width)), property("og:image:height", String(DEFAULT_CARD.height))]),
    property("og:image:alt", meta.ogTitle),
    named("twitter:card", "summary_large_image"),
    `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`
  ].join("\n    ")
}

/** The shell cut around the place of a page's own head tags. */
export interface ShellTemplate {
  readonly before: string
  readonly after: string
}

/** The shell's elements a concert's page replaces rather than repeats. */
const REPLACED: ReadonlyArray<{ readonly start: string; readonly end: string }> = [
  { start: "<title", end: "</title>" },
  { start: '<meta name="description"', end: ">" },
  { start: '<meta property="og:', end: ">" },
  { start: '<meta name="twitter:', end: ">" },
  { start: '<link rel="canonical"', end: ">" },
  { start: '<script type="application/ld+json"', end: "</script>" }
]

/** ASCII letters in lower case, every other character as it is (the same length, so indexes agree). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase())

/**
 * Cuts the shell where a page's own head tags go: its generic title, description, Open Graph, Twitter, canonical and
 * JSON-LD elements in the head are taken out, and the cut is where the first of them was, or else before the head's
 * first script (so the tags come before any script), or else at the end of the head.
 */
export const shellTemplate = (shell: string): ShellTemplate => {
  let html = shell
  let cut: number | undefined
  for (;;) {
    const lower = asciiLower(html)
    const headEnd = lower.indexOf("</head>")
    const limit = headEnd === -1 ? html.length : headEnd
    const found = REPLACED.map((r) => ({ r, at: lower.indexOf(r.start) }))
      .filter(({ at }) => at !== -1 && at < limit)
      .sort((a, b) => a.at - b.at)[0]
    if (found === undefined) {
      const script = lower.indexOf("<script")
      const fallback = script !== -1 && script < limit ? script : limit
      const at = cut === undefined || cut > fallback ? fallback : cut
      return { before: html.slice(0, at), after: html.slice(at) }
    }
    const endAt = lower.indexOf(found.r.end, found.at + found.r.start.length)
    let end = endAt === -1 ? html.length : endAt + found.r.end.length
    let start = found.at
    // The element's line goes with it: its indentation before, its line break after.
    while (start > 0 && (html[start - 1] === " " || html[start - 1] === "\t")) start--
    if (html[end] === "\n") end++
    else if (html.slice(end, end + 2) === "\r\n") end += 2
    html = html.slice(0, start) + html.slice(end)
    cut = cut === undefined ? start : Math.min(cut, start)
  }
}

/** The shell with a page's head tags at the cut, indented like the head's own. */
export const withHead = (template: ShellTemplate, head: string): string => `${template.before}    ${head}\n${template.after}`
