-- The few concerts whose artist or venue is not plain ASCII without tabs or line breaks (`isPlain` in
-- domain/curation/similarity.ts), by city: duplicate candidates always include them, and this finds them
-- without testing every concert of the city. The predicate is written as the query writes it, so that the
-- planner can prove the index applies.
CREATE INDEX concerts_city_not_plain_idx ON concerts (lower(city))
  WHERE octet_length(artist) <> char_length(artist) OR artist ~ E'[\t-\r]'
     OR octet_length(venue) <> char_length(venue) OR venue ~ E'[\t-\r]';
