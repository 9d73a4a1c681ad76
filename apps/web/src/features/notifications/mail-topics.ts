/** How each mail topic is named: on the settings card, and on the unsubscribe page ("You're unsubscribed from …"). */
import type { MailTopic } from "../../../../../domain/notifications/preferences.ts"

export const mailTopicNames: Record<MailTopic, { readonly label: string; readonly mails: string }> = {
  friend_request_received: { label: "Friend requests", mails: "friend request e-mails" },
  friend_request_accepted: { label: "Accepted friend requests", mails: "e-mails about accepted friend requests" },
  invitation_accepted: { label: "Accepted invitations", mails: "e-mails about accepted invitations" },
  invite_request_reviewed: { label: "Answers to your invite requests", mails: "e-mails answering your invite requests" },
  friend_has_tickets: { label: "Friends' tickets", mails: "e-mails about friends' tickets" },
  ready_to_go: { label: "Ready to Go concerts", mails: "Ready to Go e-mails" },
  plan_invited: { label: "Plan invitations", mails: "e-mails inviting you to plans" },
  plan_meeting_changed: { label: "Plan meeting changes", mails: "e-mails about changed plan meetings" },
  plan_spare_offered: { label: "Spare tickets in your plans", mails: "e-mails about spare tickets in your plans" },
  plan_spare_requested: { label: "Requests for your spare tickets", mails: "e-mails asking for your spare tickets" },
  plan_spare_answered: { label: "Answers to your spare ticket requests", mails: "e-mails answering your spare ticket requests" },
  plan_message: { label: "Plan messages", mails: "e-mails about new plan messages" },
  report_resolved: { label: "Outcomes of your reports", mails: "e-mails about the outcomes of your reports" },
  moderation_action: { label: "Moderators' actions on your account", mails: "e-mails about moderators' actions on your account" },
  suggestion_reviewed: { label: "Answers to your concert suggestions", mails: "e-mails answering your concert suggestions" },
  data_export_ready: { label: "Your data ready to download", mails: "e-mails saying your data is ready to download" },
  concert_changed: { label: "Changes to your concerts", mails: "e-mails about changes to your concerts" },
  concert_reminder: { label: "Reminders on the day of your concerts", mails: "reminders on the day of your concerts" },
  followed_new_concert: { label: "New shows by artists and at venues you follow", mails: "e-mails about new shows by artists and at venues you follow" },
  concert_reminder_interested: {
    label: "Reminders for concerts you're interested in",
    mails: "reminders on the day of concerts you're interested in"
  },
  digest: { label: "Weekly digest", mails: "the weekly digest" }
}
