/** How the moderators' pages (issue #29) name actions, outcomes and times. */
import type { ModerationAction, ReportStatus } from "../../../../../../domain/moderation/contract.ts"

export const actionLabels: Record<ModerationAction, string> = {
  dismiss: "Dismiss",
  remove_message: "Remove the message",
  clear_display_name: "Clear the display name",
  clear_bio: "Clear the bio",
  suspend: "Suspend the account",
  revoke_invites: "Revoke invites",
  concert_corrected: "Concert corrected or deleted"
}

export const actionDescriptions: Record<ModerationAction, string> = {
  dismiss: "Nothing needs doing. The reporters are told no action was taken.",
  remove_message: "The message is deleted from the plan's thread; the report keeps a copy.",
  clear_display_name: "The profile falls back to the default name.",
  clear_bio: "The profile's bio is emptied.",
  suspend: "The account is signed out everywhere, cannot sign in and disappears for everyone else; its unused invitation links stop working.",
  revoke_invites: "The account's invites go to 0 and it cannot ask for more until an admin restores them.",
  concert_corrected:
    "The concert has changed since it was reported (you corrected it in Concerts, Edit), or an admin deleted it. The reporters are told it was acted on."
}

/** A closed report's outcome in words; an open one's state. */
export const reportStatusLabels: Record<ReportStatus, string> = { open: "Open", actioned: "Acted on", dismissed: "No action" }

/** The label of an action as the server recorded it (a string: older or newer actions than this client knows read as they are). */
export const actionLabel = (action: string): string => (action in actionLabels ? actionLabels[action as ModerationAction] : action)

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

export const when = (millis: number): string => timeFormat.format(millis)

/** A person as the queue names them: the display name, or the spec's fallback. */
export const personName = (person: { readonly displayName: string | null } | null): string =>
  person?.displayName !== null && person?.displayName !== undefined && person.displayName.trim() !== "" ? person.displayName : "Unknown User"
