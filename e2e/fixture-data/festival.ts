/**
 * Rows the festival-rules spec needs that no public flow can make quickly:
 * - two full one-seat Divija events (one per screen width), each with a paid registration holding
 *   the seat and a registration whose payment failed (no seat): staff giving it a place must
 *   confirm going over capacity;
 * - Ulchemy Elite (program 2) marked by the owner as collecting a PAN, with a paid and a free
 *   event of its own: the PAN is asked on the paid one only.
 */
import { addDays, createEvent, createUser } from '../../apps/server/src/seed/factories.ts';
import { todayIso } from '@portal/contract/fields';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export const FULL_EVENTS = { 1280: 'Divija Full Retreat Erode', 360: 'Divija Full Retreat Karur' } as const;
/** The devotee whose payment failed, by width (the registration the coordinator opens). */
export const LATE_PEOPLE = { 1280: 'Festival Late Devi', 360: 'Festival Late Kumar' } as const;
export const PAN_PROGRAM = 2;
export const PAN_EVENTS = { paid: 'Ulchemy Elite PAN Batch Trichy', free: 'Ulchemy Elite Free Satsang Trichy' } as const;

async function registration(q: Queryable, eventId: number, name: string, mobile: string, status: 'success' | 'failed') {
  const user = await createUser(q, { name, mobile });
  const paid = status === 'success' ? 600_000 : 0;
  const row = await q.one<{ id: number }>(
    `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms)
     VALUES ($1, $2, 3, $3, 'INR', 600000, 600000, $4, true) RETURNING id`,
    [user.id, eventId, status, paid],
  );
  if (status === 'success') await q.query(`INSERT INTO seat_holds (registration_id, event_id, state) VALUES ($1, $2, 'kept')`, [row!.id, eventId]);
}

export async function prepare(q: Queryable): Promise<void> {
  if (await q.one('SELECT 1 FROM events WHERE event_name = $1', [FULL_EVENTS[1280]])) return;
  for (const width of [1280, 360] as const) {
    const name = FULL_EVENTS[width];
    const event = await createEvent(q, { program_id: 3, event_name: name, city_name: name.split(' ').at(-1)!, price_minor: 600_000, event_date: addDays(todayIso(), 70) });
    await q.query('UPDATE events SET capacity = 1 WHERE id = $1', [event.id]);
    await registration(q, event.id, `Festival Seated ${width}`, `70663${width === 1280 ? '1' : '2'}7001`, 'success');
    await registration(q, event.id, LATE_PEOPLE[width], `70663${width === 1280 ? '1' : '2'}7002`, 'failed');
  }
  await q.query('UPDATE programs SET collects_pan = true WHERE id = $1', [PAN_PROGRAM]);
  await createEvent(q, { program_id: PAN_PROGRAM, event_name: PAN_EVENTS.paid, city_name: 'Trichy', price_minor: 800_000, event_date: addDays(todayIso(), 75) });
  await createEvent(q, { program_id: PAN_PROGRAM, event_name: PAN_EVENTS.free, city_name: 'Trichy', price_minor: 0, event_date: addDays(todayIso(), 76) });
}
