-- The weekly digest (issue #17): each person's time zone, and the runs that make each week's digest go out once.

-- An IANA zone name (checked against Intl in the domain); NULL = the server's. The digest is due on the local Monday at 08:00.
ALTER TABLE profiles ADD COLUMN time_zone text CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64);

-- One row per person and ISO week ("2026-W48"): inserted ON CONFLICT DO NOTHING in the transaction that enqueues
-- the digest, so with two instances (or a CLI run beside them) only the inserting one sends it.
CREATE TABLE digest_runs (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week    text NOT NULL CHECK (week ~ '^\d{4}-W\d{2}$'),
  ran_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, week)
);
