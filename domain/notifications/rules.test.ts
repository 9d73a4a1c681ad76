import fc from "fast-check"
import { BATCHED_KINDS } from "./kinds.ts"
import { describe, expect, it } from "vitest"
import { shownInterests } from "../concerts/discovery.ts"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { friendDegree } from "../friends/degree.ts"
import { CONCERT, changeOf, concertWorldArb, factsFor, friendsIn, name, people, statusAfter, storedArb, viewOf } from "./notifications.arbitraries.ts"
import {
  dedupe,
  justBecameReadyToGo,
  notificationKey,
  onRepeat,
  opportunityFor,
  type StoredNotification,
  ticketNewsRecipients,
  withChange,
  withdraws
} from "./rules.ts"
import type { ConcertWorld } from "./notifications.arbitraries.ts"

/** The world laws look at rare events (a change that notifies someone): more runs than the default. */
const worlds = { numRuns: 500 }

const recipientsOf = (world: ConcertWorld) => {
  const friendsOf = friendsIn(world)
  const candidates = people(world).map((p) => ({ userId: name(p), degree: friendDegree(friendsOf, world.actor, p), status: world.status[p] ?? null }))
  return ticketNewsRecipients(changeOf(world), world.visibility[world.actor]!, candidates)
}

/** Whether the viewer's concerts page, friends circle, shows the actor holding tickets under these statuses. */
const showsActorWithTickets = (world: ConcertWorld, viewer: number, status: ReadonlyArray<InterestStatus | null>) =>
  shownInterests("friends", factsFor(world, viewer, status)).some((s) => s.userId === name(world.actor) && s.status === "has_tickets")

describe("friend_has_tickets: who hears that a friend has tickets", () => {
  it("notified ⇒ visible: every recipient's concerts page shows the actor holding tickets, under the same rules", () => {
    fc.assert(
      fc.property(concertWorldArb, (world) => {
        for (const r of recipientsOf(world)) expect(showsActorWithTickets(world, Number(r.slice(1)), statusAfter(world))).toBe(true)
      }),
      worlds
    )
  })

  it("recipients are exactly those who care about the concert and whose friends circle newly shows the actor's tickets", () => {
    fc.assert(
      fc.property(concertWorldArb, (world) => {
        const recipients = new Set(recipientsOf(world))
        for (const p of people(world)) {
          const cares = world.status[p] === "interested" || world.status[p] === "has_tickets"
          const newly = showsActorWithTickets(world, p, statusAfter(world)) && !showsActorWithTickets(world, p, world.status)
          expect(recipients.has(name(p))).toBe(cares && newly)
        }
      }),
      worlds
    )
  })

  it("never the actor themself, and nobody unless the actor changed to tickets", () => {
    fc.assert(
      fc.property(concertWorldArb, (world) => {
        const recipients = recipientsOf(world)
        expect(recipients).not.toContain(name(world.actor))
        if (world.after !== "has_tickets" || world.status[world.actor] === "has_tickets") expect(recipients).toEqual([])
      }),
      worlds
    )
  })

  it("a private actor notifies nobody; a friends_only friend who is interested hears", () => {
    const change = { actorId: "a", concertId: CONCERT, before: "interested" as const, after: "has_tickets" as const }
    const candidates = [
      { userId: "f", degree: 1 as const, status: "interested" as const },
      { userId: "ff", degree: 2 as const, status: "has_tickets" as const },
      { userId: "g", degree: 1 as const, status: null }
    ]
    expect(ticketNewsRecipients(change, "private", candidates)).toEqual([])
    expect(ticketNewsRecipients(change, "friends_only", candidates)).toEqual(["f"])
    expect(ticketNewsRecipients(change, "public", candidates)).toEqual(["f"])
  })
})

describe("ready_to_go: a concert has just become Ready to Go for the recipient", () => {
  it("notified ⇒ visible: the recipient's dashboard now shows the actor holding tickets, and at least 2 with tickets", () => {
    fc.assert(
      fc.property(concertWorldArb, (world) => {
        for (const r of people(world)) {
          const view = viewOf(world, r)
          if (!justBecameReadyToGo(view)) continue
          const shown = shownInterests("friends_of_friends", view.after)
          expect(shown.some((s) => s.userId === name(world.actor) && s.status === "has_tickets")).toBe(true)
          expect(shown.filter((s) => s.status === "has_tickets").length).toBeGreaterThanOrEqual(2)
        }
      }),
      worlds
    )
  })

  it("never the actor themself, and only someone interested in the concert", () => {
    fc.assert(
      fc.property(concertWorldArb, (world) => {
        expect(justBecameReadyToGo(viewOf(world, world.actor))).toBe(false)
        for (const r of people(world)) if (justBecameReadyToGo(viewOf(world, r))) expect(world.status[r]).toBe("interested")
      }),
      worlds
    )
  })

  it("is the transition of the dashboard's own classification, false before and true after", () => {
    fc.assert(
      fc.property(concertWorldArb, (world) => {
        for (const r of people(world)) {
          const view = viewOf(world, r)
          const expected = view.status === "interested" && opportunityFor(view.before) !== "ready_to_go" && opportunityFor(view.after) === "ready_to_go"
          expect(justBecameReadyToGo(view)).toBe(expected)
        }
      }),
      worlds
    )
  })

  it("the second friend with tickets tips it; a third does not notify again", () => {
    const friend = (userId: string, status: "interested" | "has_tickets") => ({
      userId,
      status,
      degree: 1 as const,
      visibility: "friends_only" as const,
      displayName: null
    })
    const one = [friend("a", "has_tickets"), friend("b", "interested")]
    const two = withChange(one, { actorId: "b", concertId: CONCERT, before: "interested", after: "has_tickets" }, friend("b", "interested"))
    const three = withChange(two, { actorId: "c", concertId: CONCERT, before: null, after: "has_tickets" }, friend("c", "interested"))
    expect(justBecameReadyToGo({ status: "interested", before: one, after: two })).toBe(true)
    expect(justBecameReadyToGo({ status: "interested", before: two, after: three })).toBe(false)
    expect(justBecameReadyToGo({ status: "has_tickets", before: one, after: two })).toBe(false)
  })
})

describe("at most one notification per key and day", () => {
  const listArb = fc.array(storedArb, { maxLength: 30 })

  it("dedupe is idempotent and keeps one notification of every key it was given, the first", () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const once = dedupe(list)
        expect(dedupe(once)).toEqual(once)
        expect(new Set(once.map(notificationKey)).size).toBe(once.length)
        expect(new Set(once.map(notificationKey))).toEqual(new Set(list.map(notificationKey)))
        for (const kept of once) expect(list.find((n) => notificationKey(n) === notificationKey(kept))).toBe(kept)
      })
    )
  })

  it("the key changes with the UTC day, not the hour", () => {
    const n: StoredNotification = {
      kind: "friend_has_tickets",
      recipientId: "r",
      concertId: "c",
      actorId: "a",
      at: Date.UTC(2026, 5, 15, 0, 0),
      readAt: null,
      withdrawnAt: null
    }
    expect(notificationKey({ ...n, at: Date.UTC(2026, 5, 15, 23, 59) })).toBe(notificationKey(n))
    expect(notificationKey({ ...n, at: Date.UTC(2026, 5, 16, 0, 0) })).not.toBe(notificationKey(n))
  })

  it("a repeat creates nothing, and restores a withdrawn one instead of sending it again", () => {
    fc.assert(
      fc.property(storedArb, (n) => {
        // The batched kinds (a plan's messages, a followed artist's new shows: issue #32) renew once read.
        const renews = BATCHED_KINDS.has(n.kind) && n.withdrawnAt === null && n.readAt !== null
        expect(onRepeat(n)).toBe(n.withdrawnAt !== null ? "restore" : renews ? "renew" : "skip")
      })
    )
    expect(onRepeat(undefined)).toBe("create")
  })

  it("a plan's new messages are batched: one key per recipient and plan, whoever wrote and whenever; read, the next is news", () => {
    const n: StoredNotification = {
      kind: "plan_message",
      recipientId: "r",
      concertId: "c",
      actorId: "a",
      at: Date.UTC(2026, 5, 15, 0, 0),
      readAt: null,
      withdrawnAt: null,
      subjectId: "plan-1"
    }
    fc.assert(
      fc.property(fc.constantFrom("a", "b", null), fc.integer({ min: 0, max: 30 * 86_400_000 }), (actorId, later) => {
        expect(notificationKey({ ...n, actorId, at: n.at + later })).toBe(notificationKey(n))
      })
    )
    expect(notificationKey({ ...n, subjectId: "plan-2" })).not.toBe(notificationKey(n))
    expect(notificationKey({ ...n, recipientId: "s" })).not.toBe(notificationKey(n))
    expect(onRepeat(n)).toBe("skip")
    expect(onRepeat({ ...n, readAt: n.at + 1 })).toBe("renew")
    expect(onRepeat({ ...n, kind: "plan_invited", readAt: n.at + 1 })).toBe("skip")
  })

  it("being added to a plan is told once per recipient and plan, whoever added them and whenever; a hidden one is restored, never sent again", () => {
    const n: StoredNotification = {
      kind: "plan_invited",
      recipientId: "r",
      concertId: "c",
      actorId: "a",
      at: Date.UTC(2026, 5, 15, 12, 0),
      readAt: null,
      withdrawnAt: null,
      subjectId: "plan-1"
    }
    fc.assert(
      fc.property(fc.constantFrom("a", "b"), fc.integer({ min: 0, max: 365 * 86_400_000 }), fc.boolean(), (actorId, later, read) => {
        expect(notificationKey({ ...n, actorId, at: n.at + later })).toBe(notificationKey(n))
        expect(onRepeat({ ...n, readAt: read ? n.at + later : null })).toBe("skip")
        expect(onRepeat({ ...n, readAt: read ? n.at : null, withdrawnAt: n.at + later })).toBe("restore")
      })
    )
    expect(notificationKey({ ...n, subjectId: "plan-2" })).not.toBe(notificationKey(n))
    expect(notificationKey({ ...n, recipientId: "s" })).not.toBe(notificationKey(n))
  })
})

describe("withdrawal of unread news an interest change undid", () => {
  const changeArb = fc.record({
    actorId: fc.constantFrom("u1", "u2", "u3"),
    concertId: fc.constantFrom("c1", "c2"),
    after: fc.constantFrom("not_interested", "interested", "has_tickets" as const),
    stillReadyToGo: fc.boolean()
  })

  it("withdraws only an unread, standing notification of the same actor on the same concert", () => {
    fc.assert(
      fc.property(storedArb, changeArb, (n, change) => {
        if (withdraws(n, change)) {
          expect(n.readAt).toBeNull()
          expect(n.withdrawnAt).toBeNull()
          expect(n.actorId).toBe(change.actorId)
          expect(n.concertId).toBe(change.concertId)
          expect(["friend_has_tickets", "ready_to_go"]).toContain(n.kind)
        }
      })
    )
  })

  it("a friend who gives up their tickets withdraws the unread news; keeping them, or a read one, keeps it", () => {
    const n: StoredNotification = { kind: "friend_has_tickets", recipientId: "r", concertId: "c1", actorId: "u1", at: 0, readAt: null, withdrawnAt: null }
    const change = { actorId: "u1", concertId: "c1", after: "interested" as const, stillReadyToGo: false }
    expect(withdraws(n, change)).toBe(true)
    expect(withdraws(n, { ...change, after: "has_tickets" })).toBe(false)
    expect(withdraws({ ...n, readAt: 1 }, change)).toBe(false)
    expect(withdraws({ ...n, kind: "ready_to_go" }, { ...change, stillReadyToGo: true })).toBe(false)
    expect(withdraws({ ...n, kind: "ready_to_go" }, change)).toBe(true)
  })
})
