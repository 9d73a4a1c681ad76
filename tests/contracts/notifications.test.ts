/** Runs the notifications contracts (notifications, mail preferences) against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { notificationPreferencesContract } from "./notification-preferences.contract.ts"
import { notificationRepoContract } from "./notification-repo.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  notificationRepoContract(name, fresh)
  notificationPreferencesContract(name, fresh)
}
