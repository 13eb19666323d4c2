import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contract/calls';
import { callUrl } from '@portal/contract/call';
import { todayIso } from '@portal/contract/fields';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';

/**
 * Staff pick an event by what they remember of it (name, date, city, program), never its number;
 * a registration shows the participant's own details to the roles that organise the event.
 */
const { ctx, owner, coordinator, finance, editor } = useStaffTestApp();
const today = todayIso();
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const choices = async (headers: Headers, query: Record<string, unknown>) => {
  const res = await get(callUrl(calls.adminEventChoices, undefined, query), headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ id: number; event_name: string; event_date: string; city_name: string; program_name: string }>;
};

describe('GET admin/event-choices', () => {
  it('finds events by name, city, date (DD/MM/YYYY) or program, coming events first; every staff role may ask', async () => {
    const later = await createEvent(ctx.db, { program_id: 3, event_name: 'Divija Pournami Satsang', city_name: 'Madurai', event_date: addDays(today, 40) });
    const sooner = await createEvent(ctx.db, { program_id: 3, event_name: 'Divija Pournami Retreat', city_name: 'Salem', event_date: addDays(today, 10) });
    const past = await createEvent(ctx.db, { program_id: 3, event_name: 'Divija Pournami of last year', city_name: 'Madurai', event_date: addDays(today, -300) });

    const byName = await choices(coordinator, { q: 'pournami' });
    expect(byName.map((e) => e.id)).toEqual([sooner.id, later.id, past.id]);
    expect(byName[0]).toMatchObject({ event_name: 'Divija Pournami Retreat', city_name: 'Salem', event_date: sooner.event_date, program_name: expect.any(String) });

    expect((await choices(finance, { q: 'pournami madurai' })).map((e) => e.id)).toEqual([later.id, past.id]);
    const [y, m, d] = later.event_date.split('-');
    expect((await choices(editor, { q: `${d}/${m}/${y}` })).map((e) => e.id)).toContain(later.id);
    expect((await choices(owner, { q: String(past.id) })).map((e) => e.id)).toContain(past.id);
    expect(await choices(owner, { q: 'no such event anywhere' })).toEqual([]);
  });

  it('names the event already chosen first, whatever is typed', async () => {
    const chosen = await createEvent(ctx.db, { event_name: 'Kaivalya Silence Week', event_date: addDays(today, 5) });
    const list = await choices(coordinator, { q: '', id: String(chosen.id) });
    expect(list[0]!.id).toBe(chosen.id);
  });

  it('refuses a caller without a staff session', async () => {
    expect((await get(callUrl(calls.adminEventChoices, undefined, { q: 'x' }), {})).statusCode).toBe(401);
  });
});

describe("a registration's participant details", () => {
  it('shows date of birth, gender and emergency contacts to owner and coordinator, not to finance', async () => {
    const event = await createEvent(ctx.db, { price_minor: 100_000, event_date: addDays(today, 20) });
    const person = await devotee(ctx);
    await ctx.db.query(`UPDATE users SET dob = '1990-04-12', gender = 'Female' WHERE id = $1`, [person.user.id]);
    const txn = await registerTxn(ctx, person.headers, { event_id: event.id, payment_mode: 'full' });
    await payThroughSandbox(ctx, txn, 'success');
    const id = (await attemptRow(ctx, txn))!.registration_id!;
    await ctx.db.query(
      `UPDATE registrations SET details = '{"emergency_contact1":"9876543210","emergency_relation1":"Sister","emergency_contact2":"","surgery":"No"}' WHERE id = $1`,
      [id],
    );
    const url = callUrl(calls.adminRegistration, { id });
    for (const who of [owner, coordinator]) {
      const data = (await get(url, who)).json().data;
      expect(data.participant).toEqual({ date_of_birth: '1990-04-12', gender: 'Female', emergency_contacts: [{ phone: '9876543210', relation: 'Sister' }] });
      expect(data.form_answers).toMatchObject({ surgery: 'No' });
    }
    const forFinance = (await get(url, finance)).json().data;
    expect(forFinance.participant).toBeNull();
    expect(forFinance.form_answers).toBeNull();
    expect(forFinance.registration.paid).toBe(1000);
  });
});
