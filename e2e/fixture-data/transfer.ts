/**
 * Rows the transfer spec needs: three Ulchemy events of its own at different prices (₹10,000, a
 * dearer ₹15,000 and a cheaper ₹6,000), far enough ahead to take registrations, each with seats.
 */
import { addDays, createEvent } from '../../apps/server/src/seed/factories.ts';
import { todayIso } from '@portal/contract/fields';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export const TRANSFER_EVENTS = {
  base: { name: 'Ulchemy Transfer Coimbatore', price: 1_000_000 },
  dearer: { name: 'Ulchemy Transfer Ooty', price: 1_500_000 },
  cheaper: { name: 'Ulchemy Transfer Erode', price: 600_000 },
} as const;

export async function prepare(q: Queryable): Promise<void> {
  let days = 45;
  for (const e of Object.values(TRANSFER_EVENTS)) {
    days += 3;
    if (await q.one('SELECT 1 FROM events WHERE event_name = $1', [e.name])) continue;
    const event = await createEvent(q, { program_id: 1, event_name: e.name, city_name: e.name.split(' ').at(-1)!, price_minor: e.price, event_date: addDays(todayIso(), days) });
    await q.query('UPDATE events SET capacity = 50 WHERE id = $1', [event.id]);
  }
}
