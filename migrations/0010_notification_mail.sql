-- Notifications by e-mail (issue #17): each person's choice per topic, one-click unsubscribe tokens, mail headers.

-- A topic is a notification kind or the weekly digest. No row: the default (kinds.ts `mailPolicy`; the digest on).
CREATE TABLE notification_preferences (
  user_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic    text NOT NULL CHECK (topic IN (
             'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
             'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go', 'digest')),
  by_email boolean NOT NULL,
  PRIMARY KEY (user_id, topic)
);

-- A mailed unsubscribe link's token, by its hash: it turns off one topic for one person (RFC 8058 one-click).
CREATE TABLE unsubscribe_tokens (
  token_hash text PRIMARY KEY CHECK (length(token_hash) <= 200),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic      text NOT NULL CHECK (topic IN (
               'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
               'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go', 'digest')),
  created_at timestamptz NOT NULL
);
-- The account's cascade.
CREATE INDEX unsubscribe_tokens_user_idx ON unsubscribe_tokens (user_id);

-- Extra headers of a mail (List-Unsubscribe, List-Unsubscribe-Post), passed to SMTP as they are.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
