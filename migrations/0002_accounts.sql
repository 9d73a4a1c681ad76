-- Accounts: what 0001 lacks for sign-up, recovery, registration mode and shared rate limits.

-- Instance-wide settings as key/value rows (registration mode, the persisted session secret).
CREATE TABLE app_settings (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (key <> 'registration_mode' OR value IN ('open', 'invite-only'))
);
INSERT INTO app_settings (key, value) VALUES ('registration_mode', 'open');

-- Fixed-window counters shared by every API instance: one row per key and window.
CREATE TABLE rate_limits (
  key          text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL CHECK (hits > 0),
  PRIMARY KEY (key, window_start)
);

-- Password-reset links are one-time tokens too.
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
  CHECK (purpose IN ('confirm_email', 'password_reset'));

-- The display name given at sign-up (the spec's sign-up metadata), used when the profile is created.
ALTER TABLE users ADD COLUMN signup_display_name text;
