/**
 * One API instance's social-graph index over time: loaded at start (and again when it cannot follow the log), then
 * brought up to date before each request from the log (catch-up.pg.ts) and every `pollMs` meanwhile. Until it is
 * loaded, and whenever it cannot read the log, it answers nothing and discovery asks SQL (the fallback).
 *
 * Before each request: a read of the log that started after the request arrived, so every write committed before the
 * request is in the answer (a person's own write on their next page, on any instance). Requests that arrive while one
 * read is under way share the next one.
 */
import type { DatabasePool } from "slonik"
import { readChanges } from "./catch-up.pg.ts"
import { loadSocialGraph } from "./load.pg.ts"
import { NeedsReload, type SocialGraph } from "./social-graph.ts"

/** `loading`: not yet loaded (out of the balancer); `ready`: current; `behind`: cannot follow the log, SQL answers while it loads again. */
export type GraphState = "loading" | "ready" | "behind"

export interface ControllerOptions {
  /** Every concert whatever its day (tests), else from two days before the database's day. */
  readonly allConcerts?: boolean
  readonly pollMs?: number
  readonly onError?: (error: unknown) => void
  readonly onLoaded?: (seconds: number, people: number) => void
}

/** After a failed load, the next is tried no sooner than this. */
const RETRY_MS = 30_000

export class GraphIndexController {
  private graph: SocialGraph | undefined
  private snapshot = ""
  private status: GraphState = "loading"
  private reading: Promise<SocialGraph | undefined> | null = null
  /** When the read under way started (performance.now()). */
  private readingSince = 0
  /** When the last read that succeeded started: the index holds every write committed before it. */
  private readSince = Number.NEGATIVE_INFINITY
  private next: Promise<SocialGraph | undefined> | null = null
  private loading: Promise<void> | null = null
  private timer: NodeJS.Timeout | undefined
  private stopped = false
  private failedAt = Number.NEGATIVE_INFINITY
  loadSeconds: number | undefined
  private readonly url: string
  private readonly pool: DatabasePool
  private readonly options: ControllerOptions

  constructor(url: string, pool: DatabasePool, options: ControllerOptions = {}) {
    this.url = url
    this.pool = pool
    this.options = options
  }

  state(): GraphState {
    return this.status
  }

  start(): void {
    void this.load()
    this.timer = setInterval(() => {
      if (this.graph !== undefined) void this.sync()
      else if (this.loading === null && performance.now() - this.failedAt > RETRY_MS) void this.load()
    }, this.options.pollMs ?? 1_000)
    this.timer.unref()
  }

  /** Stops following the log; a load under way is left to end on its own (its index is dropped). */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await this.reading?.catch(() => undefined)
  }

  private load(): Promise<void> {
    if (this.loading !== null) return this.loading
    const began = performance.now()
    this.loading = loadSocialGraph(this.url, { allConcerts: this.options.allConcerts })
      .then(({ graph, snapshot }) => {
        if (this.stopped) return
        this.graph = graph
        this.snapshot = snapshot
        this.loadSeconds = (performance.now() - began) / 1000
        this.options.onLoaded?.(this.loadSeconds, graph.people)
        return this.sync().then(() => undefined)
      })
      .catch((error: unknown) => {
        // A load that fails (not the database being away: health says that) leaves SQL answering, in the balancer.
        this.status = "behind"
        this.failedAt = performance.now()
        this.options.onError?.(error)
      })
      .finally(() => {
        this.loading = null
      })
    return this.loading
  }

  /**
   * The index with every write committed before `since` (performance.now(); the moment of the call when undefined:
   * a request passes its own start, so the calls of one use case share one read); undefined when it has none to give
   * (SQL answers).
   */
  sync(since: number = performance.now()): Promise<SocialGraph | undefined> {
    if (this.graph === undefined) return Promise.resolve(undefined)
    // A read that began after `since` has every write committed before it: done, or under way.
    if (this.status === "ready" && this.readSince >= since) return Promise.resolve(this.graph)
    if (this.reading !== null && this.readingSince >= since) return this.reading
    if (this.reading === null) {
      this.readingSince = performance.now()
      this.reading = this.readOnce().finally(() => {
        this.reading = null
      })
      return this.reading
    }
    if (this.next === null)
      this.next = this.reading
        .catch(() => undefined)
        .then(() => {
          this.next = null
          return this.sync(since)
        })
    return this.next
  }

  private async readOnce(): Promise<SocialGraph | undefined> {
    const graph = this.graph
    const began = this.readingSince
    if (graph === undefined) return undefined
    let read: Awaited<ReturnType<typeof readChanges>>
    try {
      read = await readChanges(this.pool, this.snapshot)
    } catch (error) {
      // The log could not be read (the database is away): the index is whole but maybe stale, so SQL answers until a
      // read succeeds.
      this.status = "behind"
      this.options.onError?.(error)
      return undefined
    }
    try {
      if (read.missed) throw new NeedsReload("the log was pruned past this index")
      for (const change of read.changes) graph.apply(change)
      this.snapshot = read.snapshot
      this.readSince = began
      this.status = "ready"
      return graph
    } catch (error) {
      // Part-way through the changes, or past what the log still holds: the index is dropped and loaded again.
      if (this.graph === graph) this.graph = undefined
      this.status = "behind"
      if (!(error instanceof NeedsReload)) this.options.onError?.(error)
      if (!this.stopped) void this.load()
      return undefined
    }
  }
}
