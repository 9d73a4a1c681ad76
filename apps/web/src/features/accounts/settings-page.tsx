/**
 * Spec section 2, /settings: choose the concert-activity visibility and save; mail, calendar, blocked people, sessions;
 * download your data and delete the account (issue #30); My Cities, who the fan follows, suggestions to follow and
 * Import artists (issue #32).
 */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useSettings } from "./api/settings.ts"
import { NotificationMailCard } from "../notifications/notification-mail-card.tsx"
import { CalendarFeedCard } from "./calendar-feed-card.tsx"
import { SettingsForm } from "./settings-form.tsx"
import { SignOutAllCard } from "./sign-out-all-card.tsx"
import { useErrorToast } from "./use-error-toast.ts"
import { TimeZoneCard } from "../notifications/time-zone-card.tsx"
import { BlockedPeopleCard } from "../safety/blocked-people-card.tsx"
import { DownloadDataCard } from "../own-data/download-data-card.tsx"
import { DeleteAccountCard } from "./delete-account-card.tsx"
import { FollowedCard, SuggestionsCard } from "../follows/followed-card.tsx"
import { ImportArtistsCard } from "../follows/import-artists-card.tsx"
import { MyCitiesCard } from "../follows/my-cities-card.tsx"

export function SettingsPage() {
  const settings = useSettings()
  useErrorToast(settings.isError, "Failed to load settings")
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Settings — Soundcheck">Settings</PageHeading>
      {settings.isPending && <Loading />}
      {settings.isError && <p role="alert">Failed to load settings</p>}
      {settings.data !== undefined && (
        <Card title="Concert activity visibility">
          <SettingsForm initial={settings.data.concertVisibility} />
        </Card>
      )}
      <MyCitiesCard />
      <FollowedCard />
      <SuggestionsCard />
      <ImportArtistsCard />
      <TimeZoneCard />
      <NotificationMailCard />
      <CalendarFeedCard />
      <BlockedPeopleCard />
      <SignOutAllCard />
      <DownloadDataCard />
      <DeleteAccountCard />
    </div>
  )
}
