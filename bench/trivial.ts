/** The trivial route's answer, the same bytes from the full app and from the bare node:http server. */
export const TRIVIAL_PATH = "/bench/trivial"
export const TRIVIAL_BODY = '{"ok":true}'
export const TRIVIAL_TYPE = "application/json; charset=utf-8"

/** A child process tells its parent where it listens with one line on stdout. */
export const announce = (port: number) => process.stdout.write(`${JSON.stringify({ port })}\n`)
