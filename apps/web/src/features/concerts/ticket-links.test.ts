import { describe, expect, it } from "vitest"
import { onSaleText, ticketLinkView } from "./ticket-links.ts"

const now = Date.UTC(2026, 10, 1, 12)

describe("a concert's ticket links", () => {
  it("a link opens in a new tab and says so in its name", () => {
    expect(ticketLinkView({ label: "Tickets", url: "https://tickets.example/wilco", onSaleAt: null }, now)).toEqual({
      kind: "link",
      label: "Tickets",
      url: "https://tickets.example/wilco",
      name: "Tickets (opens in a new tab)",
      onSale: null
    })
  })

  it("a sold-out link is shown as its label, never followed", () => {
    expect(ticketLinkView({ label: "Sold out", url: "https://tickets.example/wilco", onSaleAt: null }, now)).toEqual({ kind: "soldOut", label: "Sold out" })
  })

  it("an address that is not https is never made a link", () => {
    expect(ticketLinkView({ label: "VIP", url: "javascript:alert(1)", onSaleAt: null }, now).kind).toBe("soldOut")
    expect(ticketLinkView({ label: "VIP", url: "http://tickets.example", onSaleAt: null }, now).kind).toBe("soldOut")
  })

  it("sales that open later say when, in the viewer's zone; open sales say nothing", () => {
    const later = Date.UTC(2026, 11, 4, 9)
    const text = onSaleText(later, now, "en-GB")
    expect(text).toMatch(/^On sale /)
    expect(text).toContain("Dec")
    expect(onSaleText(now - 1, now, "en-GB")).toBeNull()
    expect(onSaleText(now, now, "en-GB")).toBeNull()
    expect(onSaleText(null, now, "en-GB")).toBeNull()
    const view = ticketLinkView({ label: "Presale", url: "https://tickets.example/p", onSaleAt: later }, now, "en-GB")
    expect(view.kind === "link" && view.onSale).toBe(text)
  })
})
