/** The MusicEvent JSON-LD of a changed show (issue #31): its status, times with their offset, and ticket offers. */
import { describe, expect, it } from "vitest"
import type { PublicConcert } from "../../../domain/concerts/discovery-contract.ts"
import { concertMeta, zonedDateTime } from "./concert-head.ts"

const base: PublicConcert = {
  id: "c-1",
  artist: "Wilco",
  venue: "Metro",
  city: "Chicago",
  date: "2026-12-05" as PublicConcert["date"],
  imageUrl: null,
  status: "scheduled",
  statusReason: null,
  previousDate: null,
  previousVenue: null,
  startTime: null,
  doorsTime: null,
  timeZone: null,
  ticketLinks: []
}

const jsonLd = (concert: Partial<PublicConcert>) => concertMeta({ ...base, ...concert }, "https://soundcheck.example").jsonLd as Record<string, unknown>

describe("a concert's MusicEvent JSON-LD", () => {
  it("a whole-day scheduled concert is its day, scheduled, without offers (as before issue #31)", () => {
    const ld = jsonLd({})
    expect(ld).toMatchObject({ startDate: "2026-12-05", eventStatus: "https://schema.org/EventScheduled" })
    expect(ld).not.toHaveProperty("offers")
    expect(ld).not.toHaveProperty("doorTime")
  })

  it("says each status in schema.org's words, and a reschedule's earlier day", () => {
    expect(jsonLd({ status: "cancelled" }).eventStatus).toBe("https://schema.org/EventCancelled")
    expect(jsonLd({ status: "postponed" }).eventStatus).toBe("https://schema.org/EventPostponed")
    expect(jsonLd({ status: "moved", previousVenue: "Thalia Hall" }).eventStatus).toBe("https://schema.org/EventScheduled")
    expect(jsonLd({ status: "rescheduled", previousDate: "2026-11-20" as PublicConcert["date"] })).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: "2026-11-20"
    })
  })

  it("gives the start and the doors with the zone's offset on that day, winter and summer", () => {
    expect(jsonLd({ startTime: "20:00", doorsTime: "19:00", timeZone: "America/Chicago" })).toMatchObject({
      startDate: "2026-12-05T20:00:00-06:00",
      doorTime: "2026-12-05T19:00:00-06:00"
    })
    expect(zonedDateTime("2026-07-04", "20:30", "Europe/Berlin")).toBe("2026-07-04T20:30:00+02:00")
    expect(zonedDateTime("2026-01-10", "19:00", "Asia/Kolkata")).toBe("2026-01-10T19:00:00+05:30")
    // Doors only: the event starts when they open.
    expect(jsonLd({ doorsTime: "18:00", timeZone: "Europe/Berlin" }).startDate).toBe("2026-12-05T18:00:00+01:00")
  })

  it("lists the ticket links as offers: sold out, presale with its opening, on sale", () => {
    const onSale = Date.parse("2026-10-01T10:00:00Z")
    const ld = jsonLd({
      ticketLinks: [
        { label: "Tickets", url: "https://tickets.example/1", onSaleAt: null },
        { label: "Presale", url: "https://tickets.example/2", onSaleAt: onSale },
        { label: "Sold out", url: "https://tickets.example/3", onSaleAt: null }
      ]
    })
    expect(ld.offers).toEqual([
      { "@type": "Offer", name: "Tickets", url: "https://tickets.example/1", availability: "https://schema.org/InStock" },
      {
        "@type": "Offer",
        name: "Presale",
        url: "https://tickets.example/2",
        availability: "https://schema.org/PreSale",
        validFrom: "2026-10-01T10:00:00.000Z"
      },
      { "@type": "Offer", name: "Sold out", url: "https://tickets.example/3", availability: "https://schema.org/SoldOut" }
    ])
  })
})
