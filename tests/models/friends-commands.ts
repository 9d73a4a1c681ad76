/** The commands of the friend-request model: each acts through the API, checks the answer code, then the whole state. */
import type fc from "fast-check"
import { expect } from "vitest"
import { type Model, pairKey, pendingBetween, type Real, verify } from "./friends-model.ts"

type Command = fc.AsyncCommand<Model, Real>

const UNKNOWN_REQUEST = "00000000-0000-4000-8000-00000000beef"

/** The request a command acts on: one the API created (any status), or an id it never gave out. */
const pick = (m: Model, k: number) => (m.requests.length === 0 ? undefined : m.requests[k % m.requests.length])

export class Send implements Command {
  readonly from: number
  readonly to: number
  constructor(from: number, to: number) {
    this.from = from
    this.to = to
  }
  check = () => true
  async run(m: Model, r: Real) {
    const res = await r.fans[this.from]!.b.send("POST", "/api/friend-requests", { userId: r.fans[this.to]!.id })
    const expected = this.from === this.to ? 400 : m.friends.has(pairKey(this.from, this.to)) || pendingBetween(m, this.from, this.to) ? 409 : 201
    expect(res.statusCode, res.body).toBe(expected)
    if (expected === 201) m.requests.push({ id: res.json().request.id, from: this.from, to: this.to, status: "pending" })
    await verify(m, r)
  }
  toString = () => `send(${this.from} -> ${this.to})`
}

abstract class OnRequest implements Command {
  readonly by: number
  readonly k: number
  constructor(by: number, k: number) {
    this.by = by
    this.k = k
  }
  abstract readonly verb: string
  /** Whether the model lets `by` act on this pending request. */
  abstract allowed(request: { from: number; to: number }): boolean
  abstract send(r: Real, id: string): Promise<{ statusCode: number; body: string }>
  abstract apply(m: Model, request: NonNullable<ReturnType<typeof pick>>): void
  abstract readonly success: number
  check = () => true
  async run(m: Model, r: Real) {
    const request = pick(m, this.k)
    const res = await this.send(r, request?.id ?? UNKNOWN_REQUEST)
    const ok = request !== undefined && request.status === "pending" && this.allowed(request)
    expect(res.statusCode, res.body).toBe(ok ? this.success : 404)
    if (ok) this.apply(m, request)
    await verify(m, r)
  }
  toString = () => `${this.verb}(by ${this.by}, request #${this.k})`
}

export class Accept extends OnRequest {
  readonly verb = "accept"
  readonly success = 200
  allowed = (q: { to: number }) => q.to === this.by
  send = (r: Real, id: string) => r.fans[this.by]!.b.send("POST", `/api/friend-requests/${id}/accept`)
  apply(m: Model, q: NonNullable<ReturnType<typeof pick>>) {
    q.status = "accepted"
    m.friends.add(pairKey(q.from, q.to))
  }
}

export class Reject extends OnRequest {
  readonly verb = "reject"
  readonly success = 204
  allowed = (q: { to: number }) => q.to === this.by
  send = (r: Real, id: string) => r.fans[this.by]!.b.send("POST", `/api/friend-requests/${id}/reject`)
  apply(_: Model, q: NonNullable<ReturnType<typeof pick>>) {
    q.status = "rejected"
  }
}

export class Cancel extends OnRequest {
  readonly verb = "cancel"
  readonly success = 204
  allowed = (q: { from: number }) => q.from === this.by
  send = (r: Real, id: string) => r.fans[this.by]!.b.send("DELETE", `/api/friend-requests/${id}`)
  apply(_: Model, q: NonNullable<ReturnType<typeof pick>>) {
    q.status = "cancelled"
  }
}

export class Remove implements Command {
  readonly by: number
  readonly other: number
  constructor(by: number, other: number) {
    this.by = by
    this.other = other
  }
  check = () => true
  async run(m: Model, r: Real) {
    const res = await r.fans[this.by]!.b.send("DELETE", `/api/friends/${r.fans[this.other]!.id}`)
    const key = pairKey(this.by, this.other)
    const ok = this.by !== this.other && m.friends.has(key)
    expect(res.statusCode, res.body).toBe(ok ? 204 : 404)
    if (ok) m.friends.delete(key)
    await verify(m, r)
  }
  toString = () => `remove(${this.by} x ${this.other})`
}
