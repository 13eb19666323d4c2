-- Discount codes (docs/decisions/registrations.md, "Discount codes"): an amount or a percentage off
-- a registration's price, for one event, one program or all, with a number of uses, India dates and
-- a per-person limit. `uses` is counted by one conditional UPDATE of the code's row, so two people
-- racing for the last use cannot both have it.
CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('amount', 'percent')),
  -- Percent (0–100, 2 decimals) or an amount in major units of the event's currency.
  value numeric(12,2) NOT NULL CHECK (value > 0),
  event_id integer REFERENCES events(id) ON DELETE CASCADE,
  program_id smallint REFERENCES programs(id),
  max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  per_person integer CHECK (per_person IS NULL OR per_person > 0),
  valid_from date,
  valid_until date,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (max_uses IS NULL OR uses <= max_uses)
);
CREATE UNIQUE INDEX discount_codes_code_idx ON discount_codes (upper(code));

-- One row per registration that used a code (a renewed unpaid registration gives its use back first).
CREATE TABLE discount_code_uses (
  id serial PRIMARY KEY,
  code_id integer NOT NULL REFERENCES discount_codes(id),
  registration_id integer NOT NULL UNIQUE REFERENCES registrations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  discount_minor bigint NOT NULL CHECK (discount_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discount_code_uses_user_idx ON discount_code_uses (code_id, user_id);

-- What the registration's price took off for the code, frozen with the rest of its price.
ALTER TABLE registrations ADD COLUMN discount_code text NOT NULL DEFAULT '';
ALTER TABLE registrations ADD COLUMN code_minor bigint NOT NULL DEFAULT 0 CHECK (code_minor >= 0);
-- The total now also loses what the code took off (the frozen price stays self-consistent).
ALTER TABLE registrations DROP CONSTRAINT registrations_total;
ALTER TABLE registrations ADD CONSTRAINT registrations_total
  CHECK (total_minor = amount_minor - discount_minor - early_minor - code_minor);
