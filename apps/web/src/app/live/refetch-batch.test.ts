import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { LiveTopic } from "./invalidation.ts"
import { refetchBatch } from "./refetch-batch.ts"

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

const recorder = () => {
  const calls: Array<[number, ReadonlyArray<LiveTopic>]> = []
  const start = Date.now()
  return { calls, invalidate: (topics: ReadonlyArray<LiveTopic>) => void calls.push([Date.now() - start, topics]) }
}

describe("the web client's refetch batching", () => {
  it("invalidates the first event's topics at once and a burst's rest once when the window closes", () => {
    const { calls, invalidate } = recorder()
    const batch = refetchBatch(invalidate, 1_000)
    batch.add(["interests"])
    expect(calls).toEqual([[0, ["interests"]]])
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(10)
      batch.add(["interests"])
    }
    vi.advanceTimersByTime(1_000)
    expect(calls).toEqual([
      [0, ["interests"]],
      [1_000, ["interests"]]
    ])
    vi.advanceTimersByTime(5_000)
    expect(calls).toHaveLength(2)
  })

  it("a burst of any length costs at most one refetch of a topic a window, plus the first", () => {
    const { calls, invalidate } = recorder()
    const batch = refetchBatch(invalidate, 1_000)
    for (let i = 0; i < 100; i++) {
      batch.add(["interests", "friendships"])
      vi.advanceTimersByTime(45)
    }
    vi.advanceTimersByTime(2_000)
    const interests = calls.filter(([, topics]) => topics.includes("interests"))
    expect(interests.length).toBeLessThanOrEqual(Math.ceil(4_500 / 1_000) + 1)
    expect(interests.length).toBeGreaterThanOrEqual(2)
  })

  it("topics are batched apart: a friendship event is not held back by a burst of interests", () => {
    const { calls, invalidate } = recorder()
    const batch = refetchBatch(invalidate, 1_000)
    batch.add(["interests"])
    batch.add(["interests"])
    batch.add(["friendships"])
    expect(calls).toEqual([
      [0, ["interests"]],
      [0, ["friendships"]]
    ])
    batch.stop()
    vi.advanceTimersByTime(2_000)
    expect(calls).toHaveLength(2)
  })
})
