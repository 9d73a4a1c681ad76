-- A concert's texts hold no control characters (issue #35): an artist of "Wilco\r\n\r\n-- Soundcheck Security --…"
-- wrote paragraphs of its own into Soundcheck's mail. Artist, venue and city refuse C0 and C1 controls, DEL, the
-- line and paragraph separators and the bidirectional marks, overrides and isolates; a description keeps its line
-- feeds and refuses the rest. These are the rules every path that writes a concert meets in the domain
-- (domain/curation/concert-form.ts, `isPlainText` in domain/kernel/limits.ts), repeated for any other writer.
-- Suggestions are concerts: no other table stores their text.
--
-- Concerts stored before keep their text: a column none of whose rows break its rule gets a validated CHECK; any
-- other gets one NOT VALID (new and changed rows are checked, old ones refused only when next written), and a
-- WARNING (also in the server log) counts them and names up to ten, for an admin to edit.
DO $$
DECLARE
  one_line constant text := '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]';
  lines    constant text := '[\u0001-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]';
  field record;
  offending bigint;
  named text;
BEGIN
  FOR field IN
    SELECT * FROM (VALUES ('artist', one_line), ('venue', one_line), ('city', one_line), ('description', lines)) AS f (name, pattern)
  LOOP
    EXECUTE format('SELECT count(*), string_agg(id::text, '', '') FILTER (WHERE n <= 10)
                    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM concerts WHERE %I ~ %L) bad',
                   field.name, field.pattern)
      INTO offending, named;
    EXECUTE format('ALTER TABLE concerts ADD CONSTRAINT %I CHECK (%I !~ %L)%s',
                   'concerts_' || field.name || '_plain_cap', field.name, field.pattern, CASE WHEN offending > 0 THEN ' NOT VALID' ELSE '' END);
    IF offending > 0 THEN
      RAISE WARNING '% concert(s) hold control characters in their %, left as they are (concerts_%_plain_cap checks new and changed rows only until they are edited): %',
        offending, field.name, field.name, named;
    END IF;
  END LOOP;
END
$$;
