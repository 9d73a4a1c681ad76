/** Reads `Settings` from an environment through Effect's `Config`; a refused value is one line naming the variable. */
import { Config, ConfigProvider, Effect, Exit } from "effect"
import type { Setting } from "./setting.ts"
import { type Settings, settings } from "./settings.ts"

/** A setting the environment gives a value the app cannot use; its message names the variable. */
export class SettingInvalid extends Error {}

const settingsConfig: Config.Config<Settings> = Config.all(
  Object.fromEntries(Object.entries(settings).map(([key, setting]) => [key, setting.config]))
) as Config.Config<Settings>

/**
 * Rules across settings: in production the links mailed to people (invitations, resets, one-click unsubscribe)
 * must be https, so PUBLIC_URL must be given and be an https address.
 */
const checkTogether = (loaded: Settings): Settings => {
  if (loaded.nodeEnv === "production" && !loaded.publicUrl.startsWith("https://")) {
    throw new SettingInvalid(`PUBLIC_URL must be an https address when NODE_ENV=production (mailed links point there), not "${loaded.publicUrl}"`)
  }
  return loaded
}

/** The settings of `env` (the process's environment unless given); throws `SettingInvalid` for a value it refuses. */
export const loadSettings = (env: Record<string, string | undefined> = process.env): Settings => {
  const provider = ConfigProvider.fromEnvRecord(env)
  const exit = Effect.runSyncExit(settingsConfig.parse(provider))
  if (Exit.isSuccess(exit)) return checkTogether(exit.value)
  // Which one failed: the first whose own config fails, in definition order.
  for (const setting of Object.values(settings) as ReadonlyArray<Setting<unknown>>) {
    if (Exit.isFailure(Effect.runSyncExit(setting.config.parse(provider)))) {
      throw new SettingInvalid(setting.refusal(env[setting.name] ?? ""))
    }
  }
  throw new SettingInvalid(`the environment could not be read: ${String(exit.cause)}`)
}
