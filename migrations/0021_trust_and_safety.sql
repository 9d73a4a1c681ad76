-- Trust and safety (issue #29): blocks, suspensions, revoked invites, reports and the moderators' queue, and
-- concert suggestions that wait for review. Texts refuse the control and bidirectional characters the rules
-- refuse (domain/kernel/limits.ts CONTROL_CHARACTERS), as everywhere else.

-- A block: the blocker no longer sees the blocked person and the blocked person no longer sees the blocker
-- (domain/safety). Private: only the blocker's own list reads it. One row per ordered pair.
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CONSTRAINT user_blocks_not_oneself CHECK (blocker_id <> blocked_id)
);
-- "Who blocked the viewer" (the other half of the viewer's hidden set) and the blocked person's cascade.
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id, blocker_id);

-- A suspension (a moderator's action): from suspended_at until suspended_until (NULL: until lifted), the account
-- cannot sign in and nobody else sees it. The reason is what the person is told.
ALTER TABLE users
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_until timestamptz,
  ADD COLUMN suspension_reason text
    CONSTRAINT users_suspension_reason_length_cap CHECK (length(suspension_reason) BETWEEN 1 AND 500)
    CONSTRAINT users_suspension_reason_plain_cap
    CHECK (suspension_reason !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  ADD CONSTRAINT users_suspension_whole CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL)
    AND (suspended_until IS NULL OR suspended_at IS NOT NULL));
-- The suspended accounts (few): every viewer's hidden set reads them.
CREATE INDEX users_suspended_idx ON users (id) WHERE suspended_at IS NOT NULL;

-- Revoked invites (a moderator's action): invite_count is set to 0 and stays there, and no invite request is taken,
-- until an admin restores them.
ALTER TABLE profiles
  ADD COLUMN invites_revoked_at timestamptz,
  ADD COLUMN invites_revoked_reason text
    CONSTRAINT profiles_invites_revoked_reason_length_cap CHECK (length(invites_revoked_reason) BETWEEN 1 AND 500)
    CONSTRAINT profiles_invites_revoked_reason_plain_cap
    CHECK (invites_revoked_reason !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  ADD CONSTRAINT profiles_invites_revoked_whole CHECK ((invites_revoked_at IS NULL) = (invites_revoked_reason IS NULL)),
  ADD CONSTRAINT profiles_invites_revoked_none CHECK (invites_revoked_at IS NULL OR invite_count = 0);

-- A report: a fan's complaint about a profile, a plan message or a concert. `snapshot` is the target as it was
-- when reported (the evidence survives the target's deletion), so target_id is not a foreign key.
CREATE TABLE reports (
  id           uuid PRIMARY KEY,
  reporter_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type  text NOT NULL CHECK (target_type IN ('profile', 'plan_message', 'concert')),
  target_id    uuid NOT NULL,
  -- The person the report is about (the profile, the message's author); NULL for a concert.
  subject_id   uuid REFERENCES users (id) ON DELETE SET NULL,
  category     text NOT NULL CHECK (category IN ('spam', 'harassment', 'wrong_details', 'illegal', 'other')),
  comment      text CONSTRAINT reports_comment_length_cap CHECK (length(comment) BETWEEN 1 AND 1000)
                    CONSTRAINT reports_comment_plain_cap
                    CHECK (comment !~ '[\u0001-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  snapshot     jsonb NOT NULL CHECK (jsonb_typeof(snapshot) = 'object' AND length(snapshot::text) <= 8000),
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'actioned', 'dismissed')),
  assigned_to  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL,
  resolved_at  timestamptz,
  resolved_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  -- What was done (domain/moderation: dismiss, remove_message, clear_display_name, …) and why.
  action       text CHECK (length(action) BETWEEN 1 AND 40),
  reason       text CONSTRAINT reports_reason_length_cap CHECK (length(reason) BETWEEN 1 AND 500)
                    CONSTRAINT reports_reason_plain_cap
                    CHECK (reason !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  CONSTRAINT reports_comment_needed CHECK (category NOT IN ('illegal', 'other') OR comment IS NOT NULL),
  CONSTRAINT reports_resolved_whole CHECK ((status = 'open') = (resolved_at IS NULL) AND (status = 'open') = (action IS NULL))
);
-- One open report per reporter and target.
CREATE UNIQUE INDEX reports_open_key ON reports (reporter_id, target_type, target_id) WHERE status = 'open';
-- The queue: open reports newest first, and a target's reports together.
CREATE INDEX reports_open_newest_idx ON reports (created_at DESC, id DESC) WHERE status = 'open';
CREATE INDEX reports_target_idx ON reports (target_type, target_id);
-- A reporter's reports of the day (the daily cap) and the reporter's cascade.
CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at);
CREATE INDEX reports_subject_idx ON reports (subject_id);

-- A fan's suggested concert waits here, out of every reader of `concerts`, until a moderator decides:
-- approved (a concert is created: concert_id), merged (into the existing concert_id), or rejected (with a reason).
CREATE TABLE concert_suggestions (
  id           uuid PRIMARY KEY,
  suggested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  artist       text NOT NULL CHECK (length(artist) BETWEEN 1 AND 200),
  venue        text NOT NULL CHECK (length(venue) BETWEEN 1 AND 200),
  city         text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  date         date NOT NULL,
  description  text CHECK (length(description) BETWEEN 1 AND 2000),
  image_url    text CHECK (length(image_url) BETWEEN 1 AND 2048),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'merged')),
  concert_id   uuid REFERENCES concerts (id) ON DELETE SET NULL,
  reason       text CONSTRAINT concert_suggestions_reason_length_cap CHECK (length(reason) BETWEEN 1 AND 500)
                    CONSTRAINT concert_suggestions_reason_plain_cap
                    CHECK (reason !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  created_at   timestamptz NOT NULL,
  decided_at   timestamptz,
  decided_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT concert_suggestions_text_plain CHECK (
    (artist || venue || city || COALESCE(description, '') || COALESCE(image_url, ''))
      !~ '[\u0001-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  CONSTRAINT concert_suggestions_decided_whole CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT concert_suggestions_rejected_reason CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
-- The moderators' list: pending ones oldest first; a suggester's own, newest first (and the daily cap).
CREATE INDEX concert_suggestions_pending_idx ON concert_suggestions (created_at, id) WHERE status = 'pending';
CREATE INDEX concert_suggestions_suggester_idx ON concert_suggestions (suggested_by, created_at DESC);
CREATE INDEX concert_suggestions_concert_idx ON concert_suggestions (concert_id);

-- What a reporter, a person acted on and a suggester are told.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed'));

-- The waitlist's city and note refuse control and bidirectional-override characters, like display names. Rows
-- stored before keep their text (NOT VALID): the rule holds for every write from now on.
ALTER TABLE waitlist ADD CONSTRAINT waitlist_city_plain_cap
  CHECK (city !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]') NOT VALID;
ALTER TABLE waitlist ADD CONSTRAINT waitlist_note_plain_cap
  CHECK (note !~ '[\u0001-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]') NOT VALID;
