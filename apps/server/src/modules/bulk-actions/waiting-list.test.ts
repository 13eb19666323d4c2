import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { BROADCAST_CODES, BROADCAST_MESSAGES } from '@portal/contract/broadcasts';
import { BULK_CODES } from '@portal/contract/bulk-actions';
import { WAITLIST_MESSAGES } from '@portal/contract/waitlist';
import { jobNamed } from '../../jobs.ts';
import { addDays, createEvent, createUser } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { BULK_JOB } from './index.ts';

/**
 * The waiting list's bulk bar: the ticked places (or everyone on the list) offered a seat or
 * removed, one place at a time through the list's single-row actions (their refusals, their
 * message to the person, their audit row); the places not done reported with why; and a message
 * to the ticked people through the participants' composer.
 */
const { ctx, coordinator, finance, ids } = useStaffTestApp();
const post = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/bulk-actions/waiting-list', headers, payload });
const get = (headers: Record<string, string>, id: number) => ctx.app.inject({ method: 'GET', url: `/api/admin/bulk-actions/${id}`, headers });
const runJob = () => jobNamed(ctx.app.jobs, BULK_JOB)!.run();

let n = 0;
/** An event with `seats` free seats and `count` people waiting, in the order they joined. */
async function eventWithList(seats: number, count: number) {
  const e = await createEvent(ctx.db, { event_name: `Waiting camp ${++n}`, event_date: addDays(todayIso(), 6) });
  await ctx.db.query('UPDATE events SET capacity = $2 WHERE id = $1', [e.id, seats]);
  const places: { id: number; user_id: number; name: string }[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Waiting Person ${n}-${i}`;
    const u = await createUser(ctx.db, { name, mobile: `96${String(n).padStart(4, '0')}${String(i).padStart(4, '0')}` });
    const row = await ctx.db.one<{ id: number }>(`INSERT INTO waiting_list (event_id, user_id, state) VALUES ($1, $2, 'waiting') RETURNING id`, [e.id, u.id]);
    places.push({ id: row!.id, user_id: u.id, name });
  }
  return { eventId: e.id, places };
}

const stateOf = async (placeId: number) => (await ctx.db.one<{ state: string }>('SELECT state FROM waiting_list WHERE id = $1', [placeId]))!.state;
/** The channels a person was told by (email and SMS, one message each). */
const told = async (userId: number, kind: string) => (await ctx.db.query<{ channel: string }>('SELECT DISTINCT channel FROM messages WHERE user_id = $1 AND kind = $2 ORDER BY 1', [userId, kind])).map((m) => m.channel);
const audits = (action: string, placeIds: number[]) =>
  ctx.db.query<{ staff_id: number }>(`SELECT staff_id FROM audit_log WHERE entity = 'waiting_list' AND action = $1 AND entity_id = ANY($2::text[])`, [action, placeIds.map(String)]);

describe('offer seats to the people ticked', () => {
  it('two free seats, three ticked: two offered and told, the third reported as no seat free and left waiting', async () => {
    const { eventId, places } = await eventWithList(2, 3);
    const res = await post(coordinator, { event_id: eventId, action: 'offer', ids: places.map((p) => p.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ action: 'offer', state: 'queued', total: 3, tried: 0 });
    await runJob();
    const done = (await get(coordinator, res.json().data.id)).json().data;
    expect(done).toMatchObject({ state: 'done', tried: 3, succeeded: 2 });
    expect(done.failures).toEqual([{ id: places[2]!.id, label: places[2]!.name, reason: WAITLIST_MESSAGES.noFreeSeat }]);
    expect([await stateOf(places[0]!.id), await stateOf(places[1]!.id), await stateOf(places[2]!.id)]).toEqual(['offered', 'offered', 'waiting']);
    expect(await told(places[0]!.user_id, 'waitlist-offer')).toEqual(['email', 'sms']);
    expect(await told(places[2]!.user_id, 'waitlist-offer')).toEqual([]);
    const rows = await audits('waitlist-offer', places.map((p) => p.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((a) => a.staff_id === ids.coordinator)).toBe(true);
    const run = await ctx.db.one<{ action: string; after: Record<string, unknown> }>(`SELECT action, after FROM audit_log WHERE entity = 'bulk_runs' AND entity_id = $1`, [String(done.id)]);
    expect(run).toMatchObject({ action: 'bulk-offer', after: { list: 'waiting_list', rows: 3, event_id: eventId } });
  });

  it('a ticked person chosen out of the line gets the seat before those above (staff chose them)', async () => {
    const { eventId, places } = await eventWithList(1, 3);
    const res = await post(coordinator, { event_id: eventId, action: 'offer', ids: [places[2]!.id] });
    await runJob();
    expect((await get(coordinator, res.json().data.id)).json().data).toMatchObject({ succeeded: 1, failures: [] });
    expect(await stateOf(places[2]!.id)).toBe('offered');
    expect(await stateOf(places[0]!.id)).toBe('waiting');
    const [row] = await ctx.db.query<{ before: Record<string, unknown> }>(`SELECT before FROM audit_log WHERE action = 'waitlist-offer' AND entity_id = $1`, [String(places[2]!.id)]);
    expect(row!.before).toMatchObject({ position: 3 });
  });
});

describe('remove the people ticked, or everyone on the list', () => {
  it("everyone: offers and waiting alike removed and told with the reason; a second run reports each as no longer waiting; another event's place is not touched", async () => {
    const { eventId, places } = await eventWithList(1, 3);
    await post(coordinator, { event_id: eventId, action: 'offer', ids: [places[0]!.id] });
    await runJob();
    const res = await post(coordinator, { event_id: eventId, action: 'remove', all: true, reason: 'The hall is smaller this year' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(3);
    await runJob();
    expect((await get(coordinator, res.json().data.id)).json().data).toMatchObject({ state: 'done', tried: 3, succeeded: 3, failures: [] });
    for (const p of places) {
      expect(await stateOf(p.id)).toBe('removed');
      expect(await told(p.user_id, 'waitlist-removed')).toEqual(['email', 'sms']);
    }
    expect(await audits('waitlist-remove', places.map((p) => p.id))).toHaveLength(3);

    const other = await eventWithList(0, 1);
    const again = await post(coordinator, { event_id: eventId, action: 'remove', ids: [places[1]!.id, other.places[0]!.id] });
    await runJob();
    const second = (await get(coordinator, again.json().data.id)).json().data;
    expect(second).toMatchObject({ state: 'done', tried: 2, succeeded: 0 });
    expect(second.failures).toEqual([
      { id: places[1]!.id, label: places[1]!.name, reason: WAITLIST_MESSAGES.notWaiting },
      { id: other.places[0]!.id, label: other.places[0]!.name, reason: WAITLIST_MESSAGES.placeNotFound },
    ]);
    expect(await stateOf(other.places[0]!.id)).toBe('waiting');
  });

  it('nothing chosen, an unknown action or event: refused naming the field, nothing queued; finance may not', async () => {
    const { eventId, places } = await eventWithList(1, 1);
    const before = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bulk_runs');
    const none = await post(coordinator, { event_id: eventId, action: 'remove' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: BULK_CODES.nothingChosen, errors: { ids: expect.any(String) } });
    const bad = await post(coordinator, { event_id: eventId, action: 'check_in', ids: [places[0]!.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('action');
    const noEvent = await post(coordinator, { event_id: 'x', action: 'offer', all: true });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().errors).toHaveProperty('event_id');
    expect((await post(coordinator, { event_id: 999_999, action: 'offer', all: true })).statusCode).toBe(404);
    expect((await post(finance, { event_id: eventId, action: 'offer', ids: [places[0]!.id] })).statusCode).toBe(403);
    expect((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bulk_runs'))!.n).toBe(before!.n);
  });
});

describe('message the people ticked', () => {
  it("audience 'waiting_selected' reaches only the ticked places of the event's list; without them it is refused, naming the field", async () => {
    const { eventId, places } = await eventWithList(0, 3);
    const texts = { subject_en: 'A word', body_en: 'Seats may open on Friday', subject_ta: 'ஒரு சொல்', body_ta: 'வெள்ளிக்கிழமை இருக்கைகள் திறக்கலாம்' };
    const draft = { event_id: eventId, audience: 'waiting_selected', channel: 'email', waiting_ids: [places[0]!.id, places[2]!.id], ...texts };
    const preview = await ctx.app.inject({ method: 'POST', url: '/api/admin/broadcasts/preview', headers: coordinator, payload: draft });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.recipients).toBe(2);
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/admin/broadcasts', headers: coordinator, payload: draft });
    expect(sent.statusCode, sent.body).toBe(200);
    const reached = await ctx.db.query<{ user_id: number }>(`SELECT user_id FROM messages WHERE kind = 'broadcast' AND subject_ref = $1`, [`broadcast:${sent.json().data.id}`]);
    expect(reached.map((r) => r.user_id).sort()).toEqual([places[0]!.user_id, places[2]!.user_id].sort());
    const none = await ctx.app.inject({ method: 'POST', url: '/api/admin/broadcasts/preview', headers: coordinator, payload: { ...draft, waiting_ids: undefined } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: BROADCAST_CODES.nothingSelected, errors: { waiting_ids: BROADCAST_MESSAGES.nothingSelectedWaiting } });
  });
});
