/** Spec section 2, /friends: four tabs with count badges (Friends, Requests, Sent, Add Friends). */
import { useState } from "react"
import { useSearchParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Tab, TabList, TabPanel, Tabs } from "../../ui/tabs.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { useInvitationsOverview } from "../invitations/api/invitations-overview.ts"
import { SentInvitations } from "../invitations/sent-invitations.tsx"
import { AddFriendsPanel } from "./add-friends-panel.tsx"
import { useFriendRequests } from "./api/friend-requests.ts"
import { useFriends } from "./api/friends.ts"
import { FocusHome } from "./focus-home.tsx"
import { FriendList } from "./friend-list.tsx"
import { IncomingRequests } from "./incoming-requests.tsx"
import { SentRequests } from "./sent-requests.tsx"

const tabIds = ["friends", "requests", "sent", "add"] as const
type TabId = (typeof tabIds)[number]
const isTabId = (value: unknown): value is TabId => tabIds.includes(value as TabId)

export function FriendsPage() {
  const friends = useFriends()
  const requests = useFriendRequests()
  const invitations = useInvitationsOverview()
  useErrorToast(friends.isError, "Failed to load friends")
  useErrorToast(requests.isError, "Failed to load friend requests")
  // The open tab is written to the address (?tab=requests) so it can be linked to and survives a reload;
  // it is read from there once: state answers at once, the router's navigations may land late under fast keys.
  const [params, setParams] = useSearchParams()
  const [selected, setSelected] = useState<TabId>(() => {
    const requested = params.get("tab")
    return isTabId(requested) ? requested : "friends"
  })
  // Sent counts pending friend requests and pending e-mail invitations.
  const sentCount =
    requests.data === undefined || invitations.isPending ? undefined : requests.data.outgoing.length + (invitations.data?.invitations.length ?? 0)
  const select = (key: unknown) => {
    if (!isTabId(key)) return
    setSelected(key)
    setParams(key === "friends" ? {} : { tab: key }, { replace: true })
  }

  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Friends — Soundcheck">Friends</PageHeading>
      <p className={pageStyles.lead}>See who you're going to shows with, answer requests and find more people.</p>
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <TabList aria-label="Friends sections">
          <Tab id="friends" count={friends.data?.friends.length}>
            Friends
          </Tab>
          <Tab id="requests" count={requests.data?.incoming.length}>
            Requests
          </Tab>
          <Tab id="sent" count={sentCount}>
            Sent
          </Tab>
          <Tab id="add">Add Friends</Tab>
        </TabList>
        <TabPanel id="friends">
          <FocusHome>
            <FriendList query={friends} />
          </FocusHome>
        </TabPanel>
        <TabPanel id="requests">
          <FocusHome>
            <IncomingRequests query={requests} />
          </FocusHome>
        </TabPanel>
        <TabPanel id="sent">
          <FocusHome>
            <SentRequests query={requests} />
            <SentInvitations query={invitations} />
          </FocusHome>
        </TabPanel>
        <TabPanel id="add">
          <FocusHome>
            <AddFriendsPanel />
          </FocusHome>
        </TabPanel>
      </Tabs>
    </div>
  )
}
