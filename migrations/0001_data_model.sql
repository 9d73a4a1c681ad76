-- The whole data model of the product spec (section 3), plus what it implies but leaves out:
-- credentials and e-mail confirmation, refresh-token sessions, a mail outbox and an audit log.
-- Rules that must hold under concurrency live here as constraints.

CREATE TABLE users (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email              text NOT NULL CHECK (email = btrim(email) AND email LIKE '%_@_%'),
  password_hash      text NOT NULL,
  email_confirmed_at timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE profiles (
  user_id            uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  display_name       text,
  bio                text,
  avatar_url         text,
  concert_visibility text NOT NULL DEFAULT 'friends_of_friends'
    CHECK (concert_visibility IN ('public', 'friends_of_friends', 'friends_only', 'private')),
  invite_count       integer NOT NULL DEFAULT 5 CHECK (invite_count >= 0),
  total_invites_sent integer NOT NULL DEFAULT 0 CHECK (total_invites_sent >= 0),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- One role per user: changing a role replaces the row.
CREATE TABLE user_roles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role    text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'moderator', 'admin'))
);

-- Refresh tokens, stored hashed; a family is revoked as a whole when a rotated token is reused.
CREATE TABLE sessions (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id   uuid NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  rotated_at  timestamptz,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_family_idx ON sessions (family_id);

-- Single-use tokens sent by mail (e-mail confirmation), stored hashed, with an expiry.
CREATE TABLE auth_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('confirm_email')),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

CREATE TABLE concerts (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  artist      text NOT NULL CHECK (btrim(artist) <> ''),
  venue       text NOT NULL CHECK (btrim(venue) <> ''),
  city        text NOT NULL CHECK (btrim(city) <> ''),
  date        date NOT NULL,
  description text,
  image_url   text,
  created_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- One concert per artist, venue and day, whatever the letter case.
CREATE UNIQUE INDEX concerts_identity_key ON concerts (lower(artist), lower(venue), date);
CREATE INDEX concerts_date_idx ON concerts (date, id);
CREATE INDEX concerts_city_date_idx ON concerts (city, date, id);

CREATE TABLE user_concert_interests (
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  concert_id      uuid NOT NULL REFERENCES concerts (id) ON DELETE CASCADE,
  interest_status text NOT NULL CHECK (interest_status IN ('not_interested', 'interested', 'has_tickets')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, concert_id)
);
CREATE INDEX user_concert_interests_concert_idx ON user_concert_interests (concert_id, user_id) INCLUDE (interest_status);

-- One row per friendship, the two ids sorted; reads consider either side.
CREATE TABLE friendships (
  user_a     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_b     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_a, user_b),
  CHECK (user_a < user_b)
);
CREATE INDEX friendships_b_idx ON friendships (user_b, user_a);

CREATE TABLE friend_requests (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  CHECK (sender_id <> receiver_id)
);
-- At most one pending request between two people, in either direction.
CREATE UNIQUE INDEX friend_requests_pending_pair_key
  ON friend_requests (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id))
  WHERE status = 'pending';
CREATE INDEX friend_requests_receiver_idx ON friend_requests (receiver_id, status);
CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id, status);

-- Invitation tokens are stored only as a hash.
CREATE TABLE invitations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  inviter_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text NOT NULL CHECK (email = btrim(email) AND email LIKE '%_@_%'),
  token_hash  text NOT NULL UNIQUE,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX invitations_pending_email_key ON invitations (inviter_id, lower(email)) WHERE status = 'pending';
CREATE INDEX invitations_inviter_idx ON invitations (inviter_id, status);

CREATE TABLE invite_requests (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_count integer NOT NULL CHECK (requested_count BETWEEN 1 AND 20),
  reason          text,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  reviewed_at     timestamptz,
  reviewed_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
CREATE INDEX invite_requests_user_idx ON invite_requests (user_id, created_at DESC);
CREATE INDEX invite_requests_status_idx ON invite_requests (status, created_at DESC);

CREATE TABLE feedback_requests (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid REFERENCES users (id) ON DELETE SET NULL,
  feedback_type text NOT NULL DEFAULT 'general' CHECK (feedback_type IN ('bug', 'feature_request', 'general')),
  title         text NOT NULL CHECK (char_length(btrim(title)) >= 3),
  description   text NOT NULL CHECK (char_length(btrim(description)) >= 10),
  contact_email text,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reviewed', 'resolved', 'dismissed')),
  admin_notes   text,
  reviewed_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at   timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_requests_created_idx ON feedback_requests (created_at DESC);

-- Mail is queued here in the same transaction as the change that causes it, and sent after commit.
CREATE TABLE mail_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address      text NOT NULL,
  subject         text NOT NULL,
  text_body       text NOT NULL,
  html_body       text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  sent_at         timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- Append-only record of admin actions.
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id     uuid, -- no foreign key: the record outlives the account
  action       text NOT NULL,
  subject_type text NOT NULL,
  subject_id   text,
  details      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
