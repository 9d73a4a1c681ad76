/**
 * DiscoveryRepo on the social-graph index (issue #33): the page's concerts, counts, names and opportunities are
 * decided in memory (social-graph.ts), then the chosen concerts' rows are read by key in one statement. The SQL
 * adapter (discovery-repo.pg.ts) is the fallback: while the index loads or cannot follow the log, and for the days
 * before its horizon.
 */
import { Context, Effect, Layer, Option } from "effect"
import { sql } from "slonik"
import type { Concert } from "../../domain/concerts/concert.ts"
import { displayNameOf } from "../../domain/concerts/discovery.ts"
import { type AnnotatedConcert, DiscoveryRepo } from "../../domain/concerts/discovery-repo.ts"
import type { AnalyticsWindow } from "../../domain/analytics/analytics-repo.ts"
import { MostWantedByIndex } from "../postgres/analytics-repo.pg.ts"
import * as DiscoveryRepoPg from "../postgres/discovery-repo.pg.ts"
import { concertColumns, concertRow, toConcert } from "../postgres/concert-row.ts"
import { PgPool } from "../postgres/pool.ts"
import { type ControllerOptions, GraphIndexController, type GraphState } from "./index-controller.ts"
import type { GraphAnnotated, SocialGraph } from "./social-graph.ts"

/** The instance's index: its state (health reports it), its load time, and the index brought up to date (`sync`). */
export class SocialGraphIndex extends Context.Service<
  SocialGraphIndex,
  {
    readonly state: () => GraphState
    readonly loadSeconds: () => number | undefined
    /** The index with every write committed before the call; undefined while SQL must answer. */
    readonly sync: (since?: number) => Promise<SocialGraph | undefined>
  }
>()("adapters/graph/SocialGraphIndex") {}

/**
 * When the request being answered started (performance.now()), set by the API for each request: every write committed
 * before it is in the answer, and the repository's calls of one use case share one read of the log.
 */
export const SyncSince = Context.Reference<number | undefined>("adapters/graph/SyncSince", { defaultValue: () => undefined })

/** The most-wanted concerts a panel lists (domain/analytics/panels.ts shows ten). */
const MOST_WANTED = 10

export const layer = (url: string, options: ControllerOptions = {}) => {
  const controller = Layer.effect(
    SocialGraphIndex,
    Effect.gen(function* () {
      const pool = yield* PgPool
      const index = yield* Effect.acquireRelease(
        Effect.sync(() => {
          const c = new GraphIndexController(url, pool, options)
          c.start()
          return c
        }),
        (c) => Effect.promise(() => c.stop())
      )
      return SocialGraphIndex.of({ state: () => index.state(), loadSeconds: () => index.loadSeconds, sync: (since) => index.sync(since) })
    })
  )
  const repo = Layer.effect(
    DiscoveryRepo,
    Effect.gen(function* () {
      const index = yield* SocialGraphIndex
      const bySql = yield* DiscoveryRepo
      const pool = yield* PgPool
      const current = Effect.flatMap(SyncSince, (since) => Effect.promise(() => index.sync(since)))
      /**
       * The concerts' rows, by id: those the index keeps (dropped as soon as the log says a concert changed), the others
       * read in one statement. One a concurrent write deleted is left out of the answer.
       */
      const rowsOf = (graph: SocialGraph, ids: ReadonlyArray<string>) => {
        const missing = ids.filter((id) => !graph.rows.has(id))
        const kept = () => new Map(ids.flatMap((id) => (graph.rows.has(id) ? [[id, graph.rows.get(id) as Concert] as const] : [])))
        if (missing.length === 0) return Effect.sync(kept)
        const version = graph.rowsVersion
        return Effect.promise(() => pool.any(concertRow`SELECT ${concertColumns} FROM concerts WHERE id = ANY(${sql.array(missing, "uuid")})`)).pipe(
          Effect.map((rows) => {
            if (graph.rowsVersion === version) for (const r of rows) if (graph.holds(r.id)) graph.rows.set(r.id, toConcert(r))
            const found = kept()
            for (const r of rows) if (!found.has(r.id)) found.set(r.id, toConcert(r))
            return found
          })
        )
      }
      const annotated = (graph: SocialGraph, found: ReadonlyArray<GraphAnnotated>) =>
        rowsOf(
          graph,
          found.map((a) => a.concertId)
        ).pipe(
          Effect.map((concerts) =>
            found.flatMap((a): Array<AnnotatedConcert> => {
              const concert = concerts.get(a.concertId)
              if (concert === undefined) return []
              return [
                {
                  concert,
                  userInterest: a.userInterest,
                  counts: a.counts,
                  shown: a.shown.map((s) => ({ userId: s.user, displayName: displayNameOf(s.user, s.displayName), status: s.status, degree: s.degree }))
                }
              ]
            })
          )
        )
      return DiscoveryRepo.of({
        page: (q) =>
          Effect.flatMap(current, (graph) => {
            const found = graph !== undefined && graph.covers(q.from) ? graph.page(q) : undefined
            return graph === undefined || found === undefined ? bySql.page(q) : annotated(graph, found)
          }),
        shownOn: (q) =>
          Effect.flatMap(current, (graph) => {
            const shown = graph?.shownOn(q)
            return shown === undefined
              ? bySql.shownOn(q)
              : Effect.succeed(
                  Option.some(shown.map((s) => ({ userId: s.user, displayName: displayNameOf(s.user, s.displayName), status: s.status, degree: s.degree })))
                )
          }),
        counts: (viewerId, from) =>
          Effect.flatMap(current, (graph) => {
            const counts = graph !== undefined && graph.covers(from) ? graph.counts(viewerId, from) : undefined
            return counts === undefined ? bySql.counts(viewerId, from) : Effect.succeed(counts)
          }),
        opportunities: (viewerId, from, perKind, now) =>
          Effect.flatMap(current, (graph) => {
            const found = graph !== undefined && graph.covers(from) ? graph.opportunities(viewerId, from, perKind, now) : undefined
            if (graph === undefined || found === undefined) return bySql.opportunities(viewerId, from, perKind, now)
            return Effect.map(Effect.all([annotated(graph, found.readyToGo), annotated(graph, found.buildingInterest)]), ([readyToGo, buildingInterest]) => ({
              readyToGo,
              buildingInterest,
              total: found.total
            }))
          })
      })
    })
  ).pipe(Layer.provide(DiscoveryRepoPg.layer))
  // Admin → Analytics' most-wanted concerts (issue #34) from the same index, current as of the request's start.
  const mostWanted = Layer.effect(
    MostWantedByIndex,
    Effect.gen(function* () {
      const index = yield* SocialGraphIndex
      return (w: AnalyticsWindow) =>
        Effect.flatMap(SyncSince, (since) => Effect.promise(() => index.sync(since))).pipe(Effect.map((graph) => graph?.mostWanted(w.today, MOST_WANTED)))
    })
  )
  return Layer.provideMerge(Layer.mergeAll(repo, mostWanted), controller)
}
