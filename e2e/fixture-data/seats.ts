/**
 * Rows the seats spec needs: a Divija event with one seat, so that a second person finds it full.
 * Its name is unique to that spec.
 */
import { createEvent } from '../../apps/server/src/seed/factories.ts';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export const SEATS_EVENT = 'Divija One Seat Madurai';

export async function prepare(q: Queryable): Promise<void> {
  if (await q.one('SELECT 1 FROM events WHERE event_name = $1', [SEATS_EVENT])) return;
  const event = await createEvent(q, { program_id: 3, event_name: SEATS_EVENT, city_name: 'Madurai', price_minor: 600_000 });
  await q.query('UPDATE events SET capacity = 1 WHERE id = $1', [event.id]);
}
