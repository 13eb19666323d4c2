-- Seats and the waiting list (issue 13), owned by the seats module.

-- One row per event: the row a seat is counted and taken under (SELECT … FOR UPDATE), so two
-- registrations for the last seat are counted one after the other, never both from the same count.
CREATE TABLE seat_counters (
  event_id integer PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE
);

-- A registration's seat: 'held' while its payment is open, 'kept' once paid (fully, in part or
-- allowed to pay later), 'over' when a late payment found the event full (staff decide).
CREATE TABLE seat_holds (
  registration_id integer PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('held', 'kept', 'over')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seat_holds_event_idx ON seat_holds (event_id, state);

-- The waiting list of a full event, in the order people joined. An offer holds a seat for its
-- person until offer_expires_at.
CREATE TABLE waiting_list (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'offered', 'took', 'left', 'expired')),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One live place per person and event.
CREATE UNIQUE INDEX waiting_list_live_idx ON waiting_list (event_id, user_id) WHERE state IN ('waiting', 'offered');
CREATE INDEX waiting_list_offers_idx ON waiting_list (offer_expires_at) WHERE state = 'offered';
