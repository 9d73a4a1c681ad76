/** The trivial route's answer (the same bytes from the app and from bare node:http), and the servers' plumbing. */
export const TRIVIAL_PATH = "/bench/trivial"
export const TRIVIAL_BODY = '{"ok":true}'
export const TRIVIAL_TYPE = "application/json; charset=utf-8"
/**
 * The same app answering a prepared concerts page (the bytes of a real one, captured once), signed in like the
 * concerts page: what sending a page costs without computing it. Outside /api, where every route must declare
 * a wire contract for the OpenAPI document; the route sets the one header /api routes get more (no-store).
 */
export const STATIC_PAGE_PATH = "/bench/static-page"

/** What the benchmark sends the API process: the page it is to answer on STATIC_PAGE_PATH. */
export interface StaticPageMessage {
  readonly staticPage: string
  readonly contentType: string
}

/** A child process tells its parent where it listens with one line on stdout. */
export const announce = (port: number) => process.stdout.write(`${JSON.stringify({ port })}\n`)

/** Runs `stop` when the benchmark that started this process goes away (see `startChild`). */
export const stopWithParent = (stop: () => void) => process.once("disconnect", stop)
