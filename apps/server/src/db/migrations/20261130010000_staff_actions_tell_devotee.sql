-- Staff actions tell the devotee, including a donor who has no account: an offline donation's
-- receipt goes to the mobile (and email) the donor gave at the counter, so a message need not
-- belong to an account. Such a message is keyed on its own (kind, subject, channel), so asking
-- twice still sends once.
ALTER TABLE messages ALTER COLUMN user_id DROP NOT NULL;
CREATE UNIQUE INDEX messages_guest_key_idx ON messages (idempotency_key) WHERE user_id IS NULL;

-- The offline donor's email (optional) and the language of the receipt's message.
ALTER TABLE donations ADD COLUMN donor_email text NOT NULL DEFAULT '';
ALTER TABLE donations ADD COLUMN donor_lang text NOT NULL DEFAULT 'en' CHECK (donor_lang IN ('en', 'ta'));
