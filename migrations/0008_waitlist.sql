-- Invite-only by default, and a waitlist for the strangers who find Soundcheck.

-- A new installation starts invite-only (spec: "Access is by invitation"). A database that already has accounts
-- keeps the mode its operator chose (0002 stored 'open'); one without any account is new, whatever 0002 stored.
UPDATE app_settings SET value = 'invite-only', updated_at = now()
WHERE key = 'registration_mode' AND NOT EXISTS (SELECT 1 FROM users);

-- One row per listed address (any letter case). city and note are what the person wrote, trimmed; blank is NULL.
CREATE TABLE waitlist (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email      text NOT NULL CHECK (email = btrim(email) AND email LIKE '%_@_%' AND length(email) <= 254),
  city       text CHECK (length(city) BETWEEN 1 AND 100),
  note       text CHECK (length(note) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The last time an admin (or the CLI, invited_by NULL) sent this person an invitation link.
  invited_at timestamptz,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- When the person joined, through this or any other invitation.
  joined_at  timestamptz
);
CREATE UNIQUE INDEX waitlist_email_key ON waitlist (lower(email));
-- The admin list: newest first, in keyset pages.
CREATE INDEX waitlist_newest_idx ON waitlist (created_at DESC, id DESC);

-- An invitation from the waitlist comes from Soundcheck itself: no inviter (so no fan's invite is spent and
-- nobody becomes the newcomer's friend by it), and the listing it answers.
ALTER TABLE invitations ALTER COLUMN inviter_id DROP NOT NULL;
ALTER TABLE invitations ADD COLUMN waitlist_id uuid REFERENCES waitlist (id) ON DELETE CASCADE;
ALTER TABLE invitations ADD CONSTRAINT invitations_one_origin CHECK ((inviter_id IS NULL) <> (waitlist_id IS NULL));
CREATE UNIQUE INDEX invitations_pending_waitlist_key ON invitations (waitlist_id) WHERE status = 'pending';
