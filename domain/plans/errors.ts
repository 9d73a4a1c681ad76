/** Expected failures of plans, named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

/** No such plan, or the caller is not one of its members (who cannot tell the two apart): 404. */
export class PlanNotFound extends Schema.TaggedError<PlanNotFound>()("PlanNotFound", { planId: Schema.String }) {}

/** Only the plan's maker may rename it, move the meeting, remove members or delete it: 403 (to members only). */
export class NotPlanMaker extends Schema.TaggedError<NotPlanMaker>()("NotPlanMaker", { planId: Schema.String }) {}

/** The concert of a new plan does not exist: 404. */
export class PlanConcertNotFound extends Schema.TaggedError<PlanConcertNotFound>()("PlanConcertNotFound", { concertId: Schema.String }) {}

/** Plans are for concerts to come (today or later): 409. */
export class PlanConcertPast extends Schema.TaggedError<PlanConcertPast>()("PlanConcertPast", { concertId: Schema.String }) {}

/** A meeting time that is not on the concert's day or the day before, or not a real time: 400. */
export class InvalidMeetAt extends Schema.TaggedError<InvalidMeetAt>()("InvalidMeetAt", { meetAt: Schema.String }) {}

/** A plan text (title, meeting place, ticket note, message) with control characters, or a blank message: 400. */
export class InvalidPlanText extends Schema.TaggedError<InvalidPlanText>()("InvalidPlanText", { field: Schema.String }) {}

/** Only the maker's friends (degree 1) may be invited: 409. */
export class PlanInviteeNotFriend extends Schema.TaggedError<PlanInviteeNotFriend>()("PlanInviteeNotFriend", { userId: Schema.String }) {}

/** The plan would hold more than `limit` people: 409. */
export class PlanFull extends Schema.TaggedError<PlanFull>()("PlanFull", { limit: Schema.Number }) {}

/** The maker cannot leave their plan (they delete it instead): 409. */
export class MakerCannotLeave extends Schema.TaggedError<MakerCannotLeave>()("MakerCannotLeave", { planId: Schema.String }) {}

/** No such member in this plan (removing one, or asking one for a spare): 404. */
export class PlanMemberNotFound extends Schema.TaggedError<PlanMemberNotFound>()("PlanMemberNotFound", { userId: Schema.String }) {}

/** Spares are held only with a ticket: needs_ticket with spares > 0: 400. */
export class SparesNeedTicket extends Schema.TaggedError<SparesNeedTicket>()("SparesNeedTicket", {}) {}

/** A spare was asked of oneself, or by a member who already has a ticket: 409. */
export class SpareNotNeeded extends Schema.TaggedError<SpareNotNeeded>()("SpareNotNeeded", {}) {}

/** The holder has no spare ticket left (none offered, or all given): 409. */
export class NoSpareLeft extends Schema.TaggedError<NoSpareLeft>()("NoSpareLeft", { holderId: Schema.String }) {}

/** No such spare request in this plan, or it is not the caller's to answer, or it was answered already: 404 / 409. */
export class SpareRequestNotFound extends Schema.TaggedError<SpareRequestNotFound>()("SpareRequestNotFound", { requestId: Schema.String }) {}

export class SpareRequestAnswered extends Schema.TaggedError<SpareRequestAnswered>()("SpareRequestAnswered", { requestId: Schema.String }) {}
