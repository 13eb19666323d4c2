import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardFigure } from '@portal/contract/admin-dashboard';
import { MESSAGES } from '@portal/contract/messages';
import { PROGRAMS } from '@portal/contract/programs';
import { testClock } from '../../lib/clock.ts';
import { createEvent, createUser } from '../../seed/factories.ts';
import { financialYear } from '../donations/index.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';

/**
 * GET /api/admin/dashboard on a hand-made data set with exact figures: the week
 * (Monday to today in India) and the Indian financial year (1 April, India's calendar) at their
 * edges, INR and USD kept apart, each role's answer (a coordinator's without any money field).
 *
 * "Now" is Thursday 1 April 2027, 12:00 in India: the week began on Monday 29 March (in the old
 * financial year), the year 2027-28 began this morning.
 */
const clock = testClock('2027-04-01T06:30:00Z');
const { ctx, owner, coordinator, finance, editor } = useStaffTestApp({}, () => ({ clock }));
const ids = { e1: 0, e2: 0, e3: 0 };

let seq = 0;
async function registration(r: {
  event: { id: number; program_id: number };
  status: string;
  currency?: string;
  total: number;
  paid?: number;
  refundDue?: number;
  at: string;
  cancelled?: boolean;
  seat?: 'held' | 'kept';
}) {
  const user = await createUser(ctx.db);
  const row = (await ctx.db.one<{ id: number }>(
    `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, refund_due_minor,
       created_at, cancelled_at, cancelled_money)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [user.id, r.event.id, r.event.program_id, r.status, r.currency ?? 'INR', r.total, r.paid ?? 0, r.refundDue ?? 0, r.at,
      r.cancelled ? r.at : null, r.cancelled ? 'refund_due' : null],
  ))!;
  if (r.seat) await ctx.db.query('INSERT INTO seat_holds (registration_id, event_id, state) VALUES ($1, $2, $3)', [row.id, r.event.id, r.seat]);
  return { id: row.id, userId: user.id };
}

async function attempt(a: { registration?: { id: number; userId: number }; donation?: { id: number; userId: number }; status: string; amount: number; currency?: string; at: string; provider?: string }) {
  const target = a.registration ?? a.donation!;
  await ctx.db.query(
    `INSERT INTO payment_attempts (txn_id, user_id, purpose, registration_id, donation_id, kind, provider, amount_minor, currency, status, paid_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [`DASH${++seq}`, target.userId, a.registration ? 'registration' : 'donation', a.registration?.id ?? null, a.donation?.id ?? null,
      a.registration ? 'full' : 'donation', a.provider ?? 'sandbox', a.amount, a.currency ?? 'INR', a.status, a.status === 'success' ? a.at : null, a.at],
  );
}

async function donation(d: { fund: string; amount: number; currency?: string; mode?: string; status?: string; paidAt: string | null; refundDue?: number }) {
  const user = await createUser(ctx.db);
  const row = (await ctx.db.one<{ id: number }>(
    `INSERT INTO donations (user_id, category, currency, amount_minor, status, paid_at, mode, refund_due_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($6::timestamptz, now())) RETURNING id`,
    [user.id, d.fund, d.currency ?? 'INR', d.amount, d.status ?? 'success', d.paidAt, d.mode ?? 'online', d.refundDue ?? 0],
  ))!;
  return { id: row.id, userId: user.id };
}

beforeAll(async () => {

  // Events: three run in April 2027 (one began in March, one ends in May); one is in May, one cancelled.
  const e1 = await createEvent(ctx.db, { program_id: 1, event_name: 'Dash April INR', event_date: '2027-04-10' });
  const e2 = await createEvent(ctx.db, { program_id: 1, event_name: 'Dash April USD', event_date: '2027-04-20', end_date: '2027-05-02', currency: 'USD' });
  const e3 = await createEvent(ctx.db, { program_id: 2, event_name: 'Dash March to April', event_date: '2027-03-30', end_date: '2027-04-02' });
  await createEvent(ctx.db, { program_id: 2, event_name: 'Dash May', event_date: '2027-05-05' });
  await createEvent(ctx.db, { program_id: 2, event_name: 'Dash cancelled', event_date: '2027-04-15', status: 'cancelled' });
  await ctx.db.query('UPDATE events SET capacity = CASE id WHEN $1 THEN 10 ELSE 5 END WHERE id IN ($1, $2)', [e1.id, e3.id]);
  Object.assign(ids, { e1: e1.id, e2: e2.id, e3: e3.id });

  // Program 1: R1 on 31 March 23:30 India (week, old year), R2 on 1 April 05:00 India (week and year) paid offline in part,
  // R3 in USD on 1 April (paid, then paid $10 more: a refund due), R6 still at the gateway, R7 cancelled in March with refund due.
  const r1 = await registration({ event: e1, status: 'success', total: 100_000, paid: 100_000, at: '2027-03-31T18:00:00Z', seat: 'kept' });
  await attempt({ registration: r1, status: 'success', amount: 100_000, at: '2027-03-31T18:00:00Z' });
  const r2 = await registration({ event: e1, status: 'partialpay', total: 100_000, paid: 40_000, at: '2027-03-31T23:30:00Z', seat: 'kept' });
  await attempt({ registration: r2, status: 'failed', amount: 60_000, at: '2027-03-31T23:20:00Z' });
  await attempt({ registration: r2, status: 'success', amount: 40_000, at: '2027-03-31T23:30:00Z', provider: 'offline' });
  const r3 = await registration({ event: e2, status: 'success', currency: 'USD', total: 5_000, paid: 5_000, refundDue: 1_000, at: '2027-04-01T02:00:00Z', seat: 'kept' });
  await attempt({ registration: r3, status: 'success', amount: 5_000, currency: 'USD', at: '2027-04-01T02:00:00Z' });
  await attempt({ registration: r3, status: 'success', amount: 1_000, currency: 'USD', at: '2027-04-01T02:10:00Z' });
  const r6 = await registration({ event: e1, status: 'pending', total: 100_000, at: '2027-04-01T03:00:00Z', seat: 'held' });
  await attempt({ registration: r6, status: 'pending', amount: 100_000, at: '2027-04-01T03:00:00Z' });
  const r7 = await registration({ event: e1, status: 'cancelled', total: 100_000, paid: 100_000, refundDue: 100_000, at: '2027-03-01T06:00:00Z', cancelled: true });
  await attempt({ registration: r7, status: 'success', amount: 100_000, at: '2027-03-01T06:00:00Z' });
  // Program 2: R4 on Sunday 28 March 23:59:59 India (last week), R5 on Monday 29 March 00:00 India (this week), both allowed to pay later.
  await registration({ event: e3, status: 'paylater', total: 200_000, at: '2027-03-28T18:29:59Z', seat: 'kept' });
  const r5 = await registration({ event: e3, status: 'paylater', total: 200_000, at: '2027-03-28T18:30:00Z', seat: 'kept' });

  // Discount codes (their totals unchanged: the code came off the listed price): SEVA10 on R1, R2 (₹100 each) and
  // R3 ($5), and on R6 and R7 (neither holds a place: not counted); FRIEND on R5 (₹500, this week only).
  const code = (r: { id: number }, text: string, minor: number) =>
    ctx.db.query('UPDATE registrations SET discount_code = $2, code_minor = $3, amount_minor = amount_minor + $3 WHERE id = $1', [r.id, text, minor]);
  for (const r of [r1, r2, r6, r7]) await code(r, 'SEVA10', 10_000);
  await code(r3, 'SEVA10', 500);
  await code(r5, 'FRIEND', 50_000);

  // Donations: mandir ₹5,000 at 31 March 23:59 India (week only) and ₹3,000 cash at 1 April 00:00 India (week and year);
  // a gift in kind to gurukulam (counted, no money); $25 to the general fund; a pending one at the gateway; an overpaid one from February.
  await donation({ fund: 'mandir', amount: 500_000, paidAt: '2027-03-31T18:29:00Z' });
  await donation({ fund: 'mandir', amount: 300_000, mode: 'cash', paidAt: '2027-03-31T18:30:00Z' });
  await donation({ fund: 'gurukulam', amount: 700_000, mode: 'kind', paidAt: '2027-04-01T03:00:00Z' });
  await donation({ fund: 'donation', amount: 2_500, currency: 'USD', paidAt: '2027-04-01T04:00:00Z' });
  const pending = await donation({ fund: 'gurukulam', amount: 250_000, status: 'pending', paidAt: null });
  await attempt({ donation: pending, status: 'created', amount: 250_000, at: '2027-04-01T05:00:00Z' });
  await donation({ fund: 'neerukku', amount: 100_000, paidAt: '2027-02-10T06:00:00Z', refundDue: 50_000 });
});

const dashboard = async (headers: Headers): Promise<Dashboard> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(1);
  return body.data;
};

const inr = (amount: number) => ({ currency: 'INR', amount });
const usd = (amount: number) => ({ currency: 'USD', amount });
const fig = (count: number, money: { currency: string; amount: number }[] = []): DashboardFigure => ({ count, money });
const none = { week: fig(0), year: fig(0) };
const name = (id: 1 | 2) => PROGRAMS[id].name;

const expected: Dashboard = {
  week: { from: '2027-03-29', to: '2027-04-01' },
  year: { from: '2027-04-01', to: '2027-04-01', label: '2027-28' },
  month: { from: '2027-04-01', to: '2027-04-30' },
  programs: [
    { program_id: 1, name: name(1), week: fig(3, [inr(1400), usd(60)]), year: fig(2, [inr(400), usd(60)]) },
    { program_id: 2, name: name(2), week: fig(1), year: fig(0) },
  ],
  funds: [
    { fund: 'donation', label: 'General Donation', week: fig(1, [usd(25)]), year: fig(1, [usd(25)]) },
    { fund: 'neerukku', label: 'Neerukku Nanri', ...none },
    { fund: 'mithra', label: 'Mithra', ...none },
    { fund: 'mandir', label: 'Matangi Mandir', week: fig(2, [inr(8000)]), year: fig(1, [inr(3000)]) },
    { fund: 'walfare', label: 'Volunteer Walfare', ...none },
    { fund: 'gurukulam', label: 'Gurukulam', week: fig(1), year: fig(1) },
    { fund: 'others', label: 'Others', ...none },
  ],
  payments_waiting: fig(2, [inr(3500)]),
  refunds_due: fig(3, [inr(1500), usd(10)]),
  events: [],
  codes: [
    { code: 'FRIEND', week: fig(1, [inr(500)]), year: fig(0), events: [{ event_id: 0, name: 'Dash March to April', week: fig(1, [inr(500)]), year: fig(0) }] },
    {
      code: 'SEVA10',
      week: fig(3, [inr(200), usd(5)]),
      year: fig(2, [inr(100), usd(5)]),
      events: [
        { event_id: 0, name: 'Dash April INR', week: fig(2, [inr(200)]), year: fig(1, [inr(100)]) },
        { event_id: 0, name: 'Dash April USD', week: fig(1, [usd(5)]), year: fig(1, [usd(5)]) },
      ],
    },
  ],
};

/** The same answer with every money field left out (what a coordinator gets). */
function withoutMoney(d: Dashboard): Dashboard {
  const strip = ({ count }: DashboardFigure) => ({ count });
  return {
    ...d,
    programs: d.programs.map((p) => ({ ...p, week: strip(p.week), year: strip(p.year) })),
    funds: d.funds.map((f) => ({ ...f, week: strip(f.week), year: strip(f.year) })),
    payments_waiting: strip(d.payments_waiting),
    refunds_due: strip(d.refunds_due),
    codes: d.codes.map((c) => ({ ...c, week: strip(c.week), year: strip(c.year), events: c.events.map((e) => ({ ...e, week: strip(e.week), year: strip(e.year) })) })),
  };
}

describe('GET /api/admin/dashboard', () => {
  beforeAll(() => {
    expected.events = [
      { id: ids.e3, name: 'Dash March to April', program_name: name(2), event_date: '2027-03-30', end_date: '2027-04-02', taken: 2, capacity: 5 },
      { id: ids.e1, name: 'Dash April INR', program_name: name(1), event_date: '2027-04-10', end_date: null, taken: 3, capacity: 10 },
      { id: ids.e2, name: 'Dash April USD', program_name: name(1), event_date: '2027-04-20', end_date: '2027-05-02', taken: 1, capacity: null },
    ];
    const eventIds: Record<string, number> = { 'Dash March to April': ids.e3, 'Dash April INR': ids.e1, 'Dash April USD': ids.e2 };
    for (const c of expected.codes) for (const e of c.events) e.event_id = eventIds[e.name]!;
  });

  it('finance and the owner get every figure, exactly, currencies apart, at the week and financial-year edges', async () => {
    const data = await dashboard(finance);
    // Only the programs the data set uses (a fresh database may hold the others, with nothing in them).
    expect(data.programs.filter((p) => p.week.count || p.year.count)).toEqual(expected.programs);
    expect(data.programs.filter((p) => !p.week.count && !p.year.count).every((p) => p.week.money?.length === 0 && p.year.money?.length === 0)).toBe(true);
    expect({ ...data, programs: expected.programs }).toEqual(expected);
    expect(await dashboard(owner)).toEqual(data);
  });

  it('the financial year is read on India’s calendar, as the receipts number it', () => {
    // 31 March 23:30 UTC is 1 April 05:00 in India: the new year, as the receipt series says too.
    expect(financialYear(new Date('2027-03-31T23:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
  });

  it('a coordinator gets the same counts without any money field', async () => {
    const finance_ = await dashboard(finance);
    const data = await dashboard(coordinator);
    expect(data).toEqual(withoutMoney(finance_));
    expect(JSON.stringify(data)).not.toContain('money');
    expect(JSON.stringify(data)).not.toContain('amount');
  });

  it('an editor is refused (403); no session or a devotee’s is 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: editor });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const person = await devotee(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: person.headers })).statusCode).toBe(401);
  });

  it('a new week keeps the year’s figures and starts the week’s at nothing; the month moves on', async () => {
    clock.set('2027-06-15T06:30:00Z'); // Tuesday 15 June, India
    try {
      const data = await dashboard(finance);
      expect(data.week).toEqual({ from: '2027-06-14', to: '2027-06-15' });
      expect(data.year).toEqual({ from: '2027-04-01', to: '2027-06-15', label: '2027-28' });
      expect(data.month).toEqual({ from: '2027-06-01', to: '2027-06-30' });
      const used = data.programs.filter((p) => p.year.count);
      expect(used).toEqual(expected.programs.filter((p) => p.year.count).map((p) => ({ ...p, week: fig(0) })));
      expect(data.programs.find((p) => p.program_id === 1)!.year).toEqual(fig(2, [inr(400), usd(60)]));
      expect(data.funds.find((f) => f.fund === 'mandir')).toEqual({ fund: 'mandir', label: 'Matangi Mandir', week: fig(0), year: fig(1, [inr(3000)]) });
      expect(data.events).toEqual([]);
      // Waiting payments and refunds due are not of a period: they stay until settled.
      expect(data.payments_waiting).toEqual(expected.payments_waiting);
      expect(data.refunds_due).toEqual(expected.refunds_due);
    } finally {
      clock.set('2027-04-01T06:30:00Z');
    }
  });

  it('a refund recorded takes the order off the refunds due', async () => {
    const before = await dashboard(finance);
    await ctx.db.query(`UPDATE donations SET refund_due_minor = 0 WHERE category = 'neerukku'`);
    const after = await dashboard(finance);
    expect(after.refunds_due).toEqual(fig(before.refunds_due.count - 1, [inr(1000), usd(10)]));
  });

  it('money held leaves out a cancelled, refunded registration and takes off refunds recorded against a payment', async () => {
    const before = (await dashboard(finance)).programs.find((p) => p.program_id === 1)!;
    expect(before.week).toEqual(fig(3, [inr(1400), usd(60)]));
    // This week: ₹3,000 paid, then the registration cancelled and its ₹3,000 refunded (the trial's case).
    const gone = await registration({ event: { id: ids.e1, program_id: 1 }, status: 'cancelled', total: 300_000, paid: 300_000, at: '2027-03-31T20:00:00Z', cancelled: true });
    await attempt({ registration: gone, status: 'success', amount: 300_000, at: '2027-03-31T20:00:00Z' });
    await ctx.db.query(
      `INSERT INTO payment_refunds (attempt_id, amount_minor, currency, method, refunded_on)
       SELECT id, 300000, 'INR', 'upi', '2027-04-01' FROM payment_attempts WHERE registration_id = $1`,
      [gone.id],
    );
    // The USD registration's $10 paid twice, refunded: $50 is held of the $60 received.
    await ctx.db.query(
      `INSERT INTO payment_refunds (attempt_id, amount_minor, currency, method, refunded_on)
       SELECT a.id, 1000, 'USD', 'gateway', '2027-04-01' FROM payment_attempts a JOIN events e ON e.id = $1
        JOIN registrations r ON r.id = a.registration_id AND r.event_id = e.id WHERE a.amount_minor = 1000`,
      [ids.e2],
    );
    const after = (await dashboard(finance)).programs.find((p) => p.program_id === 1)!;
    expect(after.week).toEqual(fig(3, [inr(1400), usd(50)]));
    expect(after.year).toEqual(fig(2, [inr(400), usd(50)]));
  });
});
