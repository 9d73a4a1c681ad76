/**
 * What a visitor without a session sees at a shared concert link (issue #28): the catalogue's facts only (artist,
 * day, venue, city, picture; never a person, a name or a count), Sign in (back here afterwards) and Join the waitlist.
 */
import { useState } from "react"
import { useLocation } from "react-router"
import type { PublicConcert } from "../../../../../domain/concerts/discovery-contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../ui/dialog.tsx"
import { Link } from "../../ui/link.tsx"
import type { ReturnState } from "../accounts/return-path.ts"
import { JoinWaitlistForm } from "../waitlist/join-waitlist-form.tsx"
import { ConcertFacts } from "./concert-facts.tsx"
import { TicketLinkList } from "./ticket-link-list.tsx"

function WaitlistBody({ close }: { readonly close: () => void }) {
  const [joined, setJoined] = useState<string | null>(null)
  return (
    <>
      {joined === null ? (
        <>
          <p>Soundcheck is invite-only. Leave your email and we'll let you know when there's a place for you.</p>
          <JoinWaitlistForm initialEmail="" onJoined={setJoined} />
        </>
      ) : (
        <p role="status">Thanks! We've sent a message to {joined}.</p>
      )}
      <div className={pageStyles.actions}>
        <Button variant="secondary" onPress={close}>
          Close
        </Button>
      </div>
    </>
  )
}

export function ConcertTeaser({ concert }: { readonly concert: PublicConcert }) {
  const location = useLocation()
  return (
    <>
      <ConcertFacts concert={concert}>
        <p className={pageStyles.lead}>Sign in to see which friends are going, mark your interest and make plans together.</p>
        <div className={pageStyles.actions}>
          <Link variant="primary" href="/auth" routerOptions={{ state: { from: location } satisfies ReturnState }}>
            Sign in
          </Link>
          <DialogTrigger>
            <Button variant="secondary">Join the waitlist</Button>
            <Dialog title="Join the waitlist">{(close) => <WaitlistBody close={close} />}</Dialog>
          </DialogTrigger>
        </div>
      </ConcertFacts>
      <TicketLinkList links={concert.ticketLinks} />
    </>
  )
}
