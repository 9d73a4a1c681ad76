/** Port: outgoing mail. Queued inside the unit of work that causes it; delivered after commit. */
import { Context, type Effect } from "effect"

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html?: string | undefined
  /** Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

export interface QueuedMail extends MailMessage {
  readonly id: number
  readonly createdAt: number
  readonly sentAt: number | null
  readonly attempts: number
}

export class MailOutbox extends Context.Service<
  MailOutbox,
  {
    /** Adds a message to the outbox; commits or rolls back with the surrounding transaction. */
    enqueue(message: MailMessage): Effect.Effect<void>
    /** The newest messages first, for `soundcheck mail outbox` and tests. */
    list(options: { readonly limit: number; readonly to?: string | undefined }): Effect.Effect<ReadonlyArray<QueuedMail>>
  }
>()("domain/kernel/MailOutbox") {}
