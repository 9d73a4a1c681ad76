/**
 * /settings: the private calendar feed of the concerts one is interested in or has tickets for. Create a
 * feed URL, rotate it (the old one stops working) or revoke it; the URL is shown once, with a Copy button.
 */
import { useState } from "react"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { Loading } from "../../ui/loading.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "./api/calendar-feed.ts"

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined)

export function CalendarFeedCard() {
  const feed = useCalendarFeed()
  const create = useCreateCalendarFeed()
  const revoke = useRevokeCalendarFeed()
  const [url, setUrl] = useState<string | null>(null)

  const createOrRotate = async (rotating: boolean) => {
    try {
      const created = await create.mutateAsync()
      setUrl(created.url)
      toast.success(rotating ? "Calendar feed URL rotated. The old URL no longer works." : "Calendar feed URL created")
    } catch (error) {
      toast.error(rotating ? "Failed to rotate the calendar feed URL" : "Failed to create the calendar feed URL", messageOf(error))
    }
  }

  const revokeFeed = async () => {
    try {
      await revoke.mutateAsync()
      setUrl(null)
      toast.success("Calendar feed revoked")
    } catch (error) {
      toast.error("Failed to revoke the calendar feed", messageOf(error))
      throw error
    }
  }

  const copy = async () => {
    if (url === null) return
    try {
      await navigator.clipboard.writeText(url)
      toast.success("Calendar feed URL copied")
    } catch {
      toast.error("Failed to copy. Select the URL and copy it yourself.")
    }
  }

  const active = feed.data?.active === true
  return (
    <Card title="Calendar feed">
      <p className={pageStyles.muted}>
        Subscribe in your calendar app to the concerts you are interested in or have tickets for. The URL is private: anyone who has it can see these concerts,
        so rotate or revoke it if it leaks.
      </p>
      <p className={pageStyles.muted}>Resetting your password or signing out of all devices also revokes this feed.</p>
      {feed.isPending && <Loading />}
      {feed.isError && <p role="alert">Failed to load the calendar feed</p>}
      {url !== null && (
        <div className={pageStyles.actions}>
          <TextField label="Calendar feed URL" value={url} isReadOnly description="Shown only now. Copy it into your calendar app's subscription." />
          <Button variant="secondary" onPress={copy}>
            Copy
          </Button>
        </div>
      )}
      {feed.data !== undefined && (
        <div className={pageStyles.actions}>
          {active ? (
            <>
              <Button variant="secondary" isBusy={create.isPending} onPress={() => createOrRotate(true)}>
                Rotate URL
              </Button>
              <ConfirmDialog
                title="Revoke calendar feed"
                trigger={<Button variant="destructive">Revoke</Button>}
                description="Calendar apps subscribed to this feed will stop receiving your concerts."
                confirmLabel="Revoke feed"
                busyLabel="Revoking..."
                onConfirm={revokeFeed}
              />
            </>
          ) : (
            <Button isBusy={create.isPending} onPress={() => createOrRotate(false)}>
              Create feed URL
            </Button>
          )}
        </div>
      )}
    </Card>
  )
}
