-- The backups the running server takes (the owner's Backups page): one row per backup, from the
-- moment it starts; at most one is being taken at a time (the partial unique index).
CREATE TABLE backups (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  database text NOT NULL,
  store text NOT NULL,
  started_by text NOT NULL,
  staff_id integer REFERENCES staff(id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  ok boolean,
  error text NOT NULL DEFAULT '',
  database_file text NOT NULL DEFAULT '',
  database_bytes bigint NOT NULL DEFAULT 0,
  files_bytes bigint NOT NULL DEFAULT 0,
  removed_at timestamptz
);
CREATE UNIQUE INDEX backups_one_at_a_time ON backups ((true)) WHERE finished_at IS NULL;
CREATE INDEX backups_started ON backups (started_at DESC);
