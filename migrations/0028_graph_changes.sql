-- The social-graph index (issue #33): each API instance holds the friendships, the upcoming concerts' interests,
-- each person's visibility, name, blocks and suspension as dense integer lists in its memory
-- (adapters/graph/), loaded once at start and kept current from this log. Every write that changes what
-- discovery reads appends the keys it touched here, by statement-level triggers in the write's own transaction.
-- A row names a key, never a value: the reader reads the key's current state in the statement that reads the log,
-- so the order in which concurrent transactions commit does not matter (the same key is ordered by its row lock).
-- A person is named by `users.graph_id`, a number of their own that goes with their row: once an account is purged
-- (issue #30) the log holds no id of theirs, and the index's numbering of people is the database's.
--
-- The reader keeps the snapshot of its last read (`pg_current_snapshot()`) and reads the rows of transactions that
-- were not yet committed then: `xid >= xmin(previous) AND NOT pg_visible_in_snapshot(xid, previous)`. A transaction
-- still running is invisible now and not visible in the new snapshot either, so the next read takes it.
ALTER TABLE users ADD COLUMN graph_id integer GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX users_graph_id_key ON users (graph_id);

CREATE TABLE graph_changes (
  xid     xid8 NOT NULL DEFAULT pg_current_xact_id(),
  at      timestamptz NOT NULL DEFAULT now(),
  kind    text NOT NULL CHECK (kind IN ('user', 'friendship', 'interest', 'block', 'concert', 'concert_added')),
  -- users.graph_id: the person (user, interest), the two people (friendship: user_a then user_b; block: blocker then blocked).
  person  integer,
  other   integer,
  concert uuid
);
CREATE INDEX graph_changes_xid_idx ON graph_changes (xid);
CREATE INDEX graph_changes_at_idx ON graph_changes (at);

-- The newest transaction whose rows were pruned (every hour, rows older than an hour): an instance that had not
-- read them (its last snapshot's xmin at or below it) rebuilds its index instead of missing them.
CREATE TABLE graph_changes_pruned (
  one     boolean PRIMARY KEY DEFAULT true CHECK (one),
  through xid8 NOT NULL
);
INSERT INTO graph_changes_pruned (through) VALUES ('0'::xid8);

-- Edges and interests name their people through users: when an account's row goes, its cascade's rows find no
-- number and log nothing; the account's own row logs it gone, and the index drops every edge and interest of it.
CREATE FUNCTION graph_log_friendships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, person, other)
  SELECT 'friendship', a.graph_id, b.graph_id FROM changed c JOIN users a ON a.id = c.user_a JOIN users b ON b.id = c.user_b;
  RETURN NULL;
END $$;
CREATE TRIGGER friendships_graph_added AFTER INSERT ON friendships
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_friendships();
CREATE TRIGGER friendships_graph_removed AFTER DELETE ON friendships
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_friendships();

CREATE FUNCTION graph_log_interests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, person, concert)
  SELECT 'interest', u.graph_id, c.concert_id FROM changed c JOIN users u ON u.id = c.user_id;
  RETURN NULL;
END $$;
CREATE TRIGGER interests_graph_added AFTER INSERT ON user_concert_interests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_interests();
CREATE TRIGGER interests_graph_updated AFTER UPDATE ON user_concert_interests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_interests();
CREATE TRIGGER interests_graph_removed AFTER DELETE ON user_concert_interests
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_interests();

CREATE FUNCTION graph_log_blocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, person, other)
  SELECT 'block', a.graph_id, b.graph_id FROM changed c JOIN users a ON a.id = c.blocker_id JOIN users b ON b.id = c.blocked_id;
  RETURN NULL;
END $$;
CREATE TRIGGER blocks_graph_added AFTER INSERT ON user_blocks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_blocks();
CREATE TRIGGER blocks_graph_removed AFTER DELETE ON user_blocks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_blocks();

-- A person: their profile's visibility and name, their suspension and deletion request (users), or the account gone.
CREATE FUNCTION graph_log_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, person) SELECT DISTINCT 'user', u.graph_id FROM changed c JOIN users u ON u.id = c.user_id;
  RETURN NULL;
END $$;
CREATE TRIGGER profiles_graph_added AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_profiles();
CREATE TRIGGER profiles_graph_updated AFTER UPDATE ON profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_profiles();
CREATE TRIGGER profiles_graph_removed AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_profiles();

-- Only the users rows whose suspension or deletion request changed (a sign-in's last-seen stamp is not logged).
CREATE FUNCTION graph_log_users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, person)
  SELECT 'user', n.graph_id FROM changed n JOIN previous o ON o.id = n.id
  WHERE (n.suspended_at, n.suspended_until, n.deletion_requested_at) IS DISTINCT FROM (o.suspended_at, o.suspended_until, o.deletion_requested_at);
  RETURN NULL;
END $$;
CREATE FUNCTION graph_log_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, person) SELECT 'user', graph_id FROM changed;
  RETURN NULL;
END $$;
CREATE TRIGGER users_graph_added AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_users();
CREATE TRIGGER users_graph_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION graph_log_users_updated();
CREATE TRIGGER users_graph_removed AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_users();

-- A new concert is told apart from an edited one: an index that did not load a concert (one before its horizon) knows
-- a new one has no interests yet, and loads again when an edit brings an old one into its days.
CREATE FUNCTION graph_log_concerts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, concert) SELECT 'concert_added', id FROM changed;
  RETURN NULL;
END $$;
CREATE FUNCTION graph_log_concerts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO graph_changes (kind, concert) SELECT 'concert', id FROM changed;
  RETURN NULL;
END $$;
CREATE TRIGGER concerts_graph_added AFTER INSERT ON concerts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_concerts_added();
CREATE TRIGGER concerts_graph_updated AFTER UPDATE ON concerts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_concerts();
CREATE TRIGGER concerts_graph_removed AFTER DELETE ON concerts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION graph_log_concerts();
