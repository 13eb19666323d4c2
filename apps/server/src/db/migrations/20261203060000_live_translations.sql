-- Which staff roles must sign in with a second factor, as the owner set it. A role without a row
-- takes the contract's default (DEFAULT_OTP_REQUIRED_ROLES); the owner role is always required.
CREATE TABLE staff_otp_roles (
  role text PRIMARY KEY CHECK (role IN ('editor', 'coordinator', 'finance')),
  required boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff(id)
);

-- The office's corrections of interface and message texts in Tamil, by the translator's key
-- (`UI.nav.home`, `MESSAGES.required`). The build's texts are the defaults; a row overrides one.
CREATE TABLE translation_overrides (
  key text PRIMARY KEY,
  ta text NOT NULL,
  reviewed boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff(id)
);
