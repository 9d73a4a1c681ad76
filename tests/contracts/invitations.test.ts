/** Runs the invitations contracts against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { invitationRepoContract } from "./invitation-repo.contract.ts"
import { inviteRequestsContract } from "./invite-requests.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  invitationRepoContract(name, fresh)
  inviteRequestsContract(name, fresh)
}
