-- Calendars: each user's private, revocable calendar feed. Only the SHA-256 hash of the feed's token is
-- stored; rotating replaces it, revoking deletes the row.
CREATE TABLE calendar_feeds (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
