/**
 * Rows the member specs need that no public flow can make: registrations of events that have
 * already taken place (paid or not, with and without feedback) beside upcoming ones, so that the
 * History Events table and its 'Give FeedBack' rule can be walked in the browser. Registration
 * ids are fixed, far from what the serial sequence reaches in a test run and from other
 * features' fixtures (program-forms uses 970xxx).
 */
import { addDays, createEvent, createUser } from '../../apps/server/src/seed/factories.ts';
import { todayIso } from '../../packages/contract/src/fields.ts';
import type { Queryable } from '../../apps/server/src/db/client.ts';

/** Fixed mobile numbers (password 'password123'). */
export const MEMBER_MOBILES = {
  /** Current and history registrations (see MEMBER_REGS). */
  events: '7066200001',
} as const;

export const MEMBER_NAME = 'Kavitha Ramanan';

/** The registrations of the events account, by what each shows. */
export const MEMBER_REGS = {
  /** Upcoming Vision event, paid in full: Current Events, status Success. */
  currentPaid: 980101,
  /** Upcoming Divija event, half paid: Current Events, status Partial Pay. */
  currentPartial: 980102,
  /** Completed Ulchemy event, paid, no feedback yet: 'Give FeedBack'. */
  historyFeedbackDue: 980201,
  /** Completed Kaivalya event, paid, feedback given: 'View Feedback'. */
  historyFeedbackGiven: 980202,
  /** Completed Ulchemy Elite event, still Pay Later: no feedback button. */
  historyUnpaid: 980203,
  /** Completed Karmayogam event, paid: program 7 has no feedback form, so no button. */
  historyNoForm: 980204,
} as const;

/** Event names, so the specs can find each row. */
export const MEMBER_EVENTS = {
  currentPaid: 'Member Vision Retreat Madurai',
  currentPartial: 'Member Divija Camp Salem',
  historyFeedbackDue: 'Member Ulchemy Weekend Trichy',
  historyFeedbackGiven: 'Member Kaivalya Silence Ooty',
  historyUnpaid: 'Member Elite Intensive Erode',
  historyNoForm: 'Member Karmayogam Seva Vellore',
} as const;

type Key = keyof typeof MEMBER_REGS;

const PLAN: Array<{ key: Key; program: number; completed: boolean; status: string; paidShare: number; feedback?: boolean }> = [
  { key: 'currentPaid', program: 5, completed: false, status: 'success', paidShare: 1 },
  { key: 'currentPartial', program: 3, completed: false, status: 'partialpay', paidShare: 0.5 },
  { key: 'historyFeedbackDue', program: 1, completed: true, status: 'success', paidShare: 1 },
  { key: 'historyFeedbackGiven', program: 4, completed: true, status: 'success', paidShare: 1, feedback: true },
  { key: 'historyUnpaid', program: 2, completed: true, status: 'paylater', paidShare: 0 },
  { key: 'historyNoForm', program: 7, completed: true, status: 'success', paidShare: 1 },
];

export async function prepare(q: Queryable): Promise<void> {
  if (await q.one('SELECT 1 FROM users WHERE mobile = $1', [MEMBER_MOBILES.events])) return;
  const user = await createUser(q, { mobile: MEMBER_MOBILES.events, name: MEMBER_NAME, email: 'kavitha@example.org' });
  for (const [i, p] of PLAN.entries()) {
    const event = await createEvent(q, {
      program_id: p.program,
      event_name: MEMBER_EVENTS[p.key],
      status: p.completed ? 'completed' : 'notstarted',
      event_date: addDays(todayIso(), p.completed ? -30 - i : 20 + i),
      price_minor: 1_000_000,
    });
    const id = MEMBER_REGS[p.key];
    await q.query(
      `INSERT INTO registrations (id, user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms, reg_number)
       VALUES ($1, $2, $3, $4, $5, 'INR', $6, $6, $7, true, $8)`,
      [id, user.id, event.id, p.program, p.status, event.price_minor, Math.round(event.price_minor * p.paidShare), `MB-${id}`],
    );
    if (p.feedback) {
      await q.query(
        `INSERT INTO feedback (registration_id, user_id, program_id, answers) VALUES ($1, $2, $3, $4)`,
        [id, user.id, p.program, JSON.stringify({ experience: 'Deep silence and rest.' })],
      );
    }
  }
}
