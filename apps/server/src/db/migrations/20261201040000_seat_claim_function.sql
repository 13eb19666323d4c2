-- A seat taken in one short statement (docs/decisions/seats.md, "One short statement"): the
-- event's counter row locked, the seats counted, the person's offer from the waiting list taken
-- and the hold written, inside the database, so that no application code runs while the lock is
-- held. Each statement of a (volatile) PL/pgSQL function reads with a snapshot of its own, so the
-- count after the lock sees every hold committed by the lock's previous holder.
--
-- Returns how many seats over capacity the place goes (0 while one is free); the hold is written
-- only when that is at most p_confirmed_over (staff's explicit choice, 0 for a devotee). With
-- p_raise a refusal raises SQLSTATE 'SEATF' instead of returning, so that a caller may send the
-- claim and its COMMIT in one message: a refusal then leaves the transaction aborted.
CREATE OR REPLACE FUNCTION seat_claim(
  p_event integer, p_registration integer, p_user integer, p_state text, p_now timestamptz, p_confirmed_over integer, p_raise boolean
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_hold text;
  v_place integer;
  v_place_state text;
  v_capacity integer;
  v_used integer;
  v_over integer := 0;
BEGIN
  -- The registration's own live hold: its state set, no lock needed (no count changes).
  SELECT state INTO v_hold FROM seat_holds WHERE registration_id = p_registration;
  IF v_hold IS NOT NULL AND v_hold <> 'over' THEN
    IF v_hold <> p_state THEN
      UPDATE seat_holds SET state = p_state, updated_at = now() WHERE registration_id = p_registration;
    END IF;
    RETURN 0;
  END IF;

  INSERT INTO seat_counters (event_id) VALUES (p_event) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM seat_counters WHERE event_id = p_event FOR UPDATE;

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
  IF v_over > p_confirmed_over THEN
    IF p_raise THEN
      RAISE EXCEPTION 'seat refused: % over capacity', v_over USING ERRCODE = 'SEATF';
    END IF;
    RETURN v_over;
  END IF;

  IF v_place IS NOT NULL THEN
    UPDATE waiting_list SET state = 'took', updated_at = now() WHERE id = v_place;
  END IF;
  INSERT INTO seat_holds (registration_id, event_id, state) VALUES (p_registration, p_event, p_state)
  ON CONFLICT (registration_id) DO UPDATE SET state = EXCLUDED.state, updated_at = now();
  RETURN v_over;
END
$$;
