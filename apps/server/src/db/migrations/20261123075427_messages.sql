-- Messages to devotees (issue 13): one row per message and channel, delivered by a periodic job.
-- The key (kind, subject, channel) is unique per recipient, so a flow that runs twice (a gateway
-- callback and the reconciler, a job run twice) queues one message, and a sent row is never sent
-- again: the delivery job only claims rows still 'queued'.
CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject_ref text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ta')),
  idempotency_key text NOT NULL,
  recipient text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_at timestamptz,
  last_error text NOT NULL DEFAULT '',
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
-- The delivery job's scan: due rows still queued, oldest first.
CREATE INDEX messages_due_idx ON messages (next_attempt_at, id) WHERE status = 'queued';
-- Rows left 'sending' by a process that stopped mid-send.
CREATE INDEX messages_sending_idx ON messages (claimed_at) WHERE status = 'sending';
CREATE INDEX messages_user_idx ON messages (user_id, created_at DESC);

-- The outbox providers record WhatsApp messages too, and what an email or template carried
-- besides its text: the HTML part, attachment names and sizes, DLT template id, WhatsApp template.
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('sms', 'email', 'whatsapp'));
ALTER TABLE outbox ADD COLUMN html text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN meta jsonb NOT NULL DEFAULT '{}';

-- Reminder jobs look up events by date; the lifecycle job by status and date.
CREATE INDEX events_status_date_idx ON events (status, event_date);
