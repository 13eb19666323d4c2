import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import type { MessageKind } from '@portal/contract/notifications';
import { addIsoDays } from '../../lib/clock.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createRegistration } from '../donations/test-data.ts';
import { devotee } from '../payments/test-helpers.ts';
import type { MessagesService } from './service.ts';
import { buildServices } from '../../services.ts';

/**
 * Every message gives the event's own time (India, English and Tamil), and so do the calendar file
 * and /eventdetail: the program's "Timing" only when the event has no times.
 */
let ctx: TestContext;
let messages: MessagesService;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://portal.example.org' });
  messages = buildServices(ctx.deps).messages;
});
afterAll(() => ctx.close());

const day = addIsoDays(todayIso(), 20);
const dmy = (iso: string) => iso.split('-').reverse().join('/');
/** Kinds about a registration that show the event (the payment and offer kinds share their making). */
const KINDS: MessageKind[] = ['registration-received', 'details-form-request', 'balance-reminder', 'event-reminder', 'event-cancelled'];

/** An event of a program whose timing says 6:00 AM - 8:00 PM, with the given times, and a registration of a devotee in `lang`. */
async function setUp(times: { start_time: string | null; end_time: string | null; end_date?: string }, lang: 0 | 1 = 0) {
  const event = await createEvent(ctx.db, { program_id: 3, event_date: day, event_name: 'Timed Divija Camp', price_minor: 500_000 });
  await ctx.db.query(`UPDATE programs SET timing = '6:00 AM - 8:00 PM', timing_ta = 'காலை 6 முதல் இரவு 8 வரை' WHERE id = 3`);
  await ctx.db.query('UPDATE events SET start_time = $2, end_time = $3, end_date = $4 WHERE id = $1', [event.id, times.start_time, times.end_time, times.end_date ?? null]);
  const me = await devotee(ctx);
  await ctx.db.query('UPDATE users SET language = $2 WHERE id = $1', [me.user.id, lang]);
  const reg = await createRegistration(ctx.db, { user_id: me.user.id, event_id: event.id, status: 'partialpay', paid_minor: 100_000 });
  await ctx.db.tx(async (q) => {
    for (const kind of KINDS) await messages.queueMessage(q, { kind, userId: me.user.id, subject: `registration:${reg.id}`, registrationId: reg.id });
  });
  const stored = await ctx.db.query<{ kind: string; channel: string; data: Record<string, unknown> & { event_time?: string } }>(
    'SELECT kind, channel, data FROM messages WHERE user_id = $1 ORDER BY id',
    [me.user.id],
  );
  return { me, reg, event, stored };
}

const outboxOf = async (recipient: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data.filter((m: { recipient: string }) => m.recipient === recipient) as Array<{
    channel: string;
    subject: string;
    body: string;
    meta: { attachments?: Array<{ filename: string; content?: string }> };
  }>;

describe("the event's own time in every message", () => {
  it('an event at 09:00-17:30: every kind says 9:00 AM - 5:30 PM, never the program timing; the email and the reminder SMS show it', async () => {
    const { me, stored } = await setUp({ start_time: '09:00', end_time: '17:30' });
    expect(stored).toHaveLength(KINDS.length * 2);
    for (const m of stored) expect([m.kind, m.data.event_time]).toEqual([m.kind, '9:00 AM - 5:30 PM']);

    await messages.deliverDue();
    const sent = await outboxOf(me.user.email);
    const reminder = sent.find((m) => m.subject.startsWith('Tomorrow:'))!;
    expect(reminder.body).toContain('Time (India): 9:00 AM - 5:30 PM');
    expect(reminder.body).not.toContain('6:00 AM');
    const sms = (await outboxOf(me.mobile)).map((m) => m.body);
    expect(sms.find((b) => b.includes('is tomorrow'))).toContain(`is tomorrow, ${dmy(day)}, 9:00 AM.`);
  });

  it('in Tamil: காலை 9:00 - மாலை 5:30', async () => {
    const { stored } = await setUp({ start_time: '09:00', end_time: '17:30' }, 1);
    expect(new Set(stored.map((m) => m.data.event_time))).toEqual(new Set(['காலை 9:00 - மாலை 5:30']));
  });

  it('several days: from the first day\'s start to the last day\'s end, in English and Tamil', async () => {
    const last = addIsoDays(day, 2);
    const en = await setUp({ start_time: '09:00', end_time: '17:30', end_date: last });
    expect(en.stored[0]!.data.event_time).toBe(`From 9:00 AM on ${dmy(day)} until 5:30 PM on ${dmy(last)}`);
    const ta = await setUp({ start_time: '09:00', end_time: '17:30', end_date: last }, 1);
    expect(ta.stored[0]!.data.event_time).toBe(`${dmy(day)} காலை 9:00 முதல் ${dmy(last)} மாலை 5:30 வரை`);
  });

  it("an event without times: the program's timing, in the devotee's language", async () => {
    expect((await setUp({ start_time: null, end_time: null })).stored[0]!.data.event_time).toBe('6:00 AM - 8:00 PM');
    expect((await setUp({ start_time: null, end_time: null }, 1)).stored[0]!.data.event_time).toBe('காலை 6 முதல் இரவு 8 வரை');
  });
});

describe('the calendar file and /eventdetail', () => {
  const calendar = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/registration/${id}/calendar`, headers });

  it("the .ics runs from 09:00 India time (03:30 UTC) on the first day to 17:30 (12:00 UTC) on the last", async () => {
    const last = addIsoDays(day, 2);
    const { me, reg, stored } = await setUp({ start_time: '09:00', end_time: '17:30', end_date: last });
    const ics = (await calendar(reg.id, me.headers)).body;
    expect(ics).toContain(`DTSTART:${day.replaceAll('-', '')}T033000Z`);
    expect(ics).toContain(`DTEND:${last.replaceAll('-', '')}T120000Z`);
    // The reminder's attachment is made from the same hours.
    const reminder = stored.find((m) => m.kind === 'event-reminder')!.data;
    expect(reminder).toMatchObject({ attach: 'calendar', event_start_iso: day, event_end_iso: last, event_start_time: '09:00', event_end_time: '17:30' });
  });

  it('an event without times is whole days', async () => {
    const { me, reg } = await setUp({ start_time: null, end_time: null });
    const ics = (await calendar(reg.id, me.headers)).body;
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${addIsoDays(day, 1).replaceAll('-', '')}`);
  });

  it("register/detail answers the event's times and the program's timing for the page to say", async () => {
    const { me, reg } = await setUp({ start_time: '09:00', end_time: '17:30' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register/detail', headers: me.headers, payload: { register_id: reg.id } });
    expect(res.json().data).toMatchObject({
      event_date: day,
      end_date: '',
      start_time: '09:00',
      end_time: '17:30',
      program_timing: '6:00 AM - 8:00 PM',
      program_timing_ta: 'காலை 6 முதல் இரவு 8 வரை',
    });
  });
});
