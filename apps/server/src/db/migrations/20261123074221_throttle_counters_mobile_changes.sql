-- Throttling as one counter row per key (issue 9): a try is counted by a single upsert before the
-- guarded work runs, so parallel requests cannot all pass a check made before any of them counted.
-- A fixed window per key (like a Redis INCR with an expiry, which can replace this table);
-- next_try_at spaces tries past a soft limit (growing delay instead of a lock).
CREATE TABLE throttle_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  next_try_at timestamptz NOT NULL
);
CREATE INDEX throttle_counters_window_idx ON throttle_counters (window_ends_at);

-- Rows of the old per-hit throttle are at most a day old and only slow people down: not carried over.
DROP TABLE throttle_hits;

-- A pending move of an account to a new mobile number: a code sent to the new number proves it.
CREATE TABLE mobile_changes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_mobile text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mobile_changes_user_idx ON mobile_changes (user_id, created_at DESC);
CREATE INDEX mobile_changes_expires_idx ON mobile_changes (expires_at);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);
