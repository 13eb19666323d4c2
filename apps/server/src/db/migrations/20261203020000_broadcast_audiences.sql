-- Messages to people without an event (docs/decisions/messages.md, "Messages to donors, payers
-- and devotees"): a broadcast names either an event's participants (event_id) or donors, payers
-- or devotees chosen by the filters kept here (fund, dates, financial year, program, search, the
-- people ticked), so that a message scheduled for later reaches the people chosen as they are then.
ALTER TABLE broadcasts ALTER COLUMN event_id DROP NOT NULL;
ALTER TABLE broadcasts ADD COLUMN filters jsonb NOT NULL DEFAULT '{}';

-- Queued in chunks ("5,000 recipients queue in under 5 s without slowing the public pages"): a
-- broadcast is 'queuing' while its messages are added a few hundred at a time, each chunk its own
-- transaction that also moves queued_through (the last person's id done), so a stop mid-way
-- neither loses nor doubles anyone: the broadcasts job resumes a 'queuing' broadcast whose
-- heartbeat has gone quiet from queued_through.
ALTER TABLE broadcasts DROP CONSTRAINT broadcasts_state_check;
ALTER TABLE broadcasts ADD CONSTRAINT broadcasts_state_check CHECK (state IN ('scheduled', 'queuing', 'queued', 'cancelled'));
ALTER TABLE broadcasts ADD COLUMN queued_through integer NOT NULL DEFAULT 0;
ALTER TABLE broadcasts ADD COLUMN queue_heartbeat timestamptz;
CREATE INDEX broadcasts_queuing_idx ON broadcasts (queue_heartbeat) WHERE state = 'queuing';

-- The recipient queries walk people in id order a chunk at a time: an event's registrations by
-- person, donations by the day they were paid.
CREATE INDEX registrations_event_user_idx ON registrations (event_id, user_id);
CREATE INDEX donations_paid_success_idx ON donations (paid_at) WHERE status = 'success';
