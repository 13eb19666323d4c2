-- A registration cancelled by staff (issue 12): when, why, and what became of the money already
-- paid (refund due or forfeit, staff's choice). Distinct from a 'cancelled' status set by an
-- abandoned payment try, which a late payment may still revive: a staff cancellation is final,
-- and a payment arriving after it is a refund due.
ALTER TABLE registrations ADD COLUMN cancelled_at timestamptz;
ALTER TABLE registrations ADD COLUMN cancel_reason text NOT NULL DEFAULT '';
ALTER TABLE registrations ADD COLUMN cancelled_money text CHECK (cancelled_money IN ('refund_due', 'forfeit'));
CREATE INDEX IF NOT EXISTS registrations_created_idx ON registrations (created_at DESC, id DESC);
