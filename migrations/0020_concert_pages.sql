-- The concert page's other upcoming concerts (issue #28): by the same artist, and at the same venue in the same city,
-- each in any letter case (as the catalogue's identity compares them), soonest first from today, a few of each.
CREATE INDEX concerts_artist_lower_idx ON concerts (lower(artist), date, id);
CREATE INDEX concerts_venue_lower_idx ON concerts (lower(city), lower(venue), date, id);
