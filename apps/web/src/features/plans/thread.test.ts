import { describe, expect, it } from "vitest"
import type { PlanMessageDto } from "../../../../../domain/plans/contract.ts"
import { isRemoved, removedMessageText, threadMessages, threadNews } from "./thread.ts"

const message = (id: string, authorId: string, createdAt: number, text = `text ${id}`): PlanMessageDto => ({
  id,
  authorId,
  authorName: authorId === "b" ? "Ben" : "Cleo",
  text,
  event: null,
  createdAt
})

describe("the plan thread", () => {
  it("shows and announces Soundcheck's line when the concert is cancelled (issue #31), never as removed", () => {
    const line: PlanMessageDto = { id: "9", authorId: null, authorName: "Soundcheck", text: null, event: "concert_cancelled", createdAt: 9 }
    expect(isRemoved(line)).toBe(false)
    expect(threadNews([message("1", "b", 1)], [message("1", "b", 1), line], "c")).toBe(
      "New message from Soundcheck: This concert was cancelled. The plan stays here for you to talk it over."
    )
  })

  it("shows the loaded pages as one list, newest last, each message once", () => {
    const newest = { messages: [message("3", "b", 3), message("4", "c", 4)], olderCursor: "x" }
    const older = { messages: [message("1", "b", 1), message("2", "c", 2), message("3", "b", 3)], olderCursor: null }
    expect(threadMessages([newest, older]).map((m) => m.id)).toEqual(["1", "2", "3", "4"])
    expect(threadMessages([])).toEqual([])
  })

  it("announces only new messages from others, not older pages loaded on request", () => {
    const [m1, m2, m3] = [message("1", "b", 1), message("2", "c", 2), message("3", "b", 3, "See you at the bar")]
    expect(threadNews([m1, m2], [m1, m2, m3], "c")).toBe("New message from Ben: See you at the bar")
    expect(threadNews([m1, m2, m3], [m1, m2, m3], "c")).toBeNull()
    expect(threadNews([m1], [m1, m2], "c")).toBeNull()
    expect(threadNews([], [m1, m2, m3], "a")).toBe("3 new messages. Last from Ben: See you at the bar")
    expect(threadNews([m3], [m1, m2, m3], "a")).toBeNull()
  })

  it("reads the start of a long message", () => {
    const long = message("9", "b", 9, "a".repeat(1000))
    const news = threadNews([], [long], "c")!
    expect(news.startsWith("New message from Ben: aaa")).toBe(true)
    expect(news.endsWith("…")).toBe(true)
    expect(news.length).toBeLessThan(200)
  })

  it("shows a purged author's message as removed, and announces it without its text (issue #30)", () => {
    const kept = message("1", "b", 1)
    const gone: PlanMessageDto = { ...message("2", "gone", 2), authorId: null, authorName: "Deleted user", text: null }
    expect(isRemoved(kept)).toBe(false)
    expect(isRemoved(gone)).toBe(true)
    expect(threadNews([kept], [kept, gone], "c")).toBe(`New message from Deleted user: ${removedMessageText}`)
  })
})
