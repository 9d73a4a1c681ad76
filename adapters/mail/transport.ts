/** Where queued mail goes: a real SMTP server (SMTP_URL), or the dev outbox that only announces it. */
import nodemailer from "nodemailer"
import type { MailMessage } from "../../domain/kernel/mail.ts"

export interface MailTransport {
  readonly name: string
  send(message: MailMessage): Promise<void>
  close(): void
}

export const smtpTransport = (url: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport(url)
  return {
    name: "smtp",
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers }
      })
    },
    close: () => transporter.close()
  }
}

/**
 * The default without SMTP_URL: the mail stays in the outbox table and the log says it arrived, with
 * recipient and subject only, since bodies carry sign-in links (tokens never go to logs). Read it with
 * `soundcheck mail outbox`.
 */
export const devOutboxTransport = (log: (line: string) => void): MailTransport => ({
  name: "dev-outbox",
  send: async (message) => {
    log(`Mail for ${message.to}: "${message.subject}" is in the dev outbox; read it with \`npm run cli -- mail outbox\``)
  },
  close: () => undefined
})
