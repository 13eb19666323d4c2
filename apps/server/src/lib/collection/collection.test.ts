import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES } from '@portal/contract/gallery';
import { MESSAGES } from '@portal/contract/messages';
import { startTestApp, type TestContext } from '../../test/harness.ts';

/**
 * The rules both collections share, checked on each: unknown and malformed ids, bad paging,
 * and a filter that finds nothing. What each gallery holds is tested in its module's file.
 */
const collections = [
  {
    name: 'image gallery',
    category: '/api/category',
    tag: '/api/tag',
    filter: '/api/filter/gallery',
    messages: { category: GALLERY_MESSAGES.categoryNotFound, tag: GALLERY_MESSAGES.tagNotFound, nothing: GALLERY_MESSAGES.noImages },
  },
  {
    name: 'AV gallery',
    category: '/api/mediacategory',
    tag: '/api/mediatag',
    filter: '/api/filter/media',
    messages: { category: GALLERY_MESSAGES.mediaCategoryNotFound, tag: GALLERY_MESSAGES.mediaTagNotFound, nothing: GALLERY_MESSAGES.noMedia },
  },
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe.each(collections)('$name', (c) => {
  it('answers an unknown category or tag with 404 and its message', async () => {
    for (const [base, code, message] of [[c.category, 'category_not_found', c.messages.category], [c.tag, 'tag_not_found', c.messages.tag]] as const) {
      const res = await get(`${base}/987654`);
      expect(res.statusCode, base).toBe(404);
      expect(res.json()).toEqual({ success: 0, code, message });
    }
  });

  it('refuses malformed ids and bad paging with 400 naming the field', async () => {
    for (const base of [c.category, c.tag]) {
      for (const bad of ['abc', '0', '-1', '1.5', '12abc', '1e3', '99999999999']) {
        const res = await get(`${base}/${bad}`);
        expect(res.statusCode, `${base}/${bad}`).toBe(400);
        expect(res.json()).toMatchObject({ success: 0, errors: { id: MESSAGES.invalidNumber } });
      }
      for (const query of ['limit=0', 'limit=101', 'limit=ten', 'page=0', 'page=1001', 'page=2.5']) {
        const res = await get(`${base}/1?${query}`);
        expect(res.statusCode, `${base}?${query}`).toBe(400);
        expect(res.json().message).toMatch(/^(page|limit): /);
      }
    }
  });

  it('answers a filter that finds nothing with success 0 and its message, not an error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: c.filter, payload: { start_date: '2001-01-01', end_date: '2001-12-31', search_txt: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 0, message: c.messages.nothing, data: [], page: 1, limit: 60, has_more: false });
  });
});
