import { Writable } from "node:stream"
import Fastify from "fastify"
import { describe, expect, it } from "vitest"
import { loggerOptions, redactUrl } from "./logger.ts"

describe("request logging", () => {
  it("keeps the token of an invitation link out of the url", () => {
    expect(redactUrl("/api/invitations/preview?token=s3cr3t-_x&inviter=abc")).toBe("/api/invitations/preview?token=[redacted]&inviter=abc")
    expect(redactUrl("/invite?inviter=abc&TOKEN=s3cr3t")).toBe("/invite?inviter=abc&TOKEN=[redacted]")
    expect(redactUrl("/api/concerts?limit=5")).toBe("/api/concerts?limit=5")
    expect(redactUrl("/api/calendar/s3cr3t-feed.ics?x=1")).toBe("/api/calendar/[redacted]?x=1")
    expect(redactUrl("/api/concerts/abc/calendar.ics")).toBe("/api/concerts/abc/calendar.ics")
  })

  it("a request with a token in its query logs the url without it", async () => {
    const lines: Array<string> = []
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) })
    const options = loggerOptions("info")
    const app = Fastify({ logger: { ...(options as object), stream } })
    app.get("/api/invitations/preview", async () => ({ ok: true }))
    await app.inject({ method: "GET", url: "/api/invitations/preview?token=very-secret&inviter=someone" })
    await app.close()
    const logged = lines.join("")
    expect(logged).toContain("token=[redacted]")
    expect(logged).not.toContain("very-secret")
  })
})
