/**
 * Recording a show's change (issue #31), inside the unit of work that changes the concert: its changes join the
 * concert's pending notice (opened by the first change, due a window later), so several edits within the window
 * become one notice; edits that undo each other leave none. Edits to other fields (description, image) are silent.
 */
import { Effect, Option } from "effect"
import { AppConfig } from "../kernel/config.ts"
import { ChangeNoticeRepo } from "./change-notice-repo.ts"
import type { Concert } from "./concert.ts"
import { mergeChanges, showChanges } from "./show.ts"

export const recordShowChange = Effect.fnUntraced(function* (before: Concert, after: Concert, reason: string | null, at: number) {
  const changes = showChanges(before, after)
  if (changes.length === 0) return
  const repo = yield* ChangeNoticeRepo
  const pending = yield* repo.lock(after.id)
  const window = (yield* AppConfig).changeNoticeWindowMs
  const merged = Option.match(pending, {
    onNone: () => ({ concertId: after.id, changes, reason, firstAt: at, dueAt: at + window }),
    onSome: (notice) => ({ ...notice, changes: mergeChanges(notice.changes, changes), reason: reason ?? notice.reason })
  })
  if (merged.changes.length === 0) yield* repo.remove(after.id)
  else yield* repo.save(merged)
})
