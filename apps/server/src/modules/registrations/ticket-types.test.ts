import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract/calls';
import { callUrl, type CallDef } from '@portal/contract/call';
import { SEAT_MESSAGES } from '@portal/contract/seats';
import { TICKET_TYPE_CODES } from '@portal/contract/ticket-types';
import { testClock } from '../../lib/clock.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { devotee, register, type Headers } from '../payments/test-helpers.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * Ticket types: the price breakdown follows the chosen type (an event without types keeps its own
 * price), a type's own seats are never oversold under many registrations at once, the types' seats
 * stay inside the event's capacity, and only finance or the owner change them (audited).
 */
const clock = testClock(new Date());
let ctx: TestContext;
let finance: Headers;
let coordinator: Headers;
beforeAll(async () => {
  ctx = await startTestApp({}, () => ({ clock }));
  finance = (await staffSession(ctx, 'finance')).headers;
  coordinator = (await staffSession(ctx, 'coordinator')).headers;
});
afterAll(() => ctx.close());

const send = (c: CallDef, headers: Headers, opts: { params?: Record<string, unknown>; body?: object; query?: string } = {}) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, opts.params) + (opts.query ?? ''), headers, ...(opts.body ? { payload: opts.body } : {}) });

async function eventWithSeats(capacity: number | null) {
  const e = await createEvent(ctx.db, { program_id: 3, price_minor: 1_000_000 });
  await ctx.db.query('UPDATE events SET capacity = $2 WHERE id = $1', [e.id, capacity]);
  return e.id;
}

async function addType(eventId: number, body: Record<string, unknown>, headers = finance) {
  const res = await send(calls.adminTicketTypeAdd, headers, { params: { id: eventId }, body });
  return res;
}

async function typesOf(eventId: number) {
  return (await send(calls.adminEventTicketTypes, finance, { params: { id: eventId } })).json().data.types as Array<{ id: number; name: string; seats: number | null; taken: number }>;
}

const registerFor = (headers: Headers, eventId: number, ticketTypeId?: number) =>
  register(ctx, headers, { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F', ...(ticketTypeId ? { ticket_type_id: ticketTypeId } : {}) });

describe('the price of a ticket type', () => {
  it("keeps the event's own price without types, follows the chosen type's price, early-bird and advance with them", async () => {
    const eventId = await eventWithSeats(null);
    const plain = (await send(calls.estimatePrice, {}, { params: { id: eventId } })).json();
    expect(plain).toMatchObject({ success: 1, event_price: 10000, total: 10000 });

    const until = new Date(clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect((await addType(eventId, { name: 'Residential', name_ta: 'தங்குமிடத்துடன்', price: 15000, early_bird_amount: 1000, early_bird_until: until, advance_amount: 5000 })).json().success).toBe(1);
    expect((await addType(eventId, { name: 'Non-residential', name_ta: 'தங்குமிடமின்றி', price: 6000 })).json().success).toBe(1);
    const [res, non] = await typesOf(eventId);

    const offered = (await send(calls.eventTicketTypes, {}, { params: { id: eventId } })).json().data;
    expect(offered).toEqual([
      { id: res!.id, name: 'Residential', name_ta: 'தங்குமிடத்துடன்', currency: 'INR', price: 15000, seats_left: null },
      { id: non!.id, name: 'Non-residential', name_ta: 'தங்குமிடமின்றி', currency: 'INR', price: 6000, seats_left: null },
    ]);
    const priced = (await send(calls.estimatePrice, {}, { params: { id: eventId }, query: `?ticket_type=${res!.id}` })).json();
    expect(priced).toMatchObject({ event_price: 15000, early_value: 1000, total: 14000, advance: 5000 });

    // With types, the breakdown and the registration name one; a type of another event is refused.
    const none = await send(calls.estimatePrice, {}, { params: { id: eventId } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: TICKET_TYPE_CODES.required, errors: { ticket_type_id: expect.any(String) } });
    const other = await eventWithSeats(null);
    const wrong = await send(calls.estimatePrice, {}, { params: { id: other }, query: `?ticket_type=${res!.id}` });
    expect(wrong.json()).toMatchObject({ code: TICKET_TYPE_CODES.unknown });

    // The registration's price is the type's, computed on the server; its type is kept.
    const p = await devotee(ctx);
    const reg = await registerFor(p.headers, eventId, non!.id);
    expect(reg.json().success).toBe(1);
    const row = await ctx.db.one<{ total_minor: string; ticket_type_id: number }>('SELECT total_minor, ticket_type_id FROM registrations WHERE id = $1', [reg.json().register_id]);
    expect(Number(row!.total_minor)).toBe(600_000);
    expect(row!.ticket_type_id).toBe(non!.id);

    // A hidden type takes nobody new.
    const hide = await send(calls.adminTicketTypeSave, finance, { params: { id: non!.id }, body: { name: 'Non-residential', price: 6000, hidden: true } });
    expect(hide.json().success).toBe(1);
    const q = await devotee(ctx);
    expect((await registerFor(q.headers, eventId, non!.id)).json()).toMatchObject({ code: TICKET_TYPE_CODES.unknown });
  });
});

describe("a type's own seats", () => {
  it("stay inside the event's capacity", async () => {
    const eventId = await eventWithSeats(10);
    expect((await addType(eventId, { name: 'Adult', price: 100, seats: 6 })).json().success).toBe(1);
    const over = await addType(eventId, { name: 'Child', price: 50, seats: 5 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: TICKET_TYPE_CODES.overCapacity, errors: { seats: expect.any(String) } });
    expect((await addType(eventId, { name: 'Child', price: 50, seats: 4 })).json().success).toBe(1);
    // A type without its own count shares the event's seats.
    expect((await addType(eventId, { name: 'Senior', price: 80 })).json().success).toBe(1);
  });

  it('are never oversold under 20 registrations at once; the other type still has the event\'s seats', async () => {
    const eventId = await eventWithSeats(8);
    await addType(eventId, { name: 'Residential', price: 100, seats: 3 });
    await addType(eventId, { name: 'Day', price: 50 });
    const [res, day] = await typesOf(eventId);
    const people = [];
    for (let i = 0; i < 20; i++) people.push(await devotee(ctx));
    const answers = await Promise.all(people.map((p) => registerFor(p.headers, eventId, res!.id)));
    const ok = answers.filter((r) => r.json().success === 1);
    const soldOut = answers.filter((r) => r.statusCode === 409 && r.json().code === TICKET_TYPE_CODES.soldOut);
    expect(ok).toHaveLength(3);
    expect(soldOut).toHaveLength(17);
    expect((await typesOf(eventId)).find((t) => t.id === res!.id)!.taken).toBe(3);

    // The event's remaining 5 seats go to the other type, then the event is full.
    const refused = people.filter((_, i) => answers[i]!.json().success !== 1);
    const more = await Promise.all(refused.slice(0, 7).map((p) => registerFor(p.headers, eventId, day!.id)));
    expect(more.filter((r) => r.json().success === 1)).toHaveLength(5);
    expect(more.filter((r) => r.statusCode === 409 && r.json().message === SEAT_MESSAGES.eventFull)).toHaveLength(2);
    const held = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM seat_holds WHERE event_id = $1 AND state IN ('held', 'kept')`, [eventId]);
    expect(held!.n).toBe(8);
  }, 120_000);
});

describe('who changes ticket types', () => {
  it('finance changes them (audited); a coordinator sees them read-only and is refused a change', async () => {
    const eventId = await eventWithSeats(null);
    const refused = await addType(eventId, { name: 'Adult', price: 100 }, coordinator);
    expect(refused.statusCode).toBe(403);
    expect((await addType(eventId, { name: 'Adult', price: 100 })).json().success).toBe(1);
    const seen = (await send(calls.adminEventTicketTypes, coordinator, { params: { id: eventId } })).json().data;
    expect(seen).toMatchObject({ can_edit: false, types: [{ name: 'Adult', price: 100 }] });
    const audit = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'ticket-type-add' AND entity = 'ticket_types'`);
    expect(audit!.n).toBeGreaterThan(0);
    const bad = await addType(eventId, { name: '', price: -5 });
    expect(bad.statusCode).toBe(400);
  });
});
