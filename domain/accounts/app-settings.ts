/** Port: instance-wide settings. */
import { Context, type Effect } from "effect"
import type { RegistrationMode } from "./contract.ts"

export class AppSettings extends Context.Service<
  AppSettings,
  {
    readonly registrationMode: Effect.Effect<RegistrationMode>
    setRegistrationMode(mode: RegistrationMode): Effect.Effect<void>
    /** The stored value of `key`, storing `value` first when there is none (first writer wins). */
    getOrInit(key: string, value: string): Effect.Effect<string>
  }
>()("domain/accounts/AppSettings") {}
