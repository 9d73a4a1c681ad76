/** The trivial route's answer (the same bytes from the app and from bare node:http), and the servers' plumbing. */
export const TRIVIAL_PATH = "/bench/trivial"
export const TRIVIAL_BODY = '{"ok":true}'
export const TRIVIAL_TYPE = "application/json; charset=utf-8"

/** A child process tells its parent where it listens with one line on stdout. */
export const announce = (port: number) => process.stdout.write(`${JSON.stringify({ port })}\n`)

/** Runs `stop` when the benchmark that started this process goes away (see `startChild`). */
export const stopWithParent = (stop: () => void) => process.once("disconnect", stop)
