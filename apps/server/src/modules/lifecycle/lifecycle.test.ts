import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { jobNamed } from '../../jobs.ts';
import { addIsoDays, testClock } from '../../lib/clock.ts';
import { createEvent } from '../../seed/factories.ts';
import { createAttempt, createRegistration } from '../donations/test-data.ts';
import { devotee } from '../payments/test-helpers.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { SAFE_PRODUCTION } from '../../test/production-env.ts';
import { LIFECYCLE_JOB } from './routes.ts';
import { buildServices } from '../../services.ts';

/**
 * The lifecycle job with a clock the test sets. Dates are counted from the real today so that the
 * rules that still read the real date (registration open, Pay Now) agree with the clock.
 */
const start = addIsoDays(todayIso(), 30);
const end = addIsoDays(start, 2);
/** Midnight in India is 18:30 UTC the day before. */
const istMidnight = (isoDate: string) => `${addIsoDays(isoDate, -1)}T18:30:00.000Z`;
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1000);

const clock = testClock(`${addIsoDays(start, -5)}T06:00:00Z`);
let ctx: TestContext;
let eventId: number;
let oneDayId: number;
let cancelledId: number;

beforeAll(async () => {
  ctx = await startTestApp({}, () => ({ clock }));
  eventId = (await createEvent(ctx.db, { program_id: 1, event_date: start, end_date: end, event_name: 'Lifecycle Ulchemy' })).id;
  oneDayId = (await createEvent(ctx.db, { program_id: 4, event_date: start, event_name: 'One Day Kaivalya' })).id;
  cancelledId = (await createEvent(ctx.db, { program_id: 1, event_date: start, status: 'cancelled', event_name: 'Cancelled Ulchemy' })).id;
});
afterAll(() => ctx.close());

const runJob = () => jobNamed(ctx.app.jobs, LIFECYCLE_JOB)!.run();
const statusOf = async (id: number) => (await ctx.db.one<{ status: string }>('SELECT status FROM events WHERE id = $1', [id]))!.status;

describe('event lifecycle by the IST date', () => {
  it('moves an event through its states on the right days, around midnight in India', async () => {
    clock.set(justBefore(istMidnight(start)));
    await runJob();
    expect(await statusOf(eventId)).toBe('notstarted');

    clock.set(istMidnight(start));
    await runJob();
    expect(await statusOf(eventId)).toBe('ongoing');
    expect(await statusOf(oneDayId)).toBe('ongoing');

    // The last day is still on: a three-day event stays ongoing until its end date is over in India.
    clock.set(justBefore(istMidnight(addIsoDays(end, 1))));
    await runJob();
    expect(await statusOf(eventId)).toBe('ongoing');
    expect(await statusOf(oneDayId)).toBe('completed');

    clock.set(istMidnight(addIsoDays(end, 1)));
    await runJob();
    expect(await statusOf(eventId)).toBe('completed');
    // A cancelled event never moves.
    expect(await statusOf(cancelledId)).toBe('cancelled');
  });

  it('moves nothing twice: a second run on the same day changes nothing', async () => {
    const again = await buildServices(ctx.deps).lifecycle.advance();
    expect(again).toEqual({ ongoing: [], completed: [] });
  });

  it('an event found long past is completed at once, never left ongoing', async () => {
    const past = (await createEvent(ctx.db, { program_id: 2, event_date: addIsoDays(start, -3), end_date: addIsoDays(start, -1) })).id;
    await runJob();
    expect(await statusOf(past)).toBe('completed');
  });
});

describe('the lists and feedback follow the status', () => {
  it('Current while the event is ahead or on, History with Give FeedBack once completed, and feedback is forced at login', async () => {
    const localClock = testClock(`${addIsoDays(start, -5)}T06:00:00Z`);
    const app = await startTestApp({}, () => ({ clock: localClock }));
    try {
      const event = await createEvent(app.db, { program_id: 1, event_date: start, end_date: end, event_name: 'Followed Ulchemy' });
      const me = await devotee(app);
      const paid = await createRegistration(app.db, { user_id: me.user.id, event_id: event.id, status: 'success' });
      await createAttempt(app.db, { user_id: me.user.id, purpose: 'registration', registration_id: paid.id, amount_minor: paid.total_minor });
      const list = async (which: 'current' | 'history') =>
        (await app.app.inject({ method: 'GET', url: `/api/${which}/list`, headers: me.headers })).json().data as Array<{
          id: number;
          event_status: string;
          pay_status: string;
          feedback: number;
        }>;
      const login = async () => (await app.app.inject({ method: 'POST', url: '/api/login', payload: { username: me.mobile, password: 'password123' } })).json();
      const detail = async () =>
        (await app.app.inject({ method: 'POST', url: '/api/register/detail', headers: me.headers, payload: { register_id: paid.id } })).json().data;
      const lifecycle = buildServices(app.deps).lifecycle;

      expect((await list('current')).map((r) => [r.id, r.event_status])).toEqual([[paid.id, 'notstarted']]);
      expect(await list('history')).toEqual([]);
      expect((await login()).reg_id).toBe(0);

      localClock.set(istMidnight(start));
      await lifecycle.advance();
      expect((await list('current')).map((r) => [r.id, r.event_status])).toEqual([[paid.id, 'ongoing']]);
      expect((await login()).reg_id).toBe(0);

      localClock.set(istMidnight(addIsoDays(end, 1)));
      const moved = await lifecycle.advance();
      expect(moved.completed).toEqual([event.id]);
      expect(await list('current')).toEqual([]);
      const [row] = await list('history');
      // The web shows 'Give FeedBack' for exactly this: paid, completed, no feedback (canGiveFeedback).
      expect(row).toMatchObject({ id: paid.id, event_status: 'completed', pay_status: 'success', feedback: 0 });
      // Login hands the web the registration whose feedback is owed: the forced-feedback redirect.
      expect(await login()).toMatchObject({ reg_id: paid.id, regprogram_id: 1 });
      // Pay Now is closed after the event.
      expect((await detail()).event_close).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('asks the paid participants of a completed event for feedback, once, from 09:00 in India', async () => {
    const localClock = testClock(`${addIsoDays(start, -5)}T06:00:00Z`);
    const app = await startTestApp({}, () => ({ clock: localClock }));
    try {
      const event = await createEvent(app.db, { program_id: 1, event_date: start, event_name: 'Feedback Ulchemy' });
      const paid = await devotee(app);
      const unpaid = await devotee(app);
      const paidReg = await createRegistration(app.db, { user_id: paid.user.id, event_id: event.id, status: 'success' });
      await createRegistration(app.db, { user_id: unpaid.user.id, event_id: event.id, status: 'paylater', paid_minor: 0 });
      const lifecycle = buildServices(app.deps).lifecycle;

      localClock.set(istMidnight(addIsoDays(start, 1)));
      await lifecycle.advance();
      await lifecycle.advance();
      const rows = await app.db.query<{ user_id: number; kind: string; channel: string; subject_ref: string; next_attempt_at: Date }>(
        'SELECT user_id, kind, channel, subject_ref, next_attempt_at FROM messages ORDER BY channel',
      );
      expect(rows.map((r) => [r.user_id, r.kind, r.channel, r.subject_ref])).toEqual([
        [paid.user.id, 'feedback-request', 'email', `registration:${paidReg.id}`],
        [paid.user.id, 'feedback-request', 'sms', `registration:${paidReg.id}`],
      ]);
      // Completed just after midnight: the request waits for the morning.
      expect(new Date(rows[0]!.next_attempt_at).toISOString()).toBe(new Date(`${addIsoDays(start, 1)}T09:00:00+05:30`).toISOString());
    } finally {
      await app.close();
    }
  });
});

describe('running a job at once in development', () => {
  it('POST /api/dev/jobs/events-lifecycle/run moves the events due; an unknown job is 404', async () => {
    // The clock of this file's first app stands where the first test left it: after the event.
    const app = await startTestApp({}, () => ({ clock }));
    try {
      const past = (await createEvent(app.db, { program_id: 1, event_date: start, end_date: start })).id;
      const res = await app.app.inject({ method: 'POST', url: `/api/dev/jobs/${LIFECYCLE_JOB}/run` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: 1 });
      expect((await app.db.one<{ status: string }>('SELECT status FROM events WHERE id = $1', [past]))!.status).toBe('completed');
      // Like the outbox: another machine is refused (lib/dev-tools.ts).
      const remote = await app.app.inject({ method: 'POST', url: `/api/dev/jobs/${LIFECYCLE_JOB}/run`, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      const unknown = await app.app.inject({ method: 'POST', url: '/api/dev/jobs/no-such-job/run' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: 0 });
    } finally {
      await app.close();
    }
  });

  it('is not there in production', async () => {
    const app = await startTestApp(SAFE_PRODUCTION);
    try {
      const res = await app.app.inject({ method: 'POST', url: `/api/dev/jobs/${LIFECYCLE_JOB}/run` });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('cancelled events', () => {
  it('their registrations show Cancelled under Current Events until the day passes, then History, without Give FeedBack or forced feedback; the clock closes registration', async () => {
    const localClock = testClock(`${addIsoDays(start, -5)}T06:00:00Z`);
    const app = await startTestApp({}, () => ({ clock: localClock }));
    try {
      const event = await createEvent(app.db, { program_id: 1, event_date: start, event_name: 'Cancelled Retreat' });
      const me = await devotee(app);
      const reg = await createRegistration(app.db, { user_id: me.user.id, event_id: event.id, status: 'success' });
      const list = async (which: 'current' | 'history') =>
        (await app.app.inject({ method: 'GET', url: `/api/${which}/list`, headers: me.headers })).json().data as Array<{ id: number; event_status: string }>;
      expect((await list('current')).map((r) => r.id)).toEqual([reg.id]);

      // The status the back office's cancel action sets (cancel.test.ts walks the action itself).
      await app.db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [event.id]);
      // Until its day has passed it stays under Current Events, marked cancelled, then moves to History.
      expect((await list('current')).map((r) => [r.id, r.event_status])).toEqual([[reg.id, 'cancelled']]);
      expect(await list('history')).toEqual([]);
      localClock.set(istMidnight(addIsoDays(start, 1)));
      await buildServices(app.deps).lifecycle.advance();
      expect(await list('current')).toEqual([]);
      expect((await list('history')).map((r) => [r.id, r.event_status])).toEqual([[reg.id, 'cancelled']]);
      const login = await app.app.inject({ method: 'POST', url: '/api/login', payload: { username: me.mobile, password: 'password123' } });
      expect(login.json().reg_id).toBe(0);
      expect(await app.db.query(`SELECT 1 FROM messages WHERE kind = 'feedback-request'`)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('registration and Pay Now read the same clock: an event whose day has come takes no new registration', async () => {
    const localClock = testClock(`${addIsoDays(start, -5)}T06:00:00Z`);
    const app = await startTestApp({}, () => ({ clock: localClock }));
    try {
      const event = await createEvent(app.db, { program_id: 1, event_date: start, event_name: 'Clocked Retreat' });
      const price = () => app.app.inject({ method: 'GET', url: `/api/estimate/price/${event.id}` });
      expect((await price()).json().success).toBe(1);
      localClock.set(istMidnight(addIsoDays(start, 1)));
      const late = await price();
      expect(late.json()).toMatchObject({ success: 0 });
    } finally {
      await app.close();
    }
  });
});
