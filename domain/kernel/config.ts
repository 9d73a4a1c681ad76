/** The instance's configuration that use cases read: where links point and the starting invite count. */
import { Context, Layer } from "effect"

export interface AppConfigShape {
  /** The public base URL of the web app, without a trailing slash (links in mail point here). */
  readonly publicUrl: string
  /** Invites a new profile starts with. */
  readonly inviteCountDefault: number
}

export class AppConfig extends Context.Service<AppConfig, AppConfigShape>()("domain/kernel/AppConfig") {}

export const defaultConfig: AppConfigShape = { publicUrl: "http://localhost:3000", inviteCountDefault: 5 }

export const configLayer = (config: Partial<AppConfigShape> = {}): Layer.Layer<AppConfig> =>
  Layer.succeed(AppConfig, AppConfig.of({ ...defaultConfig, ...config, publicUrl: (config.publicUrl ?? defaultConfig.publicUrl).replace(/\/+$/, "") }))
