-- Karmayogam volunteering: one sign-up per person and event, enforced by the database so that a
-- double click or two tabs cannot store it twice. Foundation sign-ups (no event) may repeat.
CREATE UNIQUE INDEX volunteers_user_event_idx ON volunteers (user_id, event_id) WHERE kind = 'event';

-- Who wrote to the foundation, newest first (for the people who answer the messages).
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
