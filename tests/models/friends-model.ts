/** The model of the friend-request lifecycle: what the API must answer, and the state it must show. */
import { expect } from "vitest"
import type { Fan } from "../support/friends.ts"

export type Status = "pending" | "accepted" | "rejected" | "cancelled"

export interface Model {
  /** Friend pairs as `low|high` fan indexes. */
  readonly friends: Set<string>
  /** Every request the API created, in order; commands pick one by index. */
  readonly requests: Array<{ readonly id: string; readonly from: number; readonly to: number; status: Status }>
}

export interface Real {
  readonly fans: ReadonlyArray<Fan>
}

export const emptyModel = (): Model => ({ friends: new Set(), requests: [] })

export const pairKey = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`)

export const pendingBetween = (m: Model, a: number, b: number) => m.requests.find((r) => r.status === "pending" && pairKey(r.from, r.to) === pairKey(a, b))

const sorted = (values: Iterable<string>) => [...values].sort()

/** After every command: the API's lists equal the model's, and the invariants hold on what the API shows. */
export const verify = async (m: Model, r: Real) => {
  const index = new Map(r.fans.map((f, i) => [f.id, i]))
  const friendsOf: Array<Set<number>> = []
  const pendingPairs: Array<string> = []
  for (const [i, f] of r.fans.entries()) {
    const friends = (await f.b.get("/api/friends")).json().friends as Array<{ userId: string }>
    const requests = (await f.b.get("/api/friend-requests")).json() as Record<
      "incoming" | "outgoing",
      Array<{ id: string; senderId: string; receiverId: string }>
    >
    friendsOf[i] = new Set(friends.map((x) => index.get(x.userId)!))
    const expectedFriends = r.fans.filter((_, j) => m.friends.has(pairKey(i, j)))
    expect(sorted(friends.map((x) => x.userId)), `friends of ${i}`).toEqual(sorted(expectedFriends.map((x) => x.id)))
    const pending = m.requests.filter((q) => q.status === "pending")
    expect(sorted(requests.incoming.map((q) => q.id)), `incoming of ${i}`).toEqual(sorted(pending.filter((q) => q.to === i).map((q) => q.id)))
    expect(sorted(requests.outgoing.map((q) => q.id)), `outgoing of ${i}`).toEqual(sorted(pending.filter((q) => q.from === i).map((q) => q.id)))
    for (const q of requests.incoming) pendingPairs.push(pairKey(index.get(q.senderId)!, index.get(q.receiverId)!))
  }
  for (const [i, friends] of friendsOf.entries()) {
    expect(friends.has(i), `${i} is never their own friend`).toBe(false)
    for (const j of friends) expect(friendsOf[j]!.has(i), `friendship ${i}-${j} is symmetric`).toBe(true)
  }
  expect(new Set(pendingPairs).size, "at most one pending request per pair").toBe(pendingPairs.length)
  for (const pair of pendingPairs) {
    const [a, b] = pair.split("|").map(Number) as [number, number]
    expect(friendsOf[a]!.has(b), `no pending request between friends ${pair}`).toBe(false)
  }
}
