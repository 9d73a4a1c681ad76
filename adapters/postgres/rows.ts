/** Small helpers the Postgres repositories share: instants as parameters, uuids, unique violations. */
import { Effect } from "effect"
import { type CommonQueryMethods, UniqueIntegrityConstraintViolationError } from "slonik"
import { executor, type PgPool } from "./pool.ts"

/** An epoch-milliseconds instant as a timestamptz parameter. */
export const instant = (millis: number): string => new Date(millis).toISOString()

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a string can be compared with a uuid column without a cast error. */
export const isUuid = (value: string): boolean => uuidShape.test(value)

/** Runs a statement; a unique violation becomes the given failure, anything else a defect. */
export const queryUnique = <A, E>(run: (db: CommonQueryMethods) => Promise<A>, onDuplicate: () => E): Effect.Effect<A, E, PgPool> =>
  Effect.flatMap(executor, (db) =>
    Effect.tryPromise({ try: () => run(db), catch: (error) => error }).pipe(
      Effect.catch((error) => (error instanceof UniqueIntegrityConstraintViolationError ? Effect.fail(onDuplicate()) : Effect.die(error)))
    )
  )
