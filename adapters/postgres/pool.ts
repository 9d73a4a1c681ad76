/** The slonik pool as a scoped layer, and the query runner every Postgres repository uses. */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { createPool, sql, createTypeParserPreset, type CommonQueryMethods, type DatabasePool, type DatabaseTransactionConnection } from "slonik"
import { resultParserInterceptor } from "./result-parser.ts"

export class PgPool extends Context.Service<PgPool, DatabasePool>()("adapters/postgres/PgPool") {}

/** Present only inside `Transactions.run`: the connection the whole unit of work uses. */
export class PgTransaction extends Context.Service<PgTransaction, DatabaseTransactionConnection>()("adapters/postgres/PgTransaction") {}

// Dates stay calendar strings, timestamps are epoch milliseconds whatever the server's time zone, and
// int8 (ids, counts) are plain numbers: none of ours comes near 2^53.
const typeParsers = [
  ...createTypeParserPreset().filter((parser) => parser.name !== "date" && parser.name !== "int8"),
  { name: "date", parse: (value: string) => value },
  { name: "int8", parse: (value: string) => Number(value) }
]

export interface PoolOptions {
  readonly maximumPoolSize?: number
}

export const makePool = (url: string, options: PoolOptions = {}): Promise<DatabasePool> =>
  createPool(url, {
    interceptors: [resultParserInterceptor],
    typeParsers,
    maximumPoolSize: options.maximumPoolSize ?? 10,
    connectionTimeout: 5_000,
    statementTimeout: 30_000,
    // slonik's default sends DISCARD ALL after every query that borrowed a connection: a round trip per
    // statement. Nothing here leaves session state on a pooled connection (no SET, session advisory lock,
    // temporary table or prepared statement; LISTEN has its own client, adapters/postgres/listener.ts).
    resetConnection: async () => undefined
  })

export const layer = (url: string, options?: PoolOptions): Layer.Layer<PgPool> =>
  Layer.effect(
    PgPool,
    Effect.acquireRelease(
      Effect.promise(() => makePool(url, options)),
      (pool) => Effect.promise(() => pool.end())
    )
  )

/** The executor for the current fiber: the open transaction if there is one, else the pool. */
export const executor: Effect.Effect<CommonQueryMethods, never, PgPool> = Effect.gen(function* () {
  const tx = yield* Effect.serviceOption(PgTransaction)
  return Option.isSome(tx) ? tx.value : yield* PgPool
})

/** Runs queries on the current executor; infrastructure failures are defects. */
export const query = <A>(run: (db: CommonQueryMethods) => Promise<A>): Effect.Effect<A, never, PgPool> =>
  Effect.flatMap(executor, (db) => Effect.promise(() => run(db)))

/** The row type of statements that return no rows (INSERT, UPDATE, DELETE without RETURNING). */
export const noRows = sql.type(Schema.toStandardSchemaV1(Schema.Struct({})))
