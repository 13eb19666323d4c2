-- The back office's dashboard (issue 12): each figure group is one query; these partial indexes let
-- each read only the rows it counts (scripts/bench-dashboard.ts measures them at 100,000 registrations).
-- Money received for registrations, by when it came in (older rows have only the confirmation time).
CREATE INDEX IF NOT EXISTS payment_attempts_received_idx ON payment_attempts ((coalesce(paid_at, confirmed_at)))
  INCLUDE (registration_id, amount_minor, currency) WHERE status = 'success' AND purpose = 'registration';
-- Donations received, by the day they were received.
CREATE INDEX IF NOT EXISTS donations_received_idx ON donations (paid_at) INCLUDE (category, currency, amount_minor, mode) WHERE status = 'success';
-- Registrations holding a place, by the day they were made.
CREATE INDEX IF NOT EXISTS registrations_placed_idx ON registrations (created_at) INCLUDE (program_id)
  WHERE status IN ('success', 'partialpay', 'paylater');
-- Orders still owing money back (few): the refunds due.
CREATE INDEX IF NOT EXISTS registrations_refund_due_idx ON registrations (id) INCLUDE (currency, refund_due_minor) WHERE refund_due_minor > 0;
CREATE INDEX IF NOT EXISTS donations_refund_due_idx ON donations (id) INCLUDE (currency, refund_due_minor) WHERE refund_due_minor > 0;
