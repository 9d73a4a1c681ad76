/**
 * A server-sent events parser for a fetch stream: feed it decoded text in chunks of any size; it calls
 * `onData` with each event's data (the lines joined) and `onComment` for comment lines (the heartbeat).
 */
export interface SseHandlers {
  readonly onData: (data: string) => void
  readonly onComment?: (text: string) => void
}

export const sseParser = (handlers: SseHandlers) => {
  let buffer = ""
  let data: Array<string> = []
  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) handlers.onData(data.join("\n"))
      data = []
    } else if (text.startsWith(":")) {
      handlers.onComment?.(text.slice(1).trimStart())
    } else if (text === "data" || text.startsWith("data:")) {
      const value = text.slice(5)
      data.push(value.startsWith(" ") ? value.slice(1) : value)
    }
  }
  return (chunk: string) => {
    buffer += chunk
    // A CR at the end may be the first half of a CRLF split across chunks: wait for what follows it.
    const held = buffer.endsWith("\r") ? "\r" : ""
    const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/)
    buffer = (lines.pop() ?? "") + held
    for (const text of lines) line(text)
  }
}
