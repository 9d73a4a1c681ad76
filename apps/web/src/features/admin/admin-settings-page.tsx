/** Spec section 2, /admin/settings: the admin's settings (the registration mode; cities' time zones, issue #31). */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useRegistration } from "../accounts/api/registration.ts"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { CityTimeZones } from "./city-time-zones.tsx"
import { RegistrationForm } from "./registration-form.tsx"

export function AdminSettingsPage() {
  const registration = useRegistration()
  useErrorToast(registration.isError, "Failed to load settings")
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Admin Settings — Soundcheck">Admin Settings</PageHeading>
      <Link href="/admin" variant="subtle">
        Back to Admin Panel
      </Link>
      {registration.isPending && <Loading />}
      {registration.isError && <p role="alert">Failed to load settings</p>}
      {registration.data !== undefined && (
        <Card title="Who can join">
          <RegistrationForm key={registration.data.mode} initial={registration.data.mode} />
        </Card>
      )}
      <CityTimeZones />
      <p className={pageStyles.muted}>Admin settings coming soon...</p>
    </div>
  )
}
