/** Port: whether the store behind the adapters answers. */
import { Context, type Effect } from "effect"

export class StoreHealth extends Context.Service<
  StoreHealth,
  {
    readonly ping: Effect.Effect<boolean>
  }
>()("domain/kernel/StoreHealth") {}
