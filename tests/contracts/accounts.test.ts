/** Runs the accounts contracts against the memory adapters and the Postgres adapters. */
import { appSettingsContract } from "./app-settings.contract.ts"
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { sessionRepoContract } from "./session-repo.contract.ts"
import { userRepoContract } from "./user-repo.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  userRepoContract(name, fresh)
  sessionRepoContract(name, fresh)
  appSettingsContract(name, fresh)
}
