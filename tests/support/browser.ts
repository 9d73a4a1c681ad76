/** A test client over `app.inject` that behaves like the web client in a browser: a cookie jar and the CSRF header. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify"

interface StoredCookie {
  readonly value: string
  readonly path: string
  readonly httpOnly: boolean
  readonly sameSite: string | undefined
}

export interface Browser {
  readonly get: (url: string) => Promise<LightMyRequestResponse>
  readonly send: (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>
  readonly cookies: Map<string, StoredCookie>
}

/** `cookies` may be another browser's jar: one person whose requests reach different API instances. */
export const browser = (app: FastifyInstance, ip = "203.0.113.7", cookies = new Map<string, StoredCookie>()): Browser => {
  const cookieHeader = (url: string) =>
    [...cookies]
      .filter(([, c]) => url.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join("; ")
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as Array<{
      name: string
      value: string
      path?: string
      maxAge?: number
      expires?: Date
      httpOnly?: boolean
      sameSite?: string
    }>) {
      const expired = c.value === "" || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now())
      if (expired) cookies.delete(c.name)
      else cookies.set(c.name, { value: c.value, path: c.path ?? "/", httpOnly: c.httpOnly === true, sameSite: c.sameSite })
    }
    return res
  }
  return {
    cookies,
    get: async (url) => remember(await app.inject({ method: "GET", url, remoteAddress: ip, headers: { cookie: cookieHeader(url) } })),
    send: async (method, url, body, headers = {}) =>
      remember(
        await app.inject({
          method,
          url,
          remoteAddress: ip,
          headers: { cookie: cookieHeader(url), "x-soundcheck-csrf": "1", ...headers },
          ...(body === undefined ? {} : { payload: body as object })
        })
      )
  }
}
