import { describe, expect, it } from "vitest"
import type { PlanDto, PlanMemberDto, SpareRequestDto } from "../../../../../domain/plans/contract.ts"
import { isPlannable, myAnsweredRequests, planName, requestsToMe, spareActionFor, stillNeedTicket, ticketLine, withSpares } from "./plan-view.ts"

const member = (userId: string, fields: Partial<PlanMemberDto> = {}): PlanMemberDto => ({
  userId,
  name: userId.toUpperCase(),
  isMaker: false,
  answer: null,
  ticket: null,
  spares: 0,
  ticketNote: null,
  joinedAt: 0,
  ...fields
})

const request = (id: string, requesterId: string, holderId: string, status: SpareRequestDto["status"]): SpareRequestDto => ({
  id,
  requesterId,
  holderId,
  status,
  createdAt: 0,
  answeredAt: status === "pending" ? null : 1
})

const plan = (members: ReadonlyArray<PlanMemberDto>, spareRequests: ReadonlyArray<SpareRequestDto> = []): PlanDto =>
  ({
    id: "p",
    concert: { id: "c", artist: "The Band", venue: "Hall", city: "Town", date: "2026-06-14", description: null, imageUrl: null },
    title: null,
    meetPlace: null,
    meetAt: null,
    makerId: "a",
    createdAt: 0,
    updatedAt: 0,
    members,
    spareRequests
  }) as unknown as PlanDto

describe("the plan page's view of a plan", () => {
  const a = member("a", { isMaker: true, answer: "going", ticket: "has_ticket", spares: 0 })
  const b = member("b", { answer: "going", ticket: "has_ticket", spares: 2, ticketNote: "Row F" })
  const c = member("c", { answer: "maybe", ticket: "needs_ticket" })
  const d = member("d", { answer: "cant_go", ticket: "needs_ticket" })
  const e = member("e")

  it("lists who still needs a ticket (not those who can't go) and who holds spares", () => {
    const p = plan([a, b, c, d, e])
    expect(stillNeedTicket(p).map((m) => m.userId)).toEqual(["c"])
    expect(withSpares(p).map((m) => m.userId)).toEqual(["b"])
  })

  it("says a member's ticket in one line", () => {
    expect(ticketLine(b)).toBe("Has a ticket · 2 spares · Row F")
    expect(ticketLine(c)).toBe("Needs a ticket")
    expect(ticketLine(e)).toBe("Ticket not said yet")
    expect(ticketLine(member("f", { ticket: "has_ticket", spares: 1 }))).toBe("Has a ticket · 1 spare")
  })

  it("offers a spare only to a member without a ticket, from someone else with spares, once until answered", () => {
    expect(spareActionFor(plan([a, b, c]), "c", b)).toBe("request")
    expect(spareActionFor(plan([a, b, c, e]), "e", b)).toBe("request")
    expect(spareActionFor(plan([a, b, c]), "a", b)).toBe("none")
    expect(spareActionFor(plan([a, b, c]), "b", b)).toBe("none")
    expect(spareActionFor(plan([a, b, c]), "c", a)).toBe("none")
    expect(spareActionFor(plan([a, b, c], [request("r", "c", "b", "pending")]), "c", b)).toBe("requested")
    expect(spareActionFor(plan([a, b, c], [request("r", "c", "b", "declined")]), "c", b)).toBe("request")
    expect(spareActionFor(plan([a, b]), "stranger", b)).toBe("none")
  })

  it("finds the requests waiting for the holder and the requester's answered ones, newest first", () => {
    const p = plan([a, b, c, e], [request("1", "c", "b", "declined"), request("2", "e", "b", "pending"), request("3", "c", "b", "accepted")])
    expect(requestsToMe(p, "b").map((r) => r.id)).toEqual(["2"])
    expect(requestsToMe(p, "c")).toEqual([])
    expect(myAnsweredRequests(p, "c").map((r) => r.id)).toEqual(["3", "1"])
  })

  it("names a plan by its title, else by its concert", () => {
    expect(planName(plan([a]))).toBe("The Band plan")
    expect(planName({ ...plan([a]), title: "Front row crew" })).toBe("Front row crew")
  })

  it("a plan may be made for a concert today or later, today being the UTC day", () => {
    const lateEvening = Date.parse("2026-06-14T23:30:00Z")
    expect(isPlannable("2026-06-14", lateEvening)).toBe(true)
    expect(isPlannable("2026-07-01", lateEvening)).toBe(true)
    expect(isPlannable("2026-06-13", lateEvening)).toBe(false)
    expect(isPlannable("2026-06-14", Date.parse("2026-06-15T00:10:00Z"))).toBe(false)
  })
})
