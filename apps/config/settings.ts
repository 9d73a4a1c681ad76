/**
 * Every environment variable the server, the CLI and the benchmark read: one definition, read once through
 * Effect's `Config` into `Settings`. The README's Configuration table is tested against it (`npm run docs:config`).
 */
import { Config, type Redacted } from "effect"
import { defaultDataDir } from "../../adapters/postgres/database.ts"
import { parseTrustProxy } from "../api/trust-proxy.ts"
import { oneOf, optionalUrl, parsed, type Setting, text, wholeNumber } from "./setting.ts"

const port = wholeNumber("PORT", { min: 1, max: 65535, default: 3000, meaning: "HTTP port of the app (web client and API)" })

const publicUrl = optionalUrl("PUBLIC_URL", {
  schemes: ["http:", "https:"],
  example: "https://soundcheck.example.com",
  meaning: "the web app's public address; links in mail point here"
})

export const settings = {
  port,
  host: text("HOST", { default: "localhost", meaning: "interface to listen on (`0.0.0.0` for all)" }),
  databaseUrl: optionalUrl("DATABASE_URL", {
    schemes: ["postgres:", "postgresql:"],
    example: "postgres://user:password@host:5432/soundcheck",
    secret: true,
    meaning: "use this PostgreSQL server; nothing is started and no demo data is seeded (`soundcheck db seed --demo` does it on request)"
  }),
  dataDir: text("SOUNDCHECK_DATA_DIR", { default: defaultDataDir, shown: "`.data/pg`", meaning: "where the embedded PostgreSQL keeps its data" }),
  logLevel: oneOf("LOG_LEVEL", {
    values: ["trace", "debug", "info", "warn", "error", "fatal", "silent"],
    default: "info",
    meaning: "pino log level (`trace`, `debug`, `info`, `warn`, `error`, `fatal`, `silent`)"
  }),
  publicUrl: {
    ...publicUrl,
    default: "`http://localhost:$PORT`",
    config: Config.all([publicUrl.config, port.config]).pipe(Config.map(([url, p]) => url ?? `http://localhost:${p}`))
  } satisfies Setting<string>,
  sessionSecret: {
    name: "SESSION_SECRET",
    default: "stored in the database",
    meaning: "signs access tokens; without it a random secret is created on the first start and kept in `app_settings`",
    refusal: () => "SESSION_SECRET must be a non-empty text",
    config: Config.Redacted("SESSION_SECRET").pipe(Config.withDefault(undefined))
  } satisfies Setting<Redacted.Redacted<string> | undefined>,
  invitationDays: wholeNumber("INVITATION_DAYS", { min: 1, default: 7, meaning: "days an invitation link stays valid after it is sent (or resent)" }),
  invitesPerUser: wholeNumber("INVITES_PER_USER", { min: 0, default: 5, meaning: "invites a new account starts with" }),
  smtpUrl: optionalUrl("SMTP_URL", {
    schemes: ["smtp:", "smtps:"],
    example: "smtp://user:pass@host:587",
    secret: true,
    meaning:
      "send mail through this SMTP server (e.g. `smtp://user:pass@host:587`); without it mail stays in the dev outbox: the log " +
      "names recipient and subject, `soundcheck mail outbox` shows the full text with its links"
  }),
  mailFrom: text("MAIL_FROM", { default: "Soundcheck <no-reply@soundcheck.local>", meaning: "sender address of outgoing mail" }),
  rateLimitScale: wholeNumber("RATE_LIMIT_SCALE", {
    min: 1,
    default: 1,
    meaning: "multiplies every rate limit (sign-in, sign-up, mail, friend requests, invitations, feedback)"
  }),
  changeNoticeSeconds: wholeNumber("CHANGE_NOTICE_SECONDS", {
    min: 0,
    default: 1800,
    meaning: "how long a concert's first change waits for more before its fans are told, all in one notice (issue #31)"
  }),
  redisUrl: optionalUrl("REDIS_URL", {
    schemes: ["redis:", "rediss:"],
    example: "redis://host:6379",
    secret: true,
    meaning: "count rate limits in this Redis instead of PostgreSQL (shared by every instance either way)"
  }),
  databaseReplicaUrl: optionalUrl("DATABASE_REPLICA_URL", {
    schemes: ["postgres:", "postgresql:"],
    example: "postgres://user:password@replica:5432/soundcheck",
    secret: true,
    meaning:
      "a streaming replica of `DATABASE_URL`: reads that tolerate lag (concerts, dashboard, profiles, calendar exports) go there, a person's own " +
      "only once it has replayed their last write; while it is down or too far behind, everything reads from the primary"
  }),
  replicaMaxLagMs: wholeNumber("REPLICA_MAX_LAG_MS", {
    min: 0,
    default: 2000,
    meaning: "how far behind the primary (ms) the replica may be and still serve reads"
  }),
  trustProxy: parsed("TRUST_PROXY", {
    parse: parseTrustProxy,
    unset: false,
    meaning:
      "behind a reverse proxy, which proxies may set `X-Forwarded-*` (the client address for rate limits, https for `Secure` " +
      "cookies): their addresses or ranges (`10.0.0.1,10.1.0.0/16`, `loopback`), or the number of proxies in front (`1`; only when " +
      'the app cannot be reached except through them). "Trust everything" (`true`) is refused'
  }),
  liveMaxStreams: wholeNumber("LIVE_MAX_STREAMS", {
    min: 1,
    default: 4000,
    meaning: "live-update streams one instance holds open at most; beyond it new ones get `503` with `Retry-After` (each account has at most 8)"
  }),
  graphIndex: oneOf("GRAPH_INDEX", {
    values: ["on", "off"],
    default: "on",
    meaning:
      "`on`: each API instance answers discovery (the concerts page, Show all, the dashboard) from a social-graph index in its memory, " +
      "loaded at start (health answers `503` with `graph: loading` until then) and kept current from a change log read before each request; " +
      "`off`: from SQL alone, as while the index loads or cannot read the log (docs/performance.md)"
  }),
  digestSweepMinutes: wholeNumber("DIGEST_SWEEP_MINUTES", {
    min: 0,
    max: 1440,
    default: 5,
    meaning:
      "how often an instance sends the weekly digests that are due (each person's from their local Monday 08:00) and the reminders on concerts' days (from 08:00 on each fan's clock), each once whatever the number of instances; `0` turns both sweeps off"
  }),
  nodeEnv: oneOf("NODE_ENV", {
    values: ["production", "development", "test"],
    default: undefined,
    meaning:
      "`production` requires an https `PUBLIC_URL` and turns on load shedding: while the event loop is saturated, new requests get `503` with `Retry-After` " +
      "(health is never shed); `development` and `test` leave it off"
  }),
  shutdownGraceMs: wholeNumber("SHUTDOWN_GRACE_MS", {
    min: 0,
    default: 10_000,
    meaning: "after SIGTERM, how long in-flight requests may run before their connections are closed"
  }),
  clusterPort: wholeNumber("CLUSTER_PORT", {
    min: 1,
    max: 65530,
    default: 8080,
    meaning: "`npm run cluster`: HAProxy's port; the two API instances, the primary, the replica and Redis take the next five"
  }),
  chromiumPath: {
    name: "CHROMIUM_PATH",
    default: "`/usr/lib/chromium/chromium-headless-shell`",
    meaning:
      "the Chromium the benchmark measures the web client in; unset, the headless shell `npm test` drives (installed with `apt-get` when " +
      "missing and running as root), or `/usr/bin/chromium` when only that is there",
    refusal: () => "CHROMIUM_PATH must be a non-empty text",
    config: Config.NonEmptyString("CHROMIUM_PATH").pipe(Config.withDefault(undefined))
  } satisfies Setting<string | undefined>
}

/** Variables of the test drivers (scripts/, tests/support/), not of the app: documented beside the others. */
export const toolVariables: ReadonlyArray<Pick<Setting<unknown>, "name" | "default" | "meaning">> = [
  { name: "TEST_DATABASE_URL", default: "—", meaning: "the server the tests create their databases on" }
]

type Definition = typeof settings
export type Settings = { readonly [K in keyof Definition]: Config.Success<Definition[K]["config"]> }
