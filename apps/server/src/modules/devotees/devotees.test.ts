import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { jobNamed } from '../../jobs.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';
import { HEALTH_NOTES_JOB } from './routes.ts';

/** The back office's devotees: find, detail, corrections, lock, deactivation, DPDP export and erasure, health notes. */
let ctx: TestContext;
let owner: Headers;
let coordinator: Headers;
let finance: Headers;
let editor: Headers;
let ownerId: number;
beforeAll(async () => {
  ctx = await startTestApp({ HEALTH_NOTES_RETENTION_DAYS: '30' });
  const o = await staffSession(ctx, 'owner');
  owner = o.headers;
  ownerId = o.staff.id;
  coordinator = (await staffSession(ctx, 'coordinator')).headers;
  finance = (await staffSession(ctx, 'finance')).headers;
  editor = (await staffSession(ctx, 'editor')).headers;
});
afterAll(() => ctx.close());

const today = todayIso();
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const auditRows = (id: number) =>
  ctx.db.query<{ staff_id: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'devotees' AND entity_id = $1 ORDER BY id`,
    [String(id)],
  );
const login = (mobile: string, password = 'password123', ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password }, remoteAddress: ip });

/** A devotee who paid ₹2,000 for an event and wrote detail answers and feedback. */
async function withHistory(who: Record<string, unknown> = {}) {
  const event = await createEvent(ctx.db, { program_id: 3, price_minor: 200_000, event_date: addDays(today, 15) });
  const person = await devotee(ctx, who);
  const txn = await registerTxn(ctx, person.headers, { event_id: event.id, payment_mode: 'full' });
  await payThroughSandbox(ctx, txn, 'success');
  const regId = (await attemptRow(ctx, txn))!.registration_id!;
  await ctx.db.query(`UPDATE registrations SET details = '{"emergency_contact1":"9000000001","surgery":"Yes","desc_surgery":"Knee, 2024"}' WHERE id = $1`, [regId]);
  await ctx.db.query(`INSERT INTO feedback (registration_id, user_id, program_id, answers) VALUES ($1, $2, 3, '{"expected":"Peace"}')`, [regId, person.user.id]);
  await ctx.db.query(`INSERT INTO volunteers (user_id, kind, message) VALUES ($1, 'foundation', 'I can cook')`, [person.user.id]);
  return { event, person, regId, id: person.user.id };
}

describe('GET admin/devotees', () => {
  it('finds by name, email and mobile (spaces and dial code too), filters by state, pages', async () => {
    const { person, id } = await withHistory({ name: 'Meenakshi Raman', email: 'meena.raman@example.org' });
    for (const q of ['meenakshi ram', 'MEENA.RAMAN@', person.mobile, `+91 ${person.mobile.slice(0, 5)} ${person.mobile.slice(5)}`]) {
      const res = await get(`/api/admin/devotees?q=${encodeURIComponent(q)}`, coordinator);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().data.map((d: { id: number }) => d.id), q).toEqual([id]);
    }
    const row = (await get(`/api/admin/devotees?q=${person.mobile}`, finance)).json().data[0];
    expect(row).toMatchObject({ id, name: 'Meenakshi Raman', registrations: 1, deactivated: false, erased: false });
    expect((await get(`/api/admin/devotees?q=${person.mobile}&state=deactivated`, owner)).json().total).toBe(0);
    await loginAs(ctx);
    const paged = (await get('/api/admin/devotees?per_page=1&page=2&sort=id', owner)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    for (const [query, field] of [['state=gone', 'state'], ['sort=mobile', 'sort'], ['per_page=1000', 'per_page']]) {
      const res = await get(`/api/admin/devotees?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('refuses an editor (403) and no staff session (401)', async () => {
    expect((await get('/api/admin/devotees', editor)).statusCode).toBe(403);
    const none = await get('/api/admin/devotees', {});
    expect([none.statusCode, none.json().success]).toEqual([401, 2]);
  });
});

describe('GET admin/devotees/:id', () => {
  it('shows registrations, forms, feedback and volunteering to all three; payments and donations to finance and owner only', async () => {
    const { id, regId } = await withHistory();
    const forFinance = (await get(`/api/admin/devotees/${id}`, finance)).json().data;
    expect(forFinance.registrations).toEqual([
      expect.objectContaining({ id: regId, status: 'success', total: 2000, paid: 2000, form_answers: expect.objectContaining({ surgery: 'Yes' }), feedback: { expected: 'Peace' } }),
    ]);
    expect(forFinance.payments).toEqual([expect.objectContaining({ purpose: 'registration', status: 'success', amount: 2000 })]);
    expect(forFinance.donations).toEqual([]);
    expect(forFinance.volunteering).toEqual([expect.objectContaining({ kind: 'foundation', message: 'I can cook' })]);
    expect(forFinance.locked).toBe(false);
    const forCoordinator = (await get(`/api/admin/devotees/${id}`, coordinator)).json().data;
    expect(forCoordinator.payments).toBeNull();
    expect(forCoordinator.donations).toBeNull();
    expect(forCoordinator.registrations[0]).toMatchObject({ total: null, paid: null });
    expect((await get('/api/admin/devotees/99999999', owner)).json()).toEqual({ success: 0, code: 'devotee_not_found', message: MESSAGES.devoteeNotFound });
  });
});

describe('PATCH admin/devotees/:id', () => {
  it('corrects details (audited with before and after); the old mobile no longer logs in, the new one does', async () => {
    const { id, person } = await withHistory({ name: 'Sundar Typo' });
    const newMobile = `8${String(Date.now()).slice(-9)}`;
    const res = await send('PATCH', `/api/admin/devotees/${id}`, coordinator, { name: 'Sundar Rajan', mobile: newMobile, pincode: '600001' });
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.devoteeUpdated });
    const detail = (await get(`/api/admin/devotees/${id}`, owner)).json().data.person;
    expect(detail).toMatchObject({ name: 'Sundar Rajan', mobile: newMobile, pincode: '600001' });
    expect((await auditRows(id)).at(-1)).toMatchObject({ action: 'update', before: { name: 'Sundar Typo', mobile: person.mobile }, after: { name: 'Sundar Rajan', mobile: newMobile } });
    expect((await login(person.mobile)).statusCode).toBe(401);
    expect((await login(newMobile)).statusCode).toBe(200);
    // The devotee's session opened with the old number ended.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers: person.headers })).statusCode).toBe(401);
  });

  it('refuses bad input naming the field, a mobile another account uses (409), an empty change, finance (403)', async () => {
    const a = await withHistory();
    const b = await loginAs(ctx);
    const cases: [object, number, string][] = [
      [{ email: 'not-an-email' }, 400, `email: ${MESSAGES.invalidEmail}`],
      [{ mobile: '12ab' }, 400, `mobile: ${MESSAGES.invalidMobile}`],
      [{ name: '' }, 400, `name: ${MESSAGES.required}`],
      [{ password_hash: 'x' }, 400, `password_hash: ${MESSAGES.staffFieldNotChangeable}`],
      [{}, 400, `body: ${MESSAGES.devoteeNothingToChange}`],
      [{ mobile: b.mobile }, 409, `mobile: ${MESSAGES.devoteeMobileTaken}`],
    ];
    for (const [body, code, message] of cases) {
      const res = await send('PATCH', `/api/admin/devotees/${a.id}`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect((await send('PATCH', `/api/admin/devotees/${a.id}`, finance, { name: 'X Y' })).statusCode).toBe(403);
    expect(await auditRows(a.id)).toEqual([]);
  });
});

describe('POST admin/devotees/:id/unlock', () => {
  it('lifts the lock after too many wrong passwords; refuses when there is none', async () => {
    const person = await loginAs(ctx);
    for (let i = 0; i < 10; i++) await login(person.mobile, 'wrong-password', '10.9.9.9');
    expect((await login(person.mobile, 'password123', '10.9.9.9')).statusCode).toBe(429);
    expect((await get(`/api/admin/devotees/${person.user.id}`, coordinator)).json().data.locked).toBe(true);
    const res = await send('POST', `/api/admin/devotees/${person.user.id}/unlock`, coordinator);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.devoteeUnlocked });
    expect((await login(person.mobile, 'password123', '10.9.9.9')).statusCode).toBe(200);
    expect((await auditRows(person.user.id)).map((a) => a.action)).toEqual(['unlock']);
    const again = await send('POST', `/api/admin/devotees/${person.user.id}/unlock`, coordinator);
    expect([again.statusCode, again.json().message]).toEqual([422, MESSAGES.devoteeNotLocked]);
    expect((await send('POST', `/api/admin/devotees/${person.user.id}/unlock`, finance)).statusCode).toBe(403);
  });
});

describe('owner only: deactivate, export, erase', () => {
  it('deactivates: sessions end, login refused, twice refused; a coordinator gets 403', async () => {
    const person = await loginAs(ctx);
    const url = `/api/admin/devotees/${person.user.id}/deactivate`;
    expect((await send('POST', url, coordinator)).statusCode).toBe(403);
    expect((await send('POST', url, owner)).json()).toEqual({ success: 1, message: MESSAGES.devoteeDeactivated });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers: person.headers })).statusCode).toBe(401);
    expect((await login(person.mobile)).statusCode).toBe(401);
    expect((await send('POST', url, owner)).json().message).toBe(MESSAGES.devoteeAlreadyDeactivated);
    expect((await auditRows(person.user.id))[0]).toMatchObject({ staff_id: ownerId, action: 'deactivate' });
    expect((await get(`/api/admin/devotees?q=${person.mobile}&state=deactivated`, owner)).json().total).toBe(1);
  });

  it("exports a person's data as a JSON file (audited); coordinator and finance 403", async () => {
    const { id, regId } = await withHistory({ name: 'Export Me' });
    for (const h of [coordinator, finance]) expect((await get(`/api/admin/devotees/${id}/export`, h)).statusCode).toBe(403);
    const res = await get(`/api/admin/devotees/${id}/export`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="person-${id}.json"`);
    const data = res.json().data;
    expect(data.person).toMatchObject({ id, name: 'Export Me', street_address: '21 Temple Street' });
    expect(data.person).not.toHaveProperty('password_hash');
    expect(data.registrations[0]).toMatchObject({ id: regId, total: 2000, details: expect.objectContaining({ desc_surgery: 'Knee, 2024' }) });
    expect(data.feedback).toEqual([expect.objectContaining({ registration_id: regId, answers: { expected: 'Peace' } })]);
    expect(data.volunteering).toHaveLength(1);
    expect((await auditRows(id)).map((a) => a.action)).toEqual(['export']);
  });

  it('erases the person but keeps donations, receipts and amounts; a second erase is refused', async () => {
    const { id, regId, person } = await withHistory({ name: 'Erase Me', email: 'erase.me@example.org' });
    await ctx.db.query(
      `INSERT INTO donations (user_id, category, amount_minor, pan_number, donor_name, donor_address, status, receipt_number)
       VALUES ($1, 'general', 500000, 'ABCPE1234F', 'Erase Me', '21 Temple Street', 'success', 'R-TEST-1')`,
      [id],
    );
    const url = `/api/admin/devotees/${id}/erase`;
    expect((await send('POST', url, coordinator, { reason: 'Asked by email' })).statusCode).toBe(403);
    expect((await send('POST', url, owner, {})).json().message).toBe(`reason: ${MESSAGES.required}`);
    expect((await send('POST', url, owner, { reason: 'Asked by email on 20 Nov' })).json()).toEqual({ success: 1, message: MESSAGES.devoteeErased });
    const user = await ctx.db.one<Record<string, unknown>>('SELECT name, email, mobile, street_address, pan_number, erased_at FROM users WHERE id = $1', [id]);
    expect(user).toMatchObject({ name: 'Erased', email: '', mobile: `erased-${id}`, street_address: '', pan_number: '' });
    expect(user!.erased_at).not.toBeNull();
    expect(await ctx.db.one('SELECT details, paid_minor::int AS paid FROM registrations WHERE id = $1', [regId])).toEqual({ details: null, paid: 200_000 });
    expect(await ctx.db.query('SELECT 1 FROM feedback WHERE user_id = $1', [id])).toEqual([]);
    expect(await ctx.db.query('SELECT 1 FROM volunteers WHERE user_id = $1', [id])).toEqual([]);
    expect(await ctx.db.one('SELECT donor_name, pan_number, receipt_number FROM donations WHERE user_id = $1', [id])).toEqual({
      donor_name: 'Erase Me',
      pan_number: 'ABCPE1234F',
      receipt_number: 'R-TEST-1',
    });
    expect((await login(person.mobile)).statusCode).toBe(401);
    const audit = (await auditRows(id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'erase', after: { reason: 'Asked by email on 20 Nov' } });
    expect(JSON.stringify(audit)).not.toContain('erase.me@example.org');
    expect((await send('POST', url, owner, { reason: 'Again please' })).json().message).toBe(MESSAGES.devoteeAlreadyErased);
    expect((await send('PATCH', `/api/admin/devotees/${id}`, owner, { name: 'Back Again' })).json().message).toBe(MESSAGES.devoteeAlreadyErased);
  });
});

describe('erasure reaches the audit log', () => {
  it("replaces the person's values in earlier audit rows with the marker, keeping who did what and when", async () => {
    const { id, person } = await withHistory({ name: 'Audit Person', email: 'audit.person@example.org' });
    const url = `/api/admin/devotees/${id}`;
    expect((await send('PATCH', url, owner, { name: 'Audit Person Corrected', street_address: '9 Hidden Lane, Salem' })).statusCode).toBe(200);
    const contact = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: person.headers, payload: { name: 'Audit Person', email: 'audit.person@example.org', mobile: person.mobile, message: 'Please call me' } });
    expect(contact.json().success).toBe(1);
    const [message] = await ctx.db.query<{ id: number }>('SELECT id FROM contact_messages WHERE user_id = $1', [id]);
    expect((await send('POST', `/api/admin/contact-messages/${message!.id}/reply`, coordinator, { reply: 'Dear Audit Person, we will call.' })).json().success).toBe(1);
    expect((await send('POST', `${url}/deactivate`, owner)).statusCode).toBe(200);
    const beforeErase = await auditRows(id);
    expect(JSON.stringify(beforeErase)).toContain('Audit Person');

    expect((await send('POST', `${url}/erase`, owner, { reason: 'Asked in person' })).json().success).toBe(1);
    const rows = await auditRows(id);
    expect(rows.map((r) => [r.staff_id, r.action])).toEqual([...beforeErase.map((r) => [r.staff_id, r.action]), [ownerId, 'erase']]);
    expect(rows[0]).toMatchObject({ action: 'update', before: { name: 'Erased', street_address: 'Erased' }, after: { name: 'Erased', street_address: 'Erased' } });
    expect(rows[1]).toMatchObject({ action: 'deactivate', before: { deactivated: false }, after: { deactivated: true } });
    const contactRows = await ctx.db.query<{ action: string; after: unknown }>(`SELECT action, after FROM audit_log WHERE entity = 'contact_messages' AND entity_id = $1`, [String(message!.id)]);
    expect(contactRows).toEqual([{ action: 'reply', after: { reply: 'Erased' } }]);
    for (const text of ['Audit Person', 'Hidden Lane', 'audit.person@example.org', person.mobile]) {
      expect(JSON.stringify([rows, contactRows])).not.toContain(text);
    }
    // Outside an erasure the log stays append-only.
    await expect(ctx.db.query(`UPDATE audit_log SET after = '{}' WHERE entity = 'devotees' AND entity_id = $1`, [String(id)])).rejects.toThrow(/append-only/);
  });
});

describe('the health-notes job', () => {
  it('deletes health answers 30 days after the event ends, keeps the rest, touches each registration once', async () => {
    const person = await loginAs(ctx);
    const insert = async (eventDate: string) => {
      const e = await createEvent(ctx.db, { program_id: 3, event_date: eventDate, status: 'completed' });
      return (await ctx.db.one<{ id: number }>(
        `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, details)
         VALUES ($1, $2, 3, 'success', 'INR', 0, 0, '{"emergency_contact1":"9000000001","accomodation":"Own vehicle","surgery":"Yes","desc_surgery":"Knee","psychological_problem":"No"}')
         RETURNING id`,
        [person.user.id, e.id],
      ))!.id;
    };
    const old = await insert(addDays(today, -31));
    const recent = await insert(addDays(today, -29));
    await jobNamed(ctx.app.jobs, HEALTH_NOTES_JOB)!.run();
    const details = async (id: number) => (await ctx.db.one<{ details: Record<string, string> }>('SELECT details FROM registrations WHERE id = $1', [id]))!.details;
    expect(await details(old)).toEqual({ emergency_contact1: '9000000001', accomodation: 'Own vehicle' });
    expect(await details(recent)).toHaveProperty('desc_surgery', 'Knee');
  });
});
