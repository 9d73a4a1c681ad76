/** The one configuration (apps/config): defaults, and one line naming the variable for every value it refuses. */
import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { loadSettings } from "../../apps/config/load.ts"
import { appConfigOf } from "../../apps/config/runtime.ts"
import { defaultConfig } from "../../domain/kernel/config.ts"

const refusal = (env: Record<string, string>): string => {
  try {
    loadSettings(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${JSON.stringify(env)} was accepted`)
}

describe("settings", () => {
  it("an empty environment gives the documented defaults, which are the domain's own", () => {
    const settings = loadSettings({})
    expect(settings).toMatchObject({
      port: 3000,
      host: "localhost",
      databaseUrl: undefined,
      logLevel: "info",
      trustProxy: false,
      liveMaxStreams: 4000,
      shutdownGraceMs: 10_000
    })
    expect(appConfigOf(settings)).toEqual(defaultConfig)
    // An empty value is no value, as for REDIS_URL= before.
    expect(loadSettings({ REDIS_URL: "", INVITES_PER_USER: "" })).toMatchObject({ redisUrl: undefined, invitesPerUser: 5 })
  })

  it("reads each kind of value", () => {
    const settings = loadSettings({
      PORT: "8080",
      PUBLIC_URL: "https://soundcheck.example.com",
      INVITES_PER_USER: "0",
      TRUST_PROXY: "10.0.0.1, loopback",
      SESSION_SECRET: "s3cret",
      NODE_ENV: "production",
      LOG_LEVEL: "silent"
    })
    expect(settings).toMatchObject({
      port: 8080,
      publicUrl: "https://soundcheck.example.com",
      invitesPerUser: 0,
      trustProxy: ["10.0.0.1", "loopback"],
      nodeEnv: "production",
      logLevel: "silent"
    })
    expect(settings.sessionSecret && Redacted.value(settings.sessionSecret)).toBe("s3cret")
    expect(loadSettings({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080")
  })

  it("a value it cannot use is one line naming the variable and what it must be", () => {
    const cases: ReadonlyArray<readonly [Record<string, string>, string]> = [
      [{ INVITATION_DAYS: "soon" }, `INVITATION_DAYS must be a whole number of at least 1, not "soon"`],
      [{ INVITATION_DAYS: "0" }, `INVITATION_DAYS must be a whole number of at least 1, not "0"`],
      [{ INVITES_PER_USER: "2.5" }, `INVITES_PER_USER must be a whole number of at least 0, not "2.5"`],
      [{ PORT: "70000" }, `PORT must be a whole number from 1 to 65535, not "70000"`],
      [{ PUBLIC_URL: "soundcheck.example.com" }, `PUBLIC_URL must be a URL such as https://soundcheck.example.com, not "soundcheck.example.com"`],
      [{ LOG_LEVEL: "loud" }, `LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, not "loud"`],
      [{ NODE_ENV: "staging" }, `NODE_ENV must be one of production, development, test, not "staging"`],
      [{ NODE_ENV: "production" }, `PUBLIC_URL must be an https address when NODE_ENV=production (mailed links point there), not "http://localhost:3000"`],
      [
        { NODE_ENV: "production", PUBLIC_URL: "http://soundcheck.example.com" },
        `PUBLIC_URL must be an https address when NODE_ENV=production (mailed links point there), not "http://soundcheck.example.com"`
      ],
      [{ RATE_LIMIT_SCALE: "-1" }, `RATE_LIMIT_SCALE must be a whole number of at least 1, not "-1"`]
    ]
    for (const [env, message] of cases) expect(refusal(env), JSON.stringify(env)).toBe(message)
    expect(refusal({ TRUST_PROXY: "true" })).toMatch(/^TRUST_PROXY must be the number of proxies in front .*not "true"/)
  })

  it("a refused address that may hold a password is named, never printed", () => {
    for (const [name, value] of [
      ["DATABASE_URL", "mysql://app:s3cret-pw@db/x"],
      ["SMTP_URL", "http://mail:s3cret-pw@host"],
      ["REDIS_URL", "s3cret-pw"]
    ] as const) {
      const message = refusal({ [name]: value })
      expect(message).toMatch(new RegExp(`^${name} must be a URL such as `))
      expect(message).not.toContain("s3cret-pw")
    }
  })
})
