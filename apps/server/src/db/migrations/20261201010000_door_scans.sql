-- The door offline: every check-in, made online or by a door phone with no network and
-- synced later, is one scan. The scan id is the phone's, so a phone that syncs twice changes
-- nothing. Of a registration's scans the earliest is the check-in (registrations.attended_at); the
-- others are kept as "also scanned at", and scans refused when they reached the server (the person
-- was cancelled after the door's manifest was made) are kept too: the coordinator sees them all.
CREATE TABLE door_scans (
  scan_id uuid PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  registration_id integer REFERENCES registrations (id),
  device text NOT NULL DEFAULT '',
  staff_id integer REFERENCES staff (id),
  scanned_at timestamptz NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now(),
  outcome text NOT NULL CHECK (outcome IN ('checked_in', 'also', 'refused', 'undone')),
  reason text NOT NULL DEFAULT '' CHECK (reason IN ('', 'cancelled', 'unpaid', 'other_event', 'unknown'))
);
CREATE INDEX door_scans_registration_idx ON door_scans (registration_id, scanned_at);
CREATE INDEX door_scans_event_idx ON door_scans (event_id) WHERE outcome IN ('also', 'refused');
