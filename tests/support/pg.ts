/** A fresh migrated PostgreSQL database per test file, from inside a vitest worker. */
import { inject } from "vitest"
import { freshDatabase } from "./test-database.ts"

export const testDatabase = () => freshDatabase(inject("testServerUrl"), inject("testTemplate"))
