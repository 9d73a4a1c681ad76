/** A Redis server for tests: TEST_REDIS_URL's when set, else a throwaway redis-server on a free port (no persistence). */
import { spawn } from "node:child_process"
import { setTimeout as sleep } from "node:timers/promises"
import { freePort } from "../../adapters/postgres/embedded.ts"
import { redisClient } from "../../adapters/redis/rate-limiter.redis.ts"

const ready = async (url: string) => {
  const client = redisClient(url)
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const pong = await client.ping().catch(() => undefined)
      if (pong === "PONG") return
      await sleep(50)
    }
    throw new Error(`Redis at ${url} did not answer`)
  } finally {
    client.disconnect()
  }
}

export const startRedis = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const given = process.env.TEST_REDIS_URL
  if (given) return { url: given, stop: async () => undefined }
  const port = await freePort()
  const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" })
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()))
  const url = `redis://127.0.0.1:${port}`
  await ready(url)
  return {
    url,
    stop: async () => {
      server.kill("SIGTERM")
      await exited
    }
  }
}
