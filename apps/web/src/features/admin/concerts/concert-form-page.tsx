/** Spec section 2, /admin/concerts/new and /admin/concerts/edit/{id}: the admin concert form and its toasts. */
import { useEffect } from "react"
import { useNavigate, useParams } from "react-router"
import type { AdminConcertDto, ConcertBody } from "../../../../../../domain/curation/contract.ts"
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { ConcertStatusBadge } from "../../../lib/concert-status-badge.tsx"
import { Card } from "../../../ui/card.tsx"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useAuth } from "../../accounts/auth-context.ts"
import { useAdminConcert } from "../api/admin-concert.ts"
import { useSaveConcert } from "../api/save-concert.ts"
import { ConcertForm } from "./concert-form.tsx"
import { ConcertStatusDialog } from "./concert-status-dialog.tsx"

function FormCard({ concert }: { readonly concert?: AdminConcertDto }) {
  const save = useSaveConcert()
  const navigate = useNavigate()
  const onSave = (body: ConcertBody) =>
    save.mutateAsync({ id: concert?.id, body }).then(
      () => {
        toast.success(concert === undefined ? "Concert created successfully" : "Concert updated successfully")
        void navigate("/admin/concerts")
      },
      (error: unknown) => {
        toast.error("Failed to save concert. Please try again.", error instanceof Error ? error.message : undefined)
        throw error
      }
    )
  return (
    <Card>
      <ConcertForm concert={concert} isSaving={save.isPending} onSave={onSave} />
    </Card>
  )
}

export function NewConcertPage() {
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Add Concert — Admin Panel — Soundcheck">Add Concert</PageHeading>
      <FormCard />
    </div>
  )
}

export function EditConcertPage() {
  const { id = "" } = useParams()
  const concert = useAdminConcert(id)
  const navigate = useNavigate()
  const { isAdmin } = useAuth()
  useEffect(() => {
    if (!concert.isError) return
    toast.error("Failed to load concert data")
    void navigate("/admin/concerts", { replace: true })
  }, [concert.isError, navigate])
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Edit Concert — Admin Panel — Soundcheck">Edit Concert</PageHeading>
      {concert.isPending && <Loading />}
      {concert.data !== undefined && isAdmin && (
        <div className={pageStyles.actions}>
          <ConcertStatusBadge concert={concert.data} withChange />
          <ConcertStatusDialog concert={concert.data} size="medium" />
        </div>
      )}
      {/* A status change moves the day or the venue on the server: the form starts again from the concert as it now is. */}
      {concert.data !== undefined && (
        <FormCard key={`${concert.data.id} ${concert.data.status} ${concert.data.date} ${concert.data.venue}`} concert={concert.data} />
      )}
    </div>
  )
}
