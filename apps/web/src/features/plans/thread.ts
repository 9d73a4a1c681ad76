/**
 * The thread as the page shows it: the loaded pages (newest page first, each oldest first) in one list,
 * newest last, and what the live region says when messages from others arrive.
 */
import type { PlanMessageDto, PlanMessagesPage } from "../../../../../domain/plans/contract.ts"

/** Shown, muted, in place of a removed text. */
export const removedMessageText = "(message removed)"

/** A purged author's message (issue #30): "Deleted user" without its text, and nobody to report. */
export const isRemoved = (message: PlanMessageDto): boolean => message.text === null && message.event === null

/** What a line from Soundcheck itself says (issue #31); null for a member's message. */
export const eventText = (message: PlanMessageDto): string | null =>
  message.event === "concert_cancelled" ? "This concert was cancelled. The plan stays here for you to talk it over." : null

/** The text a message shows or is announced by: its own, Soundcheck's line, or "(message removed)". */
const shownText = (message: PlanMessageDto): string => eventText(message) ?? message.text ?? removedMessageText

/** Every loaded message once, oldest first (a refetch of several pages may overlap where a new message moved them). */
export const threadMessages = (pages: ReadonlyArray<PlanMessagesPage>): ReadonlyArray<PlanMessageDto> => {
  const seen = new Set<string>()
  const messages: Array<PlanMessageDto> = []
  for (const page of pages.toReversed()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue
      seen.add(message.id)
      messages.push(message)
    }
  }
  return messages.sort((x, y) => x.createdAt - y.createdAt)
}

/** An announcement reads the start of a long message, not all 1,000 characters. */
const ANNOUNCED_LENGTH = 140

const excerpt = (text: string): string => (text.length <= ANNOUNCED_LENGTH ? text : `${text.slice(0, ANNOUNCED_LENGTH - 1).trimEnd()}…`)

/**
 * What to announce when the thread goes from `shown` to `messages`: the messages from others newer than
 * any shown (older pages loaded on request are not news), as "New message from Ben: See you there", or
 * "3 new messages. Last from Ben: …"; null when there are none.
 */
export const threadNews = (shown: ReadonlyArray<PlanMessageDto>, messages: ReadonlyArray<PlanMessageDto>, viewerId: string): string | null => {
  const shownIds = new Set(shown.map((message) => message.id))
  const newest = shown.reduce((latest, message) => Math.max(latest, message.createdAt), Number.NEGATIVE_INFINITY)
  const fresh = messages.filter((message) => !shownIds.has(message.id) && message.createdAt >= newest && message.authorId !== viewerId)
  const last = fresh.at(-1)
  if (last === undefined) return null
  const text = excerpt(shownText(last))
  return fresh.length === 1 ? `New message from ${last.authorName}: ${text}` : `${fresh.length} new messages. Last from ${last.authorName}: ${text}`
}
