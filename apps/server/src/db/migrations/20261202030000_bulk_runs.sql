-- Bulk actions on the back office's lists (docs/decisions/bulk-actions.md), owned by the
-- bulk-actions module: one row per run, its rows' ids fixed when it starts (the filter's matches
-- at that moment), tried one at a time by the bulk-actions job; `tried` is where a run stopped,
-- so a run cut short by a restart goes on from there.
CREATE TABLE bulk_runs (
  id serial PRIMARY KEY,
  list text NOT NULL DEFAULT 'registrations',
  action text NOT NULL CHECK (action IN ('check_in', 'cancel')),
  -- What the action needs besides the rows (cancel: reason and paid_money).
  options jsonb NOT NULL DEFAULT '{}',
  ids integer[] NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done')),
  tried integer NOT NULL DEFAULT 0,
  succeeded integer NOT NULL DEFAULT 0,
  -- The rows it could not do: [{id, label, reason}].
  failures jsonb NOT NULL DEFAULT '[]',
  staff_id integer REFERENCES staff(id) ON DELETE SET NULL,
  staff_role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moves with every row tried: a 'running' run whose beat stopped is taken up again.
  beat_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX bulk_runs_waiting_idx ON bulk_runs (id) WHERE state <> 'done';
