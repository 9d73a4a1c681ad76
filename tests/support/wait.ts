/** Waiting in tests for something that happens asynchronously (a server, a worker, another process). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Resolves once `check` holds, polling every 25 ms; fails naming `what` after `withinMs`. */
export const waitUntil = async (what: string, check: () => Promise<boolean> | boolean, withinMs = 15_000): Promise<void> => {
  const until = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}
