/** Every Postgres adapter over one pool: what the API and the CLI run on. */
import { Layer } from "effect"
import * as ConcertRepoPg from "./concert-repo.pg.ts"
import * as HealthPg from "./health.pg.ts"
import * as MailOutboxPg from "./mail-outbox.pg.ts"
import * as Pool from "./pool.ts"
import * as TransactionsPg from "./transactions.pg.ts"

export const layer = (url: string, options?: Pool.PoolOptions) =>
  Layer.mergeAll(ConcertRepoPg.layer, HealthPg.layer, MailOutboxPg.layer, TransactionsPg.layer).pipe(Layer.provideMerge(Pool.layer(url, options)))
