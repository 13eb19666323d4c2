import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { createRegistration } from '../donations/test-data.ts';
import {
  attemptRow,
  devotee,
  payThroughSandbox,
  registerTxn,
  registrationRow,
  type Headers,
} from '../payments/test-helpers.ts';

/**
 * Cancelling an event: its status, its registrations (shown 'cancelled' to the
 * devotee), money paid made a refund due or forfeit, seats and waiting list cleared, one
 * 'event-cancelled' message per registrant and channel, audit rows; who may, and the refusals.
 */
const { ctx, owner, coordinator, finance, editor, ids } = useStaffTestApp();

const today = todayIso();
const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const cancel = (
  eventId: number,
  headers: Headers,
  payload: object = { reason: 'The venue is flooded', paid_money: 'refund_due' },
) => post(`/api/admin/events/${eventId}/cancel`, headers, payload);
const statusOf = async (id: number) =>
  (await ctx.db.one<{ status: string }>('SELECT status FROM events WHERE id = $1', [id]))!.status;
const cancelMessages = (eventId: number) =>
  ctx.db.query<{ user_id: number; channel: string; subject_ref: string; data: Record<string, unknown> }>(
    `SELECT m.user_id, m.channel, m.subject_ref, m.data FROM messages m JOIN registrations r ON m.subject_ref = 'registration:' || r.id
      WHERE m.kind = 'event-cancelled' AND r.event_id = $1 ORDER BY m.id`,
    [eventId],
  );

/** A registration of a devotee for `eventId`: paid in full, in part (advance), or left pending. */
async function registrant(eventId: number, state: 'full' | 'advance' | 'pending') {
  const person = await devotee(ctx);
  const txn = await registerTxn(ctx, person.headers, {
    event_id: eventId,
    payment_mode: state === 'advance' ? 'advance' : 'full',
  });
  if (state !== 'pending') await payThroughSandbox(ctx, txn, 'success');
  return { person, id: (await attemptRow(ctx, txn))!.registration_id! };
}

/** An event priced ₹15,000 (₹5,000 advance) with three seats. */
async function newEvent(overrides: Parameters<typeof createEvent>[1] = {}) {
  const event = await createEvent(ctx.db, { price_minor: 1_500_000, advance_minor: 500_000, event_date: addDays(today, 20), ...overrides });
  await ctx.db.query('UPDATE events SET capacity = 3 WHERE id = $1', [event.id]);
  return event;
}

describe('POST admin/events/:id/cancel: who may', () => {
  it('refuses an editor and finance (403), a caller without a staff session and a devotee (401)', async () => {
    const event = await newEvent();
    for (const headers of [editor, finance]) {
      const res = await cancel(event.id, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
    }
    const none = await cancel(event.id, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().success).toBe(2);
    expect((await cancel(event.id, (await devotee(ctx)).headers)).statusCode).toBe(401);
    expect(await statusOf(event.id)).toBe('notstarted');
  });

  it('lets the owner cancel as well as a coordinator', async () => {
    const event = await newEvent();
    const res = await cancel(event.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 1,
      message: MESSAGES.eventCancelledDone,
      data: { event_id: event.id, registrations: 0, paid: 0, messages: 0 },
    });
  });
});

describe('POST admin/events/:id/cancel: consequences', () => {
  it('cancels the event and every registration, makes money paid a refund due, clears seats and waiting list, tells each registrant once', async () => {
    const event = await newEvent({ event_name: 'Cancelled Weekend Intensive' });
    const full = await registrant(event.id, 'full');
    const part = await registrant(event.id, 'advance');
    const pending = await registrant(event.id, 'pending');
    // The event is full: a fourth person waits.
    const waiting = await devotee(ctx);
    const join = await post('/api/waiting-list/join', waiting.headers, { event_id: event.id });
    expect(join.json().data.waiting_position).toBe(1);

    // Money was paid: staff must say what becomes of it; nothing changes meanwhile.
    const missing = await cancel(event.id, coordinator, { reason: 'The venue is flooded' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^paid_money: /);
    expect(await statusOf(event.id)).toBe('notstarted');
    expect((await registrationRow(ctx, full.id))!.status).toBe('success');

    const res = await cancel(event.id, coordinator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ event_id: event.id, registrations: 3, paid: 2, messages: 6 });
    expect(await statusOf(event.id)).toBe('cancelled');

    const rows = await ctx.db.query<{
      id: number;
      status: string;
      cancel_reason: string;
      cancelled_money: string | null;
      refund_due_minor: string;
      paid_minor: string;
    }>(
      'SELECT id, status, cancel_reason, cancelled_money, refund_due_minor::text, paid_minor::text FROM registrations WHERE event_id = $1 ORDER BY id',
      [event.id],
    );
    expect(
      rows.map((r) => [r.id, r.status, r.cancel_reason, r.cancelled_money, Number(r.refund_due_minor)]),
    ).toEqual([
      [full.id, 'cancelled', 'The venue is flooded', 'refund_due', 1_500_000],
      [part.id, 'cancelled', 'The venue is flooded', 'refund_due', 500_000],
      [pending.id, 'cancelled', 'The venue is flooded', null, 0],
    ]);

    const holds = await ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM seat_holds WHERE event_id = $1',
      [event.id],
    );
    expect(holds!.n).toBe(0);
    const places = await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM waiting_list WHERE event_id = $1 AND state IN ('waiting', 'offered')`,
      [event.id],
    );
    expect(places!.n).toBe(0);
    // Nobody was offered the freed seats.
    const offers = await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE kind = 'waitlist-offer' AND user_id = $1`,
      [waiting.user.id],
    );
    expect(offers!.n).toBe(0);

    const messages = await cancelMessages(event.id);
    expect(messages.map((m) => `${m.user_id}:${m.channel}`).sort()).toEqual(
      [full, part, pending].flatMap((r) => [`${r.person.user.id}:email`, `${r.person.user.id}:sms`]).sort(),
    );
    const toFull = messages.find((m) => m.user_id === full.person.user.id && m.channel === 'email')!;
    expect(toFull.data).toMatchObject({
      event_name: 'Cancelled Weekend Intensive',
      reason: 'The venue is flooded',
      refund: 'Rs. 15,000',
    });
    expect(messages.find((m) => m.user_id === pending.person.user.id)!.data).not.toHaveProperty('refund');

    // The devotee still finds the registration, marked cancelled, owing nothing.
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/current/list', headers: full.person.headers })
    ).json();
    expect(current.data).toEqual([
      expect.objectContaining({
        id: full.id,
        event_status: 'cancelled',
        pay_status: 'cancelled',
        payable: 0,
      }),
    ]);
    const history = (
      await ctx.app.inject({ method: 'GET', url: '/api/history/list', headers: full.person.headers })
    ).json();
    expect(history.data).toEqual([]);

    const audit = await ctx.db.query<{
      staff_id: number;
      action: string;
      entity: string;
      after: Record<string, unknown>;
    }>(
      `SELECT staff_id, action, entity, after FROM audit_log
        WHERE (entity = 'events' AND entity_id = $1) OR (entity = 'registrations' AND entity_id = ANY($2::text[])) ORDER BY id`,
      [String(event.id), [full.id, part.id, pending.id].map(String)],
    );
    expect(audit.map((a) => [a.entity, a.action, a.staff_id])).toEqual([
      ['registrations', 'cancel', ids.coordinator],
      ['registrations', 'cancel', ids.coordinator],
      ['registrations', 'cancel', ids.coordinator],
      ['events', 'cancel', ids.coordinator],
    ]);
    expect(audit[3]!.after).toMatchObject({
      status: 'cancelled',
      reason: 'The venue is flooded',
      paid_money: 'refund_due',
      registrations: 3,
    });

    // Twice: a clear refusal, and no second message.
    const again = await cancel(event.id, coordinator);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: 0, code: 'event_already_cancelled', message: MESSAGES.eventAlreadyCancelled });
    expect(await cancelMessages(event.id)).toHaveLength(6);
  });

  it('keeps money paid as forfeit when staff choose so, tells the devotee, and leaves a registration abandoned at the gateway alone', async () => {
    const event = await newEvent();
    const paid = await registrant(event.id, 'full');
    // Someone who left the gateway: their registration is already cancelled and stays untouched.
    const leaver = await devotee(ctx);
    const abandoned = await createRegistration(ctx.db, { user_id: leaver.user.id, event_id: event.id, status: 'cancelled', paid_minor: 0 });
    const res = await cancel(event.id, coordinator, { reason: 'Teacher unavailable', paid_money: 'forfeit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ registrations: 1, paid: 1, messages: 2 });
    expect((await ctx.db.one<{ cancel_reason: string | null }>('SELECT cancel_reason FROM registrations WHERE id = $1', [abandoned.id]))!.cancel_reason).toBeFalsy();
    const row = (await ctx.db.one<{ cancelled_money: string; refund_due_minor: string }>(
      'SELECT cancelled_money, refund_due_minor::text FROM registrations WHERE id = $1',
      [paid.id],
    ))!;
    expect(row).toEqual({ cancelled_money: 'forfeit', refund_due_minor: '0' });
    const [email] = await cancelMessages(event.id);
    expect(email!.data).toMatchObject({ forfeit: 'Rs. 15,000' });
    expect(email!.data).not.toHaveProperty('refund');
  });

  it('moves a cancelled event to History once its dates have passed', async () => {
    const event = await newEvent({
      event_date: addDays(today, -1),
      end_date: addDays(today, 1),
      status: 'ongoing',
    });
    const person = await devotee(ctx);
    const reg = await createRegistration(ctx.db, {
      user_id: person.user.id,
      event_id: event.id,
      status: 'pending',
      paid_minor: 0,
    });
    expect((await cancel(event.id, coordinator)).statusCode).toBe(200);
    const list = async (which: 'current' | 'history') =>
      (await ctx.app.inject({ method: 'GET', url: `/api/${which}/list`, headers: person.headers }))
        .json()
        .data.map((r: { id: number }) => r.id);
    // Its last day is still ahead: it stays under Current Events, marked cancelled.
    expect(await list('current')).toEqual([reg.id]);
    expect(await list('history')).toEqual([]);
    await ctx.db.query('UPDATE events SET event_date = $2, end_date = $2 WHERE id = $1', [
      event.id,
      addDays(today, -2),
    ]);
    expect(await list('current')).toEqual([]);
    expect(await list('history')).toEqual([reg.id]);
  });
});

describe('POST admin/events/:id/cancel: refusals', () => {
  it('refuses a completed event, an unknown event and a missing reason, changing nothing', async () => {
    const done = await newEvent({ event_date: addDays(today, -10), status: 'completed' });
    const completed = await cancel(done.id, coordinator);
    expect(completed.statusCode).toBe(422);
    expect(completed.json()).toEqual({ success: 0, code: 'event_completed_no_cancel', message: MESSAGES.eventCompletedNoCancel });
    expect(await statusOf(done.id)).toBe('completed');

    const unknown = await cancel(99_999_999, coordinator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.eventNotFound);

    const open = await newEvent();
    const noReason = await cancel(open.id, coordinator, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/^reason: /);
    const badChoice = await cancel(open.id, coordinator, { reason: 'Rain', paid_money: 'keep' });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().message).toMatch(/^paid_money: /);
    expect(await statusOf(open.id)).toBe('notstarted');
  });
});
