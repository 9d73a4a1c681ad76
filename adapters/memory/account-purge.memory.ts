/**
 * AccountPurge in memory: the executable specification of the PostgreSQL adapter, table by table. Where PostgreSQL
 * cascades from the users row (or sets a column null), this says so in code; tests/contracts/purge-residue.test.ts
 * walks every table of the store afterwards, so a table added later that this forgets fails the build.
 */
import { Effect, Layer, Option } from "effect"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { AccountPurge, type PurgedAccount } from "../../domain/accounts/purge-repo.ts"
import { pseudonymOf } from "../crypto/pseudonym.ts"
import { MemoryStore, type Tables } from "./store.ts"

/** Deletes the entries of `map` its predicate picks. */
const deleteWhere = <K, V>(map: Map<K, V>, picks: (value: V, key: K) => boolean) => {
  for (const [key, value] of map) if (picks(value, key)) map.delete(key)
}

/** Rewrites the entries of `map` through `change` (an entry it answers unchanged stays as it is). */
const updateWhere = <K, V>(map: Map<K, V>, change: (value: V) => V) => {
  for (const [key, value] of map) {
    const changed = change(value)
    if (changed !== value) map.set(key, changed)
  }
}

/** A–Z lowered and nothing else, so every index of the text stays where it was. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())

/** Every occurrence of `needle` in `text`, in any letter case of A–Z, replaced with `by`. */
const replaceAnyCase = (text: string, needle: string, by: string): string => {
  const haystack = asciiLower(text)
  const sought = asciiLower(needle)
  let out = ""
  let from = 0
  for (let at = haystack.indexOf(sought); at !== -1 && sought !== ""; at = haystack.indexOf(sought, from)) {
    out += text.slice(from, at) + by
    from = at + sought.length
  }
  return out + text.slice(from)
}

/** Every occurrence of the id, and of the address in any letter case, replaced with the pseudonym (as JSON text). */
export const pseudonymised = (text: string, account: PurgedAccount, pseudonym: string): string =>
  replaceAnyCase(text.split(account.id).join(pseudonym), account.email, pseudonym)

const names = (text: string | null | undefined, account: PurgedAccount) =>
  text != null && (text.includes(account.id) || asciiLower(text).includes(asciiLower(account.email)))

/** Everything `erase` deletes or forgets, as PostgreSQL's statements and cascades do. */
const erase = (tables: Tables, { id, email }: PurgedAccount) => {
  const key = emailKey(email)
  const isThem = (userId: string | null) => userId === id
  const orNull = (userId: string | null) => (userId === id ? null : userId)
  // The person's own rows (PostgreSQL: deleted by the statements, or cascaded from users).
  tables.profiles.delete(id)
  tables.roles.delete(id)
  deleteWhere(tables.sessions, (s) => isThem(s.userId))
  deleteWhere(tables.authTokens, (t) => isThem(t.userId))
  deleteWhere(tables.friendships, (f) => isThem(f.userA) || isThem(f.userB))
  deleteWhere(tables.friendRequests, (r) => isThem(r.senderId) || isThem(r.receiverId))
  deleteWhere(tables.interests, (i) => isThem(i.userId))
  deleteWhere(tables.invitations, (i) => isThem(i.inviterId) || isThem(i.acceptedBy) || emailKey(i.email) === key)
  deleteWhere(tables.inviteRequests, (r) => isThem(r.userId))
  deleteWhere(tables.feedback, (f) => isThem(f.userId))
  tables.calendarFeeds.delete(id)
  deleteWhere(tables.waitlist, (w) => emailKey(w.email) === key)
  deleteWhere(tables.notifications, (n) => isThem(n.recipientId) || isThem(n.actorId))
  deleteWhere(tables.notificationPreferences, (_, k) => k.startsWith(`${id}|`))
  deleteWhere(tables.unsubscribeTokens, (t) => isThem(t.userId))
  tables.timeZones.delete(id)
  deleteWhere(tables.digestRuns, (r) => isThem(r.userId))
  deleteWhere(tables.concertReminders, (r) => isThem(r.userId))
  deleteWhere(tables.planSpareRequests, (r) => isThem(r.requesterId) || isThem(r.holderId))
  deleteWhere(tables.planMembers, (m) => isThem(m.userId))
  deleteWhere(tables.planMessages, (m) => isThem(m.authorId))
  deleteWhere(tables.blocks, (b) => isThem(b.blockerId) || isThem(b.blockedId))
  tables.suspensions.delete(id)
  tables.deletionRequests.delete(id)
  tables.invitesRevoked.delete(id)
  deleteWhere(tables.memberActivity, (a) => isThem(a.userId))
  deleteWhere(tables.reports, (r) => isThem(r.reporterId))
  deleteWhere(tables.suggestions, (s) => isThem(s.suggestedBy))
  deleteWhere(tables.dataExports, (e) => isThem(e.userId))
  deleteWhere(tables.artistFollows, (f) => isThem(f.userId))
  deleteWhere(tables.venueFollows, (f) => isThem(f.userId))
  tables.userCities.delete(id)
  deleteWhere(tables.followAlerts, (a) => isThem(a.userId))
  deleteWhere(tables.followMailRuns, (r) => isThem(r.userId))
  deleteWhere(
    tables.mailOutbox,
    (m) => emailKey(m.to) === key || [m.subject, m.text, m.html, JSON.stringify(m.headers ?? {})].some((t) => names(t, { id, email }))
  )
  deleteWhere(tables.rateLimits, (_, k) => k.includes(id) || k.includes(key))
  // Someone else's row that named the person as who reviewed, decided, invited or was reported (PostgreSQL: SET NULL).
  updateWhere(tables.inviteRequests, (r) => (isThem(r.reviewedBy) ? { ...r, reviewedBy: null } : r))
  updateWhere(tables.feedback, (f) => (isThem(f.reviewedBy) ? { ...f, reviewedBy: null } : f))
  updateWhere(tables.waitlist, (w) => (isThem(w.invitedBy) ? { ...w, invitedBy: null } : w))
  updateWhere(tables.reports, (r) =>
    isThem(r.subjectId) || isThem(r.assignedTo) || isThem(r.resolvedBy)
      ? { ...r, subjectId: orNull(r.subjectId), assignedTo: orNull(r.assignedTo), resolvedBy: orNull(r.resolvedBy) }
      : r
  )
  updateWhere(tables.suggestions, (s) => (isThem(s.decidedBy) ? { ...s, decidedBy: null } : s))
  updateWhere(tables.concerts, (c) => (c.createdBy === id ? { ...c, createdBy: null } : c))
  tables.users.delete(id)
}

export const layer: Layer.Layer<AccountPurge, never, MemoryStore> = Layer.effect(
  AccountPurge,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return AccountPurge.of({
      pseudonymOf: (userId) => Effect.sync(() => pseudonymOf(userId)),
      // Memory transactions run one at a time: the account cannot change underneath.
      lock: (userId) =>
        Effect.sync(() =>
          Option.map(Option.fromNullishOr(tables.users.get(userId)), (user) => ({
            id: user.id,
            email: user.email,
            deletionRequestedAt: tables.deletionRequests.get(user.id) ?? null
          }))
        ),
      plansMadeBy: (userId) =>
        Effect.sync(() =>
          [...tables.plans.values()]
            .filter((p) => p.makerId === userId)
            .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
            .map((p) => p.id)
        ),
      handOverPlan: (planId, heirId) =>
        Effect.sync(() => {
          const plan = tables.plans.get(planId)
          if (plan) tables.plans.set(planId, { ...plan, makerId: heirId })
        }),
      anonymiseMessages: (userId) =>
        Effect.sync(() => {
          let n = 0
          for (const m of tables.planMessages.values()) {
            if (m.authorId !== userId) continue
            tables.planMessages.set(m.id, { id: m.id, planId: m.planId, authorId: null, text: null, createdAt: m.createdAt })
            n++
          }
          return n
        }),
      pseudonymiseReports: (userId, pseudonym) =>
        Effect.sync(() =>
          updateWhere(tables.reports, (r) => {
            if (r.subjectId !== userId && r.targetId !== userId) return r
            // The shown name (a profile's displayName, a message's authorName) is the person's in a report about them.
            const renamed = Object.fromEntries(Object.entries(r.snapshot).map(([k, v]) => [k, k === "displayName" || k === "authorName" ? pseudonym : v]))
            return {
              ...r,
              targetId: r.targetId === userId ? pseudonym : r.targetId,
              subjectId: r.subjectId === userId ? null : r.subjectId,
              snapshot: JSON.parse(JSON.stringify(renamed).split(userId).join(pseudonym)) as Record<string, unknown>
            }
          })
        ),
      pseudonymiseAudit: (account, pseudonym) =>
        Effect.sync(() =>
          updateWhere(tables.auditLog, (e) => {
            const details = JSON.stringify(e.details)
            if (e.actorId !== account.id && !names(e.subjectId, account) && !names(details, account)) return e
            return {
              ...e,
              actorId: e.actorId === account.id ? pseudonym : e.actorId,
              subjectId: e.subjectId === null ? null : pseudonymised(e.subjectId, account, pseudonym),
              details: JSON.parse(pseudonymised(details, account, pseudonym)) as typeof e.details
            }
          })
        ),
      erase: (account) => Effect.sync(() => erase(tables, account))
    })
  })
)
