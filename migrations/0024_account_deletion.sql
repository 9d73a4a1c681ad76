-- Deleting an account (issue #30). A person asks with their password; the account is then hidden from everyone
-- (adapters/postgres/hidden-sql.pg.ts), cannot sign in, and is purged 14 days later unless they restore it
-- (domain/accounts/deletion.ts, purge.ts). The purge deletes every row that names them; what others keep has
-- defined outcomes: a thread keeps their messages' places without author or text, the audit log keeps its entries
-- with their id and address replaced by a stable pseudonym.

-- When the person asked; NULL: they did not, or restored the account.
ALTER TABLE users ADD COLUMN deletion_requested_at timestamptz;
-- The hidden set reads every account waiting to be purged; the hourly sweep reads those whose grace ended.
CREATE INDEX users_deletion_requested_idx ON users (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL;

-- A purged author's message keeps its place in the thread: no author, no text, the two together.
ALTER TABLE plan_messages ALTER COLUMN author_id DROP NOT NULL;
ALTER TABLE plan_messages ALTER COLUMN text DROP NOT NULL;
ALTER TABLE plan_messages ADD CONSTRAINT plan_messages_purged_author_whole CHECK ((author_id IS NULL) = (text IS NULL));

-- The audit log stays append-only, with one exception: the purge replaces a person's id and address with their
-- pseudonym (adapters/postgres/account-purge.pg.ts), in a transaction that says so with a transaction-local setting.
-- Even then an entry keeps its id, action, subject type and time, and nothing is ever deleted.
CREATE OR REPLACE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('soundcheck.pseudonymising', true) = 'on'
     AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.subject_type = OLD.subject_type
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
