-- Ticket types of an event (docs/decisions/registrations.md, "Ticket types"): each its own price, early-bird and
-- advance in the event's currency, and optionally its own seats inside the event's capacity. An
-- event without types keeps its own price (the price breakdown of a single-price event is unchanged).
CREATE TABLE ticket_types (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  name text NOT NULL,
  name_ta text NOT NULL DEFAULT '',
  price_minor bigint NOT NULL DEFAULT 0 CHECK (price_minor >= 0),
  early_bird_minor bigint NOT NULL DEFAULT 0 CHECK (early_bird_minor >= 0),
  early_bird_until date,
  advance_minor bigint NOT NULL DEFAULT 0 CHECK (advance_minor >= 0),
  -- NULL: the type shares the event's seats; else at most this many of them.
  seats integer CHECK (seats IS NULL OR seats >= 0),
  -- Hidden: no longer offered to new registrations (those made keep it).
  hidden boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_types_event_idx ON ticket_types (event_id, sort_order, id);

ALTER TABLE registrations ADD COLUMN ticket_type_id integer REFERENCES ticket_types(id);
ALTER TABLE seat_holds ADD COLUMN ticket_type_id integer REFERENCES ticket_types(id) ON DELETE SET NULL;
CREATE INDEX seat_holds_type_idx ON seat_holds (ticket_type_id, state) WHERE ticket_type_id IS NOT NULL;

-- The seat claim with a ticket type (the claim of 20261201040000 and one more rule): under the
-- event's locked counter, a type with its own seats counts its holds too, so neither the type nor
-- the event is ever oversold. A type's overshoot counts like the event's (staff may confirm it).
-- A live hold of another type (an unpaid registration renewed with another type) moves to the new
-- type when that has a seat; the event's count does not change.
CREATE OR REPLACE FUNCTION seat_claim(
  p_event integer, p_registration integer, p_user integer, p_state text, p_now timestamptz, p_confirmed_over integer, p_raise boolean, p_type integer
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_hold text;
  v_hold_type integer;
  v_live boolean;
  v_place integer;
  v_place_state text;
  v_capacity integer;
  v_used integer;
  v_type_seats integer;
  v_type_used integer;
  v_over integer := 0;
BEGIN
  SELECT state, ticket_type_id INTO v_hold, v_hold_type FROM seat_holds WHERE registration_id = p_registration;
  v_live := v_hold IS NOT NULL AND v_hold <> 'over';
  IF v_live AND v_hold_type IS NOT DISTINCT FROM p_type THEN
    IF v_hold <> p_state THEN
      UPDATE seat_holds SET state = p_state, updated_at = now() WHERE registration_id = p_registration;
    END IF;
    RETURN 0;
  END IF;

  INSERT INTO seat_counters (event_id) VALUES (p_event) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM seat_counters WHERE event_id = p_event FOR UPDATE;

  IF NOT v_live THEN
    SELECT id, state INTO v_place, v_place_state FROM waiting_list
     WHERE event_id = p_event AND user_id = p_user AND (state = 'waiting' OR (state = 'offered' AND offer_expires_at > p_now));
    IF v_place_state IS DISTINCT FROM 'offered' THEN
      SELECT e.capacity,
             (SELECT count(*)::int FROM seat_holds h WHERE h.event_id = e.id AND h.state IN ('held', 'kept'))
           + (SELECT count(*)::int FROM waiting_list w WHERE w.event_id = e.id AND w.state = 'offered' AND w.offer_expires_at > p_now)
        INTO v_capacity, v_used
        FROM events e WHERE e.id = p_event;
      IF v_capacity IS NOT NULL THEN
        v_over := greatest(0, v_used + 1 - v_capacity);
      END IF;
    END IF;
  END IF;

  IF p_type IS NOT NULL THEN
    SELECT seats INTO v_type_seats FROM ticket_types WHERE id = p_type AND event_id = p_event;
    IF v_type_seats IS NOT NULL THEN
      SELECT count(*)::int INTO v_type_used FROM seat_holds
       WHERE ticket_type_id = p_type AND state IN ('held', 'kept') AND registration_id <> p_registration;
      v_over := greatest(v_over, v_type_used + 1 - v_type_seats);
    END IF;
  END IF;

  IF v_over > p_confirmed_over THEN
    IF p_raise THEN
      RAISE EXCEPTION 'seat refused: % over capacity', v_over USING ERRCODE = 'SEATF';
    END IF;
    RETURN v_over;
  END IF;

  IF v_place IS NOT NULL THEN
    UPDATE waiting_list SET state = 'took', updated_at = now() WHERE id = v_place;
  END IF;
  INSERT INTO seat_holds (registration_id, event_id, state, ticket_type_id) VALUES (p_registration, p_event, p_state, p_type)
  ON CONFLICT (registration_id) DO UPDATE SET state = EXCLUDED.state, ticket_type_id = EXCLUDED.ticket_type_id, updated_at = now();
  RETURN v_over;
END
$$;
