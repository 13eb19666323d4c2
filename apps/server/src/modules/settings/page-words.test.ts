import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { MESSAGES } from '@portal/contract/messages';
import { PAGE_WORDS, startingWord, wordKeys } from '@portal/contract/page-words';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import { storeSetting } from './repository.ts';

/**
 * The pages' words over HTTP: the home introduction and the foundation page start from their
 * starting texts, editors and the owner change them in both languages (titles' tags removed,
 * paragraphs sanitised rich text, audited), and the public call shows the change at once in the
 * language asked for.
 */
let ctx: TestContext;
let editor: Record<string, string>;
let editorId = 0;
let owner: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp();
  const session = await staffSession(ctx, 'editor');
  editor = session.headers;
  editorId = session.staff.id;
  owner = (await staffSession(ctx, 'owner')).headers;
});
afterAll(() => ctx.close());

const send = (c: CallDef, page: string, as: Record<string, string>, body?: object, lang?: string) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, { page }, lang ? { lang } : undefined), headers: as, ...(body ? { payload: body } : {}) });

describe('the pages’ words', () => {
  it('serves the starting texts in English and Tamil while nothing is saved', async () => {
    for (const page of ['home', 'foundation'] as const) {
      const en = (await send(calls.pageWords, page, {})).json();
      const ta = (await send(calls.pageWords, page, {}, undefined, 'ta')).json();
      for (const key of wordKeys(page)) {
        expect(en.data.words[key]).toBe(startingWord(page, key, 'en'));
        expect(ta.data.words[key]).toBe(startingWord(page, key, 'ta'));
      }
      expect(ta.data.lang).toBe('ta');
    }
    // A title as it is quoted; a paragraph its quoted words in a paragraph of their own.
    const en = (await send(calls.pageWords, 'home', {})).json().data.words;
    expect(en.intro_heading).toBe('Welcome to the Matangi Foundation');
    expect(en.intro_lead).toBe(`<p>${PAGE_WORDS.home.intro_lead.en}</p>`);
    expect((await send(calls.pageWords, 'foundation', {})).json().data.words.herbal_text).toBe(`<p>${PAGE_WORDS.foundation.herbal_text.en}</p>`);
    const admin = (await send(calls.adminPageWords, 'home', editor)).json();
    expect(admin.data.words.intro_heading).toEqual({ en: PAGE_WORDS.home.intro_heading.en, ta: PAGE_WORDS.home.intro_heading.ta, edited: false });
  });

  it('saves titles with their tags removed and paragraphs as sanitised rich text, audits them and shows them at once', async () => {
    const lead = '<h3>A calmer life</h3><ul><li><p>Practice</p></li></ul><p><a href="https://example.org">Read</a></p>';
    const res = await send(calls.adminPageWordsUpdate, 'home', editor, {
      words: {
        intro_heading: { en: 'Welcome home <script>alert(1)</script>', ta: 'வீட்டுக்கு <b>வருக</b>' },
        // The editor's last Enter leaves an empty paragraph; a handler and an outside picture are not kept.
        intro_lead: { en: `<img src=x onerror="alert(1)">${lead}<p></p>`, ta: '<p></p>' },
        deity_text: { en: 'Plain words.\n\nA second paragraph.', ta: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: CONTENT_MESSAGES.saved });
    const saved = res.json().data.words;
    expect(saved.intro_heading).toEqual({ en: 'Welcome home', ta: 'வீட்டுக்கு வருக', edited: true });
    const leadHtml = '<h3>A calmer life</h3><ul><li><p>Practice</p></li></ul><p><a href="https://example.org" target="_blank" rel="noopener noreferrer">Read</a></p>';
    expect(saved.intro_lead).toEqual({ en: leadHtml, ta: '', edited: true });
    expect(saved.deity_text).toEqual({ en: '<p>Plain words.</p><p>A second paragraph.</p>', ta: '', edited: true });

    const en = (await send(calls.pageWords, 'home', {})).json().data.words;
    expect(en.intro_heading).toBe('Welcome home');
    expect(en.intro_lead).toBe(leadHtml);
    const ta = (await send(calls.pageWords, 'home', {}, undefined, 'ta')).json().data.words;
    expect(ta.intro_heading).toBe('வீட்டுக்கு வருக');
    // An empty Tamil shows the English; a word never saved keeps its starting Tamil.
    expect(ta.intro_lead).toBe(leadHtml);
    expect(ta.deity_title).toBe(PAGE_WORDS.home.deity_title.ta);
    expect(ta.guru_text).toBe(`<p>${PAGE_WORDS.home.guru_text.ta}</p>`);

    const audit = await ctx.db.query<{ staff_id: number; entity_id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT staff_id, entity_id, before, after FROM audit_log WHERE entity = 'page-words' ORDER BY id`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: editorId,
      entity_id: 'home',
      before: { intro_heading: { en: PAGE_WORDS.home.intro_heading.en, ta: PAGE_WORDS.home.intro_heading.ta } },
      after: { intro_heading: { en: 'Welcome home', ta: 'வீட்டுக்கு வருக' } },
    });

    // Saving the same words again changes nothing and writes no audit row.
    await send(calls.adminPageWordsUpdate, 'home', owner, { words: { intro_heading: { en: 'Welcome home', ta: 'வீட்டுக்கு வருக' } } });
    expect(await ctx.db.query(`SELECT 1 FROM audit_log WHERE entity = 'page-words'`)).toHaveLength(1);
  });

  it('reads a paragraph saved as plain text before paragraphs were rich as its paragraphs, its characters as text', async () => {
    await storeSetting(ctx.db, 'page.foundation.mithra_text', 'Friends in service & care <3\nEvery Sunday.\n\nJoin us.', null);
    await storeSetting(ctx.db, 'page.foundation.mithra_text_ta', '', null);
    // Written behind the site's back: the public pages' cache is told, as a save would.
    await publicContentChanged(ctx.db);
    const admin = (await send(calls.adminPageWords, 'foundation', editor)).json().data.words.mithra_text;
    expect(admin).toEqual({ en: '<p>Friends in service &amp; care &lt;3<br />Every Sunday.</p><p>Join us.</p>', ta: '', edited: true });
    const ta = (await send(calls.pageWords, 'foundation', {}, undefined, 'ta')).json().data.words;
    expect(ta.mithra_text).toBe(admin.en);
    // Saved again unchanged from the editor, nothing is written.
    const rows = await ctx.db.query(`SELECT 1 FROM audit_log WHERE entity = 'page-words'`);
    await send(calls.adminPageWordsUpdate, 'foundation', editor, { words: { mithra_text: { en: admin.en, ta: '' } } });
    expect(await ctx.db.query(`SELECT 1 FROM audit_log WHERE entity = 'page-words'`)).toHaveLength(rows.length);
  });

  it('keeps the foundation page apart from the home page', async () => {
    await send(calls.adminPageWordsUpdate, 'foundation', owner, { words: { temple_title: { en: 'The Temple of Sri Matangi', ta: 'ஸ்ரீ மாதங்கி ஆலயம்' } } });
    expect((await send(calls.pageWords, 'foundation', {}, undefined, 'ta')).json().data.words.temple_title).toBe('ஸ்ரீ மாதங்கி ஆலயம்');
    expect((await send(calls.pageWords, 'home', {})).json().data.words.temple_title).toBe(PAGE_WORDS.home.temple_title.en);
  });

  it('refuses an unknown word, an empty English, a long title and an unknown page by name, changing nothing', async () => {
    const before = (await send(calls.adminPageWords, 'home', editor)).json().data;
    const unknown = await send(calls.adminPageWordsUpdate, 'home', editor, { words: { intro_headng: { en: 'x', ta: '' }, deity_title: { en: 'Changed', ta: '' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: 0, code: 'invalid_page_words', errors: { 'words.intro_headng': expect.any(String) } });
    const empty = await send(calls.adminPageWordsUpdate, 'home', editor, { words: { deity_title: { en: '<b></b>', ta: 'x' } } });
    expect(empty.json()).toMatchObject({ success: 0, errors: { 'words.deity_title.en': MESSAGES.required } });
    const long = await send(calls.adminPageWordsUpdate, 'home', editor, { words: { deity_title: { en: 'x'.repeat(201), ta: '' } } });
    expect(long.json().errors['words.deity_title.en']).toMatch(/200/);
    // A paragraph is measured as it reads: its markup does not count, its words do.
    const longText = await send(calls.adminPageWordsUpdate, 'home', editor, { words: { town_lead: { en: 'Short.', ta: `<p>${'அ'.repeat(2001)}</p>` } } });
    expect(longText.json().errors['words.town_lead.ta']).toMatch(/2000/);
    const emptyText = await send(calls.adminPageWordsUpdate, 'home', editor, { words: { town_lead: { en: '<p></p>', ta: '' } } });
    expect(emptyText.json().errors['words.town_lead.en']).toBe(MESSAGES.required);
    expect((await send(calls.adminPageWords, 'home', editor)).json().data).toEqual(before);

    const page = await send(calls.pageWords, 'about', {});
    expect(page.statusCode).toBe(400);
    expect(page.json().success).toBe(0);
  });

  it('lets editors and the owner in, refuses coordinators, finance and devotees', async () => {
    for (const role of ['coordinator', 'finance'] as const) {
      const { headers } = await staffSession(ctx, role);
      expect((await send(calls.adminPageWords, 'home', headers)).statusCode).toBe(403);
      expect((await send(calls.adminPageWordsUpdate, 'home', headers, { words: {} })).statusCode).toBe(403);
    }
    const devotee = await loginAs(ctx);
    expect((await send(calls.adminPageWordsUpdate, 'home', { authorization: `Bearer ${devotee.token}` }, { words: {} })).statusCode).toBe(401);
    expect((await send(calls.adminPageWords, 'foundation', owner)).statusCode).toBe(200);
  });
});
