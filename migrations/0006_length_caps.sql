-- Bounded input, repeated by the database: every column a person writes has the cap of its wire contract
-- (domain/*/contract.ts, domain/kernel/limits.ts), so no path (the API, the CLI, a CSV import, a script)
-- stores more. length() counts characters; the contracts count UTF-16 units, never fewer, so whatever a
-- contract lets through fits here. Display names also refuse control characters (line breaks, C0/C1,
-- bidirectional overrides): they are shown to others in pages, mail and terminals.
ALTER TABLE users
  ADD CONSTRAINT users_email_length_cap CHECK (length(email) <= 254) NOT VALID,
  ADD CONSTRAINT users_signup_display_name_length_cap CHECK (length(signup_display_name) <= 80) NOT VALID,
  ADD CONSTRAINT users_signup_display_name_plain_cap
    CHECK (signup_display_name !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]') NOT VALID;

ALTER TABLE profiles
  ADD CONSTRAINT profiles_display_name_length_cap CHECK (length(display_name) <= 80) NOT VALID,
  ADD CONSTRAINT profiles_display_name_plain_cap
    CHECK (display_name !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]') NOT VALID,
  ADD CONSTRAINT profiles_bio_length_cap CHECK (length(bio) <= 500) NOT VALID,
  ADD CONSTRAINT profiles_avatar_url_length_cap CHECK (length(avatar_url) <= 2048) NOT VALID;

ALTER TABLE concerts
  ADD CONSTRAINT concerts_artist_length_cap CHECK (length(artist) <= 200) NOT VALID,
  ADD CONSTRAINT concerts_venue_length_cap CHECK (length(venue) <= 200) NOT VALID,
  ADD CONSTRAINT concerts_city_length_cap CHECK (length(city) <= 100) NOT VALID,
  ADD CONSTRAINT concerts_description_length_cap CHECK (length(description) <= 2000) NOT VALID,
  ADD CONSTRAINT concerts_image_url_length_cap CHECK (length(image_url) <= 2048) NOT VALID;

ALTER TABLE invitations
  ADD CONSTRAINT invitations_email_length_cap CHECK (length(email) <= 254) NOT VALID;

ALTER TABLE invite_requests
  ADD CONSTRAINT invite_requests_reason_length_cap CHECK (length(reason) <= 1000) NOT VALID;

ALTER TABLE feedback_requests
  ADD CONSTRAINT feedback_requests_title_length_cap CHECK (length(title) <= 200) NOT VALID,
  ADD CONSTRAINT feedback_requests_description_length_cap CHECK (length(description) <= 5000) NOT VALID,
  ADD CONSTRAINT feedback_requests_contact_email_length_cap CHECK (length(contact_email) <= 254) NOT VALID,
  ADD CONSTRAINT feedback_requests_admin_notes_length_cap CHECK (length(admin_notes) <= 5000) NOT VALID;

-- New rows and every update are checked from now on. Rows written before the caps are validated here when
-- they all fit; an installation holding an older oversized value starts anyway, with a warning naming the
-- constraint, and the value is refused only when that row is next written.
DO $$
DECLARE
  cap record;
BEGIN
  FOR cap IN
    SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
    WHERE conname LIKE '%\_cap' AND contype = 'c' AND NOT convalidated
  LOOP
    BEGIN
      EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', cap.tbl, cap.conname);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'constraint % on % is not validated: older rows exceed it', cap.conname, cap.tbl;
    END;
  END LOOP;
END
$$;
