-- The back office's devotees (issue 12): staff deactivate an account (no login) and erase a
-- person's data on request (DPDP Act 2023); the row stays, emptied, so receipts and Form 10BD
-- rows that tax law keeps still point at it. Health notes of the detail forms are deleted a set
-- time after the event: the column records when, so the job touches each registration once.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE users ADD COLUMN erased_at timestamptz;
ALTER TABLE registrations ADD COLUMN health_notes_deleted_at timestamptz;
-- Contact messages become an inbox: handled or not, and the reply sent.
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN handled_by integer REFERENCES staff (id);
ALTER TABLE contact_messages ADD COLUMN reply text NOT NULL DEFAULT '';
ALTER TABLE contact_messages ADD COLUMN replied_at timestamptz;
CREATE INDEX IF NOT EXISTS contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS users_name_idx ON users (lower(name));
