import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_FORM_MESSAGES as M } from '@portal/contract/program-forms';
import { createTranslation } from '../../seed/factories.ts';
import { loadFormTranslations } from '../../seed/translations.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';

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

  it('keeps the list in memory for a while (a new row shows after the cache expires, not at once)', async () => {
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
