/**
 * A report's snapshot (the target as it was when reported) read field by field: the server stores it as a JSON
 * object whose shape depends on the target type, so each field is taken only when it has the expected type.
 */
import type { ReportDto, ReportTargetType } from "../../../../../../domain/moderation/contract.ts"
import { formatConcertDateWithYear } from "../../../lib/concert-date.ts"
import { when } from "../moderation/labels.ts"

type Snapshot = ReportDto["snapshot"]

const text = (snapshot: Snapshot, key: string): string | null => {
  const value = snapshot[key]
  return typeof value === "string" && value.trim() !== "" ? value : null
}

/** A time stored as epoch milliseconds or as an ISO string. */
const time = (snapshot: Snapshot, key: string): string | null => {
  const value = snapshot[key]
  if (typeof value === "number") return when(value)
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return when(Date.parse(value))
  return null
}

const day = (snapshot: Snapshot, key: string): string | null => {
  const value = text(snapshot, key)
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatConcertDateWithYear(value) : value
}

/** One line of the snapshot: its name and its value as text ("None" when the field was empty). */
export interface SnapshotField {
  readonly name: string
  readonly value: string
}

const field = (name: string, value: string | null): SnapshotField => ({ name, value: value ?? "None" })

/** The snapshot's fields in reading order for its target type. */
export const snapshotFields = (targetType: ReportTargetType, snapshot: Snapshot): ReadonlyArray<SnapshotField> => {
  switch (targetType) {
    case "profile":
      return [field("Display name", text(snapshot, "displayName")), field("Bio", text(snapshot, "bio"))]
    case "plan_message":
      return [field("Message", text(snapshot, "text")), field("Written by", text(snapshot, "authorName")), field("Sent", time(snapshot, "createdAt"))]
    case "concert":
      return [
        field("Artist", text(snapshot, "artist")),
        field("Venue", text(snapshot, "venue")),
        field("City", text(snapshot, "city")),
        field("Date", day(snapshot, "date")),
        field("Description", text(snapshot, "description")),
        field("Image URL", text(snapshot, "imageUrl"))
      ]
  }
}

/** A title quotes the start of a message, enough to tell two of one person's messages apart. */
const QUOTED_LENGTH = 40

const quoted = (message: string): string => `“${message.length <= QUOTED_LENGTH ? message : `${message.slice(0, QUOTED_LENGTH - 1).trimEnd()}…`}”`

/**
 * What the queue calls a target, the name of its section (so one unlike the others): "Profile of Dave Okafor",
 * "Plan message by Bob Rivera: “See you…”", "Concert: The Midnight Owls, Sun, Aug 1, 2027".
 */
export const targetTitle = (targetType: ReportTargetType, subjectName: string, snapshot: Snapshot): string => {
  switch (targetType) {
    case "profile":
      return `Profile of ${subjectName}`
    case "plan_message": {
      const message = text(snapshot, "text")
      return message === null ? `Plan message by ${subjectName}` : `Plan message by ${subjectName}: ${quoted(message)}`
    }
    case "concert": {
      const date = day(snapshot, "date")
      return `Concert: ${text(snapshot, "artist") ?? "Unknown concert"}${date === null ? "" : `, ${date}`}`
    }
  }
}
