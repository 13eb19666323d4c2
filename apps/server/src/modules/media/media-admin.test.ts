import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { GALLERY_ADMIN_MESSAGES, type AdminMediaItem } from '@portal/contract/admin-gallery';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * The audio and video items of the back office over HTTP: create, read, update, hide, delete,
 * the link check (what the public player plays), roles and audit rows; the public lists show
 * a new item at once and never a hidden one.
 */
let ctx: TestContext;
const headers = {} as Record<StaffRole, Record<string, string>>;
let devotee: Record<string, string>;
let categoryId = 0;
let tagId = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  for (const role of STAFF_ROLES) headers[role] = (await staffSession(ctx, role)).headers;
  devotee = { authorization: `Bearer ${(await loginAs(ctx)).token}` };
  categoryId = (await ctx.db.one<{ id: number }>(`INSERT INTO media_categories (media_category) VALUES ('Talks') RETURNING id`))!.id;
  tagId = (await ctx.db.one<{ id: number }>(`INSERT INTO media_tags (media_tag) VALUES ('Silence') RETURNING id`))!.id;
});
afterAll(() => ctx.close());

const send = (c: CallDef, opts: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object; as?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, opts.params, opts.query), headers: opts.as ?? headers.editor, ...(opts.body ? { payload: opts.body } : {}) });

const auditRows = (id: number) =>
  ctx.db.query<{ action: string; before: unknown; after: unknown }>(`SELECT action, before, after FROM audit_log WHERE entity = 'media' AND entity_id = $1 ORDER BY id`, [String(id)]);

const publicVideos = async () =>
  (await send(calls.recentMedia, { body: { filter_type: 'video' }, as: {} })).json().data as Array<{ id: number; title: string }>;

const talk = {
  kind: 'video',
  title: 'The inner silence',
  title_ta: 'உள் மௌனம்',
  media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  media_time: '42:10',
  published_on: '2026-11-01',
  category_id: null as number | null,
  tag_ids: [] as number[],
};

let item: AdminMediaItem;

describe('audio and video items', () => {
  it('creates a video talk that the public lists show at once; audited', async () => {
    await publicVideos(); // fills the public cache first
    const res = await send(calls.adminMediaItemCreate, { body: { ...talk, category_id: categoryId, tag_ids: [tagId] } });
    expect(res.statusCode, res.body).toBe(200);
    item = res.json().data;
    expect(item).toMatchObject({ kind: 'video', title: 'The inner silence', title_ta: 'உள் மௌனம்', media_time: '42:10', published_on: '2026-11-01', category_id: categoryId, hidden: false, tag_ids: [tagId] });
    expect((await publicVideos()).map((v) => v.title)).toContain('The inner silence');
    expect(await auditRows(item.id)).toEqual([expect.objectContaining({ action: 'create', before: null })]);
    const category = (await ctx.app.inject({ method: 'GET', url: `/api/mediacategory/${categoryId}` })).json();
    expect(category.data.map((m: { id: number }) => m.id)).toEqual([item.id]);
  });

  it('takes the links and embeds the public player plays, stores an embed cleaned, refuses others naming the field', async () => {
    for (const media of ['https://youtu.be/dQw4w9WgXcQ', 'https://player.vimeo.com/video/76979871', '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>']) {
      const res = await send(calls.adminMediaItemCreate, { body: { ...talk, kind: 'audio', media } });
      expect(res.statusCode, media).toBe(200);
    }
    const embed = await send(calls.adminMediaItemCreate, { body: { ...talk, media: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe><script>x()</script>' } });
    expect(embed.json().data.media).toBe('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ media: 'https://evil.example/video' }, 'media', GALLERY_ADMIN_MESSAGES.mediaLink],
      [{ media: 'javascript:alert(1)' }, 'media', GALLERY_ADMIN_MESSAGES.mediaLink],
      [{ title: '' }, 'title', MESSAGES.required],
      [{ kind: 'film' }, 'kind', 'Choose video or audio'],
      [{ media_time: 'an hour' }, 'media_time', GALLERY_ADMIN_MESSAGES.duration],
      [{ published_on: '2026-13-01' }, 'published_on', MESSAGES.invalidDate],
      [{ category_id: 987654 }, 'category_id', CONTENT_MESSAGES.unknownCategory],
      [{ tag_ids: [987654] }, 'tag_ids', GALLERY_ADMIN_MESSAGES.unknownTag],
      [{ image: 'https://evil.example/x.png' }, 'image', CONTENT_MESSAGES.invalidPicture],
    ];
    for (const [change, field, message] of cases) {
      const res = await send(calls.adminMediaItemCreate, { body: { ...talk, ...change } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
      expect(res.json().message).toBe(`${field}: ${message}`);
    }
  });

  it('lists, searches, reads and updates; the change is audited with before and after', async () => {
    const list = (await send(calls.adminMediaItems, { query: { q: 'inner', sort: 'title' } })).json();
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect((await send(calls.adminMediaItem, { params: { id: item.id } })).json().data.id).toBe(item.id);
    expect((await send(calls.adminMediaItem, { params: { id: 987654 } })).statusCode).toBe(404);
    const res = await send(calls.adminMediaItemUpdate, { params: { id: item.id }, body: { title: 'Inner silence, part 1', tag_ids: [] } });
    expect(res.json().data).toMatchObject({ title: 'Inner silence, part 1', tag_ids: [] });
    expect((await auditRows(item.id)).at(-1)).toMatchObject({ action: 'update', before: { title: 'The inner silence' }, after: { title: 'Inner silence, part 1' } });
    expect((await send(calls.adminMediaItemUpdate, { params: { id: item.id }, body: { media: 'https://example.org' } })).statusCode).toBe(400);
  });

  it('hides an item from the public lists, then deletes it', async () => {
    await send(calls.adminMediaItemUpdate, { params: { id: item.id }, body: { hidden: true } });
    expect((await publicVideos()).map((v) => v.id)).not.toContain(item.id);
    const removed = await send(calls.adminMediaItemDelete, { params: { id: item.id } });
    expect(removed.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.deleted, hidden: 0 });
    expect((await auditRows(item.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    expect((await send(calls.adminMediaItem, { params: { id: item.id } })).statusCode).toBe(404);
  });

  it('lets the owner in, refuses coordinator and finance (403), a devotee and no token (401)', async () => {
    expect((await send(calls.adminMediaItems, { as: headers.owner })).statusCode).toBe(200);
    for (const [as, status, success] of [[headers.coordinator, 403, 0], [headers.finance, 403, 0], [devotee, 401, 2], [{}, 401, 2]] as const) {
      for (const res of [
        await send(calls.adminMediaItems, { as }),
        await send(calls.adminMediaItem, { params: { id: 1 }, as }),
        await send(calls.adminMediaItemCreate, { body: talk, as }),
        await send(calls.adminMediaItemUpdate, { params: { id: 1 }, body: { title: 'x' }, as }),
        await send(calls.adminMediaItemDelete, { params: { id: 1 }, as }),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json().success).toBe(success);
      }
    }
  });
});
