-- Concerts of one city in any letter case (byCity, duplicate candidates, the admin listing by city), by date.
CREATE INDEX concerts_city_lower_idx ON concerts (lower(city), date, id);
