-- The sandbox gateway's own records. The sandbox is a gateway simulator inside the server: it keeps
-- what a real gateway would keep (the order it was given, what the payer chose, its reference), apart
-- from the merchant's payment_attempts, so status queries answer from the "gateway" side.
CREATE TABLE sandbox_transactions (
  txn_id text PRIMARY KEY,
  gateway_txn_id text NOT NULL UNIQUE,
  merchant text NOT NULL,
  payer_name text NOT NULL DEFAULT '',
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  status text NOT NULL DEFAULT 'initiated' CHECK (status IN ('initiated', 'pending', 'success', 'failed', 'aborted')),
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The reconciler looks for attempts left created or pending, oldest first.
CREATE INDEX payment_attempts_open_idx ON payment_attempts (created_at) WHERE status IN ('created', 'pending');
