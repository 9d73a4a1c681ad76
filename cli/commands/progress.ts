/** A one-line progress bar over the bytes of a file, drawn only on a terminal. */
import type { CliContext } from "../context.ts"

const WIDTH = 30

/** Passes the chunks through, redrawing the bar as the share of `total` bytes read grows. */
export async function* withProgress(context: CliContext, chunks: AsyncIterable<Uint8Array>, total: number): AsyncGenerator<Uint8Array> {
  if (!context.interactive || total === 0) return yield* chunks
  let read = 0
  let drawn = -1
  for await (const chunk of chunks) {
    read += chunk.length
    const percent = Math.floor((read / total) * 100)
    if (percent !== drawn) {
      drawn = percent
      const filled = Math.round((percent / 100) * WIDTH)
      context.out(`\rReading [${"#".repeat(filled)}${" ".repeat(WIDTH - filled)}] ${percent}%`)
    }
    yield chunk
  }
  context.out("\n")
}
