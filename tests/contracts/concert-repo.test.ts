/** Runs the ConcertRepo contract against the memory adapter and the Postgres adapter. */
import { Layer } from "effect"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { testDatabase } from "../support/pg.ts"
import { concertRepoContract } from "./concert-repo.contract.ts"

concertRepoContract("memory", async () => ({ layer: MemoryAdapters.layer(), dispose: async () => undefined }))

concertRepoContract(
  "postgres",
  async () => {
    const db = await testDatabase()
    return { layer: Layer.fresh(PostgresAdapters.layer(db.url, { maximumPoolSize: 2 })), dispose: db.drop }
  },
  15
)
