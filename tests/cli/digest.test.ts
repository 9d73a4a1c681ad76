/** soundcheck digest send: a dry run prints without sending; --now sends everyone's once; --json gives { to, concerts }. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localClock } from "../../domain/notifications/week.ts"
import { ann, digestMails, digestWorld, eve } from "../contracts/digest-world.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"

describe("soundcheck digest send", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp()
    await t.runtime.runPromise(digestWorld(localClock(Date.now(), "Europe/Berlin").date, "Europe/Berlin"))
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })

  it("prints a dry run, then sends everyone's digest once with --now", async () => {
    const dry = await cli(["digest", "send", "--now", "--dry-run", "--json"], deps())
    expect(dry.code).toBe(0)
    const digests = JSON.parse(dry.stdout) as Array<{ to: string; concerts: Array<{ artist: string; link: string }> }>
    expect(digests.find((d) => d.to === ann.email)?.concerts.map((c) => c.artist)).toEqual(["Wilco", "Mitski", "Bon Iver"])
    expect(digests.map((d) => d.to)).not.toContain(eve.email)
    expect(await t.runtime.runPromise(digestMails)).toEqual([])

    const sent = await cli(["digest", "send", "--now"], deps())
    expect(sent).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(new RegExp(`^Sent ${digests.length} digests?:\\n(.|\\n)*${ann.email}  3 concerts\\n`))
    })
    expect((await t.runtime.runPromise(digestMails)).map((m) => m.to).toSorted()).toEqual(digests.map((d) => d.to).toSorted())
    expect(await cli(["digest", "send", "--now"], deps())).toMatchObject({ code: 0, stdout: "No digests are due.\n" })
  })
})
