/** A real SMTP server (smtp-server) on a free local port that keeps every message it receives. */
import { SMTPServer } from "smtp-server"

export interface ReceivedMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** The raw header block. */
  readonly head: string
}

/** `port` reopens a server on the port of one that was closed (SMTP down, then back). */
export const startSmtpServer = async (options: { readonly failFirst?: number; readonly port?: number } = {}) => {
  const received: Array<ReceivedMail> = []
  let failures = options.failFirst ?? 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1
          callback(Object.assign(new Error("mailbox busy, try later"), { responseCode: 451 }))
          return
        }
        const raw = Buffer.concat(chunks).toString("utf8")
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          text: raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join("\n\n"),
          head: raw.split(/\r?\n\r?\n/)[0] ?? ""
        })
        callback()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  const address = server.server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
