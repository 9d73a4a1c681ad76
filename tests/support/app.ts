/**
 * Builds the API for tests, over the memory adapters or a fresh PostgreSQL database. Every app built here
 * checks each answer against its OpenAPI document (contract-check.ts).
 */
import { Effect, type Layer, ManagedRuntime } from "effect"
import type { FastifyInstance } from "fastify"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { AppSettings } from "../../domain/accounts/app-settings.ts"
import { type AppOptions, buildApp as buildUncheckedApp } from "../../apps/api/app.ts"
import type { AppConfigShape } from "../../domain/kernel/config.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import type { AppServices } from "../../domain/services.ts"
import { checkResponses } from "./contract-check.ts"
import { testDatabase } from "./pg.ts"

export interface TestApp {
  readonly app: FastifyInstance
  readonly runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  readonly close: () => Promise<void>
}

export const TEST_PUBLIC_URL = "http://soundcheck.test"

/** The app as the server builds it, each answer checked against the OpenAPI document; for tests that need their own options. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => checkResponses(await buildUncheckedApp(options))

const config: Partial<AppConfigShape> = { publicUrl: TEST_PUBLIC_URL }

/** Opens registration on a test runtime (a new installation is invite-only). */
export const openSignUp = (runtime: ManagedRuntime.ManagedRuntime<AppSettings, never>): Promise<void> =>
  runtime.runPromise(AppSettings.use((settings) => settings.setRegistrationMode("open")))

/**
 * A new installation is invite-only; most API tests make fans through open sign-up, so the test app opens
 * registration first (the tests of invite-only mode close it again, or build with `openRegistration` false).
 */
export const fromLayer = async (
  layer: Layer.Layer<AppServices>,
  after: () => Promise<void> = async () => undefined,
  sessionSecret?: string,
  openRegistration = true
): Promise<TestApp> => {
  const runtime = ManagedRuntime.make(layer)
  if (openRegistration) await openSignUp(runtime)
  const app = await buildApp({ runtime, logLevel: false, sessionSecret })
  return {
    app,
    runtime,
    close: async () => {
      await app.close()
      await runtime.dispose()
      await after()
    }
  }
}

/** The API over fresh memory adapters; `overrides` change the configuration (e.g. a raised rateLimitScale). */
export const memoryApp = (overrides: Partial<AppConfigShape> = {}) => fromLayer(MemoryAdapters.layer({ ...config, ...overrides }))

/** The API over a fresh PostgreSQL database; `openRegistration` false keeps the new installation's invite-only mode. */
export const postgresApp = async (overrides: Partial<AppConfigShape> = {}, openRegistration = true) => {
  const db = await testDatabase()
  const layer = PostgresAdapters.layer(db.url, { maximumPoolSize: 4, config: { ...config, ...overrides } })
  return { ...(await fromLayer(layer, db.drop, undefined, openRegistration)), databaseUrl: db.url }
}

/**
 * The API over a PostgreSQL database the caller owns and drops: a private server a test stops, or one
 * database under two instances (the same `sessionSecret`, as every instance of a deployment has).
 */
export const postgresAppOn = (
  url: string,
  options: {
    readonly config?: Partial<AppConfigShape>
    readonly sessionSecret?: string
    readonly redisUrl?: string
    /** A streaming replica of `url` for lag-tolerant reads. */
    readonly replica?: { readonly url: string; readonly maxLagMs?: number }
    /** Discovery on the social-graph index as the server runs it (true), or on SQL alone (the default: the index's own tests ask for it). */
    readonly graph?: boolean
  } = {}
) =>
  fromLayer(
    PostgresAdapters.layer(url, {
      maximumPoolSize: 4,
      redisUrl: options.redisUrl,
      replica: options.replica,
      config: { ...config, ...options.config },
      graph: options.graph === true ? {} : undefined
    }),
    undefined,
    options.sessionSecret
  )

/** The token of the newest link of the given path mailed to `to`, as a person would click it. */
export const mailedToken = async (t: TestApp, to: string, path = "/auth/confirm"): Promise<string> => {
  const [mail] = await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to })))
  const link = mail?.text.match(new RegExp(`${TEST_PUBLIC_URL}${path}\\?token=(\\S+)`))
  if (!link?.[1]) throw new Error(`no ${path} link mailed to ${to}`)
  return decodeURIComponent(link[1])
}

export const mailCount = (t: TestApp, to: string) =>
  t.runtime.runPromise(MailOutbox.use((outbox) => Effect.map(outbox.list({ limit: 100, to }), (mails) => mails.length)))

/** Waits until the instance's social-graph index is loaded and current (health says `graph: "ready"`), at most 10 s. */
export const graphReady = async (t: Pick<TestApp, "app">): Promise<void> => {
  const deadline = Date.now() + 10_000
  for (;;) {
    const res = await t.app.inject({ url: "/api/health" })
    if (res.json().graph === "ready") return
    if (Date.now() > deadline) throw new Error(`the social-graph index is not ready: ${res.body}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
