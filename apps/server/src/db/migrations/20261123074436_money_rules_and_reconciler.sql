-- Money rules kept by the database as well as by the code (docs/decisions/payments.md, "Money in
-- the database"), the reconciler's bookkeeping, and the ledger of payments received beyond what
-- an order owed.

-- The reconciler: each open attempt (and each attempt closed on our side, for 48 hours) has a next
-- check; attempts are taken least recently checked first, with a growing pause between checks.
ALTER TABLE payment_attempts ADD COLUMN last_checked_at timestamptz;
ALTER TABLE payment_attempts ADD COLUMN next_check_at timestamptz;
ALTER TABLE payment_attempts ADD COLUMN check_count integer NOT NULL DEFAULT 0 CHECK (check_count >= 0);
-- Set when we closed the attempt without an outcome from the gateway (superseded, abandoned, pending
-- too long): until then a late success is still looked for.
ALTER TABLE payment_attempts ADD COLUMN recheck_until timestamptz;
-- The gateway's own time of the transaction (the 80G receipt's date and financial year).
ALTER TABLE payment_attempts ADD COLUMN paid_at timestamptz;
UPDATE payment_attempts SET next_check_at = created_at + interval '2 minutes' WHERE status IN ('created', 'pending');
DROP INDEX IF EXISTS payment_attempts_open_idx;
CREATE INDEX payment_attempts_due_idx ON payment_attempts (last_checked_at NULLS FIRST, next_check_at)
  WHERE next_check_at IS NOT NULL;

-- A payment attempt pays for exactly one thing, the one its purpose names.
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_one_target
  CHECK (num_nonnulls(registration_id, donation_id) = 1);
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_purpose_target
  CHECK ((purpose = 'registration') = (registration_id IS NOT NULL));

-- Money received beyond what an order owed: a refund is due. Registrations and donations keep the
-- total due on their own row; this ledger keeps one row per paying attempt for the back office.
ALTER TABLE registrations ADD COLUMN refund_due_minor bigint NOT NULL DEFAULT 0;
ALTER TABLE donations ADD COLUMN refund_due_minor bigint NOT NULL DEFAULT 0 CHECK (refund_due_minor >= 0);
-- Earlier code let paid_minor grow past the total on a second payment: that excess is a refund due.
UPDATE registrations SET refund_due_minor = paid_minor - total_minor, paid_minor = total_minor WHERE paid_minor > total_minor;
CREATE TABLE payment_overpayments (
  id serial PRIMARY KEY,
  attempt_id integer NOT NULL UNIQUE REFERENCES payment_attempts(id),
  registration_id integer REFERENCES registrations(id),
  donation_id integer REFERENCES donations(id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(registration_id, donation_id) = 1)
);
CREATE INDEX payment_overpayments_registration_idx ON payment_overpayments (registration_id);
CREATE INDEX payment_overpayments_donation_idx ON payment_overpayments (donation_id);
CREATE INDEX payment_overpayments_created_idx ON payment_overpayments (created_at DESC);

-- A registration's amounts: never negative, and agreeing with each other exactly as price.ts
-- computes them (discount = price × percent rounded half up to the minor unit; total = price −
-- discount − early-bird; an advance is either none or less than the total; never more paid than
-- the total, the rest being a refund due).
ALTER TABLE registrations ADD CONSTRAINT registrations_amounts_not_negative CHECK (
  amount_minor >= 0 AND discount_minor >= 0 AND early_minor >= 0 AND total_minor >= 0
  AND advance_minor >= 0 AND paid_minor >= 0 AND refund_due_minor >= 0);
ALTER TABLE registrations ADD CONSTRAINT registrations_discount_percent CHECK (discount_percent BETWEEN 0 AND 100);
ALTER TABLE registrations ADD CONSTRAINT registrations_discount_rounding
  CHECK (discount_minor = div(amount_minor * (discount_percent * 100) + 5000, 10000));
ALTER TABLE registrations ADD CONSTRAINT registrations_total
  CHECK (total_minor = amount_minor - discount_minor - early_minor);
ALTER TABLE registrations ADD CONSTRAINT registrations_advance CHECK (advance_minor = 0 OR advance_minor < total_minor);
ALTER TABLE registrations ADD CONSTRAINT registrations_paid CHECK (paid_minor <= total_minor);

-- One registration per person and event that is not cancelled (a failed one is reused by the retry).
CREATE UNIQUE INDEX registrations_one_live_idx ON registrations (user_id, event_id) WHERE status <> 'cancelled';

-- Join tables are searched by either side: an index on the second column of each key.
CREATE INDEX IF NOT EXISTS wish_events_event_idx ON wish_events (event_id);
CREATE INDEX IF NOT EXISTS wish_media_media_idx ON wish_media (media_id);
CREATE INDEX IF NOT EXISTS gallery_image_tags_image_idx ON gallery_image_tags (image_id);
CREATE INDEX IF NOT EXISTS media_item_tags_media_idx ON media_item_tags (media_id);
CREATE INDEX IF NOT EXISTS events_category_idx ON events (category_id);
CREATE INDEX IF NOT EXISTS volunteers_event_idx ON volunteers (event_id);
CREATE INDEX IF NOT EXISTS feedback_user_idx ON feedback (user_id);
