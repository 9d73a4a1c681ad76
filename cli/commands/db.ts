/** soundcheck db: migrations and demo data. */
import type { Command } from "commander"
import { migrate } from "../../adapters/postgres/migrate.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { DEMO_PASSWORD, demoUsers, seedDemo } from "../../adapters/postgres/seed.ts"
import { CliRefusal, type CliContext } from "../context.ts"

export const dbCommands = (program: Command, context: CliContext) => {
  const db = program.command("db").description("Database schema and data.")

  db.command("migrate")
    .description("Apply the pending migrations in migrations/.")
    .action(async () => {
      const applied = await migrate(await context.databaseUrl())
      context.out(applied.length === 0 ? "Database is up to date.\n" : `Applied ${applied.join(", ")}.\n`)
    })

  db.command("seed")
    .description("Add the demo world (an admin, six fans, friendships, concerts in three cities).")
    .option("--demo", "seed the demo world")
    .action(async (options: { demo?: boolean }) => {
      if (!options.demo) throw new CliRefusal("nothing to seed: pass --demo")
      const url = await context.databaseUrl()
      await migrate(url)
      const pool = await makePool(url, { maximumPoolSize: 1 })
      const seeded = await seedDemo(pool).finally(() => pool.end())
      if (!seeded) {
        context.out("Demo data is already present.\n")
        return
      }
      context.out(`Demo data created. Password for every account: ${DEMO_PASSWORD}\n`)
      for (const user of demoUsers) context.out(`  ${user.email}\t${user.role}\n`)
    })
}
