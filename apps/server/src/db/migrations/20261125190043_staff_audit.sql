-- The back office (issue 11): staff accounts, their sessions and one-time links, and the audit log.
-- Staff are not devotees: nothing here refers to users, and a devotee's token is never a staff one.

CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'coordinator', 'finance')),
  -- argon2id like the devotees'; NULL while an invitation has not been accepted.
  password_hash text,
  must_change_password boolean NOT NULL DEFAULT false,
  -- The authenticator's base32 secret: read only to check a code, never returned by a call.
  totp_secret text,
  totp_enabled boolean NOT NULL DEFAULT false,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_email_key ON staff (lower(email));

-- Sessions: the token's SHA-256 only. `stage` 'setup' is a sign-in that still has to choose a
-- password or enrol a second factor; only the setup calls accept it.
CREATE TABLE staff_sessions (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  stage text NOT NULL DEFAULT 'full' CHECK (stage IN ('full', 'setup')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- One-time recovery codes of the second factor (hashed; used_at once spent).
CREATE TABLE staff_recovery_codes (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_recovery_codes_staff_idx ON staff_recovery_codes (staff_id);

-- Invitation and password-reset links (hashed tokens, one use).
CREATE TABLE staff_links (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Who changed what, when, with the values before and after (secrets left out by the writer).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  staff_id integer REFERENCES staff(id),
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

-- The log is append-only whatever code runs: the database refuses to change or remove a row.
-- (One line: the migrator splits statements at a ';' that ends a line.)
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$;
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
