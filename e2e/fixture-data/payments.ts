/**
 * Rows the payment specs need that no public flow can make: a part-paid registration of an event
 * whose registrations have since closed (Pay Now asks to call), and a pay-later registration of a
 * devotee whose profile is incomplete (Pay Now sends them to the program's screen first). Both use
 * events of the demo content; registration ids are fixed (990xxx, clear of other fixtures).
 */
import { createUser } from '../../apps/server/src/seed/factories.ts';
import type { Queryable } from '../../apps/server/src/db/client.ts';

/** Fixed mobile numbers (password 'password123'). */
export const PAYMENT_MOBILES = {
  /** Part-paid registration of the closed demo event 'Divija Salem'. */
  closed: '7066300001',
  /** Pay-later registration of 'Kaivalya Silent Retreat', profile incomplete. */
  incomplete: '7066300002',
} as const;

export const PAYMENT_REGS = { closed: 990101, payLater: 990102 } as const;
export const PAYMENT_EVENTS = { closed: 'Divija Salem', payLater: 'Kaivalya Silent Retreat' } as const;

async function eventId(q: Queryable, name: string): Promise<number> {
  const row = await q.one<{ id: number }>('SELECT id FROM events WHERE event_name = $1', [name]);
  if (!row) throw new Error(`demo event ${name} is missing`);
  return row.id;
}

export async function prepare(q: Queryable): Promise<void> {
  const india = await q.one<{ id: number }>(`SELECT id FROM countries WHERE iso2 = 'IN'`);
  const complete = { street_address: '7 Mill Road', pincode: '636001', profession: 'Teacher', know_matangi: 'YouTube', country_id: india?.id ?? null };
  const closedUser = await createUser(q, { mobile: PAYMENT_MOBILES.closed, name: 'Lakshmi Narayanan', ...complete });
  const incompleteUser = await createUser(q, { mobile: PAYMENT_MOBILES.incomplete, name: 'Suresh Babu' });

  await q.query(
    `INSERT INTO registrations (id, user_id, event_id, program_id, status, currency, amount_minor, total_minor,
       advance_minor, paid_minor, accept_terms, pan_number, reg_number)
     VALUES ($1, $2, $3, 3, 'partialpay', 'INR', 2500000, 2500000, 500000, 500000, true, 'ABCDE1234F', 'MFR-2026-990101')`,
    [PAYMENT_REGS.closed, closedUser.id, await eventId(q, PAYMENT_EVENTS.closed)],
  );
  await q.query(
    `INSERT INTO registrations (id, user_id, event_id, program_id, status, currency, amount_minor, total_minor,
       advance_minor, accept_terms)
     VALUES ($1, $2, $3, 4, 'paylater', 'INR', 4500000, 4500000, 1500000, true)`,
    [PAYMENT_REGS.payLater, incompleteUser.id, await eventId(q, PAYMENT_EVENTS.payLater)],
  );
}
