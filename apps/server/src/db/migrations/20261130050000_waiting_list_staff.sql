-- The waiting list run by staff (docs/decisions/seats.md, "The waiting list in the back office"),
-- owned by the seats module.

-- A place's order on its list. NULL keeps the order of joining (the id); staff moving someone up or
-- skipping them set a key between two neighbours' keys, so nobody else's row is rewritten.
ALTER TABLE waiting_list ADD COLUMN queue_key double precision;
-- Who took a place off the list: 'removed' by staff (the person is told), beside 'left' by themselves.
ALTER TABLE waiting_list DROP CONSTRAINT IF EXISTS waiting_list_state_check;
ALTER TABLE waiting_list ADD CONSTRAINT waiting_list_state_check
  CHECK (state IN ('waiting', 'offered', 'took', 'left', 'expired', 'removed'));

-- An event whose waiting list staff closed: nobody new joins; those on it keep their places.
CREATE TABLE waiting_list_closures (
  event_id integer PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
  closed_by integer,
  closed_at timestamptz NOT NULL DEFAULT now()
);
