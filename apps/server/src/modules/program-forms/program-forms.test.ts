import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { PROGRAM_FORM_MESSAGES as M } from '@portal/contract/program-forms';
import { addDays, createEvent, type EventStatus } from '../../seed/factories.ts';
import { todayIso } from '@portal/contract/fields';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

type Session = Awaited<ReturnType<typeof loginAs>>;

/** A registration of `user` for a new event of the program, in the given states. */
async function registration(
  session: Session,
  programId: number,
  { status = 'success', eventStatus = 'notstarted' }: { status?: string; eventStatus?: EventStatus } = {},
) {
  const past = eventStatus === 'completed';
  const event = await createEvent(ctx.db, {
    program_id: programId,
    status: eventStatus,
    event_date: addDays(todayIso(), past ? -10 : 14),
  });
  const row = await ctx.db.one<{ id: number }>(
    `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, accept_terms)
     VALUES ($1, $2, $3, $4, 'INR', 1200000, 1200000, $5, true) RETURNING id`,
    [session.user.id, event.id, programId, status, status === 'success' ? 1200000 : 0],
  );
  return row!.id;
}

const storedDetails = async (regId: number) =>
  (await ctx.db.one<{ details: Record<string, string> | null; details_language: number; details_updated_at: Date | null }>(
    'SELECT details, details_language, details_updated_at FROM registrations WHERE id = $1',
    [regId],
  ))!;

const feedbackCount = async (regId: number) =>
  (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE registration_id = $1', [regId]))!.n;

const postForm = (s: Session | undefined, payload: Record<string, unknown>, url = '/api/regform') =>
  ctx.app.inject({ method: 'POST', url, headers: s?.headers, payload });
const get = (s: Session | undefined, url: string) => ctx.app.inject({ method: 'GET', url, headers: s?.headers });

/** A complete, valid answer set per program, as a person would fill it in. */
const VALID_DETAILS: Record<number, Record<string, string>> = {
  1: { nature: 'Calm', interest: 'Music', dream: 'A school', motivation: 'Inner peace' },
  2: { nature: 'Calm', interest: 'Music', dream: 'A school', motivation: 'Inner peace', know_program: 'A friend' },
  3: {
    emergency_contact1: '9876500001',
    emergency_relation1: 'Brother',
    emergency_contact2: '9876500002',
    emergency_relation2: 'Mother',
    goal_life: 'Service',
    reason_attend: 'Growth',
    accomodation: 'Own vehicle',
    dvija_date: '2023-04-05',
  },
  4: {
    emergency_contact1: '9876500001',
    emergency_relation1: 'Wife',
    emergency_contact2: '9876500002',
    emergency_relation2: 'Son',
    reason_attend: 'Silence',
    accomodation: 'Male With Dormitory',
    dvija_date: '2022-01-10',
    dvijaplus_date: '2023-01-10',
  },
  5: { nature: 'Curious', interest: 'Reading', dream: 'Clarity', know_program: 'YouTube', transformation: 'Focus' },
  6: { similar_program: 'Divija', reason_attend: 'Devotion', seats: '2' },
  8: { know_program: 'Website', reason_attend: 'Pilgrimage', journey: 'Humility' },
};

/** The fields the spec marks required, per program. */
const REQUIRED_DETAILS: Record<number, string[]> = {
  1: ['nature', 'interest', 'dream', 'motivation'],
  2: ['nature', 'interest', 'dream', 'know_program', 'motivation'],
  3: ['emergency_contact1', 'emergency_relation1', 'emergency_contact2', 'emergency_relation2', 'goal_life', 'reason_attend'],
  4: ['emergency_contact1', 'emergency_relation1', 'emergency_contact2', 'emergency_relation2', 'reason_attend'],
  5: ['nature', 'interest', 'dream', 'know_program', 'transformation'],
  6: ['reason_attend', 'seats'],
  8: ['know_program', 'reason_attend', 'journey'],
};

const FEEDBACK_FIELDS: Record<number, string[]> = {
  1: ['reason_attend', 'expected', 'learn_program', 'practice_program', 'participate_upcoming', 'wish_volunteer', 'about_program'],
  2: ['reason_attend', 'expected', 'learn_program', 'practice_program', 'participate_upcoming', 'wish_volunteer', 'about_program'],
  3: ['experience', 'goal_before', 'goal_after', 'things_notforget', 'recommend_program', 'wish_kaivalya', 'about_program'],
  4: ['spouse_attend', 'experience', 'want_life', 'mission_taking', 'about_program'],
  5: ['reason_attend', 'expected', 'learn_program', 'practice_program', 'participate_upcoming', 'wish_volunteer', 'about_program'],
};
const feedbackAnswers = (programId: number) =>
  Object.fromEntries(FEEDBACK_FIELDS[programId]!.map((f) => [f, `Answer to ${f}`]));

describe('POST regform', () => {
  it.each([1, 2, 3, 4, 5, 6, 8])('stores a complete detail form of program %i', async (programId) => {
    const s = await loginAs(ctx);
    const regId = await registration(s, programId);
    const res = await postForm(s, { reg_id: regId, accept_terms: true, language: 0, program_id: programId, ...VALID_DETAILS[programId] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.registrationUpdated });
    const row = await storedDetails(regId);
    expect(row.details).toMatchObject(VALID_DETAILS[programId]!);
    expect(row.details_updated_at).not.toBeNull();
  });

  it.each([1, 2, 3, 4, 5, 6, 8])('names every missing required field of program %i and stores nothing', async (programId) => {
    const s = await loginAs(ctx);
    const regId = await registration(s, programId);
    const res = await postForm(s, { reg_id: regId, accept_terms: true });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(0);
    for (const field of REQUIRED_DETAILS[programId]!) expect(body.errors[field]).toBe(MESSAGES.required);
    expect(Object.keys(body.errors).sort()).toEqual([...REQUIRED_DETAILS[programId]!].sort());
    expect((await storedDetails(regId)).details).toBeNull();
  });

  it('needs the terms accepted', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 1);
    for (const accept_terms of [undefined, false, 'false', '0']) {
      const res = await postForm(s, { reg_id: regId, accept_terms, ...VALID_DETAILS[1] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.accept_terms).toBe(MESSAGES.acceptTerms);
      expect(res.json().message).toBe(`accept_terms: ${MESSAGES.acceptTerms}`);
    }
    expect((await storedDetails(regId)).details).toBeNull();
  });

  it('asks know_program on Ulchemy without requiring it, and requires it on Elite', async () => {
    const s = await loginAs(ctx);
    const ulchemy = await registration(s, 1);
    const elite = await registration(s, 2);
    const { know_program: _omitted, ...eliteWithout } = VALID_DETAILS[2]!;
    expect((await postForm(s, { reg_id: ulchemy, accept_terms: 1, ...VALID_DETAILS[1] })).statusCode).toBe(200);
    const res = await postForm(s, { reg_id: elite, accept_terms: 1, ...eliteWithout });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ know_program: MESSAGES.required });
  });

  it('Yes/No answers default to No and a Yes needs its description', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 1);
    await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[1] });
    expect((await storedDetails(regId)).details).toMatchObject({ physical_problem: 'No', similar_program: 'No', desc_physical_problem: '' });

    const missing = await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[1], physical_problem: 'Yes', similar_program: 'Yes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ desc_physical_problem: MESSAGES.required, desc_similar_program: MESSAGES.required });

    const ok = await postForm(s, {
      reg_id: regId,
      accept_terms: true,
      ...VALID_DETAILS[1],
      physical_problem: 'Yes',
      desc_physical_problem: 'Knee pain',
      similar_program: 'No',
      desc_similar_program: 'not asked, not kept',
    });
    expect(ok.statusCode).toBe(200);
    expect((await storedDetails(regId)).details).toMatchObject({
      physical_problem: 'Yes',
      desc_physical_problem: 'Knee pain',
      similar_program: 'No',
      desc_similar_program: '',
    });
  });

  it('applies the reveal rules of every Divija and Kaivalya question', async () => {
    const s = await loginAs(ctx);
    const divija = await registration(s, 3);
    const questions = ['body_problem', 'surgery', 'psychological_problem', 'similar_program', 'information'];
    const yes = Object.fromEntries(questions.map((q) => [q, 'Yes']));
    const res = await postForm(s, { reg_id: divija, accept_terms: true, ...VALID_DETAILS[3], ...yes });
    expect(res.json().errors).toEqual(Object.fromEntries(questions.map((q) => [`desc_${q}`, MESSAGES.required])));

    const kaivalya = await registration(s, 4);
    const res4 = await postForm(s, { reg_id: kaivalya, accept_terms: true, ...VALID_DETAILS[4], psychological_problem: 'Yes', similar_program: 'Yes' });
    expect(res4.json().errors).toEqual({ desc_psychological_problem: MESSAGES.required, desc_similar_program: MESSAGES.required });
  });

  it.each([
    [3, 'emergency_contact1', '98765-4321', MESSAGES.invalidContactNumber],
    [3, 'emergency_contact2', 'call me', MESSAGES.invalidContactNumber],
    [4, 'emergency_contact1', '12ab', MESSAGES.invalidContactNumber],
    [3, 'emergency_contact1', '9'.repeat(16), 'Must be at most 15 characters'],
    [3, 'accomodation', 'Tent', MESSAGES.required],
    [4, 'accomodation', 'Own vehicle', MESSAGES.required],
    [6, 'similar_program', 'Yoga', MESSAGES.required],
    [1, 'physical_problem', 'Maybe', MESSAGES.required],
    [3, 'dvija_date', addDays(todayIso(), 1), 'The date cannot be in the future'],
    [4, 'dvijaplus_date', '2999-12-31', 'The date cannot be in the future'],
    [3, 'dvija_date', '05/04/2023', 'Use the date format YYYY-MM-DD'],
    [1, 'dream', 'x'.repeat(2001), 'Must be at most 2000 characters'],
    [3, 'emergency_relation1', 'x'.repeat(101), 'Must be at most 100 characters'],
    [6, 'seats', '   ', MESSAGES.required],
    [1, 'language', '2', M.invalidLanguage],
  ])('program %i refuses %s = %j', async (programId, field, value, message) => {
    const s = await loginAs(ctx);
    const regId = await registration(s, programId);
    const res = await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[programId], [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toContain(field);
    expect((await storedDetails(regId)).details).toBeNull();
  });

  it('accepts today as a date and stores the form language', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 4);
    const res = await postForm(s, { reg_id: regId, accept_terms: true, language: 1, ...VALID_DETAILS[4], dvijaplus_date: todayIso() });
    expect(res.statusCode).toBe(200);
    const row = await storedDetails(regId);
    expect(row.details_language).toBe(1);
    expect(row.details!.dvijaplus_date).toBe(todayIso());
  });

  it('keeps only the fields of the form (unknown keys are dropped)', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 8);
    await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[8], user_id: 1, status: 'success', nature: 'x' });
    const details = (await storedDetails(regId)).details!;
    expect(Object.keys(details).sort()).toEqual(['journey', 'know_program', 'reason_attend']);
  });

  it('takes a multipart form as the browser may send it', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 6);
    const boundary = '----pf' + Date.now();
    const fields = { reg_id: String(regId), accept_terms: 'on', language: '1', ...VALID_DETAILS[6] };
    const payload = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/regform',
      headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.json()).toMatchObject({ success: 1 });
    expect((await storedDetails(regId)).details).toMatchObject(VALID_DETAILS[6]!);
  });

  it('lets the owner change the answers later', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 8);
    await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[8] });
    await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[8], journey: 'Silence' });
    expect((await storedDetails(regId)).details!.journey).toBe('Silence');
  });

  it.each([
    [{}, 'reg_id', MESSAGES.required],
    [{ reg_id: '' }, 'reg_id', MESSAGES.required],
    [{ reg_id: 'abc' }, 'reg_id', MESSAGES.invalidNumber],
    [{ reg_id: '1.5' }, 'reg_id', MESSAGES.invalidNumber],
    [{ reg_id: -3 }, 'reg_id', MESSAGES.invalidNumber],
    [{ reg_id: '99999999999' }, 'reg_id', MESSAGES.invalidNumber],
  ])('refuses a bad reg_id %j', async (change, field, message) => {
    const s = await loginAs(ctx);
    const res = await postForm(s, { accept_terms: true, ...VALID_DETAILS[1], ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 404 for an unknown registration', async () => {
    const s = await loginAs(ctx);
    const res = await postForm(s, { reg_id: 987654, accept_terms: true, ...VALID_DETAILS[1] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: 0, code: 'registration_not_found', message: M.registrationNotFound });
  });

  it("refuses another user's registration like an unknown one and changes nothing", async () => {
    const owner = await loginAs(ctx);
    const intruder = await loginAs(ctx);
    const regId = await registration(owner, 1);
    const res = await postForm(intruder, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[1] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.registrationNotFound);
    expect((await storedDetails(regId)).details).toBeNull();
    expect((await get(intruder, `/api/regform/${regId}`)).statusCode).toBe(404);
  });

  it('refuses the form of another program', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 1);
    const res = await postForm(s, { reg_id: regId, program_id: 3, accept_terms: true, ...VALID_DETAILS[3] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: 0, code: 'program_form_wrong_program', message: M.wrongProgram });
    // Without the program id the registration's own (Ulchemy) schema applies, and the Divija answers do not fit it.
    const res2 = await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[3] });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errors.nature).toBe(MESSAGES.required);
    expect((await storedDetails(regId)).details).toBeNull();
  });

  it('refuses Karmayogam, which has no detail form here', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 7);
    const res = await postForm(s, { reg_id: regId, accept_terms: true, nature: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.noDetailForm);
  });

  it.each(['pending', 'paylater', 'failed', 'cancelled'])('refuses a %s registration', async (status) => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 1, { status });
    const res = await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[1] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.notPaid);
    expect((await storedDetails(regId)).details).toBeNull();
    expect((await get(s, `/api/regform/${regId}`)).statusCode).toBe(422);
  });

  it('accepts a partly paid registration', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 5, { status: 'partialpay' });
    const res = await postForm(s, { reg_id: regId, accept_terms: true, ...VALID_DETAILS[5] });
    expect(res.json().success).toBe(1);
  });

  it('needs a session (success 2 without one)', async () => {
    const res = await postForm(undefined, { reg_id: 1, accept_terms: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(2);
    expect((await get(undefined, '/api/regform/1')).json().success).toBe(2);
  });
});

describe('GET regform/{reg_id}', () => {
  it('gives the owner the registration and the stored answers to prefill', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 3);
    const before = (await get(s, `/api/regform/${regId}`)).json();
    expect(before).toMatchObject({ success: 1, data: { reg_id: regId, program_id: 3, pay_status: 'success', language: 0, details: null } });
    expect(before.data.event_name).toMatch(/Divija Event/);

    await postForm(s, { reg_id: regId, accept_terms: true, language: '1', ...VALID_DETAILS[3] });
    const after = (await get(s, `/api/regform/${regId}`)).json();
    expect(after.data.language).toBe(1);
    expect(after.data.details).toMatchObject(VALID_DETAILS[3]!);
    expect(after.data.details_updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    const s = await loginAs(ctx);
    const bad = await get(s, '/api/regform/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.reg_id).toBe(MESSAGES.invalidNumber);
    expect((await get(s, '/api/regform/987654')).statusCode).toBe(404);
  });
});

describe('POST feedback', () => {
  it.each([1, 2, 3, 4, 5])('records feedback of program %i once and shows it back', async (programId) => {
    const s = await loginAs(ctx);
    const regId = await registration(s, programId, { eventStatus: 'completed' });
    const answers = feedbackAnswers(programId);
    const res = await postForm(s, { reg_id: regId, ...answers }, '/api/feedback');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.feedbackUpdated });

    const view = await get(s, `/api/feedback/list/${regId}`);
    expect(view.json()).toMatchObject({ success: 1, program_id: programId, reg_id: regId, ...answers });

    const again = await postForm(s, { reg_id: regId, ...answers, about_program: 'changed' }, '/api/feedback');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: 0, code: 'feedback_given', message: M.feedbackGiven });
    expect((await get(s, `/api/feedback/list/${regId}`)).json().about_program).toBe(answers.about_program);
    expect(await feedbackCount(regId)).toBe(1);
  });

  it.each([1, 2, 3, 4, 5])('program %i: every field is required', async (programId) => {
    const s = await loginAs(ctx);
    const regId = await registration(s, programId, { eventStatus: 'completed' });
    const res = await postForm(s, { reg_id: regId, about_program: '  ' }, '/api/feedback');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(Object.fromEntries(FEEDBACK_FIELDS[programId]!.map((f) => [f, MESSAGES.required])));
    expect(await feedbackCount(regId)).toBe(0);
  });

  it('refuses too long an answer', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 4, { eventStatus: 'completed' });
    const res = await postForm(s, { reg_id: regId, ...feedbackAnswers(4), want_life: 'x'.repeat(2001) }, '/api/feedback');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.want_life).toBe('Must be at most 2000 characters');
    expect(await feedbackCount(regId)).toBe(0);
  });

  it.each([
    ['an event not completed yet', { eventStatus: 'ongoing' as EventStatus }, 1, M.feedbackNotOpen],
    ['a partly paid registration', { status: 'partialpay', eventStatus: 'completed' as EventStatus }, 1, M.feedbackNotPaid],
    ['a pending registration', { status: 'pending', eventStatus: 'completed' as EventStatus }, 3, M.feedbackNotPaid],
    ['Shivratri (no feedback form)', { eventStatus: 'completed' as EventStatus }, 6, M.noFeedbackForm],
    ['Paradesham (no feedback form)', { eventStatus: 'completed' as EventStatus }, 8, M.noFeedbackForm],
  ])('refuses feedback for %s', async (_label, states, programId, message) => {
    const s = await loginAs(ctx);
    const regId = await registration(s, programId, states);
    const res = await postForm(s, { reg_id: regId, ...feedbackAnswers(1) }, '/api/feedback');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await feedbackCount(regId)).toBe(0);
  });

  it("refuses another user's registration and an unknown one with 404", async () => {
    const owner = await loginAs(ctx);
    const intruder = await loginAs(ctx);
    const regId = await registration(owner, 2, { eventStatus: 'completed' });
    const res = await postForm(intruder, { reg_id: regId, ...feedbackAnswers(2) }, '/api/feedback');
    expect(res.statusCode).toBe(404);
    expect(await feedbackCount(regId)).toBe(0);
    expect((await postForm(intruder, { reg_id: 987654, ...feedbackAnswers(2) }, '/api/feedback')).statusCode).toBe(404);
    expect((await get(intruder, `/api/feedback/form/${regId}`)).statusCode).toBe(404);

    await postForm(owner, { reg_id: regId, ...feedbackAnswers(2) }, '/api/feedback');
    const view = await get(intruder, `/api/feedback/list/${regId}`);
    expect(view.statusCode).toBe(404);
    expect(view.json()).toEqual({ success: 0, code: 'feedback_not_found', message: M.feedbackNotFound });
  });

  it('refuses the feedback form of another program', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 3, { eventStatus: 'completed' });
    const res = await postForm(s, { reg_id: regId, program_id: 1, ...feedbackAnswers(1) }, '/api/feedback');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.wrongProgram);
    // The Ulchemy answers do not fit the Divija schema chosen by the registration.
    const res2 = await postForm(s, { reg_id: regId, ...feedbackAnswers(1) }, '/api/feedback');
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errors.experience).toBe(MESSAGES.required);
    expect(await feedbackCount(regId)).toBe(0);
  });

  it.each([[{}], [{ reg_id: 'x1' }], [{ reg_id: 0 }]])('refuses a bad reg_id %j', async (change) => {
    const s = await loginAs(ctx);
    const res = await postForm(s, { ...feedbackAnswers(1), ...change }, '/api/feedback');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('reg_id');
  });

  it('needs a session', async () => {
    const res = await postForm(undefined, { reg_id: 1, ...feedbackAnswers(1) }, '/api/feedback');
    expect(res.json().success).toBe(2);
    expect((await get(undefined, '/api/feedback/list/1')).json().success).toBe(2);
    expect((await get(undefined, '/api/feedback/form/1')).json().success).toBe(2);
  });
});

describe('GET feedback/form/{reg_id} and feedback/list/{id}', () => {
  it('says whether feedback is still to be given', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 5, { eventStatus: 'completed' });
    const before = (await get(s, `/api/feedback/form/${regId}`)).json();
    expect(before).toMatchObject({ success: 1, data: { reg_id: regId, program_id: 5, feedback: 0 } });
    await postForm(s, { reg_id: regId, ...feedbackAnswers(5) }, '/api/feedback');
    expect((await get(s, `/api/feedback/form/${regId}`)).json().data.feedback).toBe(1);
  });

  it('refuses a registration not open for feedback', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 1);
    const res = await get(s, `/api/feedback/form/${regId}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.feedbackNotOpen);
  });

  it('answers 404 before feedback is given and 400 for a bad id', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 1, { eventStatus: 'completed' });
    expect((await get(s, `/api/feedback/list/${regId}`)).statusCode).toBe(404);
    const bad = await get(s, '/api/feedback/list/1e3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe(MESSAGES.invalidNumber);
  });
});

describe('login after feedback', () => {
  it('no longer points reg_id and regprogram_id at a registration whose feedback was given', async () => {
    const s = await loginAs(ctx);
    const regId = await registration(s, 3, { eventStatus: 'completed' });
    const login = () => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: s.mobile, password: 'password123' } });

    expect((await login()).json()).toMatchObject({ reg_id: regId, regprogram_id: 3 });
    await postForm(s, { reg_id: regId, ...feedbackAnswers(3) }, '/api/feedback');
    expect((await login()).json()).toMatchObject({ success: 1, reg_id: 0, regprogram_id: 0 });
  });
});
