-- Offline donations and the 80G rules (issue 12). Each fund is 80G-eligible or not (a wholly
-- religious fund may not be): all eligible at first, finance decides. A donation records how it
-- came (online, cash, cheque, bank transfer, in kind), whether its receipt carries the 80G
-- statement (decided once, when it is recorded: a receipt is never silently changed) and why not,
-- and the donor's Aadhaar encrypted (AES-256-GCM, key AADHAAR_KEY) with its last four digits apart.
-- Offline donors need no account: user_id may be empty.
CREATE TABLE donation_funds (
  category text PRIMARY KEY,
  eligible_80g boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO donation_funds (category) VALUES ('donation'), ('neerukku'), ('mithra'), ('mandir'), ('walfare'), ('gurukulam'), ('others');

ALTER TABLE donations ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE donations
  ADD COLUMN mode text NOT NULL DEFAULT 'online' CHECK (mode IN ('online', 'cash', 'cheque', 'bank_transfer', 'kind')),
  ADD COLUMN reference text NOT NULL DEFAULT '',
  ADD COLUMN kind_description text NOT NULL DEFAULT '',
  ADD COLUMN donor_mobile text NOT NULL DEFAULT '',
  ADD COLUMN aadhaar_enc text,
  ADD COLUMN aadhaar_last4 text NOT NULL DEFAULT '',
  ADD COLUMN statement_80g boolean NOT NULL DEFAULT true,
  ADD COLUMN no_80g_reason text NOT NULL DEFAULT '',
  ADD COLUMN recorded_by integer REFERENCES staff(id),
  ADD CONSTRAINT donations_online_has_user CHECK (mode <> 'online' OR user_id IS NOT NULL);
CREATE INDEX donations_created_idx ON donations (created_at DESC, id DESC);
