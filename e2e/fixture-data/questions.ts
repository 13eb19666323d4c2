/**
 * Rows the questions spec needs that no public flow can make: a devotee's paid registration of an
 * event of its own (one a screen width), so the question the editor adds for that event touches no
 * other spec's form.
 */
import { addDays, createEvent, createUser } from '../../apps/server/src/seed/factories.ts';
import { todayIso } from '../../packages/contract/src/fields.ts';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export const Q_PASSWORD = 'password123';
export const Q_MOBILE = '7055100501';
/** One event and one paid registration a width; ids far above what the sequence reaches. */
export const Q_CASES = {
  1280: { event: 'Paradesham Questions Wide', regId: 970501 },
  360: { event: 'Paradesham Questions Phone', regId: 970502 },
} as const;

export async function prepare(q: Queryable): Promise<void> {
  if (await q.one('SELECT 1 FROM users WHERE mobile = $1', [Q_MOBILE])) return;
  const user = await createUser(q, { mobile: Q_MOBILE, name: 'Question Answerer', email: 'question.answerer@example.org' });
  for (const { event: eventName, regId } of Object.values(Q_CASES)) {
    const event = await createEvent(q, { program_id: 8, event_name: eventName, status: 'notstarted', event_date: addDays(todayIso(), 25) });
    await q.query(
      `INSERT INTO registrations (id, user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms, reg_number)
       VALUES ($1, $2, $3, 8, 'success', 'INR', $4, $4, $4, true, $5)`,
      [regId, user.id, event.id, event.price_minor, `Q-${regId}`],
    );
  }
}
