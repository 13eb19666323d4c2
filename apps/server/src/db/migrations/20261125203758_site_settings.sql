-- Site settings (issue 11): one row per setting the owner changed in the back office. A setting
-- with no row takes its starting value (the foundation's identity from the environment, else '').
-- Written only by modules/settings/repository.ts.
CREATE TABLE IF NOT EXISTS site_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff (id) ON DELETE SET NULL
);
