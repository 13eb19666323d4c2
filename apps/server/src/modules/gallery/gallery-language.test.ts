import { beforeAll, describe, expect, it } from 'vitest';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { readerCalls, useTestApp } from '../../test/harness.ts';
import { addDays, createGalleryAlbum, createGalleryCategory, createGalleryImage, createGalleryTag, tagGalleryImage } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { ensureWebBuild, pageHead, WEB_DIST } from '../../test/page-head.ts';

/**
 * The image gallery in the reader's language (Tamil content model): captions, album,
 * category and tag names come as their Tamil twins to a Tamil reader (`?lang=ta` or
 * Accept-Language), each falling back to English on its own when its twin is empty; the cached
 * answers are kept apart per language, and an editor's change shows in both at once.
 */
ensureWebBuild();
const ctx = useTestApp({ WEB_DIST });
let editor: Record<string, string>;
let category: { id: number };
let album: { id: number };
let translated: { id: number };
let untranslated: { id: number };
let tag: { id: number };
const today = todayIso();

beforeAll(async () => {
  editor = (await staffSession(ctx, 'editor')).headers;
  const q = ctx.db;
  category = await createGalleryCategory(q, { album_category: 'Temple Festivals' });
  album = await createGalleryAlbum(q, { category_id: category.id, album_sub: 'Deepam', album_date: addDays(today, -3) });
  // An untranslated album (and its category below the first) falls back to English.
  const other = await createGalleryAlbum(q, { category_id: category.id, album_sub: 'Pongal', album_date: addDays(today, -40) });
  translated = await createGalleryImage(q, { album_id: album.id, caption: 'Lamps on the hill' });
  untranslated = await createGalleryImage(q, { album_id: other.id, caption: 'Sugar cane' });
  tag = await createGalleryTag(q, { album_tag: 'Lamps' });
  await tagGalleryImage(q, translated.id, tag.id);
  await tagGalleryImage(q, untranslated.id, tag.id);
  await q.query(`UPDATE gallery_categories SET album_category_ta = 'ஆலயத் திருவிழாக்கள்' WHERE id = $1`, [category.id]);
  await q.query(`UPDATE gallery_albums SET album_sub_ta = 'தீபம்' WHERE id = $1`, [album.id]);
  // '' is "not translated yet", like NULL.
  await q.query(`UPDATE gallery_albums SET album_sub_ta = '' WHERE id = $1`, [other.id]);
  await q.query(`UPDATE gallery_images SET caption_ta = 'மலை மீது விளக்குகள்' WHERE id = $1`, [translated.id]);
  await q.query(`UPDATE gallery_tags SET album_tag_ta = 'விளக்குகள்' WHERE id = $1`, [tag.id]);
});

const { get } = readerCalls(ctx);
/** An editor's change of the item `id` through the back office call `c`. */
const edit = (c: CallDef, id: number, payload: object) => ctx.app.inject({ method: 'PATCH', url: callUrl(c, { id }), headers: editor, payload });
const captions = (rows: Array<{ caption: string }>) => rows.map((r) => r.caption);

describe('the image gallery in Tamil and English', () => {
  it('sends recent captions in the reader language, each falling back to English alone', async () => {
    const [en, ta] = await Promise.all([get(calls.recentGallery, 'en'), get(calls.recentGallery, 'ta')]);
    expect(captions(en.json().data)).toEqual(['Lamps on the hill', 'Sugar cane']);
    expect(captions(ta.json().data)).toEqual(['மலை மீது விளக்குகள்', 'Sugar cane']);
    expect(ta.headers.vary).toMatch(/Accept-Language/i);
  });

  it('names categories and albums in the reader language', async () => {
    const ta = (await get(calls.galleryCategoryList, 'ta')).json().data;
    expect(ta).toEqual([expect.objectContaining({ album_category: 'ஆலயத் திருவிழாக்கள்' })]);
    expect(ta[0].albums.map((a: { album_sub: string }) => a.album_sub)).toEqual(['தீபம்', 'Pongal']);
    const en = (await get(calls.galleryCategoryList, 'en')).json().data;
    expect(en[0].album_category).toBe('Temple Festivals');
    expect(en[0].albums.map((a: { album_sub: string }) => a.album_sub)).toEqual(['Deepam', 'Pongal']);
  });

  it("a category's page: its name, album groups and captions in Tamil", async () => {
    const body = (await get(calls.galleryCategory, 'ta', { id: category.id })).json();
    expect(body.category_name).toBe('ஆலயத் திருவிழாக்கள்');
    expect(body.data.map((g: { album_sub: string }) => g.album_sub)).toEqual(['தீபம்', 'Pongal']);
    expect(body.data.flatMap((g: { albums: Array<{ caption: string }> }) => captions(g.albums))).toEqual(['மலை மீது விளக்குகள்', 'Sugar cane']);
    expect((await get(calls.galleryCategory, 'en', { id: category.id })).json().category_name).toBe('Temple Festivals');
  });

  it("tags and a tag's page in Tamil; ?lang=ta wins over the browser's English", async () => {
    expect((await get(calls.galleryTagList, 'ta')).json().data).toEqual([{ id: tag.id, album_tag: 'விளக்குகள்' }]);
    expect((await get(calls.galleryTagList, 'en')).json().data).toEqual([{ id: tag.id, album_tag: 'Lamps' }]);
    const res = await ctx.app.inject({ method: 'GET', url: `${callUrl(calls.galleryTag, { id: tag.id })}?lang=ta`, headers: { 'accept-language': 'en' } });
    expect(res.json().tag_name).toBe('விளக்குகள்');
    // Newest tagged first.
    expect(captions(res.json().data)).toEqual(['Sugar cane', 'மலை மீது விளக்குகள்']);
  });

  it('the filter finds a Tamil caption and answers in the reader language', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: callUrl(calls.galleryFilter), headers: { 'accept-language': 'ta' }, payload: { search_txt: 'விளக்கு' } });
    expect(captions(res.json().data)).toEqual(['மலை மீது விளக்குகள்']);
    const en = await ctx.app.inject({ method: 'POST', url: callUrl(calls.galleryFilter), headers: { 'accept-language': 'en' }, payload: { search_txt: 'விளக்கு' } });
    expect(captions(en.json().data)).toEqual(['Lamps on the hill']);
  });

  it("share previews of a category and a tag follow the link's language", async () => {
    expect((await pageHead(ctx, `/category/${category.id}?lang=ta`)).og('title')).toMatch(/^ஆலயத் திருவிழாக்கள் - /);
    expect((await pageHead(ctx, `/tag/${tag.id}`)).og('title')).toMatch(/^Lamps - /);
  }, 120_000);

  it("an editor's new Tamil caption shows at once in Tamil, the English one unchanged", async () => {
    // Both languages are cached now (the calls above).
    const res = await edit(calls.adminGalleryImageUpdate, untranslated.id, { caption_ta: 'கரும்பு' });
    expect(res.json().success).toBe(1);
    expect(captions((await get(calls.recentGallery, 'ta')).json().data)).toEqual(['மலை மீது விளக்குகள்', 'கரும்பு']);
    expect(captions((await get(calls.recentGallery, 'en')).json().data)).toEqual(['Lamps on the hill', 'Sugar cane']);
    // A category name changed in the back office too.
    const renamed = await edit(calls.adminGalleryCategoryUpdate, category.id, { album_category_ta: 'திருவிழாக்கள்' });
    expect(renamed.json().success).toBe(1);
    expect((await get(calls.galleryCategory, 'ta', { id: category.id })).json().category_name).toBe('திருவிழாக்கள்');
  });
});
