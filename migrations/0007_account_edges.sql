-- E-mail addresses in one Unicode normal form (NFC): `zoë` typed precomposed or decomposed is one address.
-- The application stores NFC since this release; this migration brings the stored addresses along, and a CHECK
-- keeps every new or changed one NFC, so the unique index on lower(email) is an index on the normalised form.
--
-- Two accounts whose addresses are equal after NFC and lower-case are never merged here: each such group is
-- reported (a WARNING naming the user ids, also written to the server log) and left as it is, for an admin to
-- resolve; every other address is normalised. normalize() needs a UTF8 database: on any other encoding the
-- migration only warns (the application still normalises what it stores).
DO $$
DECLARE
  collision record;
  collisions integer := 0;
BEGIN
  IF current_setting('server_encoding') <> 'UTF8' THEN
    RAISE WARNING 'users.email left as stored: Unicode normalisation needs a UTF8 database, this one is %',
      current_setting('server_encoding');
    RETURN;
  END IF;

  FOR collision IN
    SELECT array_agg(id::text ORDER BY created_at, id) AS ids
    FROM users
    GROUP BY lower(normalize(email, NFC))
    HAVING count(*) > 1
  LOOP
    collisions := collisions + 1;
    RAISE WARNING 'users % have e-mail addresses that are equal after Unicode normalisation (NFC) and lower-case; they are left unchanged, resolve them by hand',
      array_to_string(collision.ids, ', ');
  END LOOP;

  UPDATE users u SET email = normalize(u.email, NFC)
  WHERE u.email <> normalize(u.email, NFC)
    AND NOT EXISTS (
      SELECT 1 FROM users o
      WHERE o.id <> u.id AND lower(normalize(o.email, NFC)) = lower(normalize(u.email, NFC)));

  ALTER TABLE users ADD CONSTRAINT users_email_nfc CHECK (email = normalize(email, NFC)) NOT VALID;
  IF collisions = 0 THEN
    ALTER TABLE users VALIDATE CONSTRAINT users_email_nfc;
  ELSE
    RAISE WARNING '% group(s) of colliding e-mail addresses: users_email_nfc checks new and changed rows only until they are resolved',
      collisions;
  END IF;
END
$$;
