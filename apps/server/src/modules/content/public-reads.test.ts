import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createEvent, createEventCategory, createProgram, createProject, createSlider, createTestimonial } from '../../seed/factories.ts';
import { createEventsAdmin } from './events.ts';
import { createProgramsAdmin } from './programs.ts';

/**
 * The public site reads content in the request's language with an English fallback field by
 * field, never shows drafts or hidden rows, and shows a back-office change at once.
 */
let ctx: TestContext;
const noAudit = async () => {};
const inDays = (n: number) => addDays(todayIso(), n);

beforeAll(async () => {
  ctx = await startTestApp();
  const q = ctx.db;
  await createProgram(q, { id: 1, name: 'Ulchemy', headline: 'Know yourself', timing: '6 am', promises: ['Calm', 'Focus'] });
  await q.query(`UPDATE programs SET name_ta = 'உள்கெமி', headline_ta = '', promises_ta = '{அமைதி}' WHERE id = 1`);
  await createProgram(q, { id: 2, name: 'Hidden program' });
  await q.query('UPDATE programs SET hidden = true WHERE id = 2');
  const category = await createEventCategory(q, { name: 'Retreats', program_id: 1 });
  await q.query(`UPDATE event_categories SET name_ta = 'தியானம்' WHERE id = $1`, [category.id]);
  const shown = await createEvent(q, { event_name: 'Shown event', city_name: 'Chennai', event_date: inDays(5), category_id: category.id });
  await q.query(`UPDATE events SET event_name_ta = 'காட்டப்படும் நிகழ்வு' WHERE id = $1`, [shown.id]);
  const draft = await createEvent(q, { event_name: 'Draft event', event_date: inDays(6) });
  await q.query('UPDATE events SET published = false WHERE id = $1', [draft.id]);
  const hidden = await createEvent(q, { event_name: 'Hidden event', event_date: inDays(7) });
  await q.query('UPDATE events SET hidden = true WHERE id = $1', [hidden.id]);
  await createEvent(q, { program_id: 2, event_name: 'Event of a hidden program', event_date: inDays(8) });
  const project = await createProject(q, { name: 'School' });
  await q.query(`UPDATE projects SET name_ta = 'பள்ளி' WHERE id = $1`, [project.id]);
  const hiddenProject = await createProject(q, { name: 'Hidden project' });
  await q.query('UPDATE projects SET hidden = true WHERE id = $1', [hiddenProject.id]);
  await createSlider(q, { title: 'Welcome' });
  await createTestimonial(q, { program_id: 1, name: 'Ravi', profession: 'Teacher', description: 'Changed my life' });
  await q.query(`UPDATE testimonials SET description_ta = 'என் வாழ்க்கையை மாற்றியது'`);
});
afterAll(() => ctx.close());

/** A public GET (or POST with a body) answered 200; `lang` goes in Accept-Language. */
const read = async (url: string, lang?: string, payload?: object) => {
  const headers = lang ? { 'accept-language': lang } : {};
  const res = await ctx.app.inject(payload ? { method: 'POST', url, headers, payload } : { method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('public reads in the request language', () => {
  it('reads Tamil twins and falls back to English field by field', async () => {
    const program = (await read(`${callUrl(calls.wisdom, { id: 1 })}?lang=ta`)).data;
    expect(program).toMatchObject({ name: 'உள்கெமி', headline: 'Know yourself', timing: '6 am', promise1: 'அமைதி', promise2: '' });
    const english = (await read(callUrl(calls.wisdom, { id: 1 }))).data;
    expect(english).toMatchObject({ name: 'Ulchemy', promise1: 'Calm', promise2: 'Focus' });

    const events = (await read(callUrl(calls.eventAllList), 'ta')).data as { event_name: string; city_name: string }[];
    expect(events.map((e) => e.event_name)).toEqual(['காட்டப்படும் நிகழ்வு']);
    expect(events[0]!.city_name).toBe('Chennai');

    const byCategory = (await read(`${callUrl(calls.categoryEvent)}?lang=ta`)).data as { name: string }[];
    expect(byCategory[0]!.name).toBe('தியானம்');
    const projects = (await read(`${callUrl(calls.projectList)}?lang=ta`)).data as { name: string }[];
    expect(projects.map((p) => p.name)).toEqual(['பள்ளி']);
    const glimpses = (await read(`${callUrl(calls.glimpseList)}?lang=ta`, undefined, { program_id: 1 })).data as { name: string; description: string }[];
    expect(glimpses[0]).toMatchObject({ name: 'Ravi', description: 'என் வாழ்க்கையை மாற்றியது' });
  });

  it('never shows drafts, hidden rows or a hidden program', async () => {
    const events = (await read(callUrl(calls.eventAllList))).data as { event_name: string }[];
    expect(events.map((e) => e.event_name)).toEqual(['Shown event']);
    const programs = (await read(callUrl(calls.programList))).data as { id: number }[];
    expect(programs.map((p) => p.id)).toEqual([1]);
    expect((await ctx.app.inject({ method: 'GET', url: callUrl(calls.wisdom, { id: 2 }) })).statusCode).toBe(404);
  });

  it('shows a back-office change at once (the caches are emptied)', async () => {
    expect((await read(callUrl(calls.wisdom, { id: 1 }))).data.headline).toBe('Know yourself');
    await createProgramsAdmin(ctx.db).update(1, { headline: 'Know yourself, now' }, noAudit);
    expect((await read(callUrl(calls.wisdom, { id: 1 }))).data.headline).toBe('Know yourself, now');

    const before = (await read(callUrl(calls.eventAllList))).data as unknown[];
    const [event] = (await createEventsAdmin(ctx.db).list({ q: 'Draft event', page: 1, per_page: 1 })).rows;
    await createEventsAdmin(ctx.db).update(event!.id, { published: true }, noAudit);
    expect((await read(callUrl(calls.eventAllList))).data).toHaveLength(before.length + 1);
  });
});
