/** The runtime type every route runs its use cases on. */
import type { ManagedRuntime } from "effect"
import type { AppServices } from "../../domain/services.ts"

export type { AppServices }
export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>
