/** Runs the ConcertRepo curation contract against the memory and the Postgres adapters. */
import { concertCurationContract } from "./concert-curation.contract.ts"
import { memoryStore, postgresStore } from "./fresh-store.ts"

concertCurationContract("memory", memoryStore)
concertCurationContract("postgres", postgresStore)
