/**
 * /settings: which notifications also come by e-mail (each kind: in the app only, or also by e-mail) and the
 * weekly digest on or off. A choice is saved as it is made.
 */
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../../../domain/notifications/kinds.ts"
import type { MailTopic } from "../../../../../domain/notifications/preferences.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { Loading } from "../../ui/loading.tsx"
import { RadioGroup } from "../../ui/radio-group.tsx"
import { Switch } from "../../ui/switch.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useMailSettings, useSetMailSetting } from "./api/mail-settings.ts"
import { mailTopicNames } from "./mail-topics.ts"

type Delivery = "app" | "email"
const deliveryOptions = [
  { value: "app", label: "In the app only" },
  { value: "email", label: "Also by e-mail" }
] as const

export function NotificationMailCard() {
  const settings = useMailSettings()
  const save = useSetMailSetting()
  const byEmail = (topic: MailTopic) => settings.data?.topics.find((t) => t.topic === topic)?.byEmail ?? false
  const choose = (topic: MailTopic, on: boolean) =>
    save.mutate({ topic, byEmail: on }, { onError: (error) => toast.error("Failed to save notification settings", error.message) })

  return (
    <Card title="Notifications">
      {settings.isPending && <Loading />}
      {settings.isError && <p role="alert">Failed to load notification settings</p>}
      {settings.data !== undefined && (
        <>
          <p className={pageStyles.muted}>Every notification shows in the app. Choose which also come by e-mail.</p>
          {NOTIFICATION_KINDS.map((kind: NotificationKind) => (
            <RadioGroup<Delivery>
              key={kind}
              label={mailTopicNames[kind].label}
              orientation="horizontal"
              options={deliveryOptions}
              value={byEmail(kind) ? "email" : "app"}
              onChange={(value) => choose(kind, value === "email")}
            />
          ))}
          <Switch isSelected={byEmail("digest")} onChange={(on) => choose("digest", on)}>
            Weekly digest by e-mail
          </Switch>
        </>
      )}
    </Card>
  )
}
