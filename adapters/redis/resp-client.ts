/**
 * A minimal Redis client (RESP 2 over one TCP connection, pipelined): enough for the rate limiter's
 * integer and status replies. It connects on first use and again after the connection drops;
 * redis://[:password@]host[:port][/db] and rediss:// (TLS) addresses are understood.
 */
import { connect as tcpConnect, type Socket } from "node:net"
import { connect as tlsConnect } from "node:tls"

export type Reply = string | number | null | ReadonlyArray<Reply>

export class RedisError extends Error {
  override readonly name = "RedisError"
}

interface Pending {
  readonly resolve: (reply: Reply) => void
  readonly reject: (error: Error) => void
}

const encode = (args: ReadonlyArray<string>): string =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`

/** Parses one reply at `offset`; undefined while the buffer holds only part of it. */
const parse = (buffer: Buffer, offset: number): { reply: Reply | RedisError; next: number } | undefined => {
  const end = buffer.indexOf("\r\n", offset)
  if (end < 0) return undefined
  const line = buffer.toString("utf8", offset + 1, end)
  const next = end + 2
  switch (String.fromCharCode(buffer[offset]!)) {
    case "+": return { reply: line, next }
    case "-": return { reply: new RedisError(line), next }
    case ":": return { reply: Number(line), next }
    case "$": {
      const length = Number(line)
      if (length < 0) return { reply: null, next }
      if (buffer.length < next + length + 2) return undefined
      return { reply: buffer.toString("utf8", next, next + length), next: next + length + 2 }
    }
    case "*": {
      const count = Number(line)
      if (count < 0) return { reply: null, next }
      const items: Array<Reply> = []
      let at = next
      for (let i = 0; i < count; i++) {
        const item = parse(buffer, at)
        if (!item) return undefined
        if (item.reply instanceof RedisError) return item
        items.push(item.reply)
        at = item.next
      }
      return { reply: items, next: at }
    }
    default:
      return { reply: new RedisError(`unexpected reply from Redis: ${line.slice(0, 40)}`), next: buffer.length }
  }
}

export interface RedisClient {
  /** Sends the commands in one write and answers their replies in order; a Redis error rejects. */
  readonly pipeline: (commands: ReadonlyArray<ReadonlyArray<string>>) => Promise<ReadonlyArray<Reply>>
  readonly close: () => Promise<void>
}

export const redisClient = (url: string): RedisClient => {
  const address = new URL(url)
  const port = Number(address.port || 6379)
  const host = address.hostname || "127.0.0.1"
  const setup: Array<Array<string>> = []
  if (address.password) {
    setup.push(address.username
      ? ["AUTH", decodeURIComponent(address.username), decodeURIComponent(address.password)]
      : ["AUTH", decodeURIComponent(address.password)])
  }
  const db = address.pathname.replace(/^\//, "")
  if (db) setup.push(["SELECT", db])

  let socket: Socket | undefined
  let buffer: Buffer = Buffer.alloc(0)
  const pending: Array<Pending> = []

  const fail = (from: Socket, error: Error) => {
    if (socket !== from) return
    from.destroy()
    socket = undefined
    buffer = Buffer.alloc(0)
    for (const p of pending.splice(0)) p.reject(error)
  }

  const onData = (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
    let offset = 0
    for (;;) {
      if (offset >= buffer.length) break
      const parsed = parse(buffer, offset)
      if (!parsed) break
      offset = parsed.next
      const waiting = pending.shift()
      if (parsed.reply instanceof RedisError) waiting?.reject(parsed.reply)
      else waiting?.resolve(parsed.reply)
    }
    buffer = buffer.subarray(offset)
  }

  const open = (): Socket => {
    if (socket) return socket
    const s = address.protocol === "rediss:" ? tlsConnect({ host, port, servername: host }) : tcpConnect({ host, port })
    s.setNoDelay(true)
    s.on("data", onData)
    s.on("error", (error) => fail(s, error))
    s.on("close", () => fail(s, new RedisError("Connection terminated: the Redis connection closed")))
    socket = s
    for (const command of setup) send(command).catch(() => undefined)
    return s
  }

  const send = (command: ReadonlyArray<string>): Promise<Reply> => {
    const s = open()
    return new Promise<Reply>((resolve, reject) => {
      pending.push({ resolve, reject })
      s.write(encode(command))
    })
  }

  return {
    pipeline: (commands) => Promise.all(commands.map(send)),
    close: async () => {
      const s = socket
      socket = undefined
      if (s) await new Promise<void>((resolve) => s.end(resolve))
    }
  }
}
