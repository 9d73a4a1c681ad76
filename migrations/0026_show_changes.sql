-- When a show changes (issue #31): a concert's status, its times in the venue's zone, its ticket links, the notices
-- its fans get when it changes (several changes within a window become one), and the reminder on its day.
--
-- Every concert stored before stays as it was: scheduled, a whole-day event (no time, no zone), sequence 0, never
-- changed, no ticket link. The spec's list, filter and CSV behaviour do not read any of it.
ALTER TABLE concerts
  ADD COLUMN status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved')),
  -- Why, as the admin wrote it (the notice says it): one line, no control or bidirectional characters.
  ADD COLUMN status_reason text
    CHECK (status_reason IS NULL OR (length(status_reason) BETWEEN 1 AND 500
      AND status_reason !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]')),
  -- The day before a reschedule ("was …"), the venue before a move: kept exactly while the status says so.
  ADD COLUMN previous_date date,
  ADD COLUMN previous_venue text
    CHECK (previous_venue IS NULL OR (length(previous_venue) BETWEEN 1 AND 200
      AND previous_venue !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]')),
  -- The venue's wall clock, "HH:MM"; the zone is the city's (city_time_zones, else the server's) when a time was set.
  ADD COLUMN start_time text CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN doors_time text CHECK (doors_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN time_zone text CHECK (time_zone IS NULL OR (length(time_zone) BETWEEN 1 AND 64 AND time_zone ~ '^[A-Za-z0-9_+/-]+$')),
  -- RFC 5545's SEQUENCE: raised on every change of date, time, venue or status, never lowered.
  ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  -- When its details last changed (LAST-MODIFIED); NULL: never since it was created.
  ADD COLUMN changed_at timestamptz,
  ADD CONSTRAINT concerts_zone_with_time CHECK ((start_time IS NULL AND doors_time IS NULL) = (time_zone IS NULL)),
  ADD CONSTRAINT concerts_previous_date_rescheduled CHECK ((status = 'rescheduled') = (previous_date IS NOT NULL)),
  ADD CONSTRAINT concerts_previous_venue_moved CHECK ((status = 'moved') = (previous_venue IS NOT NULL));

-- Up to 5 ticket links per concert, in the order shown; https only.
CREATE TABLE concert_ticket_links (
  concert_id uuid NOT NULL REFERENCES concerts (id) ON DELETE CASCADE,
  position   smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
  label      text NOT NULL CHECK (label IN ('Tickets', 'Presale', 'VIP', 'Resale', 'Sold out')),
  url        text NOT NULL CHECK (length(url) BETWEEN 9 AND 2000 AND url ~ '^https://[^\s]+$'),
  on_sale_at timestamptz,
  PRIMARY KEY (concert_id, position)
);

-- Each city's IANA time zone, an admin setting; a city without one uses the server's. Keyed as the catalogue groups
-- cities (lower(city), the concerts_city filter's), one row per city whatever its spelling.
CREATE TABLE city_time_zones (
  city_key   text PRIMARY KEY CHECK (length(city_key) BETWEEN 1 AND 100 AND city_key = lower(city_key)),
  time_zone  text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64 AND time_zone ~ '^[A-Za-z0-9_+/-]+$'),
  updated_at timestamptz NOT NULL
);

-- A concert's changes waiting to be told: the first change opens the row, later ones within its window merge into it,
-- and once due one sweep (whichever instance deletes the row) tells everyone going, in the app and by mail, in the
-- transaction that deletes it. `changes` is the merged list (domain/concerts/show.ts `mergeChanges`).
CREATE TABLE concert_change_notices (
  concert_id uuid PRIMARY KEY REFERENCES concerts (id) ON DELETE CASCADE,
  changes    jsonb NOT NULL CHECK (jsonb_typeof(changes) = 'array'),
  reason     text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  first_at   timestamptz NOT NULL,
  due_at     timestamptz NOT NULL CHECK (due_at >= first_at)
);
CREATE INDEX concert_change_notices_due_idx ON concert_change_notices (due_at);

-- The reminder on the day: one row per person and concert, written in the transaction that queues it, so with two
-- instances (or the CLI beside them) only the inserting one sends it, and never twice.
CREATE TABLE concert_reminders (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  concert_id uuid NOT NULL REFERENCES concerts (id) ON DELETE CASCADE,
  sent_at    timestamptz NOT NULL,
  PRIMARY KEY (user_id, concert_id)
);
CREATE INDEX concert_reminders_concert_idx ON concert_reminders (concert_id);

-- Two notification kinds, and their mail topics; `concert_reminder_interested` is the switch that reminds a person of
-- the concerts they are only interested in (off unless chosen).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'concert_changed', 'concert_reminder'));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_topic_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'concert_changed', 'concert_reminder', 'concert_reminder_interested',
  'digest'));
ALTER TABLE unsubscribe_tokens DROP CONSTRAINT unsubscribe_tokens_topic_check;
ALTER TABLE unsubscribe_tokens ADD CONSTRAINT unsubscribe_tokens_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'concert_changed', 'concert_reminder', 'concert_reminder_interested',
  'digest'));

-- A plan's thread says when its concert is cancelled: a line from Soundcheck itself, with no author and no text (as
-- a purged author's message, migration 0024), told apart by its event.
ALTER TABLE plan_messages ADD COLUMN event text CHECK (event IN ('concert_cancelled'));
ALTER TABLE plan_messages ADD CONSTRAINT plan_messages_event_is_authorless CHECK (event IS NULL OR (author_id IS NULL AND text IS NULL));
