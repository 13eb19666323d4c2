-- The waiting room of an event (docs/decisions/waiting-room.md). One row per event whose room staff
-- set up: on or off, when registrations open, the most admitted a second, and the queue's counters
-- when no Redis holds them (admitted grows with the rate in one UPDATE: a token bucket).
CREATE TABLE waiting_rooms (
  event_id integer PRIMARY KEY REFERENCES events (id),
  active boolean NOT NULL DEFAULT false,
  opens_at timestamptz NOT NULL,
  max_rate integer NOT NULL CHECK (max_rate BETWEEN 1 AND 500),
  -- The rate now: lowered from max_rate while the register step is slow, raised back when it is quick.
  rate double precision NOT NULL,
  rate_changed_at timestamptz NOT NULL DEFAULT now(),
  -- Draws the places of those who came before the opening (the same seed gives the same order).
  seed text NOT NULL,
  joined integer NOT NULL DEFAULT 0,
  admitted double precision NOT NULL DEFAULT 0,
  ticked_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A devotee's place: before the opening a score in [0, 1) drawn from the seed, after it the arrival
-- number (from 1), so every early arrival stands before every later one.
CREATE TABLE waiting_room_entries (
  event_id integer NOT NULL REFERENCES events (id),
  user_id integer NOT NULL REFERENCES users (id),
  score double precision NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX waiting_room_entries_order_idx ON waiting_room_entries (event_id, score);
