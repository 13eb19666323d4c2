import { beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { readerCalls, useTestApp } from '../../test/harness.ts';
import { addDays, createMediaCategory, createMediaItem, createMediaTag, tagMediaItem } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { ensureWebBuild, pageHead, WEB_DIST } from '../../test/page-head.ts';

/**
 * The audio and video gallery in the reader's language (Tamil content model): titles,
 * category and tag names in Tamil for a Tamil reader, each falling back to English on its own;
 * cached answers kept apart per language; an editor's change shows at once.
 */
ensureWebBuild();
const ctx = useTestApp({ WEB_DIST });
let editor: Record<string, string>;
let category: { id: number };
let talk: { id: number };
let chant: { id: number };
let tag: { id: number };
const today = todayIso();

beforeAll(async () => {
  editor = (await staffSession(ctx, 'editor')).headers;
  const q = ctx.db;
  category = await createMediaCategory(q, { media_category: 'Talks' });
  talk = await createMediaItem(q, { kind: 'video', title: 'On silence', category_id: category.id, published_on: addDays(today, -1) });
  chant = await createMediaItem(q, { kind: 'audio', title: 'Morning chant', category_id: category.id, published_on: addDays(today, -2) });
  tag = await createMediaTag(q, { media_tag: 'Meditation' });
  await tagMediaItem(q, talk.id, tag.id);
  await tagMediaItem(q, chant.id, tag.id);
  await q.query(`UPDATE media_categories SET media_category_ta = 'உரைகள்' WHERE id = $1`, [category.id]);
  await q.query(`UPDATE media_items SET title_ta = 'மௌனம் பற்றி' WHERE id = $1`, [talk.id]);
  await q.query(`UPDATE media_tags SET media_tag_ta = 'தியானம்' WHERE id = $1`, [tag.id]);
});

const { get, post } = readerCalls(ctx);
const titles = (rows: Array<{ title: string }>) => rows.map((r) => r.title);

describe('the AV gallery in Tamil and English', () => {
  it("the home page's sliders and the recent list: Tamil titles, English where none", async () => {
    expect(titles((await get(calls.videoList, 'ta')).json().data)).toEqual(['மௌனம் பற்றி']);
    expect(titles((await get(calls.videoList, 'en')).json().data)).toEqual(['On silence']);
    expect(titles((await get(calls.audioList, 'ta')).json().data)).toEqual(['Morning chant']);
    const recent = await post(calls.recentMedia, 'ta', { filter_type: 'all' });
    expect(titles(recent.json().data)).toEqual(['மௌனம் பற்றி', 'Morning chant']);
    expect(titles((await post(calls.recentMedia, 'en', { filter_type: 'all' })).json().data)).toEqual(['On silence', 'Morning chant']);
  });

  it('categories with their items, and a category page, in the reader language', async () => {
    const ta = (await get(calls.mediaCategoryList, 'ta')).json().data;
    expect(ta).toEqual([expect.objectContaining({ media_category: 'உரைகள்' })]);
    expect(titles(ta[0].medias)).toEqual(['மௌனம் பற்றி', 'Morning chant']);
    expect((await get(calls.mediaCategoryList, 'en')).json().data[0].media_category).toBe('Talks');
    const page = (await get(calls.mediaCategory, 'ta', { id: category.id })).json();
    expect(page.category_name).toBe('உரைகள்');
    expect(titles(page.data)).toEqual(['மௌனம் பற்றி', 'Morning chant']);
    expect((await get(calls.mediaCategory, 'en', { id: category.id })).json().category_name).toBe('Talks');
  });

  it("tags and a tag's page in the reader language", async () => {
    expect((await get(calls.mediaTagList, 'ta')).json().data).toEqual([{ id: tag.id, media_tag: 'தியானம்' }]);
    expect((await get(calls.mediaTagList, 'en')).json().data).toEqual([{ id: tag.id, media_tag: 'Meditation' }]);
    const page = (await get(calls.mediaTag, 'ta', { id: tag.id })).json();
    expect(page.tag_name).toBe('தியானம்');
    expect(titles(page.data).sort()).toEqual(['Morning chant', 'மௌனம் பற்றி'].sort());
  });

  it('the filter finds a Tamil title and a Tamil category name', async () => {
    expect(titles((await post(calls.mediaFilter, 'ta', { search_txt: 'மௌனம்' })).json().data)).toEqual(['மௌனம் பற்றி']);
    // The category's Tamil name finds both of its items; an English reader gets English titles.
    expect(titles((await post(calls.mediaFilter, 'en', { search_txt: 'உரைகள்' })).json().data)).toEqual(['On silence', 'Morning chant']);
  });

  it("share previews of a category and the AV gallery follow the link's language", async () => {
    expect((await pageHead(ctx, `/mediacategory/${category.id}?lang=ta`)).og('title')).toMatch(/^உரைகள் - /);
    expect((await pageHead(ctx, `/mediatag/${tag.id}`)).og('title')).toMatch(/^Meditation - /);
  }, 120_000);

  it("an editor's Tamil title shows at once in Tamil, the English unchanged", async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: callUrl(calls.adminMediaItemUpdate, { id: chant.id }), headers: editor, payload: { title_ta: 'காலை மந்திரம்' } });
    expect(res.json().success).toBe(1);
    expect(titles((await get(calls.audioList, 'ta')).json().data)).toEqual(['காலை மந்திரம்']);
    expect(titles((await get(calls.audioList, 'en')).json().data)).toEqual(['Morning chant']);
    const renamed = await ctx.app.inject({ method: 'PATCH', url: callUrl(calls.adminMediaTagUpdate, { id: tag.id }), headers: editor, payload: { media_tag_ta: 'தியானங்கள்' } });
    expect(renamed.json().success).toBe(1);
    expect((await get(calls.mediaTagList, 'ta')).json().data).toEqual([{ id: tag.id, media_tag: 'தியானங்கள்' }]);
  });
});
