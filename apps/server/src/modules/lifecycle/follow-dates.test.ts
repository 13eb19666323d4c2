import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { createRegistration } from '../donations/test-data.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * An event's status follows its dates at once: saving new dates re-evaluates it in the same
 * request, and staff run the lifecycle of one event from its page (audited). Feedback requests go
 * to those who came: checked in where the event used check-in, otherwise paid in full.
 */
const { ctx, owner, coordinator, finance, editor, ids } = useStaffTestApp();

const today = todayIso();
const statusOf = async (id: number) => (await ctx.db.one<{ status: string }>('SELECT status FROM events WHERE id = $1', [id]))!.status;
const patch = (id: number, headers: Headers, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/admin/events/${id}`, headers, payload });
const runNow = (id: number, headers: Headers) => ctx.app.inject({ method: 'POST', url: `/api/admin/events/${id}/lifecycle`, headers });
const feedbackTo = (eventId: number) =>
  ctx.db.query<{ user_id: number; channel: string }>(
    `SELECT m.user_id, m.channel FROM messages m JOIN registrations r ON m.subject_ref = 'registration:' || r.id
      WHERE m.kind = 'feedback-request' AND r.event_id = $1 ORDER BY m.user_id, m.channel`,
    [eventId],
  );

describe("editing an event's dates", () => {
  it('moves its status in the same request: ongoing when it starts today, back to not started when moved ahead, completed when past', async () => {
    const event = await createEvent(ctx.db, { program_id: 1, event_date: addDays(today, 10), event_name: 'Moved Retreat' });
    const res = await patch(event.id, editor, { event_date: today, end_date: addDays(today, 2) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ongoing');
    expect(await statusOf(event.id)).toBe('ongoing');

    // A date entered by mistake and corrected: the event is not on yet after all.
    expect((await patch(event.id, editor, { event_date: addDays(today, 3), end_date: addDays(today, 4) })).json().data.status).toBe('notstarted');

    expect((await patch(event.id, editor, { event_date: addDays(today, -3), end_date: addDays(today, -1) })).json().data.status).toBe('completed');
  });

  it('a change that is not of dates, or of a cancelled event, leaves the status alone', async () => {
    const cancelled = await createEvent(ctx.db, { program_id: 1, event_date: addDays(today, 5), status: 'cancelled' });
    expect((await patch(cancelled.id, editor, { event_date: addDays(today, -5), end_date: addDays(today, -4) })).json().data.status).toBe('cancelled');
    const named = await createEvent(ctx.db, { program_id: 1, event_date: addDays(today, 5) });
    expect((await patch(named.id, editor, { event_name: 'Renamed' })).json().data.status).toBe('notstarted');
  });

  it('an event created with dates already begun starts ongoing', async () => {
    await createEvent(ctx.db, { program_id: 2, event_date: addDays(today, 30) }); // the program's row
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: editor,
      payload: { program_id: 2, event_name: 'Started already', event_date: today, currency: 'INR', event_price: 0, discount_percent: 0, early_bird_amount: 0, advance_amount: 0, published: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ongoing');
  });
});

describe('POST admin/events/:id/lifecycle (run lifecycle now)', () => {
  it('sets the status from the dates at once and audits it, for an owner and a coordinator', async () => {
    const event = await createEvent(ctx.db, { program_id: 1, event_date: addDays(today, -1), end_date: addDays(today, 1) });
    const res = await runNow(event.id, coordinator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.lifecycleRan, data: { event_id: event.id, before: 'notstarted', status: 'ongoing' } });
    expect(await statusOf(event.id)).toBe('ongoing');
    // Run again: nothing to move, still answered and audited.
    expect((await runNow(event.id, owner)).json().data).toEqual({ event_id: event.id, before: 'ongoing', status: 'ongoing' });
    const audit = await ctx.db.query<{ staff_id: number; before: unknown; after: unknown }>(
      `SELECT staff_id, before, after FROM audit_log WHERE action = 'run-lifecycle' AND entity = 'events' AND entity_id = $1 ORDER BY id`,
      [String(event.id)],
    );
    expect(audit).toEqual([
      { staff_id: ids.coordinator, before: { status: 'notstarted' }, after: { status: 'ongoing' } },
      { staff_id: ids.owner, before: { status: 'ongoing' }, after: { status: 'ongoing' } },
    ]);
  });

  it('refuses an editor and finance (403) and changes nothing; an unknown event is 404', async () => {
    const event = await createEvent(ctx.db, { program_id: 1, event_date: addDays(today, -1) });
    expect((await runNow(event.id, editor)).statusCode).toBe(403);
    expect((await runNow(event.id, finance)).statusCode).toBe(403);
    expect(await statusOf(event.id)).toBe('notstarted');
    const unknown = await runNow(987_654, owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: 0, message: MESSAGES.eventNotFound });
  });
});

describe('feedback goes to those who came', () => {
  async function eventWith(states: Array<{ status: 'success' | 'partialpay' | 'paylater' | 'cancelled'; attended: boolean }>) {
    const event = await createEvent(ctx.db, { program_id: 1, event_date: addDays(today, -2), end_date: addDays(today, -1) });
    const people = [];
    for (const s of states) {
      const person = await devotee(ctx);
      const reg = await createRegistration(ctx.db, { user_id: person.user.id, event_id: event.id, status: s.status, ...(s.status === 'partialpay' ? { paid_minor: 300_000 } : {}) });
      if (s.attended) await ctx.db.query('UPDATE registrations SET attended_at = now() WHERE id = $1', [reg.id]);
      people.push({ ...person, reg });
    }
    return { event, people };
  }
  const channels = (userId: number) => [
    { user_id: userId, channel: 'email' },
    { user_id: userId, channel: 'sms' },
  ];

  it('where the event used check-in, attendance decides: the part-paid devotee who came is asked, the paid no-show is not', async () => {
    const { event, people } = await eventWith([
      { status: 'success', attended: false },
      { status: 'partialpay', attended: true },
      { status: 'success', attended: true },
      { status: 'cancelled', attended: true },
    ]);
    await buildServices(ctx.deps).lifecycle.followDates(ctx.db, event.id);
    const [noShow, partCame, paidCame] = people;
    expect(await feedbackTo(event.id)).toEqual([...channels(partCame!.user.id), ...channels(paidCame!.user.id)].sort((a, b) => a.user_id - b.user_id));
    // The history list offers Give FeedBack, and the form takes it, by the same rule.
    const list = async (p: typeof noShow) => (await ctx.app.inject({ method: 'GET', url: '/api/history/list', headers: p!.headers })).json().data[0];
    expect(await list(partCame)).toMatchObject({ id: partCame!.reg.id, came: 1 });
    expect(await list(noShow)).toMatchObject({ id: noShow!.reg.id, came: 0 });
    const login = async (p: typeof noShow) => (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: p!.mobile, password: 'password123' } })).json().reg_id;
    expect(await login(partCame)).toBe(partCame!.reg.id);
    expect(await login(noShow)).toBe(0);
  });

  it('without check-in, payment decides: paid in full is asked, part-paid and pay-later are not', async () => {
    const { event, people } = await eventWith([
      { status: 'success', attended: false },
      { status: 'partialpay', attended: false },
      { status: 'paylater', attended: false },
    ]);
    await runNow(event.id, owner);
    expect(await feedbackTo(event.id)).toEqual(channels(people[0]!.user.id));
  });
});
