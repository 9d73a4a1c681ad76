/**
 * Reads that tolerate lag on a streaming replica, everything else on the primary.
 *
 * - Only what a caller marks (`ReadPreference`, set by the API for GET requests) and only the statements the
 *   repositories run through `readQuery` (discovery, the dashboard, profiles, the calendar exports) may go to
 *   the replica; writes, transactions, sessions, rate limits and everything a POST reads stay on the primary.
 * - Read-your-writes by LSN: after a person's write the API hands them the primary's WAL position
 *   (`primaryLsn`, taken after the commit); their reads go to the replica only once the replica has replayed
 *   that far, else to the primary.
 * - Health: a poller asks the replica how far it has replayed (and the primary how far it has written) every
 *   `pollMs`. The replica serves only while it answers and is at most `maxLagMs` behind (it misses no write the
 *   primary had `maxLagMs` ago); a replica read that fails at the connection falls back to the primary and
 *   marks the replica down until the next poll sees it again. So a replica that is down or far behind costs no
 *   error, only load on the primary.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik"
import { isConnectionFault } from "./faults.ts"
import { makePool, PgPool, PgTransaction, type PoolOptions } from "./pool.ts"

/** A WAL position, as PostgreSQL writes it: two hexadecimal halves, `16/B374D848`. */
const LSN_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/

/** A WAL position as one number; undefined for anything that is not one (checked before any work: 17 characters at most). */
export const parseLsn = (text: string): bigint | undefined => {
  if (text.length > 17) return undefined
  const match = LSN_TEXT.exec(text.toUpperCase())
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : undefined
}

export const formatLsn = (lsn: bigint): string => `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`

/** Whether this run's lag-tolerant reads may use the replica, and the WAL position the caller has seen written. */
export interface ReadPreferenceShape {
  readonly replica: boolean
  readonly seen?: bigint | undefined
}

/** Per run: the primary unless the caller (the API, for GET requests) says otherwise. */
export const ReadPreference = Context.Reference<ReadPreferenceShape>("adapters/postgres/ReadPreference", {
  defaultValue: () => ({ replica: false })
})

export type ReplicaState = "none" | "up" | "behind" | "down"

export interface ReadRoutingShape {
  /** The replica pool for a read by a caller who has seen `seen` written; undefined: use the primary. */
  readonly replicaFor: (seen: bigint | undefined) => DatabasePool | undefined
  /** A replica read failed at the connection: the replica serves no more reads until a poll sees it again. */
  readonly failed: () => void
  /** The primary's WAL position now (where its next record goes: after a commit, past it, even before an asynchronous commit reaches the disk). Undefined without a replica. */
  readonly primaryLsn: () => Promise<bigint | undefined>
  /** Resolves once the replica has replayed what the primary has written now (at most `maxLagMs`, and at once without a serving replica). */
  readonly settled: () => Promise<void>
  readonly state: () => ReplicaState
}

const noReplica: ReadRoutingShape = {
  replicaFor: () => undefined,
  failed: () => undefined,
  primaryLsn: async () => undefined,
  settled: async () => undefined,
  state: () => "none"
}

/** The routing the Postgres adapters were built with: without a replica, every read on the primary. */
export const PgReadRouting = Context.Reference<ReadRoutingShape>("adapters/postgres/PgReadRouting", { defaultValue: () => noReplica })

const lsnRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ lsn: Schema.NullOr(Schema.String) })))

export interface ReplicaOptions extends PoolOptions {
  /** How often the replica's position is asked (ms). */
  readonly pollMs?: number
  /** How far behind the primary the replica may be and still serve reads (ms). */
  readonly maxLagMs?: number
  /** Reports a replica that went down or came back; the default says nothing. */
  readonly onChange?: (state: ReplicaState) => void
}

interface Sample {
  readonly at: number
  readonly lsn: bigint
}

/**
 * Routing to the replica at `url` beside the primary `primary`, with its poller; `close` stops both. The replica
 * need not be up: until it answers, reads stay on the primary.
 */
export const makeReadRouting = (primary: DatabasePool, url: string, options: ReplicaOptions = {}) => {
  const pollMs = options.pollMs ?? 200
  const maxLagMs = options.maxLagMs ?? 2_000
  let pool: DatabasePool | undefined
  let connecting: Promise<unknown> | undefined
  let replayed: bigint | undefined
  let current: ReplicaState = "down"
  let closed = false
  /** The primary's positions over the last `maxLagMs` and more, oldest first. */
  let samples: Array<Sample> = []

  const setState = (next: ReplicaState) => {
    if (next !== current) options.onChange?.(next)
    current = next
  }
  const primaryLsn = async (): Promise<bigint> => {
    const row = await primary.one(lsnRow`SELECT pg_current_wal_insert_lsn()::text AS lsn`)
    return parseLsn(row.lsn ?? "") ?? 0n
  }
  const replicaLsn = async (replica: CommonQueryMethods): Promise<bigint | undefined> => {
    const row = await replica.one(lsnRow`SELECT pg_last_wal_replay_lsn()::text AS lsn`)
    return row.lsn === null ? undefined : parseLsn(row.lsn)
  }
  /** Behind when the primary had, `maxLagMs` ago or earlier, written past what the replica has replayed. */
  const judge = (now: number) => {
    if (replayed === undefined) return setState("down")
    const missing = samples.find((s) => s.lsn > (replayed as bigint))
    setState(missing !== undefined && now - missing.at > maxLagMs ? "behind" : "up")
  }
  const poll = async () => {
    const at = Date.now()
    try {
      samples.push({ at, lsn: await primaryLsn() })
    } catch {
      // The primary is down: nothing to compare with, and its own callers see the outage.
    }
    samples = samples.filter((s, index) => index === samples.length - 1 || at - s.at <= 2 * maxLagMs + pollMs)
    try {
      if (pool === undefined) {
        connecting ??= createReplicaPool()
        await connecting
      }
      replayed = pool === undefined ? undefined : await replicaLsn(pool)
    } catch {
      replayed = undefined
      discardPool()
    }
    judge(Date.now())
  }
  /** A replica that stopped answering leaves dead connections behind: the next poll starts a fresh pool, so its return costs no failed read. */
  const discardPool = () => {
    const dead = pool
    pool = undefined
    dead?.end().catch(() => undefined)
  }
  const createReplicaPool = () =>
    makePool(url, { maximumPoolSize: options.maximumPoolSize ?? 10 })
      .then((created) => {
        if (closed) return created.end()
        pool = created
      })
      .catch(() => undefined)
      .finally(() => {
        connecting = undefined
      })

  let timer: NodeJS.Timeout | undefined
  const loop = async () => {
    await poll()
    if (!closed) timer = setTimeout(loop, pollMs)
  }
  const started = loop()

  const routing: ReadRoutingShape = {
    replicaFor: (seen) => (current === "up" && pool !== undefined && replayed !== undefined && (seen === undefined || replayed >= seen) ? pool : undefined),
    failed: () => {
      replayed = undefined
      setState("down")
    },
    primaryLsn,
    settled: async () => {
      if (current !== "up" || pool === undefined) return
      const target = await primaryLsn()
      const deadline = Date.now() + maxLagMs
      while (current === "up" && pool !== undefined && Date.now() < deadline) {
        const at = await replicaLsn(pool).catch(() => undefined)
        if (at === undefined || at >= target) return
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    state: () => current
  }
  return {
    routing,
    /** The first poll's answer: the replica serves (or not) from then on. */
    started,
    close: async () => {
      closed = true
      clearTimeout(timer)
      await started
      await connecting
      await pool?.end()
    }
  }
}

/**
 * Runs a lag-tolerant read: inside a transaction on it; else on the replica when this run allows it and the
 * replica is up and has what the caller has seen; else on the primary. A replica read that fails at the
 * connection is run again on the primary.
 */
export const readQuery = <A>(routing: ReadRoutingShape, primary: DatabasePool, run: (db: CommonQueryMethods) => Promise<A>): Effect.Effect<A, never, never> =>
  Effect.gen(function* () {
    const tx = yield* Effect.serviceOption(PgTransaction)
    if (Option.isSome(tx)) return yield* Effect.promise(() => run(tx.value))
    const preference = yield* ReadPreference
    const replica = preference.replica ? routing.replicaFor(preference.seen) : undefined
    if (replica === undefined) return yield* Effect.promise(() => run(primary))
    return yield* Effect.promise(() =>
      run(replica).catch((error: unknown) => {
        if (!isConnectionFault(error) && !isRecoveryConflict(error)) throw error
        routing.failed()
        return run(primary)
      })
    )
  })

/** A replica cancelled the statement because replaying the primary's changes needed its rows (SQLSTATE 40001 on a standby). */
const isRecoveryConflict = (error: unknown, depth = 0): boolean =>
  typeof error === "object" &&
  error !== null &&
  depth <= 5 &&
  (("code" in error && error.code === "40001") ||
    (error instanceof Error && /conflict with recovery/i.test(error.message)) ||
    ("cause" in error && isRecoveryConflict(error.cause, depth + 1)))

/** What a Postgres repository runs its lag-tolerant reads with: `readQuery` on the routing and pool it was built with. */
export const readRunner = Effect.gen(function* () {
  const routing = yield* PgReadRouting
  const primary = yield* PgPool
  return <A>(run: (db: CommonQueryMethods) => Promise<A>) => readQuery(routing, primary, run)
})

/** The routing of the Postgres adapters: to the replica at `url` when there is one, else (no url) all on the primary. */
export const layer = (url: string | undefined, options: ReplicaOptions = {}): Layer.Layer<never, never, PgPool> =>
  url === undefined
    ? Layer.empty
    : Layer.effect(
        PgReadRouting,
        Effect.gen(function* () {
          const primary = yield* PgPool
          const made = yield* Effect.acquireRelease(
            Effect.sync(() => makeReadRouting(primary, url, options)),
            (routing) => Effect.promise(routing.close)
          )
          return made.routing
        })
      )
