import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createEvent, createProgram } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * Event descriptions are written in the rich-text editor: the server keeps what the story rules
 * allow (headings, lists, links) and drops scripts, handlers and unknown tags on save; the public
 * page and the devotee's event detail show it as rich text, the lists as plain text. A plain
 * description written before the editor still reads as its paragraphs everywhere.
 */
let ctx: TestContext;
let owner: Record<string, string>;
const inDays = (n: number) => addDays(todayIso(), n);

beforeAll(async () => {
  ctx = await startTestApp();
  await createProgram(ctx.db, { id: 1, name: 'Ulchemy' });
  owner = (await staffSession(ctx, 'owner')).headers;
});
afterAll(() => ctx.close());

const send = (c: CallDef, opts: { params?: Record<string, unknown>; body?: object; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, opts.params), headers: opts.headers ?? {}, ...(opts.body ? { payload: opts.body } : {}) });

const RICH =
  '<h2>Day one</h2><ul><li><p>Morning yoga</p></li><li><p>Silence</p></li></ul>' +
  '<p>See <a href="https://example.org/map" onclick="steal()">the map</a>.</p>' +
  '<script>alert(1)</script><marquee>Welcome</marquee><img src="https://tracker.example.com/p.gif">';

describe('event descriptions', () => {
  it('keeps the heading, list and link of a description and strips scripts and unknown tags on save', async () => {
    const created = await send(calls.adminEventCreate, {
      headers: owner,
      body: { program_id: 1, event_name: 'Rich retreat', event_date: inDays(5), event_desc: RICH, event_desc_ta: '<h2>முதல் நாள்</h2><script>x()</script>', published: true },
    });
    expect(created.statusCode).toBe(200);
    const event = created.json().data as { id: number; event_desc: string; event_desc_ta: string };
    expect(event.event_desc).toContain('<h2>Day one</h2><ul><li><p>Morning yoga</p></li><li><p>Silence</p></li></ul>');
    expect(event.event_desc).toContain('<a href="https://example.org/map" target="_blank" rel="noopener noreferrer">the map</a>');
    expect(event.event_desc).not.toMatch(/script|alert|onclick|steal|marquee|tracker/);
    expect(event.event_desc_ta).toBe('<h2>முதல் நாள்</h2>');

    // What is stored is what was kept: no other read can leak what was dropped.
    const stored = await ctx.db.one<{ event_desc: string; event_desc_ta: string }>('SELECT event_desc, event_desc_ta FROM events WHERE id = $1', [event.id]);
    expect(stored!.event_desc).toBe(event.event_desc);
    expect(stored!.event_desc_ta).not.toContain('script');

    const page = (await send(calls.eventPage, { params: { id: event.id } })).json().data as { event_desc: string; event_desc_html: string };
    expect(page.event_desc_html).toBe(event.event_desc);
    // The spec's field stays text: share previews and cards read it, never HTML.
    expect(page.event_desc).toBe('Day one Morning yoga Silence See the map. Welcome');
    const tamil = (await ctx.app.inject({ method: 'GET', url: `${callUrl(calls.eventPage, { id: event.id })}?lang=ta` })).json().data;
    expect(tamil.event_desc_html).toBe('<h2>முதல் நாள்</h2>');

    const list = (await send(calls.eventAllList)).json().data as { id: number; event_desc: string }[];
    expect(list.find((e) => e.id === event.id)!.event_desc).toBe('Day one Morning yoga Silence See the map. Welcome');
  });

  it('reads an older plain description as paragraphs on the page, in the editor and on the devotee detail', async () => {
    const plain = 'Tea & snacks served.\nBring a mat.\n\nDay two: <silence>.';
    const event = await createEvent(ctx.db, { program_id: 1, event_name: 'Plain retreat', event_date: inDays(6), event_desc: plain });
    const html = '<p>Tea &amp; snacks served.<br />Bring a mat.</p><p>Day two: &lt;silence&gt;.</p>';

    const page = (await send(calls.eventPage, { params: { id: event.id } })).json().data;
    expect(page.event_desc_html).toBe(html);
    expect(page.event_desc).toBe('Tea & snacks served. Bring a mat. Day two: <silence>.');

    // The editor opens it as the same paragraphs; saved unchanged, it stays so.
    const admin = (await send(calls.adminEvent, { params: { id: event.id }, headers: owner })).json().data;
    expect(admin.event_desc).toBe(html);
    const saved = await send(calls.adminEventUpdate, { params: { id: event.id }, headers: owner, body: { event_desc: admin.event_desc } });
    expect(saved.json().data.event_desc).toBe(html);

    const me = await loginAs(ctx);
    const reg = await ctx.db.one<{ id: number }>(
      `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, accept_terms)
       VALUES ($1, $2, 1, 'paylater', 'INR', 0, 0, true) RETURNING id`,
      [me.user.id, event.id],
    );
    const detail = (await send(calls.registerDetail, { headers: me.headers, body: { register_id: reg!.id } })).json().data;
    expect(detail).toMatchObject({ event_desc_html: html, event_desc_html_ta: '' });
  });

  it('refuses a description that is not text, naming the field, and changes nothing', async () => {
    const event = await createEvent(ctx.db, { program_id: 1, event_name: 'Kept retreat', event_date: inDays(7), event_desc: 'Kept.' });
    const res = await send(calls.adminEventUpdate, { params: { id: event.id }, headers: owner, body: { event_desc: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('event_desc');
    expect((await ctx.db.one<{ event_desc: string }>('SELECT event_desc FROM events WHERE id = $1', [event.id]))!.event_desc).toBe('Kept.');
  });
});
