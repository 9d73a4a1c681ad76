/** Runs the LiveEvents contract against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { liveEventsContract } from "./live-events.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const)
  liveEventsContract(name, fresh)
