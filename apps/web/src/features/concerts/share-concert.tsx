/**
 * Share a concert: Copy link (the page's address on the clipboard, and a toast that says so) and, where the browser
 * has the Web Share API (phones, mostly), Share, which opens the system's share sheet.
 */
import { concertUrl } from "../../lib/concert-path.ts"
import { Button } from "../../ui/button.tsx"
import { toast } from "../../ui/toast-queue.ts"

export interface ShareConcertProps {
  readonly concertId: string
  readonly artist: string
  /** What the shared message says besides the link ("Thu, Dec 24 at Mohawk, Austin"). */
  readonly text: string
}

const copyLink = async (url: string): Promise<void> => {
  try {
    // Missing outside a secure context (plain http on another host than localhost).
    if (navigator.clipboard === undefined) throw new Error("No clipboard")
    await navigator.clipboard.writeText(url)
    toast.success("Link copied!")
  } catch {
    toast.error("Failed to copy the link", "Copy the address from the address bar instead.")
  }
}

const share = async (data: ShareData): Promise<void> => {
  try {
    await navigator.share(data)
  } catch (error) {
    // Closing the share sheet is not a failure.
    if (!(error instanceof DOMException && error.name === "AbortError")) toast.error("Failed to share the link")
  }
}

export function ShareConcert({ concertId, artist, text }: ShareConcertProps) {
  const url = concertUrl(concertId, window.location.origin)
  const canShare = typeof navigator.share === "function"
  return (
    <>
      <Button variant="secondary" onPress={() => void copyLink(url)}>
        Copy link
      </Button>
      {canShare && (
        <Button variant="secondary" onPress={() => void share({ title: `${artist} — Soundcheck`, text: `${artist}: ${text}`, url })}>
          Share
        </Button>
      )}
    </>
  )
}
