import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_FORM_MESSAGES as M } from '@portal/contract/program-forms';
import { createTranslation } from '../../seed/factories.ts';
import { loadFormTranslations } from '../../seed/translations.ts';
import type { FastifyInstance } from 'fastify';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createRedis } from '../../lib/redis.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { eventually, sharedTestRedis } from '../../test/redis-server.ts';
import { staffSession } from '../staff/test-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await loadFormTranslations(ctx.db);
});
afterAll(() => ctx.close());

const transList = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/trans/list', payload: payload as object });
type Entry = { trans_word: string; trans_en: string; trans_ta: string };

describe('POST trans/list', () => {
  it("gives a program's labels and the shared words, without a session", async () => {
    const res = await transList({ program_id: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    const words = (body.data as Entry[]).map((e) => e.trans_word);
    expect(words).toContain('divija_goal_life');
    expect(words).toContain('divija_dvija_date');
    expect(words).toContain('submit');
    expect(words).toContain('yes');
    expect(words.some((w) => w.startsWith('ulchemy_'))).toBe(false);
    const goal = (body.data as Entry[]).find((e) => e.trans_word === 'divija_goal_life')!;
    expect(goal).toEqual({ trans_word: 'divija_goal_life', trans_en: 'What is your goal in life?', trans_ta: 'உங்கள் வாழ்க்கையின் இலக்கு என்ன?' });
  });

  it('gives only the shared words for program 0 and takes the id as text too', async () => {
    const words = ((await transList({ program_id: '0' })).json().data as Entry[]).map((e) => e.trans_word);
    expect(words.sort()).toEqual(['accept_terms', 'language', 'no', 'please_register', 'select', 'submit', 'yes']);
    const six = ((await transList({ program_id: '6' })).json().data as Entry[]).find((e) => e.trans_word === 'shivratri_similar_program');
    expect(six?.trans_en).toBe('Which of our programs have you attended?');
  });

  it.each([[{}], [{ program_id: 9 }], [{ program_id: -1 }], [{ program_id: 'abc' }], [{ program_id: 1.5 }], [{ program_id: '' }], [{ program_id: [1] }]])(
    'refuses %j with a message naming program_id',
    async (payload) => {
      const res = await transList(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, message: `program_id: ${M.invalidProgram}`, errors: { program_id: M.invalidProgram } });
    },
  );

  it('keeps the list in memory: a row written behind the back office is not read again on each call', async () => {
    const first = (await transList({ program_id: 8 })).json().data as Entry[];
    await createTranslation(ctx.db, { program_id: 8, trans_word: 'paradesham_extra' });
    const second = (await transList({ program_id: 8 })).json().data as Entry[];
    expect(second).toEqual(first);
    expect(second.map((e) => e.trans_word)).not.toContain('paradesham_extra');
    // Another program's list is read fresh and includes its own new rows.
    await createTranslation(ctx.db, { program_id: 7, trans_word: 'karmayogam_extra' });
    const seven = ((await transList({ program_id: 7 })).json().data as Entry[]).map((e) => e.trans_word);
    expect(seven).toContain('karmayogam_extra');
  });
});

/** The README's promise: a change in the back office shows on the public site at once. */
describe('a translation changed in the back office', () => {
  const editLabel = async (app: FastifyInstance, db: Db, trans_ta: string) => {
    const { headers } = await staffSession({ db }, 'editor');
    const row = await db.one<{ id: number }>(`SELECT id FROM translations WHERE program_id = 5 ORDER BY id LIMIT 1`);
    const res = await app.inject({ method: 'PATCH', url: callUrl(calls.adminTranslationUpdate, { id: row!.id }), headers, payload: { trans_ta } });
    expect(res.json()).toMatchObject({ success: 1 });
    return row!.id;
  };
  const labels = async (app: FastifyInstance) =>
    ((await app.inject({ method: 'POST', url: '/api/trans/list', payload: { program_id: 5 } })).json().data as Entry[]).map((e) => e.trans_ta);

  it('shows in the same process at once', async () => {
    await labels(ctx.app); // cached
    await editLabel(ctx.app, ctx.db, 'மாற்றிய சொல்');
    expect(await labels(ctx.app)).toContain('மாற்றிய சொல்');
  });

  it('shows in another process within a second (the cache bus on Redis)', async () => {
    const redis = await sharedTestRedis();
    const clients = [createRedis(redis.url), createRedis(redis.url)];
    const a = await startTestApp({}, () => ({ redis: clients[0] }));
    const b = await buildApp({ ...a.deps, redis: clients[1] });
    try {
      await loadFormTranslations(a.db);
      await b.ready();
      await labels(b); // the other process holds its copy
      await editLabel(a.app, a.db, 'இன்னொரு சொல்');
      await eventually(async () => (await labels(b)).includes('இன்னொரு சொல்'), 1000, 'the other process shows the change');
    } finally {
      await b.close();
      await a.close();
      clients.forEach((c) => c.disconnect());
      await redis.stop();
    }
  });
});
