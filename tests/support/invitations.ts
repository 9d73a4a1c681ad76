/** Test helpers for invitations: the API on PostgreSQL with a movable clock, and the link a mail carries. */
import { Layer, ManagedRuntime } from "effect"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { buildApp, openSignUp, TEST_PUBLIC_URL, type TestApp } from "./app.ts"
import { type MovableClock, movableClock } from "./clock.ts"
import { testDatabase } from "./pg.ts"

export const DAY = 24 * 60 * 60 * 1000

export const clockedPostgresApp = async (): Promise<TestApp & { readonly clock: MovableClock; readonly databaseUrl: string }> => {
  const db = await testDatabase()
  const clock = movableClock()
  const layer = PostgresAdapters.layer(db.url, { maximumPoolSize: 4, config: { publicUrl: TEST_PUBLIC_URL } })
  const runtime = ManagedRuntime.make(Layer.merge(layer, clock.layer))
  await openSignUp(runtime)
  const app = await buildApp({ runtime, logLevel: false })
  return {
    app,
    runtime,
    clock,
    databaseUrl: db.url,
    close: async () => {
      await app.close()
      await runtime.dispose()
      await db.drop()
    }
  }
}

export interface MailedInvitation {
  readonly token: string
  readonly inviter: string
  readonly subject: string
  /** The query string of the link, as the /invite page passes it to the preview. */
  readonly query: string
}

/** The newest invitation link mailed to `to`, as the invitee would click it. */
export const mailedInvitation = async (t: TestApp, to: string): Promise<MailedInvitation> => {
  const [mail] = await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to })))
  const link = mail?.text.match(new RegExp(`${TEST_PUBLIC_URL}/invite\\?(token=([^&\\s]+)&inviter=([^&\\s]+))`))
  if (!mail || !link?.[1] || !link[2] || !link[3]) throw new Error(`no invitation link mailed to ${to}`)
  return { query: link[1], token: decodeURIComponent(link[2]), inviter: decodeURIComponent(link[3]), subject: mail.subject }
}
