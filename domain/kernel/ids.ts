/** Branded identifiers: a UserId can never be passed where a ConcertId is expected. */
import { Schema } from "effect"

const Uuid = Schema.String.check(Schema.isUUID())

/** Whether the text is a UUID: what an id from outside must be before any store sees it. */
export const isUuid = Schema.is(Uuid)

export const UserId = Uuid.pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type

export const ConcertId = Uuid.pipe(Schema.brand("ConcertId"))
export type ConcertId = typeof ConcertId.Type
