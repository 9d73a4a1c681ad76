/**
 * Read-your-writes across a replica (adapters/postgres/read-routing.ts). A GET or HEAD may read from the replica;
 * any other method reads and writes on the primary. After a change answered with success the response carries
 * the primary's WAL position in the `sc_lsn` cookie, so the person's next reads, on any instance, use the replica
 * only once it has replayed that far. Without a replica nothing is set.
 *
 * The cookie is no secret and decides nothing but where a read runs: a forged one can only send its holder's own
 * reads to the primary. It is parsed with a length cap and an anchored pattern, and lives a minute (the replica
 * serves only while at most REPLICA_MAX_LAG_MS behind, so a write that old is on it).
 */
import { Effect } from "effect"
import type { FastifyInstance, FastifyRequest } from "fastify"
import { PgReadRouting, parseLsn, formatLsn, type ReadPreferenceShape } from "../../../adapters/postgres/read-routing.ts"
import type { AppRuntime } from "../services.ts"

export const LSN_COOKIE = "sc_lsn"
const LSN_COOKIE_SECONDS = 60

const reads = new Set(["GET", "HEAD"])

/** An unreadable cookie: a position past any, so the reads go to the primary. */
const UNREADABLE = 1n << 64n

/** Where this request's lag-tolerant reads may run. */
export const readPreferenceOf = (request: FastifyRequest): ReadPreferenceShape => {
  if (!reads.has(request.method)) return { replica: false }
  const seen = request.cookies?.[LSN_COOKIE]
  return seen === undefined ? { replica: true } : { replica: true, seen: parseLsn(seen) ?? UNREADABLE }
}

export const readYourWritesPlugin = async (app: FastifyInstance, runtime: AppRuntime) => {
  const routing = await runtime.runPromise(
    Effect.gen(function* () {
      return yield* PgReadRouting
    })
  )
  if (routing.state() === "none") return
  app.addHook("onSend", async (request, reply, payload) => {
    if (reads.has(request.method) || reply.statusCode >= 400) return payload
    const lsn = await routing.primaryLsn().catch(() => undefined)
    if (lsn !== undefined) {
      reply.setCookie(LSN_COOKIE, formatLsn(lsn), {
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        path: "/api",
        maxAge: LSN_COOKIE_SECONDS
      })
    }
    return payload
  })
}
