import { describe, expect, it } from "vitest"
import { reconnectDelayMs } from "./schedule.ts"
import { sseParser } from "./sse.ts"

describe("the reconnect schedule", () => {
  it("waits 1 s, 2 s, 5 s, then every 10 s", () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000])
  })
})

describe("the event-stream parser", () => {
  const parse = (chunks: ReadonlyArray<string>) => {
    const seen: Array<string> = []
    const push = sseParser({ onData: (d) => seen.push(`data ${d}`), onComment: (c) => seen.push(`comment ${c}`) })
    for (const chunk of chunks) push(chunk)
    return seen
  }

  it("reads events and comments whatever the chunk boundaries", () => {
    const text = 'retry: 1000\n: connected\n\ndata: {"type":"a"}\n\n: heartbeat\n\ndata: x\r\ndata: y\r\n\r\n'
    const expected = ["comment connected", 'data {"type":"a"}', "comment heartbeat", "data x\ny"]
    expect(parse([text])).toEqual(expected)
    expect(parse(text.split(""))).toEqual(expected)
  })

  it("holds an event back until its blank line arrives", () => {
    expect(parse(["data: half"])).toEqual([])
  })
})
