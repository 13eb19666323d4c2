import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract/calls';
import { callUrl } from '@portal/contract/call';
import { todayIso } from '@portal/contract/fields';
import { addDays, createEvent } from '../seed/factories.ts';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { ensureWebBuild, WEB_DIST } from '../test/page-head.ts';

/**
 * An event's public page (/events/{id}/{slug}): its data call, the server's render with the
 * share preview (WhatsApp and Facebook read only the HTML), the 404 of an event nobody may see,
 * and the sitemap that lists it.
 */
const webDist = WEB_DIST;
const ORIGIN = 'https://portal.example.org';

let ctx: TestContext;
let shown: { id: number };
let draft: { id: number };
let hidden: { id: number };
let cancelled: { id: number };

beforeAll(async () => {
  ensureWebBuild();
  ctx = await startTestApp({ WEB_DIST: webDist, PUBLIC_URL: `${ORIGIN}/` });
  shown = await createEvent(ctx.db, {
    program_id: 1,
    event_name: 'Ulchemy Weekend at Kodaikanal',
    event_date: addDays(todayIso(), 20),
    end_date: addDays(todayIso(), 21),
    city_name: 'Kodaikanal',
    event_address: 'Lake Road Retreat',
    event_image: '/files/demo/event-kodai.webp',
    event_desc: 'Two days of breath and silence by the lake.',
  });
  await ctx.db.query(
    `UPDATE events SET start_time = '07:30', end_time = '17:00', price_minor = 500000, early_bird_minor = 50000,
            early_bird_until = $2::date, advance_minor = 100000, capacity = 30,
            event_name_ta = 'கொடைக்கானலில் உல்கெமி வார இறுதி', event_desc_ta = 'ஏரிக்கரையில் இரண்டு நாட்கள்.'
      WHERE id = $1`,
    [shown.id, addDays(todayIso(), 5)],
  );
  draft = await createEvent(ctx.db, { program_id: 1, event_name: 'Draft not published' });
  await ctx.db.query('UPDATE events SET published = false WHERE id = $1', [draft.id]);
  hidden = await createEvent(ctx.db, { program_id: 1, event_name: 'Hidden event' });
  await ctx.db.query('UPDATE events SET hidden = true WHERE id = $1', [hidden.id]);
  cancelled = await createEvent(ctx.db, { program_id: 1, event_name: 'Cancelled event', status: 'cancelled' });
}, 240_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const appHtml = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
const head = (body: string) => body.split('</head>')[0]!;

describe('GET event/{id}/page', () => {
  it("gives a published event's page: times, price as registration computes it, the English slug", async () => {
    const res = await get(callUrl(calls.eventPage, { id: shown.id }));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: shown.id,
      slug: 'ulchemy-weekend-at-kodaikanal',
      start_time: '07:30',
      end_time: '17:00',
      city_name: 'Kodaikanal',
      currency: 'INR',
      // ₹5,000 less the ₹500 early-bird while it lasts; an advance of ₹1,000 holds a seat.
      price: 4500,
      full_price: 5000,
      early_bird_until: addDays(todayIso(), 5),
      advance: 1000,
      registration_open: true,
    });
  });

  it('answers in Tamil with the Tamil name, the slug staying English', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: callUrl(calls.eventPage, { id: shown.id }), headers: { 'accept-language': 'ta' } });
    expect(res.json().data.event_name).toBe('கொடைக்கானலில் உல்கெமி வார இறுதி');
    expect(res.json().data.slug).toBe('ulchemy-weekend-at-kodaikanal');
  });

  it.each([['unpublished', () => draft.id], ['hidden', () => hidden.id], ['unknown', () => 999_999]])('an %s event is not found', async (_what, id) => {
    const res = await get(callUrl(calls.eventPage, { id: id() }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0, message: 'Event not found' });
  });
});

describe('/events/{id}/{slug} rendered on the server', () => {
  it('holds the name, the dates and the times in India time, the venue with a map link, the price and the seats', async () => {
    const res = await get(`/events/${shown.id}/ulchemy-weekend-at-kodaikanal`);
    expect(res.statusCode).toBe(200);
    const html = appHtml(res.body);
    expect(html).toContain('Ulchemy Weekend at Kodaikanal');
    const [y, m, d] = addDays(todayIso(), 20).split('-');
    expect(html).toContain(`${d}/${m}/${y}`);
    expect(html).toContain('From 7:30 AM on');
    expect(html).toContain('until 5:00 PM on');
    expect(html).toContain('Lake Road Retreat, Kodaikanal');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=Lake%20Road%20Retreat%2C%20Kodaikanal');
    expect(html).toContain('₹4,500.00');
    expect(html).toContain('30 seats left');
    expect(html).toContain('Register now');
  });

  it('carries its share preview: title, description, the banner as an absolute og:image, its own og:url', async () => {
    const h = head((await get(`/events/${shown.id}/ulchemy-weekend-at-kodaikanal`)).body);
    expect(h).toMatch(/<meta property="og:title" content="Ulchemy Weekend at Kodaikanal - [^"]+"\/>/);
    expect(h).toMatch(/<meta property="og:description" content="[^"]*Kodaikanal[^"]*Two days of breath and silence/);
    expect(h).toContain(`<meta property="og:image" content="${ORIGIN}/files/demo/event-kodai.webp"/>`);
    expect(h).toContain(`<meta property="og:url" content="${ORIGIN}/events/${shown.id}/ulchemy-weekend-at-kodaikanal"/>`);
  });

  it('in Tamil (?lang=ta): the Tamil name, Tamil times and a Tamil preview', async () => {
    const res = await get(`/events/${shown.id}/ulchemy-weekend-at-kodaikanal?lang=ta`);
    const html = appHtml(res.body);
    expect(html).toContain('கொடைக்கானலில் உல்கெமி வார இறுதி');
    expect(html).toContain('காலை 7:30 முதல்');
    expect(html).toContain('30 இடங்கள் மீதம் உள்ளன');
    expect(head(res.body)).toContain('<meta property="og:title" content="கொடைக்கானலில் உல்கெமி வார இறுதி');
    expect(head(res.body)).toContain('?lang=ta');
  });

  it('opens with the id alone or a stale slug (the id decides)', async () => {
    for (const url of [`/events/${shown.id}`, `/events/${shown.id}/old-name`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(appHtml(res.body)).toContain('Ulchemy Weekend at Kodaikanal');
    }
  });

  it.each([['unpublished', () => draft.id], ['hidden', () => hidden.id], ['unknown', () => 999_999]])('an %s event answers 404 with the page that says so', async (_what, id) => {
    const res = await get(`/events/${id()}/x`);
    expect(res.statusCode).toBe(404);
    expect(appHtml(res.body)).toContain('<h1>Event not found</h1>');
    expect(head(res.body)).not.toContain('og:image" content="' + ORIGIN + '/files/demo/event-kodai');
  });
});

describe('sitemap.xml', () => {
  it('lists each public event page, and no draft, hidden or cancelled one', async () => {
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain(`<loc>${ORIGIN}/events/${shown.id}/ulchemy-weekend-at-kodaikanal</loc>`);
    for (const e of [draft, hidden, cancelled]) expect(body).not.toContain(`/events/${e.id}/`);
  });
});
