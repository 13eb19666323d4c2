-- Check-in at the door (issue 13): when a registration's person was marked attended and by which
-- staff member. Written once (the first check-in); a second scan reads it back to say when.
ALTER TABLE registrations ADD COLUMN attended_at timestamptz;
ALTER TABLE registrations ADD COLUMN checked_in_by integer REFERENCES staff (id);
CREATE INDEX IF NOT EXISTS registrations_event_attended_idx ON registrations (event_id, attended_at);
