/**
 * Rows the lifecycle spec needs: a paid registration of an event whose dates have passed but which
 * the lifecycle job has not moved yet (the e2e server runs that job only when a test asks, see
 * LIFECYCLE_INTERVAL_SECONDS in playwright.config.ts). Registration id fixed, clear of the other
 * fixtures (member 980xxx, program-forms 970xxx, payments 990xxx).
 */
import { addDays, createEvent, createUser } from '../../apps/server/src/seed/factories.ts';
import { todayIso } from '../../packages/contract/src/fields.ts';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export const LIFECYCLE_MOBILE = '7066400001';
export const LIFECYCLE_REG = 960101;
export const LIFECYCLE_EVENT = 'Lifecycle Ulchemy Weekend Karur';

export async function prepare(q: Queryable): Promise<void> {
  if (await q.one('SELECT 1 FROM users WHERE mobile = $1', [LIFECYCLE_MOBILE])) return;
  const user = await createUser(q, { mobile: LIFECYCLE_MOBILE, name: 'Selvi Murugan', email: 'selvi@example.org' });
  const event = await createEvent(q, {
    program_id: 1,
    event_name: LIFECYCLE_EVENT,
    status: 'notstarted',
    event_date: addDays(todayIso(), -3),
    end_date: addDays(todayIso(), -1),
    price_minor: 800_000,
  });
  await q.query(
    `INSERT INTO registrations (id, user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms, reg_number)
     VALUES ($1, $2, $3, 1, 'success', 'INR', $4, $4, $4, true, $5)`,
    [LIFECYCLE_REG, user.id, event.id, event.price_minor, `LC-${LIFECYCLE_REG}`],
  );
}
