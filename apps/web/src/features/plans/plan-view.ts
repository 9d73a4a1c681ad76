/**
 * What the plan page reads off a plan for the viewer: who still needs a ticket, who has spares, the spare
 * requests waiting for the viewer's answer, and whether "I'll take a spare" may be offered next to a holder.
 * The server decides every one of these again; this only chooses what to show.
 */
import type { PlanAnswer, PlanDto, PlanMemberDto, SpareRequestDto, TicketStatus } from "../../../../../domain/plans/contract.ts"

export const answerLabel: Record<PlanAnswer, string> = { going: "Going", maybe: "Maybe", cant_go: "Can't go" }

export const ticketLabel: Record<TicketStatus, string> = { has_ticket: "Has a ticket", needs_ticket: "Needs a ticket" }

export const sparesLabel = (spares: number): string => (spares === 1 ? "1 spare" : `${spares} spares`)

/** The member's ticket in one line: "Has a ticket · 2 spares · Section 102", or that they have not said. */
export const ticketLine = (member: PlanMemberDto): string => {
  if (member.ticket === null) return "Ticket not said yet"
  const parts = [ticketLabel[member.ticket]]
  if (member.spares > 0) parts.push(sparesLabel(member.spares))
  if (member.ticketNote !== null) parts.push(member.ticketNote)
  return parts.join(" · ")
}

/** Members who said they need a ticket and have not said they can't go. */
export const stillNeedTicket = (plan: PlanDto): ReadonlyArray<PlanMemberDto> =>
  plan.members.filter((member) => member.ticket === "needs_ticket" && member.answer !== "cant_go")

/** Members holding spare tickets still free. */
export const withSpares = (plan: PlanDto): ReadonlyArray<PlanMemberDto> => plan.members.filter((member) => member.ticket === "has_ticket" && member.spares > 0)

export const memberOf = (plan: PlanDto, userId: string): PlanMemberDto | undefined => plan.members.find((member) => member.userId === userId)

export const nameOf = (plan: PlanDto, userId: string): string => memberOf(plan, userId)?.name ?? "A former member"

/** Requests for the viewer's spares that wait for their answer, oldest first. */
export const requestsToMe = (plan: PlanDto, viewerId: string): ReadonlyArray<SpareRequestDto> =>
  plan.spareRequests.filter((request) => request.holderId === viewerId && request.status === "pending")

/** What the viewer may do about `holder`'s spares: ask for one, wait for the answer to their ask, or nothing. */
export type SpareAction = "request" | "requested" | "none"

export const spareActionFor = (plan: PlanDto, viewerId: string, holder: PlanMemberDto): SpareAction => {
  const viewer = memberOf(plan, viewerId)
  if (viewer === undefined || holder.userId === viewerId || viewer.ticket === "has_ticket") return "none"
  const pending = plan.spareRequests.some((r) => r.requesterId === viewerId && r.holderId === holder.userId && r.status === "pending")
  if (pending) return "requested"
  return holder.ticket === "has_ticket" && holder.spares > 0 ? "request" : "none"
}

/** The viewer's requests answered lately, newest first, to tell them how they went. */
export const myAnsweredRequests = (plan: PlanDto, viewerId: string): ReadonlyArray<SpareRequestDto> =>
  plan.spareRequests.filter((request) => request.requesterId === viewerId && request.status !== "pending").toReversed()

/** The plan's name where a heading or a link needs one: its title, else the concert's artist. */
export const planName = (plan: Pick<PlanDto, "title" | "concert">): string => plan.title ?? `${plan.concert.artist} plan`

/** Whether a plan may still be made for a concert on `date`: today or later, "today" as a UTC day like the server's. */
export const isPlannable = (date: string, now = Date.now()): boolean => date >= new Date(now).toISOString().slice(0, 10)
