/**
 * The files of a data export (issue #30), pure: a README that explains each file, JSON for everything, and CSV for
 * the tabular parts (interests, friends, invitations). Instants are ISO 8601 in UTC; a concert's day is its date.
 */
import type { ArchiveFile } from "./archive-writer.ts"
import { toCsv } from "./csv.ts"
import type { OwnData } from "./own-data.ts"
import type { ConcertFacts } from "./own-data-repo.ts"

const iso = (millis: number): string => new Date(millis).toISOString()
const isoOrNull = (millis: number | null): string | null => (millis === null ? null : iso(millis))

/**
 * One of the person's own records (an invite request, feedback, a suggestion, a report filed) as the archive writes
 * it: every field as the person's own page has it, but the record's internal id, and its instants in ISO 8601.
 */
const written = <A extends { readonly id: string }>(record: A, instants: ReadonlyArray<keyof A & string>): Record<string, unknown> => {
  const { id: _id, ...fields } = record
  return { ...fields, ...Object.fromEntries(instants.map((k) => [k, isoOrNull(record[k] as number | null)])) }
}

const json = (path: string, value: unknown): ArchiveFile => ({ path, text: `${JSON.stringify(value, null, 2)}\n` })

const concertOf = (c: ConcertFacts) => ({ concertId: c.concertId, artist: c.artist, venue: c.venue, city: c.city, date: c.date })

const readme = (data: OwnData): string =>
  [
    "Your Soundcheck data",
    "====================",
    "",
    `This archive holds what Soundcheck keeps about the account ${data.account.email}, as it was on ${iso(data.at)}.`,
    "Every time is in UTC (ISO 8601); a concert's date is its day. The JSON files hold everything; the CSV files hold",
    "the same lists as the JSON of the same name, for a spreadsheet (a cell that begins with = + - or @ starts with an",
    "apostrophe there, so a spreadsheet never reads it as a formula).",
    "",
    "Other people appear only as your own pages show them to you: by the name they chose, never by their e-mail",
    "address (but the addresses you typed yourself into an invitation), and nobody hidden from you (a block either",
    "way, a suspended or deleted account) appears at all, except the people you blocked yourself, as your settings",
    "list them.",
    "",
    "Files",
    "-----",
    "account.json          Your account: e-mail address, when it was created and confirmed, your role, your time zone",
    "                      for the weekly digest, and which notifications you get by e-mail.",
    "profile.json          Your profile: display name, bio, who may see your concerts (concert visibility), the invites",
    "                      you have left and have sent.",
    "friends.json          Your friends, and the friend requests waiting for an answer (received and sent).",
    "friends.csv           The same, one row each: relationship (friend, request received, request sent), user id,",
    "                      display name, since.",
    "interests.json        Every concert you marked (interested, has tickets, not interested), with the concert and the",
    "                      time you last changed it.",
    "interests.csv         The same, one row per concert.",
    "plans.json            The plans you made or joined: the concert, title, meeting place and time, your answer, your",
    "                      ticket and spare tickets, and the messages you wrote in each (only yours). Messages you wrote",
    "                      in plans you have left since are listed apart.",
    "invitations.json      The invitations you sent: the address you typed, and whether it is pending, accepted or",
    "                      expired.",
    "invitations.csv       The same, one row per invitation.",
    "invite-requests.json  Your requests for more invites and their answers.",
    "feedback.json         The feedback you sent and its state.",
    "suggestions.json      The concerts you suggested and what became of them.",
    "reports.json          The reports you filed: what you reported (its kind and id), the category, your comment, and",
    "                      its state.",
    "blocks.json           The people you blocked, as your settings list them.",
    "notifications.json    Your notifications, as your notifications page shows them.",
    "follows.json          The artists and venues you follow, and the cities you go to concerts in.",
    ""
  ].join("\n")

/** The archive's files for one person's data, README first. */
export const archiveFiles = (data: OwnData): ReadonlyArray<ArchiveFile> => {
  const { account, profile } = data
  const planIds = new Set(data.plans.map((p) => p.planId))
  const message = (m: OwnData["messages"][number]) => ({ messageId: m.id, text: m.text, sentAt: iso(m.createdAt) })
  const relationships = [
    ...data.friends.map((f) => ["friend", f.userId, f.displayName, iso(f.since)] as const),
    ...data.requestsReceived.map((r) => ["request received", r.senderId, r.senderName, iso(r.createdAt)] as const),
    ...data.requestsSent.map((r) => ["request sent", r.receiverId, r.receiverName, iso(r.createdAt)] as const)
  ]
  return [
    { path: "README.txt", text: readme(data) },
    json("account.json", {
      email: account.email,
      createdAt: iso(account.createdAt),
      emailConfirmedAt: isoOrNull(account.emailConfirmedAt),
      role: account.role,
      concertVisibility: profile?.concertVisibility ?? null,
      timeZone: account.timeZone,
      mailPreferences: account.mailPreferences.map((p) => ({ topic: p.topic, byEmail: p.byEmail }))
    }),
    json(
      "profile.json",
      profile === null
        ? null
        : {
            displayName: profile.displayName,
            bio: profile.bio,
            avatarUrl: profile.avatarUrl,
            concertVisibility: profile.concertVisibility,
            invitesLeft: profile.inviteCount,
            invitesSent: profile.totalInvitesSent,
            createdAt: iso(profile.createdAt)
          }
    ),
    json("friends.json", {
      friends: data.friends.map((f) => ({ userId: f.userId, displayName: f.displayName, since: iso(f.since) })),
      friendRequestsReceived: data.requestsReceived.map((r) => ({ requestId: r.id, userId: r.senderId, displayName: r.senderName, sentAt: iso(r.createdAt) })),
      friendRequestsSent: data.requestsSent.map((r) => ({ requestId: r.id, userId: r.receiverId, displayName: r.receiverName, sentAt: iso(r.createdAt) }))
    }),
    { path: "friends.csv", text: toCsv(["relationship", "user_id", "display_name", "since"], relationships) },
    json("interests.json", {
      interests: data.interests.map((i) => ({ ...concertOf(i.concert), status: i.status, updatedAt: iso(i.updatedAt) }))
    }),
    {
      path: "interests.csv",
      text: toCsv(
        ["concert_id", "artist", "venue", "city", "date", "status", "updated_at"],
        data.interests.map((i) => [i.concert.concertId, i.concert.artist, i.concert.venue, i.concert.city, i.concert.date, i.status, iso(i.updatedAt)])
      )
    },
    json("plans.json", {
      plans: data.plans.map((p) => ({
        planId: p.planId,
        role: p.role,
        concert: concertOf(p.concert),
        title: p.title,
        meetPlace: p.meetPlace,
        meetAt: p.meetAt,
        createdAt: iso(p.createdAt),
        joinedAt: iso(p.joinedAt),
        yourAnswer: p.answer,
        yourTicket: p.ticket,
        yourSpareTickets: p.spares,
        yourTicketNote: p.ticketNote,
        yourMessages: data.messages.filter((m) => m.planId === p.planId).map(message)
      })),
      messagesInPlansLeft: data.messages.filter((m) => !planIds.has(m.planId)).map((m) => ({ planId: m.planId, ...message(m) }))
    }),
    json("invitations.json", {
      invitations: data.invitations.map((i) => ({
        email: i.email,
        state: i.state,
        sentAt: iso(i.createdAt),
        expiresAt: iso(i.expiresAt),
        acceptedAt: isoOrNull(i.acceptedAt)
      }))
    }),
    {
      path: "invitations.csv",
      text: toCsv(
        ["email", "state", "sent_at", "expires_at", "accepted_at"],
        data.invitations.map((i) => [i.email, i.state, iso(i.createdAt), iso(i.expiresAt), isoOrNull(i.acceptedAt)])
      )
    },
    json("invite-requests.json", { inviteRequests: data.inviteRequests.map((r) => written(r, ["createdAt", "reviewedAt"])) }),
    json("feedback.json", { feedback: data.feedback.map((f) => written(f, ["createdAt", "updatedAt"])) }),
    json("suggestions.json", { suggestions: data.suggestions.map((s) => written(s, ["createdAt", "decidedAt"])) }),
    json("reports.json", { reports: data.reports.map((r) => written(r, ["createdAt", "resolvedAt"])) }),
    json("blocks.json", { blocked: data.blocked.map((b) => ({ userId: b.userId, displayName: b.displayName, since: iso(b.since) })) }),
    json("notifications.json", {
      notifications: data.notifications.map((n) => ({ kind: n.kind, text: n.text, link: n.link, createdAt: iso(n.createdAt), readAt: isoOrNull(n.readAt) }))
    }),
    json("follows.json", {
      artists: data.follows.artists.map((a) => ({ artist: a.artist, key: a.key, followedAt: iso(a.followedAt) })),
      venues: data.follows.venues.map((v) => ({ venue: v.venue, city: v.city, followedAt: iso(v.followedAt) })),
      cities: data.follows.cities
    })
  ]
}
