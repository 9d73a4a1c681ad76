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
    readonly sync: () => Promise<SocialGraph | undefined>
  }
>()("adapters/graph/SocialGraphIndex") {}

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
      return SocialGraphIndex.of({ state: () => index.state(), loadSeconds: () => index.loadSeconds, sync: () => index.sync() })
    })
  )
  const repo = Layer.effect(
    DiscoveryRepo,
    Effect.gen(function* () {
      const index = yield* SocialGraphIndex
      const bySql = yield* DiscoveryRepo
      const pool = yield* PgPool
      const current = Effect.promise(() => index.sync())
      /** The concerts' rows, by id (one a concurrent write deleted is left out of the answer). */
      const rowsOf = (ids: ReadonlyArray<string>) =>
        ids.length === 0
          ? Effect.succeed(new Map<string, Concert>())
          : Effect.promise(() => pool.any(concertRow`SELECT ${concertColumns} FROM concerts WHERE id = ANY(${sql.array(ids, "uuid")})`)).pipe(
              Effect.map((rows) => new Map(rows.map((r) => [r.id as string, toConcert(r)])))
            )
      const annotated = (found: ReadonlyArray<GraphAnnotated>) =>
        rowsOf(found.map((a) => a.concertId)).pipe(
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
        page: (q) => Effect.flatMap(current, (graph) => (graph === undefined || !graph.covers(q.from) ? bySql.page(q) : annotated(graph.page(q)))),
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
          Effect.flatMap(current, (graph) =>
            graph === undefined || !graph.covers(from) ? bySql.counts(viewerId, from) : Effect.succeed(graph.counts(viewerId, from))
          ),
        opportunities: (viewerId, from, perKind, now) =>
          Effect.flatMap(current, (graph) => {
            if (graph === undefined || !graph.covers(from)) return bySql.opportunities(viewerId, from, perKind, now)
            const found = graph.opportunities(viewerId, from, perKind, now)
            return Effect.map(Effect.all([annotated(found.readyToGo), annotated(found.buildingInterest)]), ([readyToGo, buildingInterest]) => ({
              readyToGo,
              buildingInterest,
              total: found.total
            }))
          })
      })
    })
  ).pipe(Layer.provide(DiscoveryRepoPg.layer))
  return Layer.provideMerge(repo, controller)
}
