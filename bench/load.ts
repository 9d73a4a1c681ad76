/** Load helpers: child servers, autocannon runs, closed-loop runs of a function, percentiles and RSS sampling. */
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { createInterface } from "node:readline"
import { fileURLToPath } from "node:url"
import autocannon from "autocannon"

export interface LoadResult {
  readonly p50: number
  readonly p99: number
  readonly rps: number
  readonly requests: number
  readonly failures: number
}

export interface Child {
  readonly port: number
  readonly pid: number
  /** When the process was spawned, on this process's `performance.now()` clock. */
  readonly spawnedAt: number
  readonly stop: () => Promise<void>
  /** Sends the child one message and resolves with its answer. */
  readonly ask: (message: object) => Promise<unknown>
}

/**
 * Starts `bench/<file>` on this Node (with `args`) and waits for its {"port"} line. The IPC channel is only a
 * lifeline: the child leaves when it disconnects, so a benchmark that dies leaves no server behind.
 */
export const startChild = (
  file: string,
  env: Record<string, string>,
  nodeFlags: ReadonlyArray<string> = [],
  args: ReadonlyArray<string> = []
): Promise<Child> =>
  new Promise((resolve, reject) => {
    const spawnedAt = performance.now()
    const child: ChildProcess = spawn(process.execPath, [...nodeFlags, fileURLToPath(new URL(file, import.meta.url)), ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit", "ipc"]
    })
    child.once("error", reject)
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code} before listening`)))
    createInterface({ input: child.stdout! }).once("line", (line) => {
      child.removeAllListeners("exit")
      const { port } = JSON.parse(line) as { port: number }
      resolve({
        port,
        pid: child.pid!,
        spawnedAt,
        ask: (message) =>
          new Promise((answered) => {
            child.once("message", answered)
            child.send(message)
          }),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            child.once("exit", () => done())
            child.kill("SIGTERM")
          })
      })
    })
  })

/** The process's resident memory in MB, read from /proc. */
export const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))
  return line ? Number(line.replace(/\D+/g, "")) / 1024 : 0
}

/** Samples a process's RSS while `work` runs; returns the work's result and the peak. */
export const withPeakRss = async <A>(pid: number, work: () => Promise<A>): Promise<{ result: A; peakMb: number }> => {
  let peakMb = rssMb(pid)
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid))
  }, 100)
  try {
    const result = await work()
    return { result, peakMb: Math.max(peakMb, rssMb(pid)) }
  } finally {
    clearInterval(timer)
  }
}

/** autocannon against one URL: latency percentiles in ms, requests per second, non-2xx and errors. */
export const cannon = async (url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<LoadResult> => {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.total / seconds,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts
  }
}

export const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** `connections` loops calling `call` back to back for `seconds` (or at least `minCalls` calls in all). */
export const closedLoop = async (call: () => Promise<unknown>, connections: number, seconds: number, minCalls = 1): Promise<LoadResult> => {
  const latencies: Array<number> = []
  let failures = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline || latencies.length + failures < minCalls) {
      const t = performance.now()
      try {
        await call()
        latencies.push(performance.now() - t)
      } catch {
        failures++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / elapsed, requests: latencies.length, failures }
}
