import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITE_LIMIT, FAVOURITE_LIMIT_MESSAGE } from '@portal/contract/favourites';
import { MESSAGES } from '@portal/contract/messages';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { createEvent, createMediaItem } from '../../seed/factories.ts';

let ctx: TestContext;
let video: { id: number };
let audio: { id: number };
let event: { id: number };
let otherEvent: { id: number };

beforeAll(async () => {
  ctx = await startTestApp();
  video = await createMediaItem(ctx.db, { kind: 'video', title: 'Morning Breath Practice', media: '<script>x</script><iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>' });
  audio = await createMediaItem(ctx.db, { kind: 'audio', title: 'Devi Stuti' });
  event = await createEvent(ctx.db, { program_id: 3, event_name: 'Divija Chennai', event_desc: 'Three days.', event_image: '/files/e.webp' });
  otherEvent = await createEvent(ctx.db, { program_id: 1 });
});
afterAll(() => ctx.close());

type Headers = { authorization: string; 'accept-language'?: string };
const get = (url: string, headers?: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers?: Headers) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('favourites need a session', () => {
  it('answers success 2 without a token or with an ended one', async () => {
    for (const [method, url] of [
      ['GET', '/api/wish/list'], ['GET', '/api/favourite/list'], ['POST', '/api/wishmedia/add'], ['POST', '/api/wishmedia/remove'],
      ['POST', '/api/wishevent/add'], ['POST', '/api/wishevent/remove'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? { id: video.id } : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().success).toBe(2);
    }
    const { headers } = await loginAs(ctx);
    await post('/api/logout', {}, headers);
    const res = await get('/api/wish/list', headers);
    expect(res.json().success).toBe(2);
  });
});

describe('adding and removing', () => {
  it('starts empty, adds media and events with the spec messages and returns the list', async () => {
    const { headers } = await loginAs(ctx);
    expect((await get('/api/wish/list', headers)).json()).toEqual({ success: 1, wishmedia: [], wishevent: [] });

    const addVideo = await post('/api/wishmedia/add', { id: video.id }, headers);
    expect(addVideo.statusCode).toBe(200);
    expect(addVideo.json()).toEqual({ success: 1, message: MESSAGES.mediaAdded, wishmedia: [video.id], wishevent: [] });
    const addAudio = (await post('/api/wishmedia/add', { id: String(audio.id) }, headers)).json();
    expect(addAudio.wishmedia.sort()).toEqual([video.id, audio.id].sort());
    const addEvent = (await post('/api/wishevent/add', { id: event.id }, headers)).json();
    expect(addEvent).toMatchObject({ success: 1, message: MESSAGES.eventAdded, wishevent: [event.id] });

    const removeVideo = (await post('/api/wishmedia/remove', { id: video.id }, headers)).json();
    expect(removeVideo).toEqual({ success: 1, message: MESSAGES.mediaRemoved, wishmedia: [audio.id], wishevent: [event.id] });
    const removeEvent = (await post('/api/wishevent/remove', { id: event.id }, headers)).json();
    expect(removeEvent).toEqual({ success: 1, message: MESSAGES.eventRemoved, wishmedia: [audio.id], wishevent: [] });
    expect((await get('/api/wish/list', headers)).json()).toEqual({ success: 1, wishmedia: [audio.id], wishevent: [] });
  });

  it('is harmless to add twice or to remove what is not there', async () => {
    const { headers } = await loginAs(ctx);
    await post('/api/wishevent/add', { id: event.id }, headers);
    const again = (await post('/api/wishevent/add', { id: event.id }, headers)).json();
    expect(again).toMatchObject({ success: 1, wishevent: [event.id] });
    const notThere = (await post('/api/wishmedia/remove', { id: video.id }, headers)).json();
    expect(notThere).toMatchObject({ success: 1, message: MESSAGES.mediaRemoved, wishmedia: [], wishevent: [event.id] });
  });

  it('refuses unknown ids with 404 and bad ids with 400, changing nothing', async () => {
    const { headers } = await loginAs(ctx);
    await post('/api/wishmedia/add', { id: audio.id }, headers);
    const unknownMedia = await post('/api/wishmedia/add', { id: 999999 }, headers);
    expect(unknownMedia.statusCode).toBe(404);
    expect(unknownMedia.json()).toEqual({ success: 0, code: 'media_not_found', message: 'Media not found' });
    const unknownEvent = await post('/api/wishevent/remove', { id: 999999 }, headers);
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json().message).toBe('Event not found');
    // A media id is not an event id: the tables are separate.
    expect((await post('/api/wishevent/add', { id: 999998 }, headers)).statusCode).toBe(404);
    for (const body of [{}, { id: '' }, { id: 'abc' }, { id: -1 }, { id: 0 }, { id: 1.5 }, { id: '1e3' }, { id: [1] }, { id: 99999999999 }]) {
      const res = await post('/api/wishmedia/add', body, headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^id: /);
    }
    expect((await get('/api/wish/list', headers)).json()).toEqual({ success: 1, wishmedia: [audio.id], wishevent: [] });
  });

  it('caps each list', async () => {
    const { headers, user } = await loginAs(ctx);
    // Fill the list to the cap with real media rows, then one more is refused.
    const ids = (
      await ctx.db.query<{ id: number }>(
        `INSERT INTO media_items (kind, title) SELECT 'audio', 'Filler ' || g FROM generate_series(1, $1) g RETURNING id`,
        [FAVOURITE_LIMIT],
      )
    ).map((r) => r.id);
    await ctx.db.query('INSERT INTO wish_media (user_id, media_id) SELECT $1, unnest($2::int[])', [user.id, ids]);
    const refused = await post('/api/wishmedia/add', { id: video.id }, headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: 0, code: 'favourites_full', message: FAVOURITE_LIMIT_MESSAGE });
    // Adding one that is already there still answers as usual.
    const again = await post('/api/wishmedia/add', { id: ids[0] }, headers);
    expect(again.json()).toMatchObject({ success: 1, message: MESSAGES.mediaAdded });
    expect(again.json().wishmedia).toHaveLength(FAVOURITE_LIMIT);
    await ctx.db.query('DELETE FROM media_items WHERE id = ANY($1::int[])', [ids]);
  });
});

describe('one user never sees or changes another user’s favourites', () => {
  it('keeps the lists apart', async () => {
    const a = await loginAs(ctx);
    const b = await loginAs(ctx);
    await post('/api/wishmedia/add', { id: video.id }, a.headers);
    await post('/api/wishevent/add', { id: otherEvent.id }, a.headers);
    expect((await get('/api/wish/list', b.headers)).json()).toEqual({ success: 1, wishmedia: [], wishevent: [] });
    const bList = (await get('/api/favourite/list', b.headers)).json();
    expect(bList).toEqual({ success: 1, videos: [], audios: [], events: [] });
    // B removing the same ids touches only B's (empty) list.
    await post('/api/wishmedia/remove', { id: video.id }, b.headers);
    await post('/api/wishevent/remove', { id: otherEvent.id }, b.headers);
    // A user id in the body is ignored: the session decides whose list it is.
    await post('/api/wishmedia/add', { id: audio.id, user_id: a.user.id }, b.headers);
    expect((await get('/api/wish/list', a.headers)).json()).toEqual({ success: 1, wishmedia: [video.id], wishevent: [otherEvent.id] });
    expect((await get('/api/wish/list', b.headers)).json()).toEqual({ success: 1, wishmedia: [audio.id], wishevent: [] });
  });
});

describe('GET favourite/list', () => {
  it('sends videos, audios and events with their fields, newest favourite first, embeds sanitised', async () => {
    const { headers } = await loginAs(ctx);
    await post('/api/wishmedia/add', { id: audio.id }, headers);
    await post('/api/wishmedia/add', { id: video.id }, headers);
    await post('/api/wishevent/add', { id: otherEvent.id }, headers);
    await post('/api/wishevent/add', { id: event.id }, headers);
    const res = await get('/api/favourite/list', headers);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.videos).toEqual([
      expect.objectContaining({ id: video.id, kind: 'video', title: 'Morning Breath Practice', media: '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>', media_time: '10:00' }),
    ]);
    expect(body.audios.map((m: { id: number }) => m.id)).toEqual([audio.id]);
    expect(body.events.map((e: { id: number }) => e.id)).toEqual([event.id, otherEvent.id]);
    expect(body.events[0]).toEqual({
      id: event.id, program_id: 3, event_name: 'Divija Chennai', event_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      event_image: '/files/e.webp', event_desc: 'Three days.',
    });
  });

  it("names media and events in the reader's language, English where a Tamil text is empty", async () => {
    const { headers } = await loginAs(ctx);
    await ctx.db.query(`UPDATE media_items SET title_ta = 'காலை மூச்சுப் பயிற்சி' WHERE id = $1`, [video.id]);
    await ctx.db.query(`UPDATE events SET event_name_ta = 'திவிஜா சென்னை' WHERE id = $1`, [event.id]);
    await post('/api/wishmedia/add', { id: video.id }, headers);
    await post('/api/wishevent/add', { id: event.id }, headers);
    const tamil = (await get('/api/favourite/list', { ...headers, 'accept-language': 'ta' })).json();
    expect(tamil.videos[0].title).toBe('காலை மூச்சுப் பயிற்சி');
    expect(tamil.events[0]).toMatchObject({ event_name: 'திவிஜா சென்னை', event_desc: 'Three days.' });
    const english = (await get('/api/favourite/list', { ...headers, 'accept-language': 'en' })).json();
    expect([english.videos[0].title, english.events[0].event_name]).toEqual(['Morning Breath Practice', 'Divija Chennai']);
  });
});
