/** The reference's sections, one per feature, in the order the document and the page list them. */
export const API_TAGS = {
  Health: "Whether the API runs and the database answers.",
  Accounts: "Registration, sign-in and the session, the mailed links, the profile and settings.",
  Concerts: "The concerts page, one's interest in a concert, the dashboard and the calendars.",
  Search: "Concert search by artist, venue or city, and the suggestions offered as one types.",
  Follows: "Following artists and venues, the cities a fan goes to concerts in, importing a list of artists, and an artist's page.",
  Friends: "Friendships, friend requests, blocks, the e-mail search and other people's profiles.",
  Plans: "Plans around a concert: members and their answers, tickets and spare tickets, and the thread. Members only.",
  Notifications: "The signed-in person's notifications: the bell's list and unread count, and marking them read.",
  Invitations: "The invite economy: invitations, their links, and requests for more invites.",
  Waitlist: "A stranger's listing while Soundcheck is invite-only, and the admins' side of it.",
  Feedback: "Feedback and concert suggestions from fans, and their review by moderators and admins.",
  Moderation: "Reports of profiles, plan messages and concerts; the moderators' queue, suspensions and revoked invites.",
  Admin:
    "The admin area. Moderators and admins (staff): the catalogue's list, a concert and its edit, concert suggestions and their review, " +
    "and the audit log. Admins only: users and roles, registration, the stats and analytics, creating and deleting concerts, CSV import, " +
    "duplicates and merges.",
  Live: "Live updates as server-sent events.",
  Reference: "This reference: the OpenAPI document and its page."
} as const

export type ApiTag = keyof typeof API_TAGS
