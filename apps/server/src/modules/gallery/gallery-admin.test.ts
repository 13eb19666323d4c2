import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { GALLERY_ADMIN_MESSAGES, GALLERY_UPLOAD_MAX_FILES, type AdminGalleryImage } from '@portal/contract/admin-gallery';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { createGalleryAlbum, createGalleryCategory, createGalleryTag } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * The gallery images of the back office over HTTP: several pictures uploaded at once (resized,
 * all or none, bad files named), read, edited, reordered within the album, hidden and deleted;
 * the public category page shows them in that order at once; roles and audit rows.
 */
let ctx: TestContext;
const headers = {} as Record<StaffRole, Record<string, string>>;
let devotee: Record<string, string>;
let category: { id: number };
let album: { id: number };
let otherAlbum: { id: number };
let tag: { id: number };
let png: Buffer;

beforeAll(async () => {
  ctx = await startTestApp();
  for (const role of STAFF_ROLES) headers[role] = (await staffSession(ctx, role)).headers;
  devotee = { authorization: `Bearer ${(await loginAs(ctx)).token}` };
  category = await createGalleryCategory(ctx.db, { album_category: 'Temple Festivals' });
  album = await createGalleryAlbum(ctx.db, { category_id: category.id, album_sub: 'Deepam 2026', album_date: '2026-11-20' });
  otherAlbum = await createGalleryAlbum(ctx.db, { category_id: category.id, album_sub: 'Pongal 2026', album_date: '2026-01-15' });
  tag = await createGalleryTag(ctx.db, { album_tag: 'Lamps' });
  png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c60' } }).png().toBuffer();
});
afterAll(() => ctx.close());

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

/** A multipart body of text fields and files, in order. */
function multipart(parts: Part[], as: Record<string, string> = headers.editor) {
  const boundary = 'xGALLERYx';
  const chunks = parts.flatMap((p) =>
    'bytes' in p
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/png\r\n\r\n`), p.bytes, Buffer.from('\r\n')]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { ...as, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (parts: Part[], as?: Record<string, string>) => ctx.app.inject({ method: 'POST', url: callUrl(calls.adminGalleryImageUpload), ...multipart(parts, as) });

const send = (c: CallDef, opts: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object; as?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, opts.params, opts.query), headers: opts.as ?? headers.editor, ...(opts.body ? { payload: opts.body } : {}) });

const auditRows = (entity: string, entityId: number) =>
  ctx.db.query<{ action: string; before: unknown; after: unknown }>('SELECT action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, String(entityId)]);

/** The captions of the album on the public category page, in the order shown. */
async function publicAlbum(albumId: number): Promise<string[]> {
  const body = (await ctx.app.inject({ method: 'GET', url: `/api/category/${category.id}` })).json();
  const group = body.data.find((g: { id: number }) => g.id === albumId);
  return group ? group.albums.map((i: { caption: string }) => i.caption) : [];
}

let uploaded: AdminGalleryImage[] = [];

describe('upload', () => {
  it('adds several pictures at once, each resized, with its caption, the date, album and tags; audited', async () => {
    const res = await upload([
      { name: 'album_id', value: String(album.id) },
      { name: 'tag_ids', value: String(tag.id) },
      { name: 'caption_0', value: 'Lamps at dusk' },
      { name: 'caption_ta_0', value: 'அந்தியில் தீபங்கள்' },
      { name: 'caption_1', value: 'The hill fire' },
      { name: 'caption_2', value: 'Devotees' },
      { name: 'images', filename: 'one.png', bytes: png },
      { name: 'images', filename: 'two.png', bytes: png },
      { name: 'images', filename: 'three.png', bytes: png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, message: GALLERY_ADMIN_MESSAGES.picturesAdded });
    uploaded = body.data;
    expect(uploaded.map((i) => i.caption)).toEqual(['Lamps at dusk', 'The hill fire', 'Devotees']);
    expect(uploaded[0]).toMatchObject({ album_id: album.id, caption_ta: 'அந்தியில் தீபங்கள்', album_date: '2026-11-20', width: 2000, height: 1000, hidden: false, tag_ids: [tag.id] });
    expect(uploaded.map((i) => i.sort_order)).toEqual([1, 2, 3]);
    const stored = await ctx.app.inject({ method: 'GET', url: uploaded[0]!.image });
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
    const audit = await auditRows('gallery-images', uploaded[0]!.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', before: null })]);
    expect(await publicAlbum(album.id)).toEqual(['Lamps at dusk', 'The hill fire', 'Devotees']);
  });

  it('refuses the whole upload when a file is not a picture, naming each bad file; stores nothing', async () => {
    const before = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM gallery_images');
    const res = await upload([
      { name: 'album_id', value: String(album.id) },
      { name: 'images', filename: 'good.png', bytes: png },
      { name: 'images', filename: 'notes.txt', bytes: Buffer.from('not a picture') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { images: `notes.txt: ${MESSAGES.imageInvalid}` } });
    expect(res.json().message).toBe(`images: notes.txt: ${MESSAGES.imageInvalid}`);
    expect(await ctx.db.one('SELECT count(*)::int AS n FROM gallery_images')).toEqual(before);
  });

  it('names the field of a missing album, unknown tag, missing files, a long caption and too many files', async () => {
    const file = { name: 'images', filename: 'a.png', bytes: png };
    const cases: Array<[Part[], string, string]> = [
      [[file], 'album_id', GALLERY_ADMIN_MESSAGES.unknownAlbum],
      [[{ name: 'album_id', value: '987654' }, file], 'album_id', GALLERY_ADMIN_MESSAGES.unknownAlbum],
      [[{ name: 'album_id', value: String(album.id) }, { name: 'tag_ids', value: '987654' }, file], 'tag_ids', GALLERY_ADMIN_MESSAGES.unknownTag],
      [[{ name: 'album_id', value: String(album.id) }], 'images', GALLERY_ADMIN_MESSAGES.choosePictures],
      [[{ name: 'album_id', value: String(album.id) }, { name: 'caption_0', value: 'x'.repeat(300) }, file], 'caption_0', 'At most 255 characters'],
      [[{ name: 'album_id', value: String(album.id) }, ...Array.from({ length: GALLERY_UPLOAD_MAX_FILES + 1 }, () => file)], 'images', GALLERY_ADMIN_MESSAGES.tooManyPictures],
    ];
    for (const [parts, field, message] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
  });
});

describe('read, edit, reorder, hide and delete', () => {
  it('lists an album in its order and reads one image', async () => {
    const list = (await send(calls.adminGalleryImages, { query: { album_id: album.id } })).json();
    expect(list.total).toBe(3);
    expect(list.data.map((i: AdminGalleryImage) => i.id)).toEqual(uploaded.map((i) => i.id));
    const found = (await send(calls.adminGalleryImages, { query: { q: 'hill' } })).json();
    expect(found.data.map((i: AdminGalleryImage) => i.caption)).toEqual(['The hill fire']);
    const one = (await send(calls.adminGalleryImage, { params: { id: uploaded[1]!.id } })).json();
    expect(one).toMatchObject({ success: 1, data: { id: uploaded[1]!.id, album_sub: 'Deepam 2026' } });
    expect((await send(calls.adminGalleryImage, { params: { id: 987654 } })).statusCode).toBe(404);
    const badSort = await send(calls.adminGalleryImages, { query: { sort: 'image' } });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors.sort).toMatch(/^Sort by one of/);
  });

  it('reorders an album: the public page shows the new order at once; audited', async () => {
    await publicAlbum(album.id); // fills the public cache first
    const [a, b, c] = uploaded.map((i) => i.id) as [number, number, number];
    const res = await send(calls.adminGalleryImageOrder, { body: { album_id: album.id, ids: [c, a, b] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((i: AdminGalleryImage) => i.id)).toEqual([c, a, b]);
    expect(await publicAlbum(album.id)).toEqual(['Devotees', 'Lamps at dusk', 'The hill fire']);
    expect(await auditRows('albums', album.id)).toEqual([{ action: 'reorder', before: { image_ids: [a, b, c] }, after: { image_ids: [c, a, b] } }]);

    for (const ids of [[c, a], [c, a, b, b], [c, a, 987654]]) {
      const bad = await send(calls.adminGalleryImageOrder, { body: { album_id: album.id, ids } });
      expect(bad.statusCode, JSON.stringify(ids)).toBe(400);
      expect(bad.json().errors.ids).toBe(GALLERY_ADMIN_MESSAGES.orderMismatch);
    }
    expect(await publicAlbum(album.id)).toEqual(['Devotees', 'Lamps at dusk', 'The hill fire']);
  });

  it('edits caption, Tamil twin, date and tags; a move to another album puts the image last there', async () => {
    const id = uploaded[1]!.id;
    const res = await send(calls.adminGalleryImageUpdate, { params: { id }, body: { caption: 'The great lamp', caption_ta: 'மகா தீபம்', album_date: '2026-11-21', tag_ids: [] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ caption: 'The great lamp', caption_ta: 'மகா தீபம்', album_date: '2026-11-21', tag_ids: [] });
    const audit = await auditRows('gallery-images', id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', before: { caption: 'The hill fire' }, after: { caption: 'The great lamp' } });

    const bad = await send(calls.adminGalleryImageUpdate, { params: { id }, body: { album_date: '2026-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.album_date).toBe(MESSAGES.invalidDate);
    const unknown = await send(calls.adminGalleryImageUpdate, { params: { id }, body: { album_id: 987654 } });
    expect(unknown.json().errors.album_id).toBe(GALLERY_ADMIN_MESSAGES.unknownAlbum);

    const moved = await send(calls.adminGalleryImageUpdate, { params: { id }, body: { album_id: otherAlbum.id } });
    expect(moved.json().data).toMatchObject({ album_id: otherAlbum.id, sort_order: 1 });
    expect(await publicAlbum(otherAlbum.id)).toEqual(['The great lamp']);
    expect(await publicAlbum(album.id)).toEqual(['Devotees', 'Lamps at dusk']);
  });

  it('hides an image from the public pages, then deletes one; both audited', async () => {
    const [first, second] = [uploaded[2]!.id, uploaded[0]!.id];
    const hidden = await send(calls.adminGalleryImageUpdate, { params: { id: first }, body: { hidden: true } });
    expect(hidden.json().data.hidden).toBe(true);
    expect(await publicAlbum(album.id)).toEqual(['Lamps at dusk']);
    const recent = (await ctx.app.inject({ method: 'GET', url: '/api/recent/list' })).json();
    expect(recent.data.map((i: { id: number }) => i.id)).not.toContain(first);

    const removed = await send(calls.adminGalleryImageDelete, { params: { id: second } });
    expect(removed.json()).toEqual({ success: 1, message: CONTENT_MESSAGES.deleted, hidden: 0 });
    expect((await send(calls.adminGalleryImage, { params: { id: second } })).statusCode).toBe(404);
    expect((await auditRows('gallery-images', second)).at(-1)).toMatchObject({ action: 'delete', after: null });
    expect(await publicAlbum(album.id)).toEqual([]);
  });
});

describe('roles', () => {
  it('lets the owner in, refuses coordinator and finance (403), a devotee and no token (401)', async () => {
    const id = uploaded[1]!.id;
    const tries: Array<() => Promise<{ statusCode: number; json: () => { success: number } }>> = [
      () => send(calls.adminGalleryImages, { as: current }),
      () => send(calls.adminGalleryImage, { params: { id }, as: current }),
      () => send(calls.adminGalleryImageUpdate, { params: { id }, body: { caption: 'x' }, as: current }),
      () => send(calls.adminGalleryImageOrder, { body: { album_id: otherAlbum.id, ids: [id] }, as: current }),
      () => send(calls.adminGalleryImageDelete, { params: { id: 987654 }, as: current }),
      () => upload([{ name: 'album_id', value: String(album.id) }], current),
    ];
    let current: Record<string, string> = headers.owner;
    expect((await tries[0]!()).statusCode).toBe(200);
    for (const [as, status, success] of [[headers.coordinator, 403, 0], [headers.finance, 403, 0], [devotee, 401, 2], [{}, 401, 2]] as const) {
      current = as;
      for (const attempt of tries) {
        const res = await attempt();
        expect(res.statusCode).toBe(status);
        expect(res.json().success).toBe(success);
      }
    }
  });
});
