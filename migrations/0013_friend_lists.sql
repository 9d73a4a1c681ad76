-- Discovery at scale (issue #18): each person's friends as one array, kept by triggers on friendships in the
-- same transaction as the friendship itself. The friends-of-friends circle of a discovery page then reads the
-- viewer's row and one row per friend (about 300 in the benchmark's tier M) instead of walking every
-- friend's friendships by index (about 30,000 index entries), and no instance ever holds a stale copy: a
-- friendship made or ended is in the very next statement of every instance, like the friendship itself.
-- The arrays are derived data: friendships stays the truth, and this table can be rebuilt from it at any
-- time (bench/world.ts does, after loading friendships with triggers off).

CREATE TABLE friend_lists (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  friends uuid[] NOT NULL
);

INSERT INTO friend_lists (user_id, friends)
SELECT src, array_agg(dst ORDER BY dst)
FROM (SELECT user_a AS src, user_b AS dst FROM friendships UNION ALL SELECT user_b, user_a FROM friendships) e
GROUP BY src;

-- Rows are locked in user id order (the ORDER BY of the insert, the FOR UPDATE of the removal), so two
-- transactions that change friendships of the same people wait for each other instead of deadlocking.
CREATE FUNCTION friend_lists_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO friend_lists AS l (user_id, friends)
  SELECT src, array_agg(dst ORDER BY dst)
  FROM (SELECT user_a AS src, user_b AS dst FROM added UNION ALL SELECT user_b, user_a FROM added) e
  GROUP BY src
  ORDER BY src
  ON CONFLICT (user_id) DO UPDATE SET friends = l.friends || EXCLUDED.friends;
  RETURN NULL;
END $$;

CREATE FUNCTION friend_lists_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM friend_lists
  WHERE user_id IN (SELECT user_a FROM removed UNION SELECT user_b FROM removed)
  ORDER BY user_id FOR UPDATE;
  UPDATE friend_lists l
  SET friends = ARRAY(SELECT f FROM unnest(l.friends) f WHERE f <> ALL (r.gone))
  FROM (
    SELECT src, array_agg(dst) AS gone
    FROM (SELECT user_a AS src, user_b AS dst FROM removed UNION ALL SELECT user_b, user_a FROM removed) e
    GROUP BY src
  ) r
  WHERE l.user_id = r.src;
  RETURN NULL;
END $$;

-- A friendship is never updated in place (it is made or ended); an update would bypass the lists.
CREATE FUNCTION friendships_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'friendships are inserted or deleted, never updated' USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER friendships_listed AFTER INSERT ON friendships
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION friend_lists_add();
CREATE TRIGGER friendships_unlisted AFTER DELETE ON friendships
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION friend_lists_remove();
CREATE TRIGGER friendships_not_updated BEFORE UPDATE ON friendships
  FOR EACH ROW EXECUTE FUNCTION friendships_immutable();
