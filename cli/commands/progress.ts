/** A one-line progress bar over the bytes of a file, drawn on stderr and only on a terminal: stdout keeps the result alone. */
import type { CliContext } from "../context.ts"

const WIDTH = 30

/** Passes the chunks through, redrawing the bar as the share of `total` bytes read grows. */
export async function* withProgress(context: CliContext, chunks: AsyncIterable<Uint8Array>, total: number): AsyncGenerator<Uint8Array> {
  if (!context.interactive || total === 0) return yield* chunks
  let read = 0
  let drawn = -1
  try {
    for await (const chunk of chunks) {
      read += chunk.length
      const percent = Math.floor((read / total) * 100)
      if (percent !== drawn) {
        drawn = percent
        const filled = Math.round((percent / 100) * WIDTH)
        context.err(`\rReading [${"#".repeat(filled)}${" ".repeat(WIDTH - filled)}] ${percent}%`)
      }
      yield chunk
    }
  } finally {
    // Ended too when the reading stops early (a refused file), so a refusal starts on a line of its own.
    if (drawn >= 0) context.err("\n")
  }
}
