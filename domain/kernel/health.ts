/** Port: whether the store behind the adapters answers, and the read replica beside it when there is one. */
import { Context, type Effect } from "effect"

export class StoreHealth extends Context.Service<
  StoreHealth,
  {
    readonly ping: Effect.Effect<boolean>
    /** The copy lag-tolerant reads may use: none configured, serving, too far behind, or not answering. */
    readonly replica: Effect.Effect<"none" | "up" | "behind" | "down">
  }
>()("domain/kernel/StoreHealth") {}
