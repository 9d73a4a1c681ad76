/**
 * /unsubscribe?token=: the page of a mail's unsubscribe link. Opening it changes nothing (a link someone else
 * opens, or a mail scanner, must not act): it names the topic, and the Unsubscribe button turns it off.
 */
import { useSearchParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useUnsubscribe, useUnsubscribeTopic } from "./api/mail-settings.ts"
import { mailTopicNames } from "./mail-topics.ts"

export function UnsubscribePage() {
  const [params] = useSearchParams()
  const token = params.get("token")
  const topic = useUnsubscribeTopic(token)
  const unsubscribe = useUnsubscribe()
  const invalid = token === null || topic.isError

  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Unsubscribe — Soundcheck">Unsubscribe</PageHeading>
      <Card>
        {invalid && <p role="alert">This unsubscribe link is not valid.</p>}
        {!invalid && topic.isPending && <Loading />}
        {topic.data !== undefined &&
          (unsubscribe.isSuccess ? (
            <p role="status">You're unsubscribed from {mailTopicNames[unsubscribe.data.topic].mails}.</p>
          ) : (
            <>
              <p>Stop getting {mailTopicNames[topic.data.topic].mails} from Soundcheck? Other e-mails stay as they are.</p>
              {unsubscribe.isError && <p role="alert">Failed to unsubscribe. Please try again.</p>}
              <div className={pageStyles.actions}>
                <Button isBusy={unsubscribe.isPending} onPress={() => token !== null && unsubscribe.mutate(token)}>
                  Unsubscribe
                </Button>
              </div>
            </>
          ))}
        <p className={pageStyles.muted}>
          Choose what comes by e-mail in <Link href="/settings">Settings</Link>.
        </p>
      </Card>
    </div>
  )
}
