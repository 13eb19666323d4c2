import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { todayIso } from '@portal/contract/fields';
import { PATHS } from '@portal/contract/routes';
import type { QuestionAdmin, QuestionInput } from '@portal/contract/questions';
import { addDays, createEvent, createProgram } from '../../seed/factories.ts';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { staffOfEveryRole } from '../staff/test-helpers.ts';

/**
 * A program the office added has no fixed form routes: its registration details and feedback are
 * its questions, on the generic /register/program/{program}/details/{registration} and
 * /register/program/{program}/feedback, linked where the eight's forms are (the registration's
 * form link, the feedback owed at login, the history list's Give FeedBack).
 */
let ctx: TestContext;
let editor: Record<string, string>;
let staff: Awaited<ReturnType<typeof staffOfEveryRole>>['headers'];
const PROGRAM = 21;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = (await staffOfEveryRole(ctx)).headers;
  editor = staff.editor;
  await createProgram(ctx.db, { id: PROGRAM, name: 'Mountain Retreat', name_ta: 'மலை தியானம்' } as never);
});
afterAll(() => ctx.close());

type Session = Awaited<ReturnType<typeof loginAs>>;

async function paidRegistration(session: Session, eventStatus: 'notstarted' | 'completed') {
  const event = await createEvent(ctx.db, { program_id: PROGRAM, status: eventStatus, event_date: addDays(todayIso(), eventStatus === 'completed' ? -10 : 14) });
  const row = await ctx.db.one<{ id: number }>(
    `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms)
     VALUES ($1, $2, $3, 'success', 'INR', 500000, 500000, 500000, true) RETURNING id`,
    [session.user.id, event.id, PROGRAM],
  );
  return row!.id;
}

const addQuestion = async (body: QuestionInput) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/questions', headers: editor, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const list = await ctx.app.inject({ method: 'GET', url: `/api/admin/questions?program_id=${PROGRAM}`, headers: editor });
  return (list.json().data.questions as QuestionAdmin[]).find((q) => q.label_en === body.label_en)!;
};
const extras = async (s: Session, regId: number) => (await ctx.app.inject({ method: 'GET', url: `/api/registration/${regId}/extras`, headers: s.headers })).json().data as { details_form: string };

describe("an added program's forms", () => {
  it('has no details form until the office asks a question; then the registration links the generic form, which shows the questions and keeps the answers', async () => {
    const devotee = await loginAs(ctx);
    const regId = await paidRegistration(devotee, 'notstarted');
    expect((await extras(devotee, regId)).details_form).toBe('');
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/regform/${regId}`, headers: devotee.headers });
    expect(refused.json()).toMatchObject({ success: 0, code: 'no_detail_form' });

    const diet = await addQuestion({ program_id: PROGRAM, form: 'details', kind: 'choice', label_en: 'Food', label_ta: 'உணவு', options_en: 'Rice\nMillet', options_ta: 'அரிசி\nதினை', required: true });
    expect((await extras(devotee, regId)).details_form).toBe(PATHS.programDetails(PROGRAM, regId));

    const form = (await ctx.app.inject({ method: 'GET', url: `/api/regform/${regId}`, headers: devotee.headers })).json().data;
    expect(form).toMatchObject({ program_id: PROGRAM, program_name: 'Mountain Retreat', program_name_ta: 'மலை தியானம்', questions: [{ name: diet.name, label_ta: 'உணவு' }] });

    const post = (answers: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/regform', headers: devotee.headers, payload: { reg_id: regId, program_id: PROGRAM, accept_terms: true, language: 1, ...answers } });
    expect((await post({})).json()).toMatchObject({ success: 0, errors: { [diet.name]: MESSAGES.required } });
    expect((await post({ [diet.name]: 'Millet' })).json()).toMatchObject({ success: 1 });
    const stored = await ctx.db.query<{ value: unknown; question: { label_ta: string } }>('SELECT value, question FROM question_answers WHERE registration_id = $1', [regId]);
    expect(stored).toMatchObject([{ value: 'Millet', question: { label_ta: 'உணவு' } }]);
    // Filled in: the form is no longer due.
    expect((await extras(devotee, regId)).details_form).toBe('');

    // The back office's registration view: the answer with the question as asked, for those who see the detail form.
    const view = async (headers: Record<string, string>) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/registrations/${regId}`, headers })).json().data;
    expect((await view(staff.coordinator)).question_answers.details).toMatchObject([{ name: diet.name, value: 'Millet', question: { kind: 'choice', label_en: 'Food', label_ta: 'உணவு' } }]);
    expect((await view(staff.finance)).question_answers.details).toBeNull();
  });

  it('asks feedback once it has feedback questions: the history list offers it, login says it is owed, and it is given through the questions', async () => {
    const devotee = await loginAs(ctx);
    const regId = await paidRegistration(devotee, 'completed');
    const history = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/history/list', headers: devotee.headers })).json().data as Array<{ id: number; feedback_form: number }>).find((r) => r.id === regId)!;
    const login = async () => (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: devotee.mobile, password: 'password123' } })).json() as { reg_id: number; regprogram_id: number };

    expect((await history()).feedback_form).toBe(0);
    expect((await login()).reg_id).not.toBe(regId);

    const liked = await addQuestion({ program_id: PROGRAM, form: 'feedback', kind: 'textarea', label_en: 'What did you like?', label_ta: 'எது பிடித்தது?', required: true });
    expect((await history()).feedback_form).toBe(1);
    expect(await login()).toMatchObject({ reg_id: regId, regprogram_id: PROGRAM });

    const form = (await ctx.app.inject({ method: 'GET', url: `/api/feedback/form/${regId}`, headers: devotee.headers })).json().data;
    expect(form).toMatchObject({ program_id: PROGRAM, program_name: 'Mountain Retreat', feedback: 0, questions: [{ name: liked.name }] });
    const give = (answers: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/feedback', headers: devotee.headers, payload: { reg_id: regId, program_id: PROGRAM, ...answers } });
    expect((await give({})).json()).toMatchObject({ success: 0, errors: { [liked.name]: MESSAGES.required } });
    expect((await give({ [liked.name]: 'அமைதி' })).json()).toMatchObject({ success: 1 });
    expect((await login()).reg_id).not.toBe(regId);
    const stored = await ctx.db.one<{ value: unknown }>("SELECT value FROM question_answers WHERE registration_id = $1 AND form = 'feedback'", [regId]);
    expect(stored!.value).toBe('அமைதி');

    // The devotee's own view of it: the program's name and the question in the words it was asked in,
    // kept when the office rewords the question later.
    const reworded = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/questions/${liked.id}`, headers: editor, payload: { program_id: PROGRAM, form: 'feedback', kind: 'textarea', label_en: 'What moved you?', label_ta: 'எது பிடித்தது?', required: true } });
    expect(reworded.json()).toMatchObject({ success: 1 });
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/feedback/list/${regId}`, headers: devotee.headers })).json();
    expect(view).toMatchObject({ success: 1, program_id: PROGRAM, program_name: 'Mountain Retreat', question_answers: [{ name: liked.name, value: 'அமைதி', question: { label_en: 'What did you like?', label_ta: 'எது பிடித்தது?' } }] });
    const stranger = await loginAs(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/feedback/list/${regId}`, headers: stranger.headers })).statusCode).toBe(404);
  });
});
