/**
 * TRUST_PROXY: which proxies in front may tell the app the client's address and scheme. A hop count (`1`
 * for one reverse proxy) or a list of proxy addresses / CIDR ranges; never "trust everything", since then any
 * client could name its own address in `X-Forwarded-For` and get a fresh rate-limit bucket per request.
 */
export type TrustProxy = false | number | ReadonlyArray<string>

export class TrustProxyInvalid extends Error {}

const MAX_HOPS = 10
// An IPv4 or IPv6 address, optionally with a /prefix; checked by shape only (proxy-addr rejects nonsense too).
const address = /^[0-9a-fA-F.:]{2,45}(?:\/\d{1,3})?$/
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"])

export const parseTrustProxy = (raw: string | undefined): TrustProxy => {
  const value = (raw ?? "").trim()
  if (value === "" || value === "0" || value === "false") return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops <= MAX_HOPS) return hops
  } else {
    const entries =
      value.length <= 2000
        ? value
            .split(",")
            .map((entry) => entry.trim())
            .filter((entry) => entry !== "")
        : []
    if (entries.length > 0 && entries.every((entry) => address.test(entry) || namedRanges.has(entry))) return entries
  }
  throw new TrustProxyInvalid(
    `TRUST_PROXY must be the number of proxies in front (1 to ${MAX_HOPS}) or a comma-separated list of their addresses ` +
      `(e.g. 10.0.0.1,10.0.0.0/8 or loopback), not ${JSON.stringify(value.slice(0, 40))}: trusting every hop would let clients choose their own address`
  )
}

/**
 * Fastify's `trustProxy` option for a parsed setting. Fastify refuses a bare hop count (it cannot tell a
 * proxy from a client that reached the app directly), so a count becomes "trust the nearest n hops": right
 * only when the app is reachable through its proxies alone, which docs/operations.md asks of a count.
 */
export const fastifyTrustProxy = (trust: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) => {
  if (typeof trust === "number") return (_address, hop) => hop < trust
  return typeof trust === "object" ? trust.join(",") : trust
}
