import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract/calls';
import { callUrl, type CallDef } from '@portal/contract/call';
import { DOOR_SESSION_CODES } from '@portal/contract/check-in';
import { todayIso } from '@portal/contract/fields';
import { STAFF_CSRF_HEADER } from '@portal/contract/staff';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';
import { legacyTicketDigest, signHmacTicket } from './ticket.ts';

/**
 * Door links: a shared door phone's session reaches only its event's check-in calls, ends with the
 * event or when revoked, and never reaches an account page or another event.
 */
let ctx: TestContext;
let coordinator: Headers;
let coordinatorId: number;
let editor: Headers;
beforeAll(async () => {
  ctx = await startTestApp();
  const c = await staffSession(ctx, 'coordinator', { name: 'Priya Raman' });
  coordinator = c.headers;
  coordinatorId = c.staff.id;
  editor = (await staffSession(ctx, 'editor')).headers;
});
afterAll(() => ctx.close());

const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (headers: Headers, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function paid(eventId: number) {
  const person = await devotee(ctx);
  const txn = await registerTxn(ctx, person.headers, { event_id: eventId, payment_mode: 'full' });
  await payThroughSandbox(ctx, txn, 'success');
  return (await attemptRow(ctx, txn))!.registration_id!;
}
const newEvent = (days = 0) => createEvent(ctx.db, { event_date: addDays(todayIso(), days) });

/** A door link made by the coordinator and opened on "the phone": its session as a bearer header and as the cookie. */
async function openDoor(eventId: number, door_name = 'North gate') {
  const made = await post(coordinator, `/admin/check-in/${eventId}/door-links`, { door_name });
  expect(made.statusCode).toBe(200);
  const { token, data } = made.json();
  const opened = await post({}, '/admin/check-in/door-link/open', { token });
  expect(opened.statusCode).toBe(200);
  const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
  const session = cookie.split('=')[1]!;
  return { token, link: data, opened: opened.json(), cookie, bearer: { authorization: `Bearer ${session}` } as Headers };
}

describe('door links', () => {
  it('a coordinator makes one; the phone opens it once and checks in at that event only', async () => {
    const e = await newEvent(1);
    const other = await newEvent(1);
    const reg = await paid(e.id);
    const elsewhere = await paid(other.id);
    const door = await openDoor(e.id);
    expect(door.link).toMatchObject({ door_name: 'North gate', created_by: 'Priya Raman', opened_at: null });
    // The session ends at the end of the event's last day, India time.
    expect(door.opened.expires_at).toBe(`${addDays(todayIso(), 1)}T23:59:00+05:30`);
    expect(door.opened.event).toMatchObject({ id: e.id });
    expect(door.cookie).toMatch(/HttpOnly|staff_session_/);

    // The link is spent once opened.
    const again = await post({}, '/admin/check-in/door-link/open', { token: door.token });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(DOOR_SESSION_CODES.linkInvalid);

    // The cookie with its CSRF token, as the door page sends it.
    const page = { cookie: door.cookie, [STAFF_CSRF_HEADER]: door.opened.csrf_token };
    const manifest = await get(page, `/admin/check-in/${e.id}/manifest`);
    expect(manifest.statusCode).toBe(200);
    // The same day's other event is named offline: its tickets' event, its legacy tickets' digests.
    expect(manifest.json().others).toContainEqual(expect.objectContaining({ id: other.id, name: other.event_name }));
    expect(manifest.json().other_legacy[legacyTicketDigest(elsewhere, ctx.deps.config.TICKET_SECRET)]).toBe(other.id);
    expect((await get(door.bearer, `/admin/check-in/${e.id}?q=`)).statusCode).toBe(200);
    const checked = await post(page, '/admin/check-in', { event_id: e.id, ticket: signHmacTicket(reg, ctx.deps.config.TICKET_SECRET) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ already: 0, checked_in_by: 'Priya Raman (North gate)' });
    expect((await post(door.bearer, `/admin/check-in/${reg}/undo`, { event_id: e.id })).statusCode).toBe(200);
    const synced = await post(door.bearer, `/admin/check-in/${e.id}/sync`, { device: 'north', scans: [{ scan_id: crypto.randomUUID(), registration_id: reg, scanned_at: new Date().toISOString() }] });
    expect(synced.json().data[0].outcome).toBe('checked_in');

    // Another event's door, even naming this event's registration: refused before anything is read.
    for (const res of [
      await get(door.bearer, `/admin/check-in/${other.id}/manifest`),
      await post(door.bearer, '/admin/check-in', { event_id: other.id, registration_id: elsewhere }),
      await post(door.bearer, `/admin/check-in/${other.id}/sync`, { device: 'x', scans: [{ scan_id: crypto.randomUUID(), registration_id: elsewhere, scanned_at: new Date().toISOString() }] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(DOOR_SESSION_CODES.otherEvent);
    }
    // A registration of another event checked in at this door is the service's refusal (it names that event).
    const wrong = await post(door.bearer, '/admin/check-in', { event_id: e.id, registration_id: elsewhere });
    expect(wrong.statusCode).toBe(422);

    // The coordinator sees the link as opened and used; it is audited.
    const links = (await get(coordinator, `/admin/check-in/${e.id}/door-links`)).json().data;
    expect(links).toHaveLength(1);
    expect(links[0].opened_at).toMatch(/\+05:30$/);
    expect(links[0].last_used_at).toMatch(/\+05:30$/);
    const audit = await ctx.db.query<{ action: string; staff_id: number }>(`SELECT action, staff_id FROM audit_log WHERE entity = 'door_links' AND entity_id = $1`, [String(door.link.id)]);
    expect(audit).toEqual([{ action: 'door_link_create', staff_id: coordinatorId }]);
  }, 60_000);

  it('reaches no other staff call: not the account (password, two-step), not the lists, not payments', async () => {
    const e = await newEvent(1);
    const door = await openDoor(e.id, '');
    const params = { id: '1', event_id: String(e.id), name: 'x', kind: 'x', key: 'x', slug: 'x', type: 'x', token: 'x', lang: 'ta', year: '2026', fy: '2026-27', job: 'x', file: 'x' };
    let tried = 0;
    for (const [name, c] of Object.entries(calls) as Array<[string, CallDef]>) {
      if ((c.auth !== 'staff' && c.auth !== 'staffSetup') || c.door) continue;
      const filled = Object.fromEntries([...c.path.matchAll(/:(\w+)/g)].map(([, p]) => [p, (params as Record<string, string>)[p!] ?? '1']));
      const res = await ctx.app.inject({ method: c.method, url: callUrl(c, filled), headers: door.bearer, ...(c.method === 'GET' ? {} : { payload: { event_id: e.id } }) });
      expect([401, 403], name).toContain(res.statusCode);
      expect(res.json().code, name).toBe(DOOR_SESSION_CODES.checkInOnly);
      tried++;
    }
    expect(tried).toBeGreaterThan(50);
    // Named once more, for the record: a stolen door phone changes no password and no second factor.
    for (const url of ['/admin/account/password', '/admin/account/otp', '/admin/setup/password', '/admin/logout']) {
      expect((await post(door.bearer, url, { current_password: 'x', password: 'y'.repeat(12) })).statusCode).toBe(403);
    }
    expect((await post(door.bearer, '/admin/check-in/1/take-payment', { event_id: e.id })).json().code).toBe(DOOR_SESSION_CODES.checkInOnly);
  }, 60_000);

  it('revoked (asked by a coordinator) or ended with its event: refused with a code', async () => {
    const e = await newEvent(1);
    const door = await openDoor(e.id, 'South gate');
    expect((await post(editor, `/admin/check-in/${e.id}/door-links/${door.link.id}/revoke`)).statusCode).toBe(403);
    const revoked = await post(coordinator, `/admin/check-in/${e.id}/door-links/${door.link.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    const refused = await get(door.bearer, `/admin/check-in/${e.id}/manifest`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: 2, code: DOOR_SESSION_CODES.revoked });
    expect((await get(coordinator, `/admin/check-in/${e.id}/door-links`)).json().data).toEqual([]);
    expect((await post(coordinator, `/admin/check-in/${e.id}/door-links/${door.link.id}/revoke`)).statusCode).toBe(404);
    const audit = await ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'door_links' AND entity_id = $1 ORDER BY id`, [String(door.link.id)]);
    expect(audit.map((a) => a.action)).toEqual(['door_link_create', 'door_link_revoke']);

    // The event's last day is over: the session ends.
    const later = await openDoor(e.id, 'West gate');
    await ctx.db.query(`UPDATE door_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [later.link.id]);
    const ended = await get(later.bearer, `/admin/check-in/${e.id}/manifest`);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe(DOOR_SESSION_CODES.ended);
  }, 60_000);

  it('an event already over gets no link; an unopened link expires; bad input is a 400 naming the field', async () => {
    const past = await newEvent(-2);
    const res = await post(coordinator, `/admin/check-in/${past.id}/door-links`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(DOOR_SESSION_CODES.eventOver);
    const e = await newEvent(3);
    const made = (await post(coordinator, `/admin/check-in/${e.id}/door-links`, {})).json();
    await ctx.db.query(`UPDATE door_links SET link_expires_at = now() - interval '1 minute' WHERE id = $1`, [made.data.id]);
    expect((await post({}, '/admin/check-in/door-link/open', { token: made.token })).json().code).toBe(DOOR_SESSION_CODES.linkInvalid);
    const long = await post(coordinator, `/admin/check-in/${e.id}/door-links`, { door_name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.door_name).toBeTruthy();
    expect((await post(editor, `/admin/check-in/${e.id}/door-links`, {})).statusCode).toBe(403);
    expect((await post(coordinator, '/admin/check-in/999999/door-links', {})).statusCode).toBe(404);
  }, 60_000);
});
