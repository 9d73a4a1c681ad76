/** Every port the use cases need: what a driving adapter's runtime must provide. */
import type { ConcertRepo } from "./concerts/concert-repo.ts"
import type { StoreHealth } from "./kernel/health.ts"
import type { MailOutbox } from "./kernel/mail.ts"
import type { Transactions } from "./kernel/transactions.ts"

export type AppServices = ConcertRepo | MailOutbox | StoreHealth | Transactions
