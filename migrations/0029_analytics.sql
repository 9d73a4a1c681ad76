-- Admin → Analytics (issue #34). The panels count from the tables as they are, plus what those tables do not keep:
-- how each member joined, who was active in which quarter hour, and anonymous counts of events whose rows are
-- deleted or never kept (a cancelled invitation, a mail sent, mail turned off). Everything is written by the write
-- itself, in its own transaction: a trigger where a row says when it happened, the repository where only now does.

-- How a member joined: a member's invitation, an invitation from the waitlist, open registration, or the command
-- line's `users create-admin`. Existing accounts: by the invitation they accepted, else admins by hand, else open.
ALTER TABLE users ADD COLUMN joined_via text NOT NULL DEFAULT 'open'
  CONSTRAINT users_joined_via_check CHECK (joined_via IN ('invitation', 'waitlist', 'open', 'admin'));
UPDATE users u SET joined_via = CASE WHEN i.waitlist_id IS NULL THEN 'invitation' ELSE 'waitlist' END
  FROM invitations i WHERE i.accepted_by = u.id;
UPDATE users u SET joined_via = 'admin'
  WHERE joined_via = 'open' AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'admin');
CREATE INDEX users_created_idx ON users (created_at) INCLUDE (joined_via);

-- Who was active when, in quarter hours: every time zone's offset is a whole number of quarter hours, so any zone's
-- week boundary falls between two bins and a week counts its people exactly. A row also counts the interests the
-- person set in its quarter hour, by status: the row is theirs alone, so concurrent fans never wait on one counter.
-- A person's rows go with their account.
CREATE TABLE member_activity (
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at_bucket      timestamptz NOT NULL,
  not_interested integer NOT NULL DEFAULT 0 CHECK (not_interested >= 0),
  interested     integer NOT NULL DEFAULT 0 CHECK (interested >= 0),
  has_tickets    integer NOT NULL DEFAULT 0 CHECK (has_tickets >= 0),
  PRIMARY KEY (user_id, at_bucket)
);
CREATE INDEX member_activity_bucket_idx ON member_activity (at_bucket) INCLUDE (user_id, not_interested, interested, has_tickets);

-- A closed week's figures that only history decides (active members, interests set), per zone, as first computed:
-- the quarter hours of a week that ended more than a day ago no longer change, so reading a year again reads the
-- cache and only the open weeks' rows. No person's id; a purge leaves the counts they were part of.
CREATE TABLE analytics_week_cache (
  zone   text NOT NULL CHECK (length(zone) BETWEEN 1 AND 64),
  week   date NOT NULL,
  series text NOT NULL CHECK (length(series) BETWEEN 1 AND 40),
  n      integer NOT NULL CHECK (n >= 0),
  PRIMARY KEY (zone, week, series)
);

-- The quarter hour an instant falls in.
CREATE FUNCTION analytics_bucket(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('15 minutes', at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
$$;

-- Activity that says when it happened: an interest set, a plan joined with an answer (its maker's), a plan message
-- written, a friend request sent. A plan's answer changed in place says nothing of when: its repository records it.
-- A merge of duplicate concerts moves fans' interests without their doing: it marks its statement as not theirs
-- (`soundcheck.moved_by_staff`, local to its transaction) and the move records nothing.
CREATE FUNCTION member_activity_of_interest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('soundcheck.moved_by_staff', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_activity AS a (user_id, at_bucket, not_interested, interested, has_tickets)
  VALUES (NEW.user_id, analytics_bucket(NEW.updated_at), (NEW.interest_status = 'not_interested')::int,
          (NEW.interest_status = 'interested')::int, (NEW.interest_status = 'has_tickets')::int)
  ON CONFLICT (user_id, at_bucket) DO UPDATE SET not_interested = a.not_interested + EXCLUDED.not_interested,
    interested = a.interested + EXCLUDED.interested, has_tickets = a.has_tickets + EXCLUDED.has_tickets;
  RETURN NULL;
END $$;
CREATE TRIGGER interests_member_activity AFTER INSERT OR UPDATE OF interest_status, updated_at ON user_concert_interests
  FOR EACH ROW EXECUTE FUNCTION member_activity_of_interest();

CREATE FUNCTION member_activity_of_plan_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_activity (user_id, at_bucket) VALUES (NEW.user_id, analytics_bucket(NEW.joined_at)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER plan_members_member_activity AFTER INSERT ON plan_members
  FOR EACH ROW WHEN (NEW.answer IS NOT NULL) EXECUTE FUNCTION member_activity_of_plan_member();

CREATE FUNCTION member_activity_of_plan_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_activity (user_id, at_bucket) VALUES (NEW.author_id, analytics_bucket(NEW.created_at)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER plan_messages_member_activity AFTER INSERT ON plan_messages
  FOR EACH ROW WHEN (NEW.author_id IS NOT NULL) EXECUTE FUNCTION member_activity_of_plan_message();

CREATE FUNCTION member_activity_of_friend_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_activity (user_id, at_bucket) VALUES (NEW.sender_id, analytics_bucket(NEW.created_at)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER friend_requests_member_activity AFTER INSERT ON friend_requests FOR EACH ROW EXECUTE FUNCTION member_activity_of_friend_request();

-- Anonymous counts per quarter hour: no person's id, only what happened and how often. Metrics:
-- 'invitation.cancelled', 'mail.sent.<account|notification|digest>', 'unsubscribe.<topic>'.
CREATE TABLE analytics_counters (
  metric    text NOT NULL CHECK (length(metric) BETWEEN 1 AND 100),
  at_bucket timestamptz NOT NULL,
  n         integer NOT NULL CHECK (n > 0),
  PRIMARY KEY (metric, at_bucket)
);
CREATE INDEX analytics_counters_bucket_idx ON analytics_counters (at_bucket) INCLUDE (metric, n);

-- A mail sent, by its queue (priority 0 account, 1 notification, 2 digest), when the sender stamps it.
CREATE FUNCTION analytics_count_mail_sent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_counters (metric, at_bucket, n)
  VALUES ('mail.sent.' || (ARRAY['account', 'notification', 'digest'])[NEW.priority + 1], analytics_bucket(NEW.sent_at), 1)
  ON CONFLICT (metric, at_bucket) DO UPDATE SET n = analytics_counters.n + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER mail_outbox_count_sent AFTER UPDATE OF sent_at ON mail_outbox
  FOR EACH ROW WHEN (OLD.sent_at IS NULL AND NEW.sent_at IS NOT NULL) EXECUTE FUNCTION analytics_count_mail_sent();

-- The panels' reads by time: each table's rows by the instant they are counted at (the interests' history is read
-- from member_activity, so the hot interest writes keep their indexes as they were).
CREATE INDEX invitations_created_idx ON invitations (created_at);
CREATE INDEX invitations_accepted_idx ON invitations (accepted_at) WHERE accepted_at IS NOT NULL;
CREATE INDEX invitations_pending_expiry_idx ON invitations (expires_at) WHERE status = 'pending';
CREATE INDEX invite_requests_created_idx ON invite_requests (created_at);
CREATE INDEX invite_requests_reviewed_idx ON invite_requests (reviewed_at) WHERE reviewed_at IS NOT NULL;
CREATE INDEX waitlist_invited_idx ON waitlist (invited_at) WHERE invited_at IS NOT NULL;
CREATE INDEX waitlist_joined_idx ON waitlist (joined_at) WHERE joined_at IS NOT NULL;
CREATE INDEX plans_created_idx ON plans (created_at);
CREATE INDEX plan_messages_created_idx ON plan_messages (created_at) WHERE event IS NULL;
CREATE INDEX notifications_ready_to_go_idx ON notifications (created_at) INCLUDE (recipient_id, concert_id) WHERE kind = 'ready_to_go';
CREATE INDEX concert_suggestions_created_idx ON concert_suggestions (created_at);
CREATE INDEX concert_suggestions_decided_idx ON concert_suggestions (decided_at) WHERE decided_at IS NOT NULL;
