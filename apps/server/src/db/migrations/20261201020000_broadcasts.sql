-- Messages to an event's participants (docs/decisions/messages.md, "Messages to an event's
-- participants"), owned by the messages module. A broadcast is sent as messages of the kind
-- 'broadcast' (subject 'broadcast:<id>') through the messages' own delivery and retries.
CREATE TABLE broadcasts (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  audience text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('preferred', 'email', 'sms', 'whatsapp')),
  subject_en text NOT NULL,
  body_en text NOT NULL,
  subject_ta text NOT NULL,
  body_ta text NOT NULL,
  template_id integer,
  -- 'scheduled' until its time, then 'queued' (its messages exist); 'cancelled' before its time.
  state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'queued', 'cancelled')),
  send_at timestamptz NOT NULL,
  created_by integer REFERENCES staff(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipients integer NOT NULL DEFAULT 0,
  opted_out integer NOT NULL DEFAULT 0
);
CREATE INDEX broadcasts_due_idx ON broadcasts (send_at) WHERE state = 'scheduled';
CREATE INDEX broadcasts_event_idx ON broadcasts (event_id, id DESC);

-- Texts staff keep to start a message from.
CREATE TABLE broadcast_templates (
  id serial PRIMARY KEY,
  name text NOT NULL,
  subject_en text NOT NULL,
  body_en text NOT NULL,
  subject_ta text NOT NULL,
  body_ta text NOT NULL,
  created_by integer REFERENCES staff(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- People who opted out of non-essential messages: broadcasts skip them (and count them).
CREATE TABLE message_opt_outs (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  opted_out_at timestamptz NOT NULL DEFAULT now()
);

-- A broadcast's progress counts its messages.
CREATE INDEX messages_subject_idx ON messages (kind, subject_ref);
