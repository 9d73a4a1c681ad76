-- Plans (issue #22): a night out around one concert, its members' answers and tickets, spare tickets passed
-- between members, and a short thread. Every cap repeats domain/kernel/caps.ts (MAX_PLAN_*_LENGTH) and
-- domain/plans/contract.ts (MAX_PLAN_SPARES); texts are stored trimmed, blank as NULL, and refuse the control
-- characters the rules refuse (domain/kernel/limits.ts CONTROL_CHARACTERS; a message keeps its line breaks).
-- A plan goes with its concert (a merge moves it to the kept concert first: adapters/postgres/concert-curation.pg.ts)
-- and with its maker; a member's row, requests and messages go with their account.

CREATE TABLE plans (
  id         uuid PRIMARY KEY,
  concert_id uuid NOT NULL REFERENCES concerts (id) ON DELETE CASCADE,
  maker_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title      text CONSTRAINT plans_title_length_cap CHECK (length(title) BETWEEN 1 AND 120)
                  CONSTRAINT plans_title_plain_cap
                  CHECK (title !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  meet_place text CONSTRAINT plans_meet_place_length_cap CHECK (length(meet_place) BETWEEN 1 AND 200)
                  CONSTRAINT plans_meet_place_plain_cap
                  CHECK (meet_place !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  -- The venue's wall-clock time, YYYY-MM-DDTHH:MM without a zone (a concert has a day and no zone).
  meet_at    text CONSTRAINT plans_meet_at_shape CHECK (meet_at ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$'),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The concert's cascade and merge, and a member's plans for one concert (the .ics).
CREATE INDEX plans_concert_idx ON plans (concert_id);
-- The maker's cascade.
CREATE INDEX plans_maker_idx ON plans (maker_id);

-- The maker is the first member. answer NULL: invited, not answered yet; ticket NULL: not said yet. spares is
-- what the member still holds free for others: only with a ticket, never below zero.
CREATE TABLE plan_members (
  plan_id     uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answer      text CHECK (answer IN ('going', 'maybe', 'cant_go')),
  ticket      text CHECK (ticket IN ('has_ticket', 'needs_ticket')),
  spares      integer NOT NULL DEFAULT 0 CONSTRAINT plan_members_spares_cap CHECK (spares BETWEEN 0 AND 10),
  ticket_note text CONSTRAINT plan_members_ticket_note_length_cap CHECK (length(ticket_note) BETWEEN 1 AND 200)
                   CONSTRAINT plan_members_ticket_note_plain_cap
                   CHECK (ticket_note !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  joined_at   timestamptz NOT NULL,
  PRIMARY KEY (plan_id, user_id),
  CONSTRAINT plan_members_spares_need_ticket CHECK (spares = 0 OR ticket IS NOT DISTINCT FROM 'has_ticket')
);
-- A person's plans (their list, the calendar feed) and the account's cascade.
CREATE INDEX plan_members_user_idx ON plan_members (user_id, plan_id);

-- "I'll take a spare": a request from one member to another who holds spares. Both must be members: a member
-- who leaves (or is removed) takes the requests they made and were asked with them.
CREATE TABLE plan_spare_requests (
  id           uuid PRIMARY KEY,
  plan_id      uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  requester_id uuid NOT NULL,
  holder_id    uuid NOT NULL,
  status       text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at   timestamptz NOT NULL,
  answered_at  timestamptz,
  FOREIGN KEY (plan_id, requester_id) REFERENCES plan_members (plan_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (plan_id, holder_id) REFERENCES plan_members (plan_id, user_id) ON DELETE CASCADE,
  CONSTRAINT plan_spare_requests_not_oneself CHECK (requester_id <> holder_id),
  CONSTRAINT plan_spare_requests_answered CHECK ((status = 'pending') = (answered_at IS NULL))
);
-- One pending request per requester and holder in a plan.
CREATE UNIQUE INDEX plan_spare_requests_pending_key ON plan_spare_requests (plan_id, requester_id, holder_id) WHERE status = 'pending';
-- The plan's requests, oldest first.
CREATE INDEX plan_spare_requests_plan_idx ON plan_spare_requests (plan_id, created_at, id);
-- The foreign keys' cascades from a member's row.
CREATE INDEX plan_spare_requests_requester_idx ON plan_spare_requests (plan_id, requester_id);
CREATE INDEX plan_spare_requests_holder_idx ON plan_spare_requests (plan_id, holder_id);

-- The thread: plain text, line breaks kept. A message stays when its author leaves the plan.
CREATE TABLE plan_messages (
  id         uuid PRIMARY KEY,
  plan_id    uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  author_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text       text NOT NULL CONSTRAINT plan_messages_text_length_cap CHECK (length(text) BETWEEN 1 AND 1000)
                  CONSTRAINT plan_messages_text_plain_cap
                  CHECK (text !~ '[\u0001-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  created_at timestamptz NOT NULL
);
-- The thread in keyset pages, newest first.
CREATE INDEX plan_messages_plan_newest_idx ON plan_messages (plan_id, created_at DESC, id DESC);
-- The author's cascade.
CREATE INDEX plan_messages_author_idx ON plan_messages (author_id);

-- The plan notification kinds (domain/notifications/kinds.ts): each is a notification kind and a mail topic.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message'));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_topic_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'digest'));
ALTER TABLE unsubscribe_tokens DROP CONSTRAINT unsubscribe_tokens_topic_check;
ALTER TABLE unsubscribe_tokens ADD CONSTRAINT unsubscribe_tokens_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'digest'));
