-- Refunds are rows of their own (issue 12, PAYMENTS.md): amount, method, reference and date,
-- against the payment attempt the money came in by. Owned by the payments module; the order's
-- refund due (registrations, donations) is lowered by its own module in the same transaction.
CREATE TABLE payment_refunds (
  id serial PRIMARY KEY,
  attempt_id integer NOT NULL REFERENCES payment_attempts(id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  method text NOT NULL CHECK (method IN ('bank_transfer', 'upi', 'cheque', 'cash', 'gateway')),
  reference text NOT NULL DEFAULT '',
  refunded_on date NOT NULL,
  note text NOT NULL DEFAULT '',
  staff_id integer REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_refunds_attempt_idx ON payment_refunds (attempt_id);
CREATE INDEX payment_refunds_created_idx ON payment_refunds (created_at DESC, id DESC);
