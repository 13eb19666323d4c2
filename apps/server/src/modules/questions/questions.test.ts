import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { QUESTION_CODES, QUESTION_MESSAGES, type QuestionAdmin, type QuestionInput } from '@portal/contract/questions';
import { todayIso } from '@portal/contract/fields';
import { addDays, createEvent, ensureProgram } from '../../seed/factories.ts';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { staffOfEveryRole } from '../staff/test-helpers.ts';

/**
 * The form builder: the office adds questions after a program's built-in fields; a devotee answers
 * them (checked on the server, naming the field); an answer keeps the question as it was asked;
 * a question shows only when another answer is X; the exports get one column per question.
 */
let ctx: TestContext;
let as: Awaited<ReturnType<typeof staffOfEveryRole>>['headers'];
beforeAll(async () => {
  ctx = await startTestApp();
  as = (await staffOfEveryRole(ctx)).headers;
  for (const id of [3, 4, 6, 7, 8]) await ensureProgram(ctx.db, id);
});
afterAll(() => ctx.close());

type Session = Awaited<ReturnType<typeof loginAs>>;
type Headers = Record<string, string>;

async function paidRegistration(session: Session, programId: number, eventStatus: 'notstarted' | 'completed' = 'notstarted') {
  const event = await createEvent(ctx.db, { program_id: programId, status: eventStatus, event_date: addDays(todayIso(), eventStatus === 'completed' ? -10 : 14) });
  const row = await ctx.db.one<{ id: number }>(
    `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms)
     VALUES ($1, $2, $3, 'success', 'INR', 1200000, 1200000, 1200000, true) RETURNING id`,
    [session.user.id, event.id, programId],
  );
  return { regId: row!.id, eventId: event.id };
}

const addQuestion = (body: QuestionInput, headers: Headers = as.editor) => ctx.app.inject({ method: 'POST', url: '/api/admin/questions', headers, payload: body });
const saveQuestion = (id: number, body: QuestionInput, headers: Headers = as.editor) => ctx.app.inject({ method: 'PATCH', url: `/api/admin/questions/${id}`, headers, payload: body });
const listQuestions = async (programId: number, headers: Headers = as.coordinator) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/questions?program_id=${programId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { questions: QuestionAdmin[]; can_edit: boolean; built_in: { details: string[] } };
};
const byLabel = async (programId: number, label: string) => (await listQuestions(programId)).questions.find((q) => q.label_en === label)!;

const DIVIJA = {
  emergency_contact1: '9876500001',
  emergency_relation1: 'Brother',
  emergency_contact2: '9876500002',
  emergency_relation2: 'Mother',
  goal_life: 'Service',
  reason_attend: 'Growth',
};
const postDetails = (s: Session, regId: number, answers: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/regform', headers: s.headers, payload: { reg_id: regId, accept_terms: true, ...answers } });
const storedAnswers = (regId: number) =>
  ctx.db.query<{ question_id: number; value: unknown; question: { label_en: string; version: number; options: Array<{ en: string }> } }>(
    'SELECT question_id, value, question FROM question_answers WHERE registration_id = $1 ORDER BY question_id',
    [regId],
  );

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

describe('the form builder', () => {
  it('an editor adds questions after the built-in fields; a coordinator reads them and may not change them; finance may not read', async () => {
    expect((await addQuestion({ program_id: 3, form: 'details', kind: 'choice', label_en: 'T-shirt size', label_ta: 'சட்டை அளவு', options_en: 'S\nM\nL', options_ta: 'சிறியது\nநடுத்தரம்\nபெரியது', required: true })).json()).toMatchObject({ success: 1, message: QUESTION_MESSAGES.added });
    const list = await listQuestions(3);
    expect(list.can_edit).toBe(false);
    expect(list.built_in.details).toContain('goal_life');
    const q = list.questions.find((x) => x.label_en === 'T-shirt size')!;
    expect(q).toMatchObject({ form: 'details', kind: 'choice', required: true, name: `q_${q.id}`, options: [{ en: 'S', ta: 'சிறியது' }, { en: 'M', ta: 'நடுத்தரம்' }, { en: 'L', ta: 'பெரியது' }], version: 1 });
    expect((await addQuestion({ program_id: 3, form: 'details', kind: 'text', label_en: 'No' }, as.coordinator)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/questions?program_id=3', headers: as.finance })).statusCode).toBe(403);
    const audit = await ctx.db.one<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'form_questions' AND entity_id = $1", [String(q.id)]);
    expect(audit!.n).toBe(1);
  });

  it('refuses a question without its words, a choice without options, an unknown program or a condition on an unknown answer, naming the field', async () => {
    const noLabel = await addQuestion({ program_id: 3, form: 'details', kind: 'text', label_en: '' });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().errors).toMatchObject({ label_en: MESSAGES.required });
    const noOptions = await addQuestion({ program_id: 3, form: 'details', kind: 'choices', label_en: 'Meals', options_en: 'Only one' });
    expect(noOptions.json().errors).toMatchObject({ options_en: QUESTION_MESSAGES.optionsNeeded });
    const unknownProgram = await addQuestion({ program_id: 99, form: 'details', kind: 'text', label_en: 'Anything' });
    expect(unknownProgram.json()).toMatchObject({ code: QUESTION_CODES.programUnknown, errors: { program_id: QUESTION_MESSAGES.programUnknown } });
    const badCondition = await addQuestion({ program_id: 3, form: 'details', kind: 'text', label_en: 'Which?', show_if_field: 'no_such_field', show_if_value: 'Yes' });
    expect(badCondition.json()).toMatchObject({ code: QUESTION_CODES.showIfUnknown, errors: { show_if_field: QUESTION_MESSAGES.showIfUnknown } });
    expect((await listQuestions(3)).questions.map((q) => q.label_en)).not.toContain('Which?');
  });
});

describe('a devotee answers the questions', () => {
  it('the form lists the questions; a required one is refused naming its field; the answer is kept with the question as asked; a change later does not rewrite it', async () => {
    await addQuestion({ program_id: 3, form: 'details', kind: 'number', label_en: 'Years of practice', label_ta: 'பயிற்சி ஆண்டுகள்', help_en: 'Whole years', sort_order: 5 });
    const size = await byLabel(3, 'T-shirt size');
    const years = await byLabel(3, 'Years of practice');
    const devotee = await loginAs(ctx);
    const { regId } = await paidRegistration(devotee, 3);

    const form = (await ctx.app.inject({ method: 'GET', url: `/api/regform/${regId}`, headers: devotee.headers })).json().data;
    expect(form.questions.map((q: { name: string }) => q.name)).toEqual([size.name, years.name]);
    expect(form.answers).toEqual({});

    const missing = await postDetails(devotee, regId, DIVIJA);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: QUESTION_CODES.answerInvalid, errors: { [size.name]: MESSAGES.required } });
    const bad = await postDetails(devotee, regId, { ...DIVIJA, [size.name]: 'XXL', [years.name]: 'many' });
    expect(bad.json().errors).toEqual({ [size.name]: QUESTION_MESSAGES.choice, [years.name]: QUESTION_MESSAGES.number });
    // Nothing is stored while any answer is wrong, built-in ones included.
    expect(await storedAnswers(regId)).toEqual([]);
    expect((await ctx.db.one<{ details: unknown }>('SELECT details FROM registrations WHERE id = $1', [regId]))!.details).toBeNull();

    const ok = await postDetails(devotee, regId, { ...DIVIJA, [size.name]: 'M', [years.name]: '3' });
    expect(ok.json(), ok.body).toMatchObject({ success: 1 });
    expect((await storedAnswers(regId)).map((a) => [a.question_id, a.value, a.question.label_en, a.question.version])).toEqual([
      [size.id, 'M', 'T-shirt size', 1],
      [years.id, '3', 'Years of practice', 1],
    ]);
    const again = (await ctx.app.inject({ method: 'GET', url: `/api/regform/${regId}`, headers: devotee.headers })).json().data;
    expect(again.answers).toEqual({ [size.name]: 'M', [years.name]: '3' });

    // The office renames the question and its options: the answer given keeps the words it was asked with.
    const changed = await saveQuestion(size.id, { program_id: 3, form: 'details', kind: 'choice', label_en: 'Shirt size (unisex)', options_en: 'Small\nMedium\nLarge', required: true });
    expect(changed.json()).toMatchObject({ success: 1, message: QUESTION_MESSAGES.saved });
    expect((await byLabel(3, 'Shirt size (unisex)')).version).toBe(2);
    const kept = (await storedAnswers(regId)).find((a) => a.question_id === size.id)!;
    expect(kept).toMatchObject({ value: 'M', question: { label_en: 'T-shirt size', version: 1, options: [{ en: 'S' }, { en: 'M' }, { en: 'L' }] } });

    // A new answer is taken against the question as it is now.
    const other = await loginAs(ctx);
    const second = await paidRegistration(other, 3);
    expect((await postDetails(other, second.regId, { ...DIVIJA, [size.name]: 'M' })).json().errors).toEqual({ [size.name]: QUESTION_MESSAGES.choice });
    expect((await postDetails(other, second.regId, { ...DIVIJA, [size.name]: 'Medium' })).json()).toMatchObject({ success: 1 });
    expect((await storedAnswers(second.regId))[0]).toMatchObject({ value: 'Medium', question: { label_en: 'Shirt size (unisex)', version: 2 } });
  });

  it('a conditional question is asked only while the answer it follows is the value set; hidden, it is not kept', async () => {
    await addQuestion({ program_id: 8, form: 'details', kind: 'yesno', label_en: 'Do you need a wheelchair?', label_ta: 'சக்கர நாற்காலி தேவையா?', required: true });
    const wheel = await byLabel(8, 'Do you need a wheelchair?');
    await addQuestion({ program_id: 8, form: 'details', kind: 'choices', label_en: 'Which days?', options_en: 'Day 1\nDay 2\nDay 3', required: true, show_if_field: wheel.name, show_if_value: 'Yes', sort_order: 1 });
    const days = await byLabel(8, 'Which days?');
    const builtIn = { know_program: 'Website', reason_attend: 'Pilgrimage', journey: 'Humility' };
    const devotee = await loginAs(ctx);
    const { regId } = await paidRegistration(devotee, 8);

    const needs = await postDetails(devotee, regId, { ...builtIn, [wheel.name]: 'Yes' });
    expect(needs.json().errors).toEqual({ [days.name]: MESSAGES.required });
    expect((await postDetails(devotee, regId, { ...builtIn, [wheel.name]: 'Yes', [days.name]: JSON.stringify(['Day 1', 'Day 3']) })).json()).toMatchObject({ success: 1 });
    expect((await storedAnswers(regId)).map((a) => a.value)).toEqual(['Yes', ['Day 1', 'Day 3']]);
    // Now No: the days are not asked, and the answer given before is not kept.
    expect((await postDetails(devotee, regId, { ...builtIn, [wheel.name]: 'No', [days.name]: JSON.stringify(['Day 2']) })).json()).toMatchObject({ success: 1 });
    expect((await storedAnswers(regId)).map((a) => a.value)).toEqual(['No']);
  });

  it('a program the spec gives no detail form gets one once the office adds a question to it', async () => {
    const devotee = await loginAs(ctx);
    const { regId } = await paidRegistration(devotee, 7);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/regform/${regId}`, headers: devotee.headers })).statusCode).toBe(422);
    await addQuestion({ program_id: 7, form: 'details', kind: 'date', label_en: 'Arrival date', required: true });
    const arrival = await byLabel(7, 'Arrival date');
    const form = (await ctx.app.inject({ method: 'GET', url: `/api/regform/${regId}`, headers: devotee.headers })).json().data;
    expect(form.questions.map((q: { label_en: string }) => q.label_en)).toEqual(['Arrival date']);
    expect((await postDetails(devotee, regId, { [arrival.name]: 'soon' })).json().errors).toEqual({ [arrival.name]: MESSAGES.dateFormat });
    expect((await postDetails(devotee, regId, { [arrival.name]: '2026-12-24' })).json()).toMatchObject({ success: 1 });
  });

  it('a file question takes a picture or a PDF sent under its name, refuses another file, and keeps the file when the form is saved again without one', async () => {
    const event = await createEvent(ctx.db, { program_id: 6, event_date: addDays(todayIso(), 30) });
    await addQuestion({ program_id: 6, event_id: event.id, form: 'details', kind: 'file', label_en: 'Doctor’s note', required: true });
    const note = (await listQuestions(6)).questions.find((q) => q.event_id === event.id)!;
    const devotee = await loginAs(ctx);
    const row = await ctx.db.one<{ id: number }>(
      `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms)
       VALUES ($1, $2, 6, 'success', 'INR', 100, 100, 100, true) RETURNING id`,
      [devotee.user.id, event.id],
    );
    const fields = { reg_id: String(row!.id), accept_terms: 'true', similar_program: 'Divija', reason_attend: 'Devotion', seats: '2' };
    const multipart = (file?: { type: string; name: string; bytes: Buffer }) => {
      const boundary = '----questions-test';
      const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      const head = Buffer.from(parts.join(''));
      const fileHead = file ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${note.name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`) : Buffer.alloc(0);
      const payload = Buffer.concat([head, fileHead, file ? Buffer.concat([file.bytes, Buffer.from('\r\n')]) : Buffer.alloc(0), Buffer.from(`--${boundary}--\r\n`)]);
      return ctx.app.inject({ method: 'POST', url: '/api/regform', headers: { ...devotee.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };
    expect((await multipart()).json().errors).toEqual({ [note.name]: MESSAGES.required });
    expect((await multipart({ type: 'text/plain', name: 'note.txt', bytes: Buffer.from('hello') })).json().errors).toEqual({ [note.name]: QUESTION_MESSAGES.file });
    const pdf = Buffer.from('%PDF-1.4\n%fake\n');
    expect((await multipart({ type: 'application/pdf', name: 'note.pdf', bytes: pdf })).json()).toMatchObject({ success: 1 });
    const [stored] = await storedAnswers(row!.id);
    expect(stored!.value).toEqual(expect.stringMatching(/^\/api\/admin\/question-files\/[0-9a-f-]{36}\.pdf$/));
    // The file is private: not at /files/, opened by a coordinator, refused to a devotee and to finance.
    const name = String(stored!.value).split('/').pop()!;
    expect((await ctx.app.inject({ method: 'GET', url: `/files/private/answers/${name}` })).statusCode).toBe(404);
    const coordinator = as.coordinator;
    const opened = await ctx.app.inject({ method: 'GET', url: String(stored!.value), headers: coordinator });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: String(stored!.value), headers: devotee.headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: String(stored!.value), headers: as.finance })).statusCode).toBe(403);
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/admin/question-files/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.pdf`, headers: coordinator });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('question_file_not_found');
    // Saved again without a file: the earlier file stays the answer.
    expect((await multipart()).json()).toMatchObject({ success: 1 });
    expect((await storedAnswers(row!.id))[0]!.value).toBe(stored!.value);
  });

  it("feedback takes the program's questions with the built-in answers, once", async () => {
    await addQuestion({ program_id: 4, form: 'feedback', kind: 'textarea', label_en: 'What would you change?', label_ta: 'எதை மாற்றுவீர்கள்?', required: true });
    const change = await byLabel(4, 'What would you change?');
    const devotee = await loginAs(ctx);
    const { regId } = await paidRegistration(devotee, 4, 'completed');
    const builtIn = { spouse_attend: 'Yes', experience: 'Deep', want_life: 'Peace', mission_taking: 'Service', about_program: 'Good' };
    const send = (extra: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/feedback', headers: devotee.headers, payload: { reg_id: regId, ...builtIn, ...extra } });
    const form = (await ctx.app.inject({ method: 'GET', url: `/api/feedback/form/${regId}`, headers: devotee.headers })).json().data;
    expect(form.questions.map((q: { name: string }) => q.name)).toEqual([change.name]);
    expect((await send({})).json().errors).toEqual({ [change.name]: MESSAGES.required });
    expect((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE registration_id = $1', [regId]))!.n).toBe(0);
    expect((await send({ [change.name]: 'Longer silence' })).json()).toMatchObject({ success: 1 });
    expect((await ctx.db.one<{ value: string }>('SELECT value FROM question_answers WHERE registration_id = $1 AND form = $2', [regId, 'feedback']))!.value).toBe('Longer silence');
  });
});

describe('the exports', () => {
  it("form answers and feedback: one column per question, after the program's built-in fields", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/exports/form-answers?format=csv&program_id=8', headers: as.coordinator });
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...rows] = res.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/).map(parseCsvLine);
    const at = (row: string[], name: string) => row[head!.indexOf(name)];
    expect(head!.indexOf('Do you need a wheelchair?')).toBeGreaterThan(head!.indexOf('Journey'));
    expect(head!.indexOf('Which days?')).toBe(head!.indexOf('Do you need a wheelchair?') + 1);
    expect(rows.map((r) => at(r, 'Do you need a wheelchair?'))).toContain('No');

    const divija = await ctx.app.inject({ method: 'GET', url: '/api/admin/exports/form-answers?format=csv&program_id=3', headers: as.coordinator });
    const [dHead, ...dRows] = divija.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/).map(parseCsvLine);
    const sizeCol = dHead!.indexOf('Shirt size (unisex)');
    expect(sizeCol).toBeGreaterThan(0);
    expect(dRows.map((r) => r[sizeCol]).sort()).toEqual(['M', 'Medium']);

    const fb = await ctx.app.inject({ method: 'GET', url: '/api/admin/exports/feedback?format=csv&program_id=4', headers: as.coordinator });
    const [fHead, ...fRows] = fb.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/).map(parseCsvLine);
    expect(fRows.map((r) => r[fHead!.indexOf('What would you change?')])).toContain('Longer silence');
  });
});
