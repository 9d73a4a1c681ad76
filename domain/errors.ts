/**
 * Every expected failure of the domain, as one union derived from the modules that define them: the API's and
 * the CLI's error tables are typed over it, so a new tagged error without a row in each fails the typecheck.
 * A module defining a tagged error elsewhere in domain/ is added here (tests/api/error-tables.test.ts finds them).
 */
import type * as AccountErrors from "./accounts/errors.ts"
import type * as AnalyticsErrors from "./analytics/errors.ts"
import type * as DisplayName from "./accounts/display-name.ts"
import type * as PasswordHasher from "./accounts/password-hasher.ts"
import type * as ConcertErrors from "./concerts/errors.ts"
import type * as CurationErrors from "./curation/errors.ts"
import type * as FeedbackErrors from "./feedback/errors.ts"
import type * as FollowErrors from "./follows/errors.ts"
import type * as FriendErrors from "./friends/errors.ts"
import type * as InvitationErrors from "./invitations/errors.ts"
import type * as StreamLimits from "./live/stream-limits.ts"
import type * as ModerationErrors from "./moderation/errors.ts"
import type * as NotificationErrors from "./notifications/errors.ts"
import type * as OwnDataErrors from "./own-data/errors.ts"
import type * as PlanErrors from "./plans/errors.ts"
import type * as SafetyErrors from "./safety/errors.ts"
import type * as SearchErrors from "./search/errors.ts"
import type * as WaitlistErrors from "./waitlist/errors.ts"

/** The instances of the tagged error classes a module exports (its other exports are left out). */
export type TaggedErrorsOf<Module> = {
  [K in keyof Module]: Module[K] extends new (...args: never) => infer E ? (E extends Error & { readonly _tag: string } ? E : never) : never
}[keyof Module]

export type DomainError = TaggedErrorsOf<
  typeof AccountErrors &
    typeof AnalyticsErrors &
    typeof DisplayName &
    typeof PasswordHasher &
    typeof ConcertErrors &
    typeof CurationErrors &
    typeof FeedbackErrors &
    typeof FollowErrors &
    typeof FriendErrors &
    typeof InvitationErrors &
    typeof StreamLimits &
    typeof ModerationErrors &
    typeof NotificationErrors &
    typeof OwnDataErrors &
    typeof PlanErrors &
    typeof SafetyErrors &
    typeof SearchErrors &
    typeof WaitlistErrors
>

export type DomainErrorTag = DomainError["_tag"]
