-- Follow artists, venues and cities (issue #32): what each fan follows, the cities they go to concerts in, and the
-- alerts a new concert causes, written in the transaction that adds it.

-- The catalogue's artist key (domain/follows/artist-key.ts `artistKey`): the search fold (migration 0019: case,
-- accents and punctuation forgiven, spaces collapsed) without a leading "the"; a name with no letter or digit is its
-- own key. Computed from the stored fold, so SQL never folds text itself.
ALTER TABLE concerts ADD COLUMN artist_key text GENERATED ALWAYS AS (
  CASE WHEN artist_folded IS NULL THEN NULL
       WHEN artist_folded = '' THEN artist
       WHEN artist_folded LIKE 'the %' THEN substr(artist_folded, 5)
       ELSE artist_folded END) STORED;
-- An artist's upcoming concerts (its page, suggestions) and the alerts' join.
CREATE INDEX concerts_artist_key_idx ON concerts (artist_key, date, id);
-- A venue's concerts: its folded name in its folded city.
CREATE INDEX concerts_venue_folded_idx ON concerts (venue_folded, city_folded, date, id);

-- A fan follows an artist by its key, remembering the name as they first followed it (shown until the catalogue has
-- a concert of it). Following an artist with no concert yet is allowed.
CREATE TABLE artist_follows (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  artist_key text NOT NULL CHECK (length(artist_key) BETWEEN 1 AND 200),
  artist     text NOT NULL CHECK (length(artist) BETWEEN 1 AND 200
               AND artist !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, artist_key)
);
-- The followers of an artist (the alerts' join).
CREATE INDEX artist_follows_key_idx ON artist_follows (artist_key, user_id);

-- A venue in its city, by their folds (the search's), and as shown.
CREATE TABLE venue_follows (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  venue_key  text NOT NULL CHECK (length(venue_key) BETWEEN 1 AND 200),
  city_key   text NOT NULL CHECK (length(city_key) BETWEEN 1 AND 100),
  venue      text NOT NULL CHECK (length(venue) BETWEEN 1 AND 200
               AND venue !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  city       text NOT NULL CHECK (length(city) BETWEEN 1 AND 100
               AND city !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, venue_key, city_key)
);
CREATE INDEX venue_follows_key_idx ON venue_follows (venue_key, city_key, user_id);

-- The cities a fan goes to concerts in (from the catalogue's cities), by the city's fold.
CREATE TABLE user_cities (
  user_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  city_key text NOT NULL CHECK (length(city_key) BETWEEN 1 AND 100),
  city     text NOT NULL CHECK (length(city) BETWEEN 1 AND 100
             AND city !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]'),
  PRIMARY KEY (user_id, city_key)
);

-- A new concert's alert to one follower, written in the transaction that adds the concert (every path: the admin form,
-- the CSV import, the CLI, an approved suggestion), so it is never lost; at most one per follower and concert.
-- `artist_key` says it came by the artist (null: by the venue). `mailed_at` is set by the daily batched mail.
CREATE TABLE follow_alerts (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  concert_id uuid NOT NULL REFERENCES concerts (id) ON DELETE CASCADE,
  artist_key text CHECK (artist_key IS NULL OR length(artist_key) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL,
  mailed_at  timestamptz,
  PRIMARY KEY (user_id, concert_id)
);
CREATE INDEX follow_alerts_unmailed_idx ON follow_alerts (user_id, created_at) WHERE mailed_at IS NULL;
CREATE INDEX follow_alerts_concert_idx ON follow_alerts (concert_id);

-- At most one mail of new followed concerts a day per fan: the row is written in the transaction that queues it.
CREATE TABLE follow_mail_runs (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day     date NOT NULL,
  ran_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- The notification kind and its mail topic.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'concert_changed', 'concert_reminder',
  'followed_new_concert'));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_topic_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'concert_changed', 'concert_reminder', 'concert_reminder_interested',
  'followed_new_concert',
  'digest'));
ALTER TABLE unsubscribe_tokens DROP CONSTRAINT unsubscribe_tokens_topic_check;
ALTER TABLE unsubscribe_tokens ADD CONSTRAINT unsubscribe_tokens_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'concert_changed', 'concert_reminder', 'concert_reminder_interested',
  'followed_new_concert',
  'digest'));

-- A large import's alerts are queued with it: one row holding its new concerts' ids, in the import's transaction, so the
-- import never pays a row per follower (issue #32's `import_with_follows_vs_plain`). A sweep takes a batch of the
-- oldest row's concerts in the unit of work that writes their alerts (follow_alerts' key makes a repeat write nothing),
-- so none is lost or written twice. No foreign key: a concert deleted meanwhile is simply found no more.
CREATE TABLE follow_alert_queue (
  id          bigserial PRIMARY KEY,
  concert_ids uuid[] NOT NULL CHECK (cardinality(concert_ids) > 0),
  queued_at   timestamptz NOT NULL
);
