import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls, type CallName } from '@portal/contract/calls';
import { EVENT_FIELD_CODES, EVENT_FIELD_MESSAGES } from '@portal/contract/event-money';
import { STAFF_ROLES } from '@portal/contract/staff';
import { createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from './test-helpers.ts';
import { roleRows, roleTableMarkdown } from './role-table.ts';

/**
 * The role table of docs/decisions/staff.md, gone through: it is the call table's own (word for
 * word), and each row is tried with each role through the server (allowed: anything but 403;
 * refused: 403). Then the one rule finer than a call: an event's prices and money settings.
 */
const app = useStaffTestApp();

const DOC = path.resolve(import.meta.dirname, '../../../../../docs/decisions/staff.md');

/**
 * The call of a row that tries the gate without changing anything: a read, else a call naming a
 * row that does not exist, else one whose body is refused (the gate answers before the body is read).
 */
function probeOf(names: string[]): CallDef {
  const defs = names.map((n) => calls[n as CallName] as CallDef);
  return (
    defs.find((c) => c.method === 'GET') ??
    defs.find((c) => c.params) ??
    defs.find((c) => c.body && !c.multipart) ??
    defs[0]!
  );
}

function request(c: CallDef) {
  const params = c.params ? Object.fromEntries(Object.keys((c.params as unknown as { shape: object }).shape).map((k) => [k, '999999999'])) : undefined;
  return { method: c.method, url: callUrl(c, params), ...(c.method === 'GET' ? {} : { payload: {} }) };
}

describe('who may do what (docs/decisions/staff.md)', () => {
  it('the document carries the table the call table gives', () => {
    expect(readFileSync(DOC, 'utf8')).toContain(roleTableMarkdown());
  });

  const rows = roleRows();
  it.each(rows.map((r) => [`${r.group} (${r.kind}): ${r.calls.join(', ')}`, r] as const))('%s', async (_name, row) => {
    const probe = probeOf(row.calls);
    for (const role of STAFF_ROLES) {
      const res = await app.ctx.app.inject({ ...request(probe), headers: app[role] });
      const allowed = row.allowed.includes(role);
      if (allowed) expect(res.statusCode, `${role} on ${probe.method} ${probe.path}`).not.toBe(403);
      else expect(res.statusCode, `${role} on ${probe.method} ${probe.path}`).toBe(403);
    }
  });
});

describe("an event's prices and money settings are finance's and the owner's", () => {
  const update = (role: (typeof STAFF_ROLES)[number], id: number, body: object) =>
    app.ctx.app.inject({ method: 'PATCH', url: callUrl(calls.adminEventUpdate, { id }), headers: app[role], payload: body });

  it('refuses a coordinator or an editor a price change with a code; finance and the owner change it', async () => {
    const event = await createEvent(app.ctx.db, { program_id: 1 });
    const before = (await app.ctx.app.inject({ method: 'GET', url: callUrl(calls.adminEvent, { id: event.id }), headers: app.coordinator })).json().data;
    for (const role of ['coordinator', 'editor'] as const) {
      for (const body of [{ event_price: 1 }, { discount_percent: 50 }, { advance_amount: 1 }, { payment_link: 'https://pay.example.org/x' }, { currency: 'USD' }]) {
        const res = await update(role, event.id, body);
        expect(res.statusCode, `${role} ${JSON.stringify(body)}`).toBe(403);
        expect(res.json()).toMatchObject({ success: 0, code: EVENT_FIELD_CODES.money, message: EVENT_FIELD_MESSAGES.money });
      }
    }
    // Nothing changed, and nothing was written to the audit log.
    const after = (await app.ctx.app.inject({ method: 'GET', url: callUrl(calls.adminEvent, { id: event.id }), headers: app.coordinator })).json().data;
    expect(after).toEqual(before);
    expect(await app.ctx.db.query(`SELECT 1 FROM audit_log WHERE entity = 'events' AND entity_id = $1`, [String(event.id)])).toEqual([]);

    // The whole form sent back with the price unchanged is the coordinator's to save.
    const form = { ...before, capacity: 40 };
    for (const k of ['id', 'status', 'is_closed', 'event_close', 'closed_reason', 'registrations', 'places']) delete form[k];
    expect((await update('coordinator', event.id, form)).json()).toMatchObject({ success: 1, data: { capacity: 40, event_price: before.event_price } });

    expect((await update('finance', event.id, { event_price: 2500, advance_amount: 500 })).json()).toMatchObject({ success: 1, data: { event_price: 2500, advance_amount: 500 } });
    expect((await update('owner', event.id, { discount_percent: 10 })).json()).toMatchObject({ success: 1, data: { discount_percent: 10 } });
    // Finance sets the money only: the event itself stays the coordinators'.
    const dates = await update('finance', event.id, { event_name: 'Renamed by finance' });
    expect(dates.statusCode).toBe(403);
    expect(dates.json()).toMatchObject({ code: EVENT_FIELD_CODES.details });
  });

  it('lets a coordinator make a free event, and refuses one made with a price', async () => {
    const create = (body: object) => app.ctx.app.inject({ method: 'POST', url: callUrl(calls.adminEventCreate), headers: app.coordinator, payload: body });
    const base = { program_id: 1, event_name: 'Coordinator made', event_date: '2030-01-10', published: false };
    expect((await create(base)).json()).toMatchObject({ success: 1, data: { event_price: 0 } });
    const priced = await create({ ...base, event_price: 900 });
    expect(priced.statusCode).toBe(403);
    expect(priced.json()).toMatchObject({ code: EVENT_FIELD_CODES.money, errors: { event_price: EVENT_FIELD_MESSAGES.money } });
  });
});
