/** The laws of plans (plans-law.ts) on the memory adapters and on PostgreSQL (a fresh database per example). */
import { describe } from "vitest"
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { planLaws } from "./plans-law.ts"

describe("plans on memory", () => {
  planLaws(memoryStore, { histories: 25, races: 25, steps: 20 })
})

describe("plans on PostgreSQL", () => {
  planLaws(postgresStore, { histories: 8, races: 10, steps: 15 })
})
