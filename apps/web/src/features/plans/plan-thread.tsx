/**
 * The plan's thread: messages newest last, "Load earlier messages" for older pages, a message box with the
 * length cap, and a polite live region announcing messages from others as the live stream brings them. Each
 * message from someone else can be reported to the moderators (issue #29). A purged author's messages (issue #30)
 * show as "Deleted user" with a muted "(message removed)", and nothing to report.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react"
import { MAX_PLAN_MESSAGE_LENGTH, type PlanDto, type PlanMessageDto } from "../../../../../domain/plans/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { Form } from "../../ui/form.tsx"
import { Loading } from "../../ui/loading.tsx"
import { visuallyHidden } from "../../ui/skeleton.css.ts"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { toastFailure } from "../friends/failure.ts"
import { ReportButton } from "../safety/report-button.tsx"
import { usePlanMessages, usePostPlanMessage } from "./api/plan-messages.ts"
import * as styles from "./plans.css.ts"
import { eventText, isRemoved, removedMessageText, threadMessages, threadNews } from "./thread.ts"

const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })

function Message({ message, isMine }: { readonly message: PlanMessageDto; readonly isMine: boolean }) {
  const sentAt = timeFormat.format(message.createdAt)
  const removed = isRemoved(message)
  const said = eventText(message)
  return (
    <li className={isMine ? styles.ownMessage : styles.message}>
      <span className={styles.messageHead}>
        <span className={styles.name}>{isMine ? "You" : message.authorName}</span>
        <time className={styles.meta} dateTime={new Date(message.createdAt).toISOString()}>
          {sentAt}
        </time>
        {!isMine && !removed && said === null && (
          <span className={styles.messageReport}>
            <ReportButton
              target={{ type: "plan_message", id: message.id }}
              subject={`message from ${message.authorName}, ${sentAt}`}
              variant="ghost"
              size="small"
            />
          </span>
        )}
      </span>
      {said !== null ? (
        <p className={styles.messageText}>
          <strong>{said}</strong>
        </p>
      ) : removed ? (
        <p className={styles.removedText}>{removedMessageText}</p>
      ) : (
        <p className={styles.messageText}>{message.text}</p>
      )}
    </li>
  )
}

/** Announces new messages from others: silent on the first load and when older pages are loaded. */
const useThreadAnnouncement = (messages: ReadonlyArray<PlanMessageDto> | undefined, viewerId: string): string => {
  const shown = useRef<ReadonlyArray<PlanMessageDto> | null>(null)
  const [announcement, setAnnouncement] = useState("")
  useEffect(() => {
    if (messages === undefined) return
    const news = shown.current === null ? null : threadNews(shown.current, messages, viewerId)
    shown.current = messages
    if (news !== null) setAnnouncement(news)
  }, [messages, viewerId])
  return announcement
}

function MessageBox({ planId }: { readonly planId: string }) {
  const [text, setText] = useState("")
  const post = usePostPlanMessage()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (post.isPending || text.trim() === "") return
    post.mutate({ planId, text }, { onSuccess: () => setText(""), onError: (error) => toastFailure("Failed to send message", error) })
  }
  return (
    <Form onSubmit={submit}>
      <TextAreaField
        label="Message"
        name="message"
        rows={3}
        maxLength={MAX_PLAN_MESSAGE_LENGTH}
        description={`Plain text, up to ${MAX_PLAN_MESSAGE_LENGTH.toLocaleString("en-US")} characters. Members of this plan see it.`}
        isRequired
        validate={(value) => (value.trim() === "" ? "Write a message first" : null)}
        value={text}
        onChange={setText}
      />
      <div className={pageStyles.actions}>
        <Button type="submit" isBusy={post.isPending}>
          {post.isPending ? "Sending..." : "Send"}
        </Button>
      </div>
    </Form>
  )
}

export function PlanThread({ plan, viewerId }: { readonly plan: PlanDto; readonly viewerId: string }) {
  const thread = usePlanMessages(plan.id)
  const pages = thread.data?.pages
  const messages = useMemo(() => (pages === undefined ? undefined : threadMessages(pages)), [pages])
  const announcement = useThreadAnnouncement(messages, viewerId)
  const list = useRef<HTMLOListElement>(null)

  const loadEarlier = async () => {
    const result = await thread.fetchNextPage()
    // The button goes with the last older page: focus moves to the list instead of the top of the page.
    if (!result.hasNextPage) list.current?.focus()
  }

  return (
    <Card title="Messages">
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </div>
      {thread.isPending && <Loading />}
      {thread.isError && <p role="alert">Failed to load messages</p>}
      {thread.hasNextPage && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" isBusy={thread.isFetchingNextPage} onPress={() => void loadEarlier()}>
            {thread.isFetchingNextPage ? "Loading..." : "Load earlier messages"}
          </Button>
        </div>
      )}
      {messages !== undefined &&
        (messages.length === 0 ? (
          <p className={pageStyles.muted}>No messages yet. Say hello and sort out the details here.</p>
        ) : (
          <ol ref={list} tabIndex={-1} className={`${styles.list} ${styles.focusable}`} aria-label="Messages">
            {messages.map((message) => (
              <Message key={message.id} message={message} isMine={message.authorId === viewerId} />
            ))}
          </ol>
        ))}
      <MessageBox planId={plan.id} />
    </Card>
  )
}
