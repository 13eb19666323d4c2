import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { CATALOG_MESSAGES } from '@portal/contract/catalog';
import { todayIso } from '@portal/contract/fields';
import { PROGRAMS } from '@portal/contract/programs';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createProgram } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, registrationRow } from '../payments/test-helpers.ts';

/**
 * Programs as data: the office adds a program (a new id after the eight), shows it, renames and
 * reorders it, hides it; the public site lists it and serves its page; its events register and
 * pay like the eight's; ids are checked against the table (never a 500).
 */
let ctx: TestContext;
const headers = {} as Record<StaffRole, Record<string, string>>;

beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://portal.example.org' });
  for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) await createProgram(ctx.db, { id, name: PROGRAMS[id as 1].name, sort_order: id });
  for (const role of STAFF_ROLES) headers[role] = (await staffSession(ctx, role)).headers;
});
afterAll(() => ctx.close());

const send = (c: CallDef, opts: { params?: Record<string, unknown>; body?: object; as?: Record<string, string> } = {}) =>
  ctx.app.inject({
    method: c.method,
    url: callUrl(c, opts.params),
    headers: opts.as ?? headers.editor,
    ...(opts.body ? { payload: opts.body } : {}),
  });

const audit = (action: string) =>
  ctx.db.query<{ entity_id: string; before: unknown; after: unknown }>(`SELECT entity_id, before, after FROM audit_log WHERE entity = 'programs' AND action = $1 ORDER BY id`, [action]);

const publicIds = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/program/list' })).json().data as Array<{ id: number }>).map((p) => p.id);

let added = 0;

describe('adding a program', () => {
  it('adds it hidden with the next id, its fields and Tamil twins, and an audit row', async () => {
    const res = await send(calls.adminProgramCreate, {
      body: {
        name: 'Sadhana Camp',
        name_ta: 'சாதனா முகாம்',
        headline: 'Practice together',
        story: '<p>Ten days of practice.</p><script>alert(1)</script>',
        benefits: ['Calm', 'Focus'],
        attend: ['Anyone over 16'],
        duration: 10,
        timing: '6 am to 6 pm',
        prereq_text: '<p>None</p>',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, message: CONTENT_MESSAGES.programAdded });
    added = body.data.id;
    expect(added).toBe(9);
    expect(body.data).toMatchObject({
      name: 'Sadhana Camp',
      name_ta: 'சாதனா முகாம்',
      hidden: true,
      built_in: false,
      register_path: '/register/program/9',
      benefits: ['Calm', 'Focus'],
      duration: 10,
      sort_order: 9,
    });
    expect(body.data.story).not.toContain('script');
    const [row] = await audit('create');
    expect(row).toMatchObject({ entity_id: '9', before: null, after: { name: 'Sadhana Camp' } });
  });

  it('is not on the public site while hidden; shown, it is listed, served and in the sitemap', async () => {
    expect(await publicIds()).not.toContain(added);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/wisdom/${added}` })).statusCode).toBe(404);

    await send(calls.adminProgramUpdate, { params: { id: added }, body: { hidden: false } });
    expect(await publicIds()).toContain(added);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/wisdom/${added}`, headers: { 'accept-language': 'ta' } });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id: added, name: 'சாதனா முகாம்' });
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>https://portal.example.org/programs/${added}</loc>`);
  });

  it('refuses a program without a name, and a devotee or finance cannot add one', async () => {
    const res = await send(calls.adminProgramCreate, { body: { name_ta: 'பெயர்' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('name');
    expect((await send(calls.adminProgramCreate, { body: { name: 'X' }, as: headers.finance })).statusCode).toBe(403);
    expect((await send(calls.adminProgramCreate, { body: { name: 'X' }, as: {} })).statusCode).toBe(401);
  });
});

describe('renaming, reordering and hiding', () => {
  it('renames with an audit row naming before and after', async () => {
    const res = await send(calls.adminProgramUpdate, { params: { id: added }, body: { name: 'Sadhana Retreat' } });
    expect(res.json().data.name).toBe('Sadhana Retreat');
    const rows = await audit('update');
    expect(rows.at(-1)).toMatchObject({ entity_id: String(added), before: { name: 'Sadhana Camp' }, after: { name: 'Sadhana Retreat' } });
  });

  it('reorders: the public list follows, and the audit row keeps the old and new order', async () => {
    const order = [added, 1, 2, 3, 4, 5, 6, 7, 8];
    const res = await send(calls.adminProgramOrder, { body: { ids: order } });
    expect(res.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.programsReordered });
    expect((await publicIds())[0]).toBe(added);
    const [row] = await audit('reorder');
    expect(row).toMatchObject({ before: [1, 2, 3, 4, 5, 6, 7, 8, added], after: order });
  });

  it('refuses an order that leaves a program out, names one twice or an unknown one, changing nothing', async () => {
    for (const ids of [[1, 2, 3], [added, 1, 2, 3, 4, 5, 6, 7, 7], [added, 1, 2, 3, 4, 5, 6, 7, 99]]) {
      const res = await send(calls.adminProgramOrder, { body: { ids } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, errors: { ids: CONTENT_MESSAGES.orderNotAllPrograms } });
    }
    expect((await publicIds())[0]).toBe(added);
  });
});

describe("an added program's event", () => {
  it('is created by the office, registers and pays end to end through the sandbox', async () => {
    const made = await send(calls.adminEventCreate, {
      body: { program_id: added, event_name: 'Sadhana Retreat Erode', event_date: addDays(todayIso(), 20), published: true },
    });
    expect(made.statusCode).toBe(200);
    const eventId = made.json().data.id as number;
    const priced = await send(calls.adminEventUpdate, { params: { id: eventId }, body: { event_price: 2500 }, as: headers.finance });
    expect(priced.statusCode).toBe(200);

    const listed = await ctx.app.inject({ method: 'POST', url: '/api/event/list', payload: { program_id: added } });
    expect((listed.json().data as Array<{ id: number }>).map((e) => e.id)).toContain(eventId);

    const me = await devotee(ctx);
    const choices = await ctx.app.inject({ method: 'POST', url: '/api/programevent/list', headers: me.headers, payload: { program_id: added } });
    expect((choices.json().data as Array<{ id: number }>).map((e) => e.id)).toContain(eventId);

    const txn = await registerTxn(ctx, me.headers, { event_id: eventId });
    const regId = (await attemptRow(ctx, txn))!.registration_id!;
    const back = await payThroughSandbox(ctx, txn, 'success');
    expect(back.statusCode).toBe(303);
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: 250_000, reg_number: expect.stringMatching(/^MFR-/) });
  });

  it('keeps the program when "deleted": it is hidden, never removed, and leaves the public list', async () => {
    const res = await send(calls.adminProgramHide, { params: { id: added } });
    expect(res.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.programsFixed, hidden: 1 });
    expect(await ctx.db.one('SELECT hidden FROM programs WHERE id = $1', [added])).toEqual({ hidden: true });
    expect(await publicIds()).not.toContain(added);
    expect((await audit('hide')).map((r) => r.entity_id)).toContain(String(added));
  });

  it('a second program gets the next id, never a hidden one', async () => {
    const res = await send(calls.adminProgramCreate, { body: { name: 'Youth Circle' } });
    expect(res.json().data).toMatchObject({ id: added + 1, hidden: true });
  });
});

describe('program ids', () => {
  it('refuses an event, testimonial, category or discount code of a program that does not exist, by name', async () => {
    const missing = 900;
    const event = await send(calls.adminEventCreate, { body: { program_id: missing, event_name: 'Nowhere', event_date: addDays(todayIso(), 5) } });
    expect(event.statusCode).toBe(400);
    expect(event.json()).toMatchObject({ success: 0, code: 'unknown_program', errors: { program_id: CONTENT_MESSAGES.unknownProgram } });
    const testimonial = await send(calls.adminTestimonialCreate, { body: { program_id: missing, name: 'Someone' } });
    expect(testimonial.json()).toMatchObject({ success: 0, errors: { program_id: CONTENT_MESSAGES.unknownProgram } });
    const category = await send(calls.adminEventCategoryCreate, { body: { name: 'Somewhere', program_id: missing } });
    expect(category.json()).toMatchObject({ success: 0, errors: { program_id: CONTENT_MESSAGES.unknownProgram } });
    expect(await ctx.db.one('SELECT count(*)::int AS n FROM events WHERE event_name = $1', ['Nowhere'])).toEqual({ n: 0 });
  });

  it.each([['32768'], ['99999'], ['1.5'], ['0'], ['abc']])('answers /api/wisdom/%s without a 500', async (id) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/wisdom/${id}` });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(0);
  });

  it('answers an unknown program id in range as not found, and a staff read of 32768 as not found', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/wisdom/31000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CATALOG_MESSAGES.programNotFound);
    expect((await send(calls.adminProgram, { params: { id: 32768 } })).statusCode).toBe(404);
    expect((await send(calls.adminProgramUpdate, { params: { id: 32768 }, body: { name: 'X' } })).statusCode).toBe(404);
  });
});
