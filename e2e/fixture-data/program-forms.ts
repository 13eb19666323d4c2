/**
 * Rows the program-forms specs need that no public flow can make: paid registrations (the
 * detail forms open only for paid ones) and paid registrations of COMPLETED events (feedback).
 * Registration ids are fixed, far above what the serial sequence reaches in a test run, so the
 * specs can open /divija-reg/{id} directly. One account per spec that changes state.
 */
import { addDays, createEvent, createUser } from '../../apps/server/src/seed/factories.ts';
import { todayIso } from '../../packages/contract/src/fields.ts';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export const PF_PASSWORD = 'password123';

/** Fixed mobile numbers (password 'password123'). */
export const PF_MOBILES = {
  /** Paid registrations of upcoming events of programs 1, 2, 3, 4, 5, 6 and 8. */
  detailForms: '7055100001',
  /** One paid Kaivalya registration, filled in Tamil. */
  tamil: '7055100002',
  /** Paid registrations of completed events of programs 1 to 5 (feedback once each). */
  feedback: '7055100003',
  /** One paid, completed Ulchemy registration without feedback: login hands out its reg_id. */
  forced: '7055100004',
} as const;

export const PF_REGS = {
  detail: { 1: 970101, 2: 970102, 3: 970103, 4: 970104, 5: 970105, 6: 970106, 8: 970108 } as Record<number, number>,
  /** A registration of the detail account that is not paid yet. */
  detailPending: 970109,
  tamil: 970201,
  feedback: { 1: 970301, 2: 970302, 3: 970303, 4: 970304, 5: 970305 } as Record<number, number>,
  forced: 970401,
};

async function paidRegistration(
  q: Queryable,
  id: number,
  userId: number,
  programId: number,
  { completed = false, status = 'success' }: { completed?: boolean; status?: string } = {},
) {
  const event = await createEvent(q, {
    program_id: programId,
    status: completed ? 'completed' : 'notstarted',
    event_date: addDays(todayIso(), completed ? -20 : 21),
  });
  await q.query(
    `INSERT INTO registrations (id, user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms, reg_number)
     VALUES ($1, $2, $3, $4, $5, 'INR', $6, $6, $7, true, $8)`,
    [id, userId, event.id, programId, status, event.price_minor, status === 'success' ? event.price_minor : 0, `PF-${id}`],
  );
}

export async function prepare(q: Queryable): Promise<void> {
  if (await q.one('SELECT 1 FROM users WHERE mobile = $1', [PF_MOBILES.detailForms])) return;
  const name = (n: string) => ({ name: n, email: `${n.toLowerCase().replace(/\s+/g, '.')}@example.org` });

  const detail = await createUser(q, { mobile: PF_MOBILES.detailForms, ...name('Lakshmi Forms') });
  for (const [programId, regId] of Object.entries(PF_REGS.detail)) {
    await paidRegistration(q, regId, detail.id, Number(programId));
  }
  await paidRegistration(q, PF_REGS.detailPending, detail.id, 1, { status: 'pending' });

  const tamil = await createUser(q, { mobile: PF_MOBILES.tamil, ...name('Tamil Selvi') });
  await paidRegistration(q, PF_REGS.tamil, tamil.id, 4);

  const feedback = await createUser(q, { mobile: PF_MOBILES.feedback, ...name('Feedback Giver') });
  for (const [programId, regId] of Object.entries(PF_REGS.feedback)) {
    await paidRegistration(q, regId, feedback.id, Number(programId), { completed: true });
  }

  const forced = await createUser(q, { mobile: PF_MOBILES.forced, ...name('Forced Feedback') });
  await paidRegistration(q, PF_REGS.forced, forced.id, 1, { completed: true });
}
