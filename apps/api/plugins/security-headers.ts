/**
 * Security headers on every answer: a content security policy without inline script, no framing, no MIME
 * sniffing, no referrer to other sites. The only inline code the web client runs is the two `<style>`
 * elements react-aria injects, allowed by their hashes (vanilla-extract emits CSS files).
 *
 * The headers never vary by request, so they are built once at start and set by one synchronous
 * `onRequest` hook (running helmet per request rebuilt its middleware and re-serialized the policy, and its
 * `setHeader` on the raw response took Node off its fast path for writing the head). They are the set
 * helmet 8 sends with `helmetOptions` (`tests/api/security-headers.test.ts` compares the two).
 */
import type { FastifyInstance } from "fastify"

/** The styles react-aria injects: usePress's touch-action rule, and usePreventScroll's (mobile WebKit only). */
export const INLINE_STYLE_HASHES = ["'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='", "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='"] as const

export const contentSecurityPolicy: Readonly<Record<string, ReadonlyArray<string>>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", ...INLINE_STYLE_HASHES],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"]
}

/** The same policy as helmet (@fastify/helmet) options: the reference the headers below are tested against. */
export const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" }
} as const

/** Every answer's security headers (lower-case names), built once. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": Object.entries(contentSecurityPolicy)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join(";"),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "same-origin",
  // Browsers ignore HSTS over plain http (local runs); behind https it pins the site to https for a year.
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0"
})

/**
 * Sets the security headers (and `no-store` on API answers) on the reply when a request arrives, so error
 * answers, unknown routes and the web client carry them too. A route that hijacks the reply writes `reply.getHeaders()` in its head itself.
 */
export const securityHeadersPlugin = (app: FastifyInstance) => {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(SECURITY_HEADERS)
    // API answers depend on who asks (or may, as the API grows): none is kept by a browser or a shared cache,
    // decided on the matched route, refusals and unknown /api paths included. A route may say otherwise.
    const route = request.routeOptions.url
    if (route === undefined || route.startsWith("/api")) reply.header("cache-control", "no-store")
    done()
  })
}
