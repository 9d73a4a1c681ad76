-- Concert search (issue #28). A query word matches a concert's word when their trigram similarity (pg_trgm's, one
-- word at a time) is at least 0.3; the rules are the domain's (domain/search/fold.ts, match.ts), and so is the
-- folding of texts into words: NFKD, marks dropped, JavaScript's upper then lower case, a few letters spelt out, every run of
-- other characters a space. SQL cannot fold exactly so (normalize() and lower() follow the server's Unicode and C
-- library, and its regular expressions have no \p{L}), so each concert keeps its three texts folded as the
-- application folds them (`*_folded`), the way users keep `email_key` (migration 0016).
--
-- As there, the database folds an ASCII text itself (exactly: lower A-Z, every run of other characters one space),
-- so a row written without its folds (by hand, a test, a script) is still found. Any other text needs the
-- application's fold: a row inserted without one is left unfolded (not found) until the migration runner folds it
-- (adapters/postgres/search-folds.ts, at every start, through the partial index below). Every adapter that writes
-- concerts gives the folds.
--
-- Finding words: `search_vocabulary` holds every word of the catalogue once, with a pg_trgm GIN index, so a query
-- word's similar words come from the index (`%`, pg_trgm's threshold 0.3: a superset of the matches, which the
-- adapter then measures exactly, in whole thousandths, on `search_trigrams`); `concert_search_words` leads from a
-- word to its concerts (with the texts it is in and the concert's day). Both are kept by statement-level triggers
-- from the folds, in the writer's transaction. Words are added in sorted order, so two writers adding the same new
-- words wait for each other rather than deadlock; the vocabulary is never pruned (a word no concert uses any more
-- costs one index entry and matches nothing).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The domain's fold of an ASCII text.
CREATE FUNCTION search_fold_ascii(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(t COLLATE "C"), '[^a-z0-9]+', ' ', 'g'), ' ')
$$;

-- The fold a row keeps: the one the statement gives, unless it gave none (or changed the text and kept the old
-- fold) and the text is ASCII, which the database folds itself. A non-ASCII text given no fold stays unfolded.
CREATE FUNCTION search_folded(text_now text, folded_given text, text_before text, folded_before text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN (folded_given IS NULL OR (text_now IS DISTINCT FROM text_before AND folded_given IS NOT DISTINCT FROM folded_before))
      AND octet_length(text_now) = char_length(text_now)
    THEN search_fold_ascii(text_now)
    ELSE folded_given END
$$;

-- The distinct words of a concert's folded artist, venue and city, each with the texts it is in (1 the artist, 2 the
-- venue, 4 the city); a NULL fold has none.
CREATE FUNCTION search_words_of(artist_folded text, venue_folded text, city_folded text) RETURNS TABLE (word text, fields smallint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w, bit_or((1 << (f.n - 1)::int)::smallint)::smallint
  FROM unnest(ARRAY[artist_folded, venue_folded, city_folded]) WITH ORDINALITY AS f (folded, n), unnest(string_to_array(f.folded, ' ')) w
  WHERE w <> ''
  GROUP BY w
$$;

-- A word's trigrams as pg_trgm makes them (every 3 characters of two spaces, the word, a space), here counted by
-- character, never hashed: the domain's `trigrams`.
CREATE FUNCTION search_trigrams(word text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT substr('  ' || word || ' ', i, 3)) FROM generate_series(1, char_length(word) + 1) i
$$;

ALTER TABLE concerts ADD COLUMN artist_folded text, ADD COLUMN venue_folded text, ADD COLUMN city_folded text;

CREATE TABLE search_vocabulary (
  word text COLLATE "C" PRIMARY KEY CHECK (word <> ''),
  trigrams text[] GENERATED ALWAYS AS (search_trigrams(word)) STORED,
  -- Plain words (ASCII letters and digits) are seen by pg_trgm exactly as here. Others (Greek, Cyrillic, CJK…) go
  -- through the server's idea of a letter and hashed trigrams, so every query also measures them all (they are few).
  plain boolean GENERATED ALWAYS AS (octet_length(word) = char_length(word)) STORED
);
CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops);
-- Words that are not plain ASCII are found by a trigram they share with the query word (a match shares one at least).
CREATE INDEX search_vocabulary_not_plain_idx ON search_vocabulary USING gin (trigrams) WHERE NOT plain;

-- Where each word is: the concert, the texts of it that hold the word (suggestions are per text) and the concert's
-- day, so that upcoming matches are found, ranked and cut to a page before any concert row is read. One index, and no
-- foreign key: the triggers below keep it (a concert's rows are found again from its folds), without a check per row
-- on bulk imports.
CREATE TABLE concert_search_words (
  word text COLLATE "C" NOT NULL,
  concert_id uuid NOT NULL,
  fields smallint NOT NULL CHECK (fields BETWEEN 1 AND 7),
  date date NOT NULL,
  PRIMARY KEY (word, concert_id) INCLUDE (fields, date)
);

CREATE FUNCTION concerts_search_fold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.artist_folded := search_folded(NEW.artist, NEW.artist_folded, NULL, NULL);
    NEW.venue_folded := search_folded(NEW.venue, NEW.venue_folded, NULL, NULL);
    NEW.city_folded := search_folded(NEW.city, NEW.city_folded, NULL, NULL);
  ELSE
    NEW.artist_folded := search_folded(NEW.artist, NEW.artist_folded, OLD.artist, OLD.artist_folded);
    NEW.venue_folded := search_folded(NEW.venue, NEW.venue_folded, OLD.venue, OLD.venue_folded);
    NEW.city_folded := search_folded(NEW.city, NEW.city_folded, OLD.city, OLD.city_folded);
  END IF;
  RETURN NEW;
END
$$;

-- Only rows that need it call the function: the application's writes give every fold.
CREATE TRIGGER concerts_search_fold_insert BEFORE INSERT ON concerts FOR EACH ROW
  WHEN (NEW.artist_folded IS NULL OR NEW.venue_folded IS NULL OR NEW.city_folded IS NULL)
  EXECUTE FUNCTION concerts_search_fold();
CREATE TRIGGER concerts_search_fold_update BEFORE UPDATE OF artist, venue, city, artist_folded, venue_folded, city_folded ON concerts FOR EACH ROW
  WHEN (NEW.artist_folded IS NULL OR NEW.venue_folded IS NULL OR NEW.city_folded IS NULL
    OR (NEW.artist IS DISTINCT FROM OLD.artist AND NEW.artist_folded IS NOT DISTINCT FROM OLD.artist_folded)
    OR (NEW.venue IS DISTINCT FROM OLD.venue AND NEW.venue_folded IS NOT DISTINCT FROM OLD.venue_folded)
    OR (NEW.city IS DISTINCT FROM OLD.city AND NEW.city_folded IS NOT DISTINCT FROM OLD.city_folded))
  EXECUTE FUNCTION concerts_search_fold();

CREATE FUNCTION concerts_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT x.word FROM added a, search_words_of(a.artist_folded, a.venue_folded, a.city_folded) x ORDER BY x.word
    ON CONFLICT DO NOTHING;
  INSERT INTO concert_search_words (word, concert_id, fields, date)
    SELECT x.word, a.id, x.fields, a.date FROM added a, search_words_of(a.artist_folded, a.venue_folded, a.city_folded) x;
  RETURN NULL;
END
$$;

-- Rows whose folds or day changed have their words listed again.
CREATE FUNCTION concerts_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM concert_search_words p
    USING before_rows o JOIN after_rows n ON n.id = o.id, search_words_of(o.artist_folded, o.venue_folded, o.city_folded) x
    WHERE p.word = x.word AND p.concert_id = o.id
      AND (n.artist_folded, n.venue_folded, n.city_folded, n.date) IS DISTINCT FROM (o.artist_folded, o.venue_folded, o.city_folded, o.date);
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT x.word
    FROM after_rows n JOIN before_rows o ON o.id = n.id, search_words_of(n.artist_folded, n.venue_folded, n.city_folded) x
    WHERE (n.artist_folded, n.venue_folded, n.city_folded, n.date) IS DISTINCT FROM (o.artist_folded, o.venue_folded, o.city_folded, o.date)
    ORDER BY x.word
    ON CONFLICT DO NOTHING;
  INSERT INTO concert_search_words (word, concert_id, fields, date)
    SELECT x.word, n.id, x.fields, n.date
    FROM after_rows n JOIN before_rows o ON o.id = n.id, search_words_of(n.artist_folded, n.venue_folded, n.city_folded) x
    WHERE (n.artist_folded, n.venue_folded, n.city_folded, n.date) IS DISTINCT FROM (o.artist_folded, o.venue_folded, o.city_folded, o.date);
  RETURN NULL;
END
$$;

CREATE FUNCTION concerts_search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM concert_search_words p USING removed r, search_words_of(r.artist_folded, r.venue_folded, r.city_folded) x
    WHERE p.word = x.word AND p.concert_id = r.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER concerts_search_words_insert AFTER INSERT ON concerts REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION concerts_search_words_added();
CREATE TRIGGER concerts_search_words_delete AFTER DELETE ON concerts REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION concerts_search_words_removed();
CREATE TRIGGER concerts_search_words_update AFTER UPDATE ON concerts REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION concerts_search_words_updated();

-- The rows the runner still has to fold (non-ASCII texts written without their folds): found without a scan.
CREATE INDEX concerts_unfolded_idx ON concerts (id) WHERE artist_folded IS NULL OR venue_folded IS NULL OR city_folded IS NULL;

-- The ASCII texts already stored are folded here (and their words listed by the triggers); the runner folds the rest.
UPDATE concerts SET
  artist_folded = CASE WHEN octet_length(artist) = char_length(artist) THEN search_fold_ascii(artist) END,
  venue_folded = CASE WHEN octet_length(venue) = char_length(venue) THEN search_fold_ascii(venue) END,
  city_folded = CASE WHEN octet_length(city) = char_length(city) THEN search_fold_ascii(city) END;

-- Rate-limit counters (migration 0002) need no crash safety: a crash forgets the current windows' counts at worst, and
-- a promoted replica starts them afresh. Unlogged, a counted request no longer waits for the WAL to reach the disk:
-- every search counts two keys, and those waits were most of its time (p50 ~2 ms, p99 ~15 ms for the two on the
-- benchmark's machine, against ~0.3 / 2 ms unlogged). Every instance still shares them; replicas never read them.
ALTER TABLE rate_limits SET UNLOGGED;
