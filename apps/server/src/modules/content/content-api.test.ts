import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createProgram, createUser } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * The content collections over HTTP: create, read, update, delete or hide, validation messages,
 * the roles (editor and owner allowed, finance 403, a devotee's token 401) and the audit rows.
 */
let ctx: TestContext;
const headers = {} as Record<StaffRole, Record<string, string>>;
let devotee: Record<string, string>;
let galleryCategoryId = 0;
const inDays = (n: number) => addDays(todayIso(), n);

beforeAll(async () => {
  ctx = await startTestApp();
  for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) await createProgram(ctx.db, { id, name: `Program ${id}` });
  for (const role of STAFF_ROLES) headers[role] = (await staffSession(ctx, role)).headers;
  galleryCategoryId = (await ctx.db.one<{ id: number }>(`INSERT INTO gallery_categories (album_category) VALUES ('Events') RETURNING id`))!.id;
  const session = await loginAs(ctx);
  devotee = { authorization: `Bearer ${session.token}` };
});
afterAll(() => ctx.close());

const send = (c: CallDef, opts: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object; as?: Record<string, string> } = {}) =>
  ctx.app.inject({
    method: c.method,
    url: callUrl(c, opts.params, opts.query),
    headers: opts.as ?? headers.editor,
    ...(opts.body ? { payload: opts.body } : {}),
  });

const auditRows = (entity: string, entityId: number) =>
  ctx.db.query<{ action: string; before: unknown; after: unknown }>('SELECT action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, String(entityId)]);

interface Collection {
  /** The collection's name in its calls' paths (`/admin/{entity}`) and in its audit rows. */
  entity: string;
  valid: () => Record<string, unknown>;
  change: Record<string, unknown>;
  /** An invalid body and the field its message names. */
  invalid: [Record<string, unknown>, string, string];
  /** The roles besides owner that may write (editors when not said). */
  roles?: StaffRole[];
}

/** A collection's five calls, found in the call table by their REST paths. */
function crudCalls(entity: string) {
  const path = `/admin/${entity}`;
  const find = (method: CallDef['method'], p: string) => {
    const found = Object.values(calls).find((c) => c.method === method && c.path === p);
    if (!found) throw new Error(`No ${method} ${p} in the call table`);
    return found;
  };
  return { list: find('GET', path), read: find('GET', `${path}/:id`), create: find('POST', path), update: find('PATCH', `${path}/:id`), remove: find('DELETE', `${path}/:id`) };
}

const collections: Collection[] = [
  {
    entity: 'events',
    // Prices are finance's (event-money.test.ts): the editors' own fields here.
    valid: () => ({ program_id: 1, event_name: 'Ulchemy Erode', event_date: inDays(20), published: true }),
    change: { event_name_ta: 'உள்கெமி ஈரோடு', city_name: 'Erode' },
    invalid: [{ program_id: 32768, event_name: 'Ulchemy Erode', event_date: inDays(3) }, 'program_id', CONTENT_MESSAGES.unknownProgram],
    roles: ['editor', 'coordinator'],
  },
  {
    entity: 'event-categories',
    valid: () => ({ name: 'Retreats', program_id: 1 }),
    change: { name_ta: 'தியானம்' },
    invalid: [{ name: '' }, 'name', MESSAGES.required],
  },
  {
    entity: 'projects',
    valid: () => ({ name: 'School', link: 'https://example.org/school' }),
    change: { name_ta: 'பள்ளி' },
    invalid: [{ name: 'School', link: 'javascript:alert(1)' }, 'link', CONTENT_MESSAGES.invalidLink],
  },
  {
    entity: 'sliders',
    valid: () => ({ image: '/files/demo/banner-1.webp', title: 'Welcome', placement: 'bottom' }),
    change: { title_ta: 'வரவேற்பு' },
    invalid: [{ image: 'https://evil.example/x.png' }, 'image', CONTENT_MESSAGES.invalidPicture],
  },
  {
    entity: 'testimonials',
    valid: () => ({ program_id: 2, name: 'Ravi', description: 'Changed my life' }),
    change: { description_ta: 'என் வாழ்க்கையை மாற்றியது' },
    invalid: [{ program_id: 2, name: '' }, 'name', MESSAGES.required],
  },
  {
    entity: 'translations',
    valid: () => ({ program_id: 1, trans_word: `word_${Math.random().toString(36).slice(2, 8)}`, trans_en: 'Name', trans_ta: 'பெயர்' }),
    change: { trans_ta: 'முழு பெயர்' },
    invalid: [{ trans_word: 'has space', trans_en: 'x' }, 'trans_word', 'Letters, digits, dots, dashes and underscores only'],
  },
  {
    entity: 'gallery-categories',
    valid: () => ({ album_category: 'Festivals' }),
    change: { album_category_ta: 'திருவிழாக்கள்' },
    invalid: [{ album_category: '' }, 'album_category', MESSAGES.required],
  },
  {
    entity: 'albums',
    valid: () => ({ category_id: galleryCategoryId, album_sub: 'Navaratri', album_date: inDays(-3) }),
    change: { album_sub_ta: 'நவராத்திரி' },
    invalid: [{ category_id: 999999 }, 'category_id', CONTENT_MESSAGES.unknownCategory],
  },
  {
    entity: 'gallery-tags',
    valid: () => ({ album_tag: `tag ${Math.random().toString(36).slice(2, 8)}` }),
    change: { album_tag_ta: 'குறி' },
    invalid: [{ album_tag: '' }, 'album_tag', MESSAGES.required],
  },
  {
    entity: 'media-categories',
    valid: () => ({ media_category: 'Talks' }),
    change: { media_category_ta: 'உரைகள்' },
    invalid: [{ media_category: '' }, 'media_category', MESSAGES.required],
  },
  {
    entity: 'media-tags',
    valid: () => ({ media_tag: `tag ${Math.random().toString(36).slice(2, 8)}` }),
    change: { media_tag_ta: 'குறி' },
    invalid: [{ media_tag: '' }, 'media_tag', MESSAGES.required],
  },
];

describe.each(collections)('$entity', (c) => {
  const call = crudCalls(c.entity);
  const roles = c.roles ?? ['editor'];
  it('creates, lists, reads, updates and deletes, each write with its audit row', async () => {
    const created = await send(call.create, { body: c.valid() });
    expect(created.statusCode).toBe(200);
    const row = created.json().data as { id: number };
    expect(created.json()).toMatchObject({ success: 1, message: CONTENT_MESSAGES.saved });

    const list = await send(call.list, { query: { per_page: 5 } });
    expect(list.json()).toMatchObject({ success: 1, total: expect.any(Number) });
    expect((list.json().data as { id: number }[]).some((r) => r.id === row.id)).toBe(true);

    expect((await send(call.read, { params: { id: row.id } })).json().data).toEqual(row);

    const updated = await send(call.update, { params: { id: row.id }, body: c.change });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject(c.change);

    const removed = await send(call.remove, { params: { id: row.id } });
    expect(removed.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.deleted, hidden: 0 });
    expect((await send(call.read, { params: { id: row.id } })).statusCode).toBe(404);

    const audit = await auditRows(c.entity, row.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.after).toMatchObject(c.change);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = (await send(call.list)).json().total;
    const res = await send(call.create, { body: { ...c.valid(), ...c.invalid[0] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { [c.invalid[1]]: c.invalid[2] } });
    expect(res.json().message).toContain(c.invalid[1]);
    expect((await send(call.list)).json().total).toBe(before);
    const badSort = await send(call.list, { query: { sort: 'password' } });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors.sort).toMatch(/^Sort by one of/);
  });

  it('refuses a change naming a field it does not take (status), names it, and changes nothing', async () => {
    const row = (await send(call.create, { body: c.valid() })).json().data as { id: number };
    const res = await send(call.update, { params: { id: row.id }, body: { ...c.change, status: 'cancelled' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: 0,
      code: 'staff_field_not_changeable',
      message: `status: ${MESSAGES.staffFieldNotChangeable}`,
      errors: { status: MESSAGES.staffFieldNotChangeable },
    });
    expect((await send(call.read, { params: { id: row.id } })).json().data).toEqual(row);
    expect((await auditRows(c.entity, row.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('lets owner and its roles in, refuses the others with 403 and a devotee or nobody with 401', async () => {
    for (const role of STAFF_ROLES) {
      const res = await send(call.create, { body: c.valid(), as: headers[role] });
      const allowed = role === 'owner' || roles.includes(role);
      expect(res.statusCode, `${role} creating ${c.entity}`).toBe(allowed ? 200 : 403);
      if (!allowed) expect(res.json().success).toBe(0);
    }
    for (const as of [devotee, {}]) {
      const res = await send(call.list, { as });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(2);
    }
  });
});

describe('programs', () => {
  it('edits a program (story sanitised, Tamil headline), hides it, never creates or deletes one', async () => {
    const res = await send(calls.adminProgramUpdate, {
      params: { id: 1 },
      body: { headline_ta: 'சுய மாற்றம்', story: '<p>Hi<script>x()</script></p>', promises: ['One', 'Two'] },
    });
    expect(res.json().data).toMatchObject({ headline_ta: 'சுய மாற்றம்', story: '<p>Hi</p>', promises: ['One', 'Two'] });
    const tamil = await ctx.app.inject({ method: 'GET', url: `${callUrl(calls.wisdom, { id: 1 })}?lang=ta` });
    expect(tamil.json().data.headline).toBe('சுய மாற்றம்');

    const tooMany = await send(calls.adminProgramUpdate, { params: { id: 1 }, body: { benefits: ['1', '2', '3', '4', '5', '6'] } });
    expect(tooMany.json()).toMatchObject({ success: 0, errors: { benefits: CONTENT_MESSAGES.tooManyItems } });

    const hidden = await send(calls.adminProgramHide, { params: { id: 8 } });
    expect(hidden.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.programsFixed, hidden: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: callUrl(calls.wisdom, { id: 8 }) })).statusCode).toBe(404);
    expect((await auditRows('programs', 8)).map((a) => a.action)).toEqual(['hide']);

    expect((await send(calls.adminPrograms, { as: headers.coordinator })).statusCode).toBe(403);
    expect((await send(calls.adminPrograms, { as: headers.finance })).statusCode).toBe(403);
    expect((await send(calls.adminPrograms, { as: headers.owner })).json().total).toBe(8);
  });
});

describe('events', () => {
  it('closes and opens registrations, and hides an event with registrations', async () => {
    const { data: event } = (await send(calls.adminEventCreate, { body: { program_id: 1, event_name: 'Closable', event_date: inDays(9), published: true } })).json();
    const closed = await send(calls.adminEventCloseRegistrations, { params: { id: event.id } });
    expect(closed.json()).toMatchObject({ message: CONTENT_MESSAGES.registrationsClosed, data: { is_closed: true, event_close: 1 } });
    const opened = await send(calls.adminEventOpenRegistrations, { params: { id: event.id }, as: headers.coordinator });
    expect(opened.json().data).toMatchObject({ is_closed: false, event_close: 0 });

    const user = await ctx.db.one<{ id: number }>('SELECT id FROM users LIMIT 1');
    await ctx.db.query(
      `INSERT INTO registrations (user_id, event_id, program_id, currency, amount_minor, total_minor) VALUES ($1, $2, 1, 'INR', 0, 0)`,
      [user!.id, event.id],
    );
    const removed = await send(calls.adminEventDelete, { params: { id: event.id } });
    expect(removed.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.hiddenReferenced, hidden: 1 });
    expect((await auditRows('events', event.id)).map((a) => a.action)).toEqual(['create', 'close-registrations', 'open-registrations', 'hide']);
  });

  it('refuses to delete an event with paid registrations (cancel it instead), and changes nothing', async () => {
    const { data: event } = (await send(calls.adminEventCreate, { body: { program_id: 1, event_name: 'Paid for', event_date: inDays(9), published: true } })).json();
    const user = await ctx.db.one<{ id: number }>('SELECT id FROM users LIMIT 1');
    await ctx.db.query(
      `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor) VALUES ($1, $2, 1, 'partialpay', 'INR', 500000, 500000, 100000)`,
      [user!.id, event.id],
    );
    const refusedDelete = await send(calls.adminEventDelete, { params: { id: event.id } });
    expect(refusedDelete.statusCode).toBe(422);
    expect(refusedDelete.json()).toEqual({ success: 0, code: 'paid_event_not_deleted', message: CONTENT_MESSAGES.paidEventNotDeleted });
    expect((await send(calls.adminEvent, { params: { id: event.id } })).json().data).toMatchObject({ hidden: false, published: true });
    expect((await auditRows('events', event.id)).map((a) => a.action)).toEqual(['create']);

    // Once cancelled (registrants told, money settled) the event may be taken off the list.
    await ctx.db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [event.id]);
    const removed = await send(calls.adminEventDelete, { params: { id: event.id } });
    expect(removed.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.hiddenReferenced, hidden: 1 });
  });

  it('the list says which registrations it counts: places held apart from every attempt', async () => {
    const { data: event } = (await send(calls.adminEventCreate, { body: { program_id: 1, event_name: 'Counted', event_date: inDays(12), published: true } })).json();
    for (const status of ['success', 'partialpay', 'paylater', 'failed', 'pending', 'cancelled']) {
      const user = await createUser(ctx.db);
      await ctx.db.query(
        `INSERT INTO registrations (user_id, event_id, program_id, currency, amount_minor, total_minor, status) VALUES ($1, $2, 1, 'INR', 0, 0, $3)`,
        [user!.id, event.id, status],
      );
    }
    const list = (await send(calls.adminEvents, { query: { q: 'Counted', page: 1, per_page: 10 } })).json();
    expect(list.data.find((e: { id: number }) => e.id === event.id)).toMatchObject({ places: 3, registrations: 6, status: 'notstarted', event_close: 0 });
  });

  it('stores an uploaded picture resized, and names the field of a bad file', async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#c60' } }).png().toBuffer();
    const form = (bytes: Buffer, name: string) => {
      const boundary = 'xBOUNDARYx';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { ...headers.editor, 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const ok = await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminPictureUpload, {}, { field: 'event_image' }), ...form(png, 'a.png') });
    expect(ok.statusCode).toBe(200);
    const url = ok.json().url as string;
    expect(url).toMatch(/^\/files\/content\/[0-9a-f-]+\.webp$/);
    const stored = await sharp(`${ctx.deps.storage.root}/${url.replace('/files/', '')}`).metadata();
    expect(Math.max(stored.width!, stored.height!)).toBe(2000);

    const bad = await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminPictureUpload, {}, { field: 'event_image' }), ...form(Buffer.from('not a picture'), 'a.png') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: 0, errors: { event_image: MESSAGES.imageInvalid } });
    expect((await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminPictureUpload), ...form(png, 'a.png'), headers: { ...form(png, 'a.png').headers, ...headers.finance } })).statusCode).toBe(403);
  });
});
