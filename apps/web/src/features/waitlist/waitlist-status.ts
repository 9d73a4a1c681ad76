/** What the admin's waitlist table says of one entry: its status and the invite action it offers (none once joined). */
import type { WaitlistEntryDto } from "../../../../../domain/waitlist/contract.ts"

type Progress = Pick<WaitlistEntryDto, "invitedAt" | "joinedAt">

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" })

export const formatWaitlistDate = (millis: number): string => dateFormat.format(millis)

/** "Listed", "Invited {date}" (the latest invitation) or "Joined {date}" (however they joined). */
export const waitlistStatus = ({ invitedAt, joinedAt }: Progress): string => {
  if (joinedAt !== null) return `Joined ${formatWaitlistDate(joinedAt)}`
  if (invitedAt !== null) return `Invited ${formatWaitlistDate(invitedAt)}`
  return "Listed"
}

/** The label of the row's invite button, or null when the person has an account already. */
export const inviteActionLabel = ({ invitedAt, joinedAt }: Progress): "Invite" | "Invite again" | null => {
  if (joinedAt !== null) return null
  return invitedAt === null ? "Invite" : "Invite again"
}
