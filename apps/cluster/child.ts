/**
 * The cluster's child processes: each in its own process group (a terminal's Ctrl-C reaches only the parent, which
 * stops them in order), its output passed on a whole line at a time, stopped by a signal and killed when it lingers.
 */
import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process"
import { createConnection } from "node:net"

/** Splits a stream's chunks into whole lines for `log` (a line cut between two chunks is joined first). */
export const lineSink = (log: (line: string) => void) => {
  let partial = ""
  return {
    push: (chunk: Buffer | string) => {
      const lines = (partial + String(chunk)).split("\n")
      partial = lines.pop() ?? ""
      for (const line of lines) if (line.trim() !== "") log(line.trimEnd())
    },
    flush: () => {
      if (partial.trim() !== "") log(partial.trimEnd())
      partial = ""
    }
  }
}

export interface Child {
  readonly process: ChildProcess
  /** Settles when the process has ended, with what it ended with. */
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
  readonly running: () => boolean
}

export const spawnChild = (command: string, args: ReadonlyArray<string>, options: SpawnOptions & { readonly log: (line: string) => void }): Child => {
  const { log, ...spawnOptions } = options
  const child = spawn(command, args, { cwd: "/", detached: true, ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] })
  const out = lineSink(log)
  const err = lineSink(log)
  child.stdout?.on("data", out.push)
  child.stderr?.on("data", err.push)
  let ended = false
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("error", (error) => {
      log(`could not start ${command}: ${error.message}`)
      ended = true
      resolve({ code: null, signal: null })
    })
    child.once("exit", (code, signal) => {
      ended = true
      out.flush()
      err.flush()
      resolve({ code, signal })
    })
  })
  return { process: child, exited, running: () => !ended && child.exitCode === null && child.signalCode === null }
}

/** Sends `signal`, waits for the end, and kills it (SIGKILL) when it is still there after `graceMs`. */
export const stopChild = async (child: Child, signal: NodeJS.Signals = "SIGTERM", graceMs = 15_000): Promise<void> => {
  if (!child.running()) return
  child.process.kill(signal)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), graceMs)
  })
  const outcome = await Promise.race([child.exited, late])
  clearTimeout(timer)
  if (outcome === "late") {
    child.process.kill("SIGKILL")
    await child.exited
  }
}

/** A server of the cluster, stopped and started again by the drills: what `restartable` answers. */
export interface Restartable {
  readonly start: () => Promise<void>
  readonly stop: (mode?: "fast" | "immediate") => Promise<void>
  /** The running process's id, undefined while it is stopped. */
  readonly pid: () => number | undefined
  /** The process started last (it may have ended since). */
  readonly current: () => Child | undefined
}

/**
 * A server process that can be stopped and started again: `launch` spawns it, `ready` waits until it serves. A
 * fast stop sends SIGTERM (SIGKILL after `graceMs`), an immediate one SIGKILL.
 */
export const restartable = (launch: () => Child, ready: (child: Child) => Promise<void>, graceMs?: number): Restartable => {
  let child: Child | undefined
  return {
    start: async () => {
      if (child?.running()) return
      const started = launch()
      child = started
      await ready(started)
    },
    stop: async (mode = "fast") => {
      const running = child
      child = undefined
      if (running) await stopChild(running, mode === "fast" ? "SIGTERM" : "SIGKILL", graceMs)
    },
    pid: () => (child?.running() ? child.process.pid : undefined),
    current: () => child
  }
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Polls `check` every 50 ms until it is true; throws `failure()` when the child ended first or the time ran out. */
export const waitFor = async (
  check: () => Promise<boolean>,
  options: { readonly child?: Child; readonly timeoutMs: number; readonly what: string; readonly intervalMs?: number }
): Promise<void> => {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    if (options.child && !options.child.running()) {
      const { code, signal } = await options.child.exited
      throw new Error(`${options.what} stopped while starting (${signal ?? `exit ${code}`}); see its output above`)
    }
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${options.what} did not start within ${Math.round(options.timeoutMs / 1000)} s`)
    await delay(options.intervalMs ?? 50)
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
