/**
 * A slow mail transport for ordering tests: each message takes `msPerMessage`, and the first one is held until
 * `release()`, so a test can queue more mail while a batch is being sent and then read the order they went out in.
 */
import type { MailTransport } from "../../adapters/mail/transport.ts"

export interface SlowTransport extends MailTransport {
  /** The subjects sent so far, in order. */
  readonly sent: ReadonlyArray<string>
  /** Resolves when the first send has begun (a batch is claimed and in flight). */
  readonly started: Promise<void>
  readonly release: () => void
}

export const slowTransport = (msPerMessage = 1): SlowTransport => {
  const sent: Array<string> = []
  const started = Promise.withResolvers<void>()
  const held = Promise.withResolvers<void>()
  return {
    name: "slow",
    sent,
    started: started.promise,
    release: () => held.resolve(),
    send: async (message) => {
      started.resolve()
      await held.promise
      await new Promise((resolve) => setTimeout(resolve, msPerMessage))
      sent.push(message.subject)
    },
    close: () => undefined
  }
}
