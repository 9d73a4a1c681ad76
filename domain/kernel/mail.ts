/** Port: outgoing mail. Queued inside the unit of work that causes it; delivered after commit. */
import { Context, type Effect } from "effect"

/**
 * Which queue a mail waits in, the first sent first: account mail (confirmation, reset, invitation, waitlist,
 * admin set-up, "someone tried to sign up") must never wait behind a flood of notifications, and the weekly digest
 * can wait for both.
 */
export const MAIL_PRIORITIES = ["account", "notification", "digest"] as const
export type MailPriority = (typeof MAIL_PRIORITIES)[number]

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html?: string | undefined
  /** Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  readonly headers?: Readonly<Record<string, string>> | undefined
  /** Left out: "account". */
  readonly priority?: MailPriority | undefined
}

export interface QueuedMail extends MailMessage {
  readonly id: number
  readonly priority: MailPriority
  readonly createdAt: number
  readonly sentAt: number | null
  readonly attempts: number
}

export class MailOutbox extends Context.Service<
  MailOutbox,
  {
    /** Adds a message to the outbox; commits or rolls back with the surrounding transaction. */
    enqueue(message: MailMessage): Effect.Effect<void>
    /**
     * The newest messages first, for `soundcheck mail outbox` and tests; `to` matches the address as written but
     * for the letter case of A–Z (never "İ" for "i": each spelling's mail is its own).
     */
    list(options: { readonly limit: number; readonly to?: string | undefined }): Effect.Effect<ReadonlyArray<QueuedMail>>
    /** How many mails of this priority were queued to exactly this address at `since` or later, sent or not. */
    countQueued(to: string, priority: MailPriority, since: number): Effect.Effect<number>
    /** Deletes at most `limit` mails queued before `before`, sent or given up; answers how many. */
    deleteQueuedBefore(before: number, limit: number): Effect.Effect<number>
  }
>()("domain/kernel/MailOutbox") {}
