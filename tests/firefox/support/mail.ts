/** The mail the journey server queued, read from its dev outbox (tests/e2e/support/outbox.ts). */
import { vi } from "vitest"
import { latestMailTo, type OutboxMail } from "../../e2e/support/outbox.ts"
import { journeyDatabaseUrl } from "./session.ts"

export { linkIn } from "../../e2e/support/outbox.ts"

/** The newest mail to `address`, waiting a little for it to be queued. */
export const readLatestMail = async (address: string): Promise<OutboxMail> => {
  return vi.waitFor(
    async () => {
      const mail = await latestMailTo(journeyDatabaseUrl(), address)
      if (mail === null) throw new Error(`No mail to ${address} yet`)
      return mail
    },
    { timeout: 10_000, interval: 100 }
  )
}
