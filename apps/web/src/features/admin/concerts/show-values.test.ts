import { describe, expect, it } from "vitest"
import { addTicketLink, canAddTicketLink, fromLocalInput, showBodyOf, showValuesOf, toLocalInput } from "./show-values.ts"

const concert = { startTime: "20:00", doorsTime: null, ticketLinks: [{ label: "Presale" as const, url: "https://t.example/p", onSaleAt: null }] }

describe("the admin form's show fields", () => {
  it("an on-sale time typed in the admin's clock comes back as typed", () => {
    const instant = fromLocalInput("2026-12-04T10:00")
    expect(instant).not.toBeNull()
    expect(toLocalInput(instant ?? 0)).toBe("2026-12-04T10:00")
    expect(fromLocalInput("")).toBeNull()
    expect(fromLocalInput("tomorrow")).toBeNull()
  })

  it("blank times are sent as none; links replace the concert's", () => {
    expect(showBodyOf(showValuesOf(concert))).toEqual({
      startTime: "20:00",
      doorsTime: null,
      ticketLinks: [{ label: "Presale", url: "https://t.example/p", onSaleAt: null }]
    })
  })

  it("a new concert sends its links, even none", () => {
    expect(showBodyOf(showValuesOf(undefined))).toEqual({ startTime: null, doorsTime: null, ticketLinks: [] })
  })

  it("an edited concert whose links were not read leaves them as they are", () => {
    const values = showValuesOf({ startTime: null, doorsTime: "19:00" })
    expect(showBodyOf(values)).toEqual({ startTime: null, doorsTime: "19:00" })
    expect("ticketLinks" in showBodyOf(addTicketLink(values))).toBe(true)
  })

  it("at most 5 links, each new one with its own key", () => {
    let values = showValuesOf(undefined)
    for (let i = 0; i < 7; i++) values = addTicketLink(values)
    expect(values.ticketLinks).toHaveLength(5)
    expect(new Set(values.ticketLinks.map((row) => row.key)).size).toBe(5)
    expect(canAddTicketLink(values)).toBe(false)
  })
})
