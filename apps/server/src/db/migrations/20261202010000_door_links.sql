-- A door link: a coordinator lets a shared door phone check people in at one event, without
-- signing in there. The link's token is used once (opening it on the phone makes the door session
-- and the link is spent); the session reaches only that event's check-in calls and ends at
-- `expires_at` (the end of the event's last day in India) or when revoked. Both secrets are
-- 32 random bytes kept as SHA-256: a token, not a password, so a slow hash adds nothing.
CREATE TABLE door_links (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  door_name text NOT NULL DEFAULT '',
  created_by integer NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The link itself: spent when opened, or unusable after link_expires_at if never opened.
  link_hash text NOT NULL UNIQUE,
  link_expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  -- The door session the link opened (one phone per link).
  session_hash text UNIQUE,
  last_used_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by integer REFERENCES staff (id)
);
CREATE INDEX door_links_event_idx ON door_links (event_id);
