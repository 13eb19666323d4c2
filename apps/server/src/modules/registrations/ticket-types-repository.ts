import type { Queryable } from '../../db/client.ts';

/** SQL of the ticket types (docs/decisions/registrations.md, "Ticket types"): ticket_types is written here only. */

export interface TicketTypeRow {
  id: number;
  event_id: number;
  name: string;
  name_ta: string;
  price_minor: number;
  early_bird_minor: number;
  early_bird_until: string | null;
  advance_minor: number;
  seats: number | null;
  hidden: boolean;
  sort_order: number;
  /** Seats of the type held or kept now. */
  taken: number;
}

const COLUMNS = `t.id, t.event_id, t.name, t.name_ta, t.price_minor::float8 AS price_minor, t.early_bird_minor::float8 AS early_bird_minor,
  t.early_bird_until::text AS early_bird_until, t.advance_minor::float8 AS advance_minor, t.seats, t.hidden, t.sort_order,
  (SELECT count(*)::int FROM seat_holds h WHERE h.ticket_type_id = t.id AND h.state IN ('held', 'kept')) AS taken`;

export const listTypes = (q: Queryable, eventId: number, withHidden: boolean) =>
  q.query<TicketTypeRow>(
    `SELECT ${COLUMNS} FROM ticket_types t WHERE t.event_id = $1 AND ($2 OR NOT t.hidden) ORDER BY t.sort_order, t.id`,
    [eventId, withHidden],
  );

export const findType = (q: Queryable, id: number) => q.one<TicketTypeRow>(`SELECT ${COLUMNS} FROM ticket_types t WHERE t.id = $1`, [id]);

export interface TypeEvent {
  id: number;
  event_name: string;
  event_date: string;
  currency: string;
  capacity: number | null;
}

export const findTypeEvent = (q: Queryable, eventId: number) =>
  q.one<TypeEvent>('SELECT id, event_name, event_date::text AS event_date, trim(currency) AS currency, capacity FROM events WHERE id = $1', [eventId]);

/** The own seats of the event's visible types but one (the one being saved). */
export const otherTypesSeats = async (q: Queryable, eventId: number, exceptId: number) =>
  (await q.one<{ n: number }>('SELECT coalesce(sum(seats), 0)::int AS n FROM ticket_types WHERE event_id = $1 AND id <> $2 AND NOT hidden', [eventId, exceptId]))!.n;

export interface TypeFields {
  name: string;
  name_ta: string;
  price_minor: number;
  early_bird_minor: number;
  early_bird_until: string | null;
  advance_minor: number;
  seats: number | null;
  hidden: boolean;
  sort_order: number;
}

const values = (f: TypeFields) => [f.name, f.name_ta, f.price_minor, f.early_bird_minor, f.early_bird_until, f.advance_minor, f.seats, f.hidden, f.sort_order];

export const insertType = async (q: Queryable, eventId: number, f: TypeFields) =>
  (await q.one<{ id: number }>(
    `INSERT INTO ticket_types (name, name_ta, price_minor, early_bird_minor, early_bird_until, advance_minor, seats, hidden, sort_order, event_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [...values(f), eventId],
  ))!.id;

export const updateType = (q: Queryable, id: number, f: TypeFields) =>
  q.query(
    `UPDATE ticket_types SET name = $1, name_ta = $2, price_minor = $3, early_bird_minor = $4, early_bird_until = $5, advance_minor = $6,
       seats = $7, hidden = $8, sort_order = $9, updated_at = now() WHERE id = $10`,
    [...values(f), id],
  );

/** The event's counter locked (seats module's row): a type's seats change under the same lock as the claims. */
export const lockTypeEvent = (q: Queryable, eventId: number) => q.query('SELECT id FROM events WHERE id = $1 FOR UPDATE', [eventId]);
