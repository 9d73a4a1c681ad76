/** The Add Friends tab: the Beta Invites box, send a request by e-mail, and the e-mail search box. */
import { Card } from "../../ui/card.tsx"
import { BetaInvitesBox } from "../invitations/beta-invites-box.tsx"
import { SendRequestForm } from "./send-request-form.tsx"
import { UserSearch } from "./user-search.tsx"

export function AddFriendsPanel() {
  return (
    <>
      <BetaInvitesBox />
      <Card title="Send a Friend Request">
        <SendRequestForm />
      </Card>
      <Card title="Find People">
        <UserSearch />
      </Card>
    </>
  )
}
