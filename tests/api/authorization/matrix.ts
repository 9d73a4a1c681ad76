/**
 * The authorization matrix: one row per API route (keyed "METHOD /url/:pattern"), the answer each actor gets,
 * and how to build the request in a fresh world (the owner's resource made first, through the API).
 * Moderators are staff (issue #29): on the staff's routes (`staffOnly`) they are answered as admins, elsewhere as
 * users. A route without a row, or a row without a route, fails tests/api/authorization-matrix.test.ts.
 */
import { expect } from "vitest"
import { setRole } from "../../../domain/accounts/admin.ts"
import { PASSWORD } from "../../support/accounts.ts"
import { mailedToken, type TestApp } from "../../support/app.ts"
import { type Browser, browser } from "../../support/browser.ts"
import { befriend, type Fan, fan, friendIds, sendRequest } from "../../support/friends.ts"
import { mailedInvitation } from "../../support/invitations.ts"
import { issueUnsubscribeLink } from "../../../domain/notifications/unsubscribe.ts"
import { exportBuildsSettled } from "../../../apps/api/routes/account-export.ts"

export const ACTORS = ["visitor", "owner", "other", "moderator", "admin"] as const
export type Actor = (typeof ACTORS)[number]
export type Expected = Record<Actor, number>

export interface World {
  readonly t: TestApp
  /** A unique number for this world's names. */
  readonly n: number
  readonly owner: Fan
  readonly other: Fan
  readonly moderator: Fan
  readonly admin: Fan
  readonly visitor: Browser
  /** An upcoming concert, made by the admin. */
  readonly concertId: string
}

export interface CellRequest {
  readonly url: string
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

export interface Row {
  readonly expected: Expected
  /** Makes the row's resources in the world and answers the request the actor sends. */
  readonly request: (w: World, actor: Actor) => CellRequest | Promise<CellRequest>
  /** A long-lived stream (server-sent events): only the status and headers are read, then it is aborted. */
  readonly stream?: true
}

let worlds = 0
let serial = 0
/** A name no other setup uses, also when one world serves many rows (the fuzzer's). */
const unique = (prefix: string) => `${prefix}-${++serial}`

export const concertBody = (name: string) => ({ artist: `Artist ${name}`, venue: `Hall ${name}`, city: "Matrixville", date: "2099-06-01" })

const createConcert = async (admin: Fan, name: string): Promise<string> => {
  const res = await admin.b.send("POST", "/api/admin/concerts", concertBody(name))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}

/** Four signed-in actors (the moderator and admin by role), a visitor without a session, and one concert. */
export const makeWorld = async (t: TestApp): Promise<World> => {
  const n = ++worlds
  const [owner, other, moderator, admin] = await Promise.all(
    (["owner", "other", "moderator", "admin"] as const).map((who) => fan(t, `${who}-${n}@matrix.test`))
  )
  await t.runtime.runPromise(setRole({ kind: "cli" }, { email: moderator!.email }, "moderator"))
  await t.runtime.runPromise(setRole({ kind: "cli" }, { email: admin!.email }, "admin"))
  return { t, n, owner: owner!, other: other!, moderator: moderator!, admin: admin!, visitor: browser(t.app), concertId: await createConcert(admin!, `w${n}`) }
}

export const browserOf = (w: World, actor: Actor): Browser => (actor === "visitor" ? w.visitor : w[actor].b)

const peer = (w: World) => fan(w.t, `${unique("peer")}@matrix.test`)

const created = async (res: { statusCode: number; body: string; json: () => Record<string, unknown> }, status = 201) => {
  expect(res.statusCode, res.body).toBe(status)
  return res.json()
}

const all = (status: number): Expected => ({ visitor: status, owner: status, other: status, moderator: status, admin: status })
/** Any signed-in user; a visitor is asked to sign in. */
const signedIn = (status: number): Expected => ({ ...all(status), visitor: 401 })
/** The API address of a fresh unsubscribe link of the owner's, as a notification mail carries. */
const mailedUnsubscribe = async (w: World): Promise<string> => {
  const link = await w.t.runtime.runPromise(issueUnsubscribeLink(w.owner.id, "digest"))
  return `/api/unsubscribe${new URL(link).search}`
}
const adminOnly = (status: number): Expected => ({ visitor: 401, owner: 403, other: 403, moderator: 403, admin: status })
/** Moderators and admins, the staff (issue #29). */
const staffOnly = (status: number): Expected => ({ ...adminOnly(status), moderator: status })
/** Only the resource's owner; to anyone else the resource does not exist. */
const ownerOnly = (status: number, refused = 404): Expected => ({ visitor: 401, owner: status, other: refused, moderator: refused, admin: refused })

const at = (url: string) => (): CellRequest => ({ url })
const csv = (url: string) => ({
  url: `${url}?filename=concerts.csv`,
  body: `artist,venue,city,date\n${unique("Imported")},Depot,Matrixville,2099-07-01\n`,
  headers: { "content-type": "text/csv" }
})

/** An invitation from the owner to a new address; answers its id and the mailed link. */
const ownersInvitation = async (w: World) => {
  const email = `${unique("invitee")}@matrix.test`
  const body = await created(await w.owner.b.send("POST", "/api/invitations", { email }))
  return { id: (body.invitation as { id: string }).id, link: await mailedInvitation(w.t, email) }
}

const ownersInviteRequest = async (w: World) =>
  (await created(await w.owner.b.send("POST", "/api/invite-requests", { requestedCount: 5, reason: "Friends keep asking to join." }))).id as string

/** A pending concert suggestion of the owner's (issue #29). */
const ownersSuggestion = async (w: World) =>
  (await created(await w.owner.b.send("POST", "/api/concerts/suggestions", concertBody(unique("suggested"))))).id as string

/**
 * A new peer's report of the owner's profile (issue #29): one open report per reporter and target, so a peer each time
 * (the owner's profile outlives every row, the world's concert does not).
 */
const aReport = async (w: World) => {
  const reporter = await peer(w)
  return (await created(await reporter.b.send("POST", "/api/reports", { targetType: "profile", targetId: w.owner.id, category: "spam" }))).id as string
}

/** The owner's ready data export (issue #30): asked for (once a day, so the one asked already when there is one) and built. */
const ownersExport = async (w: World) => {
  const asked = await w.owner.b.send("POST", "/api/account/export")
  expect([202, 429], asked.body).toContain(asked.statusCode)
  await exportBuildsSettled(w.t.app)
  const latest = await created(await w.owner.b.get("/api/account/export"), 200)
  expect(latest.export).toMatchObject({ status: "ready" })
  return (latest.export as { id: string }).id
}

const ownersFeedback = async (w: World) =>
  (await created(await w.owner.b.send("POST", "/api/feedback", { title: "Nice app", description: "Works well for me so far." }))).id as string

/**
 * Plans: the owner makes one for the world's concert. A plan is its members' only, and moderators have no
 * abilities of their own, so in these rows the moderator stands for a member who is not the maker: the
 * owner befriends and invites them. Everyone else (other, admin) is told the plan does not exist.
 */
const planMembers = (status: number): Expected => ({ visitor: 401, owner: status, other: 404, moderator: status, admin: 404 })
/** The maker only: a member is refused (403), to anyone else the plan does not exist. */
const planMaker = (status: number): Expected => ({ ...planMembers(status), moderator: 403 })

/** The owner invites `who` to the plan, befriending them first if need be (one world may serve many rows). */
const inviteToPlan = async (w: World, planId: string, who: Fan) => {
  if (!(await friendIds(w.owner)).includes(who.id)) await befriend(w.owner, who)
  await created(await w.owner.b.send("POST", `/api/plans/${planId}/members`, { userIds: [who.id] }), 200)
}

/** A new plan of the owner's, with the moderator as a member when they are the one asking. */
const ownersPlan = async (w: World, actor: Actor): Promise<string> => {
  const plan = await created(await w.owner.b.send("POST", "/api/plans", { concertId: w.concertId, title: "Night out", meetPlace: "Bar" }))
  if (actor === "moderator") await inviteToPlan(w, plan.id as string, w.moderator)
  return plan.id as string
}

/** The owner's plan with a new member, a peer of the owner's. */
const ownersPlanWithPeer = async (w: World, actor: Actor) => {
  const planId = await ownersPlan(w, actor)
  const member = await peer(w)
  await inviteToPlan(w, planId, member)
  return { planId, member }
}

/** A pending request of a peer's for a spare ticket of the owner's, which only the owner may answer. */
const spareRequestToOwner = async (w: World, actor: Actor) => {
  const { planId, member } = await ownersPlanWithPeer(w, actor)
  await created(await w.owner.b.send("PUT", `/api/plans/${planId}/ticket`, { status: "has_ticket", spares: 1 }), 200)
  const plan = await created(await member.b.send("POST", `/api/plans/${planId}/spare-requests`, { holderId: w.owner.id }), 200)
  return { planId, requestId: (plan.spareRequests as Array<{ id: string }>)[0]!.id }
}

export const matrix: Record<string, Row> = {
  "GET /api/health": { expected: all(200), request: at("/api/health") },

  // The API reference (public).
  "GET /api/openapi.json": { expected: all(200), request: at("/api/openapi.json") },
  "GET /api/docs": { expected: all(200), request: at("/api/docs") },
  "GET /api/docs.css": { expected: all(200), request: at("/api/docs.css") },

  // Accounts: getting in, the session, recovery.
  "GET /api/auth/registration": { expected: all(200), request: at("/api/auth/registration") },
  "POST /api/auth/sign-in": {
    expected: all(200),
    request: (w) => ({ url: "/api/auth/sign-in", body: { email: w.owner.email, password: PASSWORD } })
  },
  "POST /api/auth/sign-up": {
    expected: all(201),
    request: (_w) => ({ url: "/api/auth/sign-up", body: { email: `${unique("newcomer")}@matrix.test`, password: PASSWORD } })
  },
  "POST /api/auth/confirm": {
    expected: all(200),
    request: async (w) => {
      const email = `${unique("confirming")}@matrix.test`
      await created(await browser(w.t.app).send("POST", "/api/auth/sign-up", { email, password: PASSWORD }))
      return { url: "/api/auth/confirm", body: { token: await mailedToken(w.t, email), password: PASSWORD } }
    }
  },
  "GET /api/auth/session": { expected: signedIn(200), request: at("/api/auth/session") },
  "POST /api/auth/refresh": { expected: signedIn(200), request: at("/api/auth/refresh") },
  "POST /api/auth/sign-out": { expected: all(204), request: at("/api/auth/sign-out") },
  "POST /api/auth/sign-out-all": { expected: signedIn(204), request: at("/api/auth/sign-out-all") },
  "POST /api/auth/resend-confirmation": {
    expected: all(200),
    request: (w) => ({ url: "/api/auth/resend-confirmation", body: { email: w.owner.email } })
  },
  "POST /api/waitlist": {
    expected: all(200),
    request: () => ({ url: "/api/waitlist", body: { email: `${unique("listed")}@matrix.test`, city: "Berlin", note: "A friend of Ada" } })
  },
  "POST /api/auth/forgot-password": {
    expected: all(200),
    request: (w) => ({ url: "/api/auth/forgot-password", body: { email: w.owner.email } })
  },
  "POST /api/auth/reset-password": {
    // Holding the mailed link proves the address, whoever sends it.
    expected: all(200),
    request: async (w) => {
      await created(await w.visitor.send("POST", "/api/auth/forgot-password", { email: w.owner.email }), 200)
      return { url: "/api/auth/reset-password", body: { token: await mailedToken(w.t, w.owner.email, "/auth/reset-password"), password: "another password" } }
    }
  },
  // Leaving (issue #30): each signed-in person asks to delete their own account (the admin is not the last one: every
  // world has its own); the restore answers anyone as sign-in does, here for a peer waiting to be purged.
  "POST /api/account/deletion": {
    expected: signedIn(202),
    request: () => ({ url: "/api/account/deletion", body: { password: PASSWORD, confirm: "DELETE" } })
  },
  "POST /api/auth/restore": {
    expected: all(200),
    request: async (w) => {
      const leaving = await peer(w)
      await created(await leaving.b.send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" }), 202)
      return { url: "/api/auth/restore", body: { email: leaving.email, password: PASSWORD } }
    }
  },

  // Own profile and settings; others' public profiles.
  "GET /api/profile": { expected: signedIn(200), request: at("/api/profile") },
  "PATCH /api/profile": { expected: signedIn(200), request: () => ({ url: "/api/profile", body: { displayName: "Renamed", bio: null } }) },
  "GET /api/profiles/:userId": { expected: signedIn(200), request: (w) => ({ url: `/api/profiles/${w.owner.id}` }) },
  "GET /api/profiles/:userId/activity": { expected: signedIn(200), request: (w) => ({ url: `/api/profiles/${w.owner.id}/activity` }) },
  "GET /api/notifications": { expected: signedIn(200), request: at("/api/notifications") },
  "POST /api/notifications/read": { expected: signedIn(200), request: () => ({ url: "/api/notifications/read", body: { all: true } }) },
  "GET /api/settings": { expected: signedIn(200), request: at("/api/settings") },
  "GET /api/settings/notifications": { expected: signedIn(200), request: at("/api/settings/notifications") },
  "PUT /api/settings/notifications": {
    expected: signedIn(200),
    request: () => ({ url: "/api/settings/notifications", body: { topic: "digest", byEmail: false } })
  },
  // A mailed unsubscribe link answers anyone, without a session.
  "GET /api/unsubscribe": { expected: all(200), request: async (w) => ({ url: await mailedUnsubscribe(w) }) },
  "POST /api/unsubscribe": { expected: all(200), request: async (w) => ({ url: await mailedUnsubscribe(w) }) },
  "GET /api/settings/time-zone": { expected: signedIn(200), request: at("/api/settings/time-zone") },
  "PUT /api/settings/time-zone": { expected: signedIn(200), request: () => ({ url: "/api/settings/time-zone", body: { timeZone: "Europe/Berlin" } }) },
  "PUT /api/settings": { expected: signedIn(200), request: () => ({ url: "/api/settings", body: { concertVisibility: "friends_only" } }) },
  // Download your data (issue #30): each person's own export, once a day; the archive to its owner alone.
  "POST /api/account/export": { expected: signedIn(202), request: at("/api/account/export") },
  "GET /api/account/export": { expected: signedIn(200), request: at("/api/account/export") },
  "GET /api/account/export/:id/download": {
    expected: ownerOnly(200),
    request: async (w) => ({ url: `/api/account/export/${await ownersExport(w)}/download` })
  },

  // Concerts and the dashboard.
  "GET /api/concerts": { expected: signedIn(200), request: at("/api/concerts") },
  "GET /api/concerts/cities": { expected: signedIn(200), request: at("/api/concerts/cities") },
  // Search: the world's concert is "Artist w<n>" at "Hall w<n>" in Matrixville.
  "GET /api/search": { expected: signedIn(200), request: (w) => ({ url: `/api/search?q=${encodeURIComponent(`artist hall w${w.n}`)}` }) },
  "GET /api/search/suggest": { expected: signedIn(200), request: at("/api/search/suggest?q=matrixvi") },
  "GET /api/concerts/:id": { expected: signedIn(200), request: (w) => ({ url: `/api/concerts/${w.concertId}` }) },
  "GET /api/concerts/:id/related": { expected: signedIn(200), request: (w) => ({ url: `/api/concerts/${w.concertId}/related` }) },
  // A concert's catalogue facts, for the teaser a shared link opens (public).
  "GET /api/public/concerts/:id": { expected: all(200), request: (w) => ({ url: `/api/public/concerts/${w.concertId}` }) },
  "PUT /api/concerts/:id/interest": {
    expected: signedIn(200),
    request: (w) => ({ url: `/api/concerts/${w.concertId}/interest`, body: { status: "interested" } })
  },
  "GET /api/concerts/:id/interests": {
    expected: signedIn(200),
    request: (w) => ({ url: `/api/concerts/${w.concertId}/interests?friends=anyone&limit=10` })
  },
  "GET /api/dashboard": { expected: signedIn(200), request: at("/api/dashboard") },
  "GET /api/events": { expected: signedIn(200), request: at("/api/events"), stream: true },

  // Calendars: a concert's .ics, the own feed's management, and the feed by its secret token (public).
  "GET /api/concerts/:id/calendar.ics": { expected: signedIn(200), request: (w) => ({ url: `/api/concerts/${w.concertId}/calendar.ics` }) },
  "GET /api/settings/calendar-feed": { expected: signedIn(200), request: at("/api/settings/calendar-feed") },
  "POST /api/settings/calendar-feed": { expected: signedIn(200), request: at("/api/settings/calendar-feed") },
  "DELETE /api/settings/calendar-feed": { expected: signedIn(204), request: at("/api/settings/calendar-feed") },
  "GET /api/calendar/:file": {
    expected: all(200),
    request: async (w) => {
      const { url } = await created(await w.owner.b.send("POST", "/api/settings/calendar-feed"), 200)
      return { url: new URL(url as string).pathname }
    }
  },

  // Friends.
  "GET /api/friends": { expected: signedIn(200), request: at("/api/friends") },
  "DELETE /api/friends/:userId": {
    expected: ownerOnly(204),
    request: async (w) => {
      const friend = await peer(w)
      await befriend(w.owner, friend)
      return { url: `/api/friends/${friend.id}` }
    }
  },
  "GET /api/friend-requests": { expected: signedIn(200), request: at("/api/friend-requests") },
  "POST /api/friend-requests": { expected: signedIn(201), request: async (w) => ({ url: "/api/friend-requests", body: { userId: (await peer(w)).id } }) },
  "POST /api/friend-requests/:id/accept": {
    expected: ownerOnly(200),
    request: async (w) => ({ url: `/api/friend-requests/${await sendRequest(await peer(w), w.owner)}/accept` })
  },
  "POST /api/friend-requests/:id/reject": {
    expected: ownerOnly(204),
    request: async (w) => ({ url: `/api/friend-requests/${await sendRequest(await peer(w), w.owner)}/reject` })
  },
  "DELETE /api/friend-requests/:id": {
    expected: ownerOnly(204),
    request: async (w) => ({ url: `/api/friend-requests/${await sendRequest(w.owner, await peer(w))}` })
  },
  "GET /api/users/search": {
    expected: signedIn(200),
    request: (w) => ({ url: `/api/users/search?email=${encodeURIComponent(w.owner.email)}` })
  },
  // Blocks: each person's own, private; lifting a block that is not there is a success too.
  "GET /api/blocks": { expected: signedIn(200), request: at("/api/blocks") },
  "POST /api/blocks": { expected: signedIn(201), request: async (w) => ({ url: "/api/blocks", body: { userId: (await peer(w)).id } }) },
  "DELETE /api/blocks/:userId": {
    expected: signedIn(204),
    request: async (w) => {
      const blocked = await peer(w)
      await created(await w.owner.b.send("POST", "/api/blocks", { userId: blocked.id }))
      return { url: `/api/blocks/${blocked.id}` }
    }
  },

  // Follows (issue #32): each person's own, private; unfollowing what is not followed is a success too.
  "GET /api/follows": { expected: signedIn(200), request: at("/api/follows") },
  "POST /api/follows/artists": { expected: signedIn(200), request: () => ({ url: "/api/follows/artists", body: { artist: unique("The Band") } }) },
  "POST /api/follows/artists/import": {
    expected: signedIn(200),
    request: () => ({ url: "/api/follows/artists/import", body: { text: `artist,album\n${unique("Band")},First\n`, preview: true } })
  },
  "DELETE /api/follows/artists/:key": { expected: signedIn(204), request: () => ({ url: `/api/follows/artists/${encodeURIComponent(unique("band"))}` }) },
  "POST /api/follows/venues": {
    expected: signedIn(200),
    request: () => ({ url: "/api/follows/venues", body: { venue: unique("Hall"), city: "Matrixville" } })
  },
  "DELETE /api/follows/venues/:cityKey/:venueKey": { expected: signedIn(204), request: () => ({ url: `/api/follows/venues/matrixville/${unique("hall")}` }) },
  "PUT /api/settings/cities": { expected: signedIn(200), request: () => ({ url: "/api/settings/cities", body: { cities: ["Matrixville"] } }) },
  "GET /api/artists/:key": { expected: signedIn(200), request: (w) => ({ url: `/api/artists/${encodeURIComponent(`artist w${w.n}`)}` }) },

  // Plans: a member's, the maker's alone, and nobody else's (see ownersPlan).
  "POST /api/plans": { expected: signedIn(201), request: (w) => ({ url: "/api/plans", body: { concertId: w.concertId, title: "Night out" } }) },
  "GET /api/plans": { expected: signedIn(200), request: at("/api/plans") },
  "GET /api/plans/:id": { expected: planMembers(200), request: async (w, actor) => ({ url: `/api/plans/${await ownersPlan(w, actor)}` }) },
  "PATCH /api/plans/:id": {
    expected: planMaker(200),
    request: async (w, actor) => ({
      url: `/api/plans/${await ownersPlan(w, actor)}`,
      body: { title: "Renamed", meetPlace: "Front door", meetAt: "2099-06-01T19:00" }
    })
  },
  "DELETE /api/plans/:id": { expected: planMaker(200), request: async (w, actor) => ({ url: `/api/plans/${await ownersPlan(w, actor)}` }) },
  "POST /api/plans/:id/members": {
    expected: planMaker(200),
    request: async (w, actor) => {
      const planId = await ownersPlan(w, actor)
      const friend = await peer(w)
      await befriend(w.owner, friend)
      return { url: `/api/plans/${planId}/members`, body: { userIds: [friend.id] } }
    }
  },
  "DELETE /api/plans/:id/members/:userId": {
    expected: planMaker(200),
    request: async (w, actor) => {
      const { planId, member } = await ownersPlanWithPeer(w, actor)
      return { url: `/api/plans/${planId}/members/${member.id}` }
    }
  },
  "PUT /api/plans/:id/answer": {
    expected: planMembers(200),
    request: async (w, actor) => ({ url: `/api/plans/${await ownersPlan(w, actor)}/answer`, body: { answer: "maybe" } })
  },
  "PUT /api/plans/:id/ticket": {
    expected: planMembers(200),
    request: async (w, actor) => ({ url: `/api/plans/${await ownersPlan(w, actor)}/ticket`, body: { status: "has_ticket", spares: 1, note: "Row F" } })
  },
  "POST /api/plans/:id/spare-requests": {
    expected: planMembers(200),
    request: async (w, actor) => {
      const { planId, member } = await ownersPlanWithPeer(w, actor)
      await created(await member.b.send("PUT", `/api/plans/${planId}/ticket`, { status: "has_ticket", spares: 1 }), 200)
      return { url: `/api/plans/${planId}/spare-requests`, body: { holderId: member.id } }
    }
  },
  // The holder alone answers a request: another member is told there is no such request (404).
  "POST /api/plans/:id/spare-requests/:requestId/accept": {
    expected: ownerOnly(200),
    request: async (w, actor) => {
      const { planId, requestId } = await spareRequestToOwner(w, actor)
      return { url: `/api/plans/${planId}/spare-requests/${requestId}/accept` }
    }
  },
  "POST /api/plans/:id/spare-requests/:requestId/decline": {
    expected: ownerOnly(200),
    request: async (w, actor) => {
      const { planId, requestId } = await spareRequestToOwner(w, actor)
      return { url: `/api/plans/${planId}/spare-requests/${requestId}/decline` }
    }
  },
  "GET /api/plans/:id/messages": { expected: planMembers(200), request: async (w, actor) => ({ url: `/api/plans/${await ownersPlan(w, actor)}/messages` }) },
  "POST /api/plans/:id/messages": {
    expected: planMembers(201),
    request: async (w, actor) => ({ url: `/api/plans/${await ownersPlan(w, actor)}/messages`, body: { text: "See you at the bar" } })
  },
  "GET /api/plans/:id/suggestions": {
    expected: planMembers(200),
    request: async (w, actor) => ({ url: `/api/plans/${await ownersPlan(w, actor)}/suggestions` })
  },

  // Invitations: the own ones (signed in), the link (public).
  "GET /api/invitations": { expected: signedIn(200), request: at("/api/invitations") },
  "POST /api/invitations": { expected: signedIn(201), request: (_w) => ({ url: "/api/invitations", body: { email: `${unique("invited")}@matrix.test` } }) },
  "DELETE /api/invitations/:id": { expected: ownerOnly(204), request: async (w) => ({ url: `/api/invitations/${(await ownersInvitation(w)).id}` }) },
  "POST /api/invitations/:id/resend": {
    expected: ownerOnly(200),
    request: async (w) => ({ url: `/api/invitations/${(await ownersInvitation(w)).id}/resend` })
  },
  "GET /api/invitations/preview": {
    expected: all(200),
    request: async (w) => ({ url: `/api/invitations/preview?${(await ownersInvitation(w)).link.query}` })
  },
  "POST /api/invitations/accept": {
    expected: all(201),
    request: async (w) => {
      const { link } = await ownersInvitation(w)
      return { url: "/api/invitations/accept", body: { token: link.token, inviter: link.inviter, displayName: "Newcomer", password: PASSWORD } }
    }
  },
  "GET /api/invite-requests": { expected: signedIn(200), request: at("/api/invite-requests") },
  "POST /api/invite-requests": {
    expected: signedIn(201),
    request: () => ({ url: "/api/invite-requests", body: { requestedCount: 5, reason: "Friends keep asking to join." } })
  },

  // Feedback and suggestions.
  "POST /api/feedback": {
    expected: signedIn(201),
    request: () => ({ url: "/api/feedback", body: { title: "Nice app", description: "Works well for me so far." } })
  },
  "POST /api/concerts/suggestions": {
    expected: signedIn(201),
    request: (_w) => ({ url: "/api/concerts/suggestions", body: concertBody(unique("suggested")) })
  },
  "GET /api/concerts/suggestions": { expected: signedIn(200), request: at("/api/concerts/suggestions") },
  "POST /api/concerts/suggestions/check": {
    expected: signedIn(200),
    request: (_w) => ({ url: "/api/concerts/suggestions/check", body: concertBody(unique("checked")) })
  },

  // The admin area.
  "GET /api/admin/stats": { expected: adminOnly(200), request: at("/api/admin/stats") },
  // Admin → Analytics (issue #34): the admins alone, a moderator refused as a fan is.
  "GET /api/admin/analytics/:panel": { expected: adminOnly(200), request: at("/api/admin/analytics/growth?from=2026-09-07&to=2026-11-29") },
  "GET /api/admin/users": { expected: staffOnly(200), request: at("/api/admin/users") },
  "PUT /api/admin/users/:userId/role": {
    expected: adminOnly(200),
    request: (w) => ({ url: `/api/admin/users/${w.owner.id}/role`, body: { role: "user" } })
  },
  "PUT /api/admin/registration": { expected: adminOnly(200), request: () => ({ url: "/api/admin/registration", body: { mode: "open" } }) },
  // The staff (moderators too, issue #29) list, read and edit concerts; creating, deleting, importing and merging stay the admins'.
  "GET /api/admin/concerts": { expected: staffOnly(200), request: at("/api/admin/concerts") },
  "POST /api/admin/concerts": { expected: adminOnly(201), request: (_w) => ({ url: "/api/admin/concerts", body: concertBody(unique("new")) }) },
  "GET /api/admin/concerts/:id": { expected: staffOnly(200), request: (w) => ({ url: `/api/admin/concerts/${w.concertId}` }) },
  "PUT /api/admin/concerts/:id": {
    expected: staffOnly(200),
    // With the show's times (issue #31): the fuzzer aims at them (tests/support/hostile.ts caps them).
    request: (w) => ({ url: `/api/admin/concerts/${w.concertId}`, body: { ...concertBody(unique("edited")), startTime: "20:00", doorsTime: "19:00" } })
  },
  "DELETE /api/admin/concerts/:id": { expected: adminOnly(204), request: (w) => ({ url: `/api/admin/concerts/${w.concertId}` }) },
  "POST /api/admin/concerts/import/preview": { expected: adminOnly(200), request: () => csv("/api/admin/concerts/import/preview") },
  "POST /api/admin/concerts/import": { expected: adminOnly(200), request: () => csv("/api/admin/concerts/import") },
  "GET /api/admin/concerts/:id/duplicates": { expected: adminOnly(200), request: (w) => ({ url: `/api/admin/concerts/${w.concertId}/duplicates` }) },
  "GET /api/admin/duplicates": { expected: adminOnly(200), request: at("/api/admin/duplicates") },
  "POST /api/admin/concerts/merge": {
    expected: adminOnly(200),
    request: async (w) => ({
      url: "/api/admin/concerts/merge",
      body: { primaryId: w.concertId, duplicateId: await createConcert(w.admin, unique("again")) }
    })
  },
  // A show's status, what deleting it would take, and the cities' time zones (issue #31): the admins'.
  "PUT /api/admin/concerts/:id/status": {
    expected: adminOnly(200),
    request: async (w) => ({
      url: `/api/admin/concerts/${await createConcert(w.admin, unique("status"))}/status`,
      body: { status: "postponed", reason: "Matrix" }
    })
  },
  "GET /api/admin/concerts/:id/usage": { expected: adminOnly(200), request: (w) => ({ url: `/api/admin/concerts/${w.concertId}/usage` }) },
  "GET /api/admin/city-time-zones": { expected: adminOnly(200), request: at("/api/admin/city-time-zones") },
  "PUT /api/admin/city-time-zones": {
    expected: adminOnly(200),
    request: () => ({ url: "/api/admin/city-time-zones", body: { city: "Matrixville", timeZone: "Europe/Paris" } })
  },
  // The moderators' queue and their powers over fans' accounts (issue #29); the audit log is the staff's to read.
  "GET /api/admin/audit": { expected: staffOnly(200), request: at("/api/admin/audit") },
  "POST /api/reports": {
    expected: signedIn(201),
    request: (w) => ({ url: "/api/reports", body: { targetType: "concert", targetId: w.concertId, category: "wrong_details", comment: "The date is wrong" } })
  },
  "GET /api/admin/reports": { expected: staffOnly(200), request: at("/api/admin/reports") },
  "GET /api/admin/reports/:id": { expected: staffOnly(200), request: async (w) => ({ url: `/api/admin/reports/${await aReport(w)}` }) },
  "POST /api/admin/reports/:id/assign": { expected: staffOnly(200), request: async (w) => ({ url: `/api/admin/reports/${await aReport(w)}/assign` }) },
  "POST /api/admin/reports/:id/resolve": {
    expected: staffOnly(200),
    request: async (w) => ({ url: `/api/admin/reports/${await aReport(w)}/resolve`, body: { action: "dismiss" } })
  },
  // The account acted on is a new peer's, a fan within a moderator's reach (the world's own actors keep their sessions and invites).
  "PUT /api/admin/users/:userId/suspension": {
    expected: staffOnly(200),
    request: async (w) => ({ url: `/api/admin/users/${(await peer(w)).id}/suspension`, body: { reason: "Matrix" } })
  },
  "DELETE /api/admin/users/:userId/suspension": {
    expected: staffOnly(204),
    request: async (w) => ({ url: `/api/admin/users/${(await peer(w)).id}/suspension` })
  },
  "PUT /api/admin/users/:userId/invites-revocation": {
    expected: staffOnly(200),
    request: async (w) => ({ url: `/api/admin/users/${(await peer(w)).id}/invites-revocation`, body: { reason: "Matrix" } })
  },
  "DELETE /api/admin/users/:userId/invites-revocation": {
    expected: adminOnly(204),
    request: async (w) => ({ url: `/api/admin/users/${(await peer(w)).id}/invites-revocation` })
  },
  "GET /api/admin/invite-requests": { expected: adminOnly(200), request: at("/api/admin/invite-requests") },
  "POST /api/admin/invite-requests/:id/approve": {
    expected: adminOnly(200),
    request: async (w) => ({ url: `/api/admin/invite-requests/${await ownersInviteRequest(w)}/approve` })
  },
  "POST /api/admin/invite-requests/:id/reject": {
    expected: adminOnly(200),
    request: async (w) => ({ url: `/api/admin/invite-requests/${await ownersInviteRequest(w)}/reject` })
  },
  "GET /api/admin/waitlist": { expected: adminOnly(200), request: at("/api/admin/waitlist") },
  "POST /api/admin/waitlist/invite": {
    expected: adminOnly(200),
    request: async (w) => {
      const email = `${unique("waiting")}@matrix.test`
      expect((await w.visitor.send("POST", "/api/waitlist", { email })).statusCode).toBe(200)
      return { url: "/api/admin/waitlist/invite", body: { email } }
    }
  },
  "GET /api/admin/feedback": { expected: staffOnly(200), request: at("/api/admin/feedback") },
  "PATCH /api/admin/feedback/:id": {
    expected: staffOnly(200),
    request: async (w) => ({ url: `/api/admin/feedback/${await ownersFeedback(w)}`, body: { status: "reviewed", adminNotes: "Thanks" } })
  },
  // Fans' concert suggestions wait for the staff's review (issue #29).
  "GET /api/admin/suggestions": { expected: staffOnly(200), request: at("/api/admin/suggestions") },
  "POST /api/admin/suggestions/:id/approve": {
    expected: staffOnly(200),
    request: async (w) => ({ url: `/api/admin/suggestions/${await ownersSuggestion(w)}/approve`, body: {} })
  },
  "POST /api/admin/suggestions/:id/reject": {
    expected: staffOnly(200),
    request: async (w) => ({ url: `/api/admin/suggestions/${await ownersSuggestion(w)}/reject`, body: { reason: "Not a concert" } })
  },
  "POST /api/admin/suggestions/:id/merge": {
    expected: staffOnly(200),
    request: async (w) => ({ url: `/api/admin/suggestions/${await ownersSuggestion(w)}/merge`, body: { concertId: w.concertId } })
  }
}

export const routeKey = (method: string, url: string) => `${method} ${url}`
