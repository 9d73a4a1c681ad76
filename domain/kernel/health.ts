/** Port: whether the store behind the adapters answers, and the read replica beside it when there is one. */
import { Context, type Effect } from "effect"

export class StoreHealth extends Context.Service<
  StoreHealth,
  {
    readonly ping: Effect.Effect<boolean>
    /** The copy lag-tolerant reads may use: none configured, serving, too far behind, or not answering. */
    readonly replica: Effect.Effect<"none" | "up" | "behind" | "down">
    /**
     * The instance's in-memory index for discovery (issue #33): none configured, still loading (the instance is not
     * ready for traffic), current, or unable to follow the log (SQL answers meanwhile).
     */
    readonly graph: Effect.Effect<"none" | "loading" | "ready" | "behind">
  }
>()("domain/kernel/StoreHealth") {}
