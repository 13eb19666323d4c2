-- The office's own wording of a message kind in one language (docs/decisions/messages.md, "Message
-- texts the office edits"), owned by the messages module. No row: the built-in texts of the
-- contract. A message copies the row's texts when it is queued, so a later edit never changes a
-- message already waiting.
CREATE TABLE message_texts (
  kind text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'ta')),
  subject text NOT NULL,
  heading text NOT NULL,
  body text NOT NULL,
  sms text NOT NULL,
  dlt_template_id text NOT NULL DEFAULT '',
  dlt_template_text text NOT NULL,
  whatsapp_template text NOT NULL DEFAULT '',
  updated_by integer REFERENCES staff(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, lang)
);
