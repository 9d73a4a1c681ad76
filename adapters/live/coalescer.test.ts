import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { maxCoalescedEvents } from "../../domain/live/coalesce.ts"
import type { LiveEvent } from "../../domain/live/events.ts"
import { coalescer } from "./coalescer.ts"

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

const interest = (n: number): LiveEvent => ({ type: "interest_changed", concertId: `c${n}`, userId: "u" })
const request = (n: number): LiveEvent => ({ type: "friend_request_received", requestId: `r${n}`, senderId: "u" })

const recorder = () => {
  const sent: Array<[number, LiveEvent]> = []
  const start = Date.now()
  return { sent, send: (event: LiveEvent) => void sent.push([Date.now() - start, event]) }
}

describe("one stream's merging of a burst", () => {
  it("sends the first at once and the latest of the rest when the window closes, then stays quiet", () => {
    const { sent, send } = recorder()
    const stream = coalescer(send, 2_000)
    for (let i = 0; i < 60; i++) {
      stream.deliver(interest(i))
      vi.advanceTimersByTime(16)
    }
    vi.advanceTimersByTime(10_000)
    expect(sent).toEqual([
      [0, interest(0)],
      [2_000, interest(59)]
    ])
  })

  it("a burst of N changes over any duration yields at most floor(duration / window) + 2 events, the last one always among them", () => {
    // Pinned: two changes at one instant (seed -1738248477) are two events, which a bound of ceil(d / w) + 1 denied.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 100 }), (gaps) => {
        const { sent, send } = recorder()
        const stream = coalescer(send, 500)
        let duration = 0
        gaps.forEach((gap, i) => {
          if (i > 0) {
            vi.advanceTimersByTime(gap)
            duration += gap
          }
          stream.deliver(interest(i))
        })
        vi.advanceTimersByTime(1_000)
        stream.stop()
        expect(sent.length).toBeLessThanOrEqual(maxCoalescedEvents(duration, 500))
        expect(sent.at(-1)![1]).toEqual(interest(gaps.length - 1))
        // Never two in one window.
        for (let i = 1; i < sent.length; i++) expect(sent[i]![0] - sent[i - 1]![0]).toBeGreaterThanOrEqual(500)
      }),
      { examples: [[[0, 0]], [[0, 500, 0]]] }
    )
  })

  it("events addressed to one person are never merged or held back", () => {
    const { sent, send } = recorder()
    const stream = coalescer(send, 2_000)
    stream.deliver(interest(1))
    stream.deliver(interest(2))
    stream.deliver(request(1))
    stream.deliver(request(2))
    expect(sent.map(([, e]) => e)).toEqual([interest(1), request(1), request(2)])
  })

  it("a closed stream sends nothing pending; a window of 0 merges nothing", () => {
    const { sent, send } = recorder()
    const stream = coalescer(send, 2_000)
    stream.deliver(interest(1))
    stream.deliver(interest(2))
    stream.stop()
    vi.advanceTimersByTime(5_000)
    expect(sent).toHaveLength(1)
    const unmerged = recorder()
    const direct = coalescer(unmerged.send, 0)
    for (let i = 0; i < 5; i++) direct.deliver(interest(i))
    expect(unmerged.sent).toHaveLength(5)
  })
})
