/**
 * `npm run bench:cluster -- [--tier S|M] [--seconds N]`: the discovery load of the benchmark through HAProxy on
 * the cluster topology (`apps/cluster`: a primary, a streaming replica serving the reads, Redis, HAProxy), first
 * with two API instances, then with one (the other killed and taken out by HAProxy's health check), reported as
 * a ratio. On a 2-core machine the API instances, PostgreSQL, HAProxy and the load generator share the two
 * cores, so the ratio mostly shows the overheads; on separate machines the second instance adds its own cores.
 */
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { freePort } from "../adapters/postgres/embedded.ts"
import { startCluster } from "../apps/cluster/main.ts"
import { pagePath, signIn } from "./discovery.ts"
import { cannon, type LoadResult } from "./load.ts"
import { BENCH_PASSWORD, buildWorld, tiers, VIEWER } from "./world.ts"

const { values: args } = parseArgs({
  options: { tier: { type: "string", default: "S" }, seconds: { type: "string" }, seed: { type: "string", default: "42" } }
})
const tierName = args.tier?.toUpperCase()
if (tierName !== "S" && tierName !== "M") throw new Error("--tier must be S or M")
const tier = tiers[tierName]
const seconds = Number(args.seconds ?? tier.seconds)
const today = new Date().toISOString().slice(0, 10)
const began = performance.now()
const log = (line: string) => console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s] ${line}`)

const dir = await mkdtemp(path.join(tmpdir(), "soundcheck-bench-cluster-"))
// Ports: HAProxy's and the five after it, free when the run starts.
const basePort = (await freePort()) - 6
const cluster = await startCluster({
  dir,
  basePort: basePort > 1024 ? basePort : 20_000,
  logLevel: "warn",
  servedBy: true,
  seed: async (url) => {
    const counts = await buildWorld(url, tier, Number(args.seed), today, log)
    log(`world: ${counts.users} users, ${counts.friendships} friendships, ${counts.concerts} concerts, ${counts.interests} interests`)
    return false
  },
  log: (name, line) => {
    if (name === "cluster" || /error|fatal/i.test(line)) log(`[${name}] ${line}`)
  }
})
const stopAll = async () => {
  await cluster.stop()
  await rm(dir, { recursive: true, force: true })
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopAll().finally(() => process.exit(130)))

const serving = async (): Promise<Set<string>> => {
  const seen = new Set<string>()
  for (let i = 0; i < 8; i++) {
    const res = await fetch(`${cluster.urls.public}/api/health`)
    seen.add(res.headers.get("x-served-by") ?? "?")
    const body = (await res.json()) as { replica?: string }
    if (body.replica !== "up") throw new Error(`the replica is ${body.replica ?? "not configured"}; the run needs it serving`)
  }
  return seen
}

const run = async (label: string): Promise<LoadResult> => {
  const cookie = await signIn(cluster.urls.public, `fan${VIEWER}@bench.test`, BENCH_PASSWORD)
  await cannon(`${cluster.urls.public}${pagePath}`, 8, 2, { cookie })
  const result = await cannon(`${cluster.urls.public}${pagePath}`, 8, seconds, { cookie })
  log(`${label}: ${result.rps.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failures} failed`)
  if (result.failures > 0) throw new Error(`${label}: ${result.failures} requests failed`)
  return result
}

try {
  // The replica has replayed the world before the load starts (until then it is "behind").
  const replicaState = async () => ((await (await fetch(`${cluster.urls.public}/api/health`)).json()) as { replica?: string }).replica
  for (let i = 0; i < 600 && (await replicaState()) !== "up"; i++) await new Promise((resolve) => setTimeout(resolve, 500))
  log(`instances answering: ${[...(await serving())].join(", ")}`)
  const two = await run("2 API instances")
  await cluster.kill("api-2")
  // HAProxy takes it out after two failed checks a second apart; until then its requests are redispatched.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  log(`instances answering: ${[...(await serving())].join(", ")}`)
  const one = await run("1 API instance")
  console.log(
    `\ncluster discovery (tier ${tier.name}, 8 connections, ${seconds} s each, the replica serving reads):\n` +
      `  1 instance  ${one.rps.toFixed(1)} req/s (p50 ${one.p50} ms, p99 ${one.p99} ms)\n` +
      `  2 instances ${two.rps.toFixed(1)} req/s (p50 ${two.p50} ms, p99 ${two.p99} ms)\n` +
      `  ratio 2 ÷ 1: ${(two.rps / one.rps).toFixed(2)}`
  )
} finally {
  await stopAll()
}
