/** How each mail topic is named: on the settings card, and on the unsubscribe page ("You're unsubscribed from …"). */
import type { MailTopic } from "../../../../../domain/notifications/preferences.ts"

export const mailTopicNames: Record<MailTopic, { readonly label: string; readonly mails: string }> = {
  friend_request_received: { label: "Friend requests", mails: "friend request e-mails" },
  friend_request_accepted: { label: "Accepted friend requests", mails: "e-mails about accepted friend requests" },
  invitation_accepted: { label: "Accepted invitations", mails: "e-mails about accepted invitations" },
  invite_request_reviewed: { label: "Answers to your invite requests", mails: "e-mails answering your invite requests" },
  friend_has_tickets: { label: "Friends' tickets", mails: "e-mails about friends' tickets" },
  ready_to_go: { label: "Ready to Go concerts", mails: "Ready to Go e-mails" },
  digest: { label: "Weekly digest", mails: "the weekly digest" }
}
