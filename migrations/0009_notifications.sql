-- Notifications (issue #17): what a person hears of in the app. Texts are rendered at read time from `data`.

-- One row per key (domain/notifications/rules.ts `notificationKey`: kind, recipient, concert, actor, UTC day):
-- a repeat creates nothing, or restores a withdrawn one. A read or withdrawn row stays, so the key keeps holding.
CREATE TABLE notifications (
  id           uuid PRIMARY KEY,
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN (
                 'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
                 'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go')),
  -- Who did it and about which concert; NULL for the kinds that have none. A deleted one takes the news with it.
  actor_id     uuid REFERENCES users (id) ON DELETE CASCADE,
  concert_id   uuid REFERENCES concerts (id) ON DELETE CASCADE,
  -- The kind's data (kinds.ts NotificationData): names and concert facts for the text and the link.
  data         jsonb NOT NULL CHECK (data ->> 'kind' = kind),
  dedupe_key   text NOT NULL UNIQUE CHECK (length(dedupe_key) <= 300),
  created_at   timestamptz NOT NULL,
  read_at      timestamptz,
  withdrawn_at timestamptz
);
-- The bell's list: one person's, newest first, in keyset pages.
CREATE INDEX notifications_recipient_newest_idx ON notifications (recipient_id, created_at DESC, id DESC);
-- The bell's count: the unread ones still standing.
CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL AND withdrawn_at IS NULL;
-- Withdrawal looks up the unread news about one actor's interest in one concert; also serves the actor's cascade.
CREATE INDEX notifications_actor_concert_idx ON notifications (actor_id, concert_id);
-- The concert's cascade.
CREATE INDEX notifications_concert_idx ON notifications (concert_id);
