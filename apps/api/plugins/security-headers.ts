/**
 * Security headers on every answer (helmet): a content security policy without inline script, no framing,
 * no MIME sniffing, no referrer to other sites. The only inline code the web client runs is the two
 * `<style>` elements react-aria injects, allowed by their hashes (vanilla-extract emits CSS files).
 */
import fastifyHelmet from "@fastify/helmet"
import type { FastifyInstance } from "fastify"

/** The styles react-aria injects: usePress's touch-action rule, and usePreventScroll's (mobile WebKit only). */
export const INLINE_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='"
] as const

export const contentSecurityPolicy = {
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

export const securityHeadersPlugin = async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Browsers ignore HSTS over plain http (local runs); behind https it pins the site to https for a year.
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" }
  })
}
