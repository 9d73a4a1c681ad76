-- One address, one spelling: every table that finds a row by e-mail address keeps the address's key, the form
-- the application compares addresses in (`emailKey` in domain/accounts/credentials.ts: NFC, then JavaScript's
-- lower case), and its unique indexes and lookups use that key instead of PostgreSQL's lower(). The two lower
-- cases disagree: "İ" (U+0130) is "i" here and "i" + U+0307 in JavaScript, a final "Σ" is "σ" here and "ς" there,
-- and the letters of a newer Unicode than the server's C library are lowered by one and not the other. Where they
-- disagreed, one account answered to two spellings that the rate limits counted apart, and a squatter's spelling
-- received the owner's mail.
--
-- The database can lower an ASCII address exactly as JavaScript does (lower() under the "C" collation lowers A-Z
-- and nothing else), so a trigger fills in the key of an ASCII address that a statement leaves out, and a CHECK
-- holds every ASCII key to it. Any other address needs the application's key: an insert without one is refused.
-- This migration keys the ASCII addresses already stored; the migration runner keys the others right after it
-- (adapters/postgres/email-keys.ts), reporting any two addresses that the application's key makes one.
CREATE FUNCTION email_key_of_ascii() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_key IS NULL OR (TG_OP = 'UPDATE' AND NEW.email IS DISTINCT FROM OLD.email AND NEW.email_key IS NOT DISTINCT FROM OLD.email_key) THEN
    IF octet_length(NEW.email) <> char_length(NEW.email) THEN
      RAISE EXCEPTION 'the e-mail key of a non-ASCII address is the application''s emailKey(); % was given none', TG_TABLE_NAME
        USING ERRCODE = 'not_null_violation';
    END IF;
    NEW.email_key := lower(NEW.email COLLATE "C");
  END IF;
  RETURN NEW;
END
$$;

ALTER TABLE users ADD COLUMN email_key text;
ALTER TABLE waitlist ADD COLUMN email_key text;
ALTER TABLE invitations ADD COLUMN email_key text;

UPDATE users SET email_key = lower(email COLLATE "C") WHERE octet_length(email) = char_length(email);
UPDATE waitlist SET email_key = lower(email COLLATE "C") WHERE octet_length(email) = char_length(email);
UPDATE invitations SET email_key = lower(email COLLATE "C") WHERE octet_length(email) = char_length(email);

ALTER TABLE users ADD CONSTRAINT users_email_key_ascii
  CHECK (octet_length(email) <> char_length(email) OR email_key = lower(email COLLATE "C"));
ALTER TABLE waitlist ADD CONSTRAINT waitlist_email_key_ascii
  CHECK (octet_length(email) <> char_length(email) OR email_key = lower(email COLLATE "C"));
ALTER TABLE invitations ADD CONSTRAINT invitations_email_key_ascii
  CHECK (octet_length(email) <> char_length(email) OR email_key = lower(email COLLATE "C"));

CREATE TRIGGER users_email_key BEFORE INSERT OR UPDATE OF email, email_key ON users
  FOR EACH ROW EXECUTE FUNCTION email_key_of_ascii();
CREATE TRIGGER waitlist_email_key BEFORE INSERT OR UPDATE OF email, email_key ON waitlist
  FOR EACH ROW EXECUTE FUNCTION email_key_of_ascii();
CREATE TRIGGER invitations_email_key BEFORE INSERT OR UPDATE OF email, email_key ON invitations
  FOR EACH ROW EXECUTE FUNCTION email_key_of_ascii();

-- The lookups and the one-row-per-address rules move from lower(email) to the key.
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_email_key ON users (email_key);
DROP INDEX waitlist_email_key;
CREATE UNIQUE INDEX waitlist_email_key ON waitlist (email_key);
DROP INDEX invitations_pending_email_key;
CREATE UNIQUE INDEX invitations_pending_email_key ON invitations (inviter_id, email_key) WHERE status = 'pending';

-- A row still without its key (a non-ASCII address until the runner keys it, or one it could not key because
-- another row has that key) is found through these, so checking for them at every start costs nothing.
CREATE INDEX users_email_key_missing ON users (id) WHERE email_key IS NULL;
CREATE INDEX waitlist_email_key_missing ON waitlist (id) WHERE email_key IS NULL;
CREATE INDEX invitations_email_key_missing ON invitations (id) WHERE email_key IS NULL;
