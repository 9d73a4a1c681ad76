/** The instance's configuration that use cases read: where links point, the starting invite count, invitation lifetime. */
import { Context, Layer } from "effect"

export interface AppConfigShape {
  /** The public base URL of the web app, without a trailing slash (links in mail point here). */
  readonly publicUrl: string
  /** Invites a new profile starts with. */
  readonly inviteCountDefault: number
  /** Days an invitation link stays valid after it is sent. */
  readonly invitationDays: number
  /** Multiplies every rate limit (RATE_LIMIT_SCALE); the end-to-end server, one address for all its fans, raises it. */
  readonly rateLimitScale: number
  /** How long a show's first change waits for more to join its notice (issue #31; 30 minutes). */
  readonly changeNoticeWindowMs: number
  /** The IANA zone of a city without its own (issue #31): the server's. */
  readonly defaultTimeZone: string
}

export class AppConfig extends Context.Service<AppConfig, AppConfigShape>()("domain/kernel/AppConfig") {}

export const defaultConfig: AppConfigShape = {
  publicUrl: "http://localhost:3000",
  inviteCountDefault: 5,
  invitationDays: 7,
  rateLimitScale: 1,
  changeNoticeWindowMs: 30 * 60 * 1000,
  defaultTimeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone
}

// A loop, not /\/+$/: that pattern backtracks on a long run of slashes that does not end the text.
const withoutTrailingSlashes = (url: string): string => {
  let end = url.length
  while (end > 0 && url[end - 1] === "/") end--
  return url.slice(0, end)
}

export const configLayer = (config: Partial<AppConfigShape> = {}): Layer.Layer<AppConfig> =>
  Layer.succeed(AppConfig, AppConfig.of({ ...defaultConfig, ...config, publicUrl: withoutTrailingSlashes(config.publicUrl ?? defaultConfig.publicUrl) }))
