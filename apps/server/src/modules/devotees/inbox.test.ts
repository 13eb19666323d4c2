import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { listOutbox } from '../../providers/messaging.ts';
import { loginAs } from '../../test/harness.ts';
import { addDays, createEvent, createTranslation } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import type { Headers } from '../payments/test-helpers.ts';

/** Volunteers, the contact inbox, feedback and form answers in the back office. */
const { ctx, owner, coordinator, finance, editor, ids } = useStaffTestApp();
let event: { id: number };
let other: { id: number };
beforeAll(async () => {
  await ctx.db.query(`DELETE FROM translations WHERE program_id = 3 AND trans_word = 'divija_experience'`);
  await createTranslation(ctx.db, { program_id: 3, trans_word: 'divija_experience', trans_en: 'Your experience of Divija', trans_ta: 'திவ்யா அனுபவம்' });
  event = await createEvent(ctx.db, { program_id: 3, event_name: 'Divija Erode', event_date: addDays(todayIso(), -2), status: 'completed' });
  other = await createEvent(ctx.db, { program_id: 3, event_date: addDays(todayIso(), -2), status: 'completed' });
  // Three people registered; two gave feedback and detail answers at the event, one at the other event.
  const answers = [
    { feedback: { rating: 'Excellent', experience: 'Peace of mind and a long walk in the hills with friends, every single day' }, details: { emergency_contact1: '9000000001', accomodation: 'Own vehicle', surgery: 'No' } },
    { feedback: { rating: 'Excellent' }, details: { emergency_contact1: '9000000002', accomodation: 'Travel needed', surgery: 'Yes', desc_surgery: 'Knee' } },
    { feedback: { rating: 'Good' }, details: { emergency_contact1: '9000000003' } },
  ];
  for (const [i, a] of answers.entries()) {
    const person = await loginAs(ctx, { name: `Person ${i}` });
    const eventId = i < 2 ? event.id : other.id;
    const reg = (await ctx.db.one<{ id: number }>(
      `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, details, reg_number)
       VALUES ($1, $2, 3, 'success', 'INR', 0, 0, $3, $4) RETURNING id`,
      [person.user.id, eventId, JSON.stringify(a.details), `MF-T-${i}`],
    ))!;
    await ctx.db.query('INSERT INTO feedback (registration_id, user_id, program_id, answers) VALUES ($1, $2, 3, $3)', [reg.id, person.user.id, JSON.stringify(a.feedback)]);
    await ctx.db.query(`INSERT INTO volunteers (user_id, kind, event_id, message) VALUES ($1, $2, $3, $4)`, [person.user.id, i === 2 ? 'foundation' : 'event', i === 2 ? null : eventId, `Offer ${i}`]);
  }
});

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('GET admin/volunteers', () => {
  it('per event and foundation-wide, with search; finance and editor refused', async () => {
    const perEvent = (await get(`/api/admin/volunteers?event_id=${event.id}`, coordinator)).json();
    expect(perEvent.total).toBe(2);
    expect(perEvent.data[0]).toMatchObject({ kind: 'event', event_id: event.id, event_name: 'Divija Erode', name: 'Person 1', message: 'Offer 1' });
    const foundation = (await get('/api/admin/volunteers?kind=foundation', owner)).json();
    expect(foundation.data.map((v: { message: string }) => v.message)).toEqual(['Offer 2']);
    expect((await get('/api/admin/volunteers?q=offer%201', coordinator)).json().total).toBe(1);
    expect((await get('/api/admin/volunteers?kind=other', coordinator)).json().message).toBe('kind: Choose one of: event, foundation');
    expect((await get('/api/admin/volunteers', finance)).statusCode).toBe(403);
    expect((await get('/api/admin/volunteers', editor)).statusCode).toBe(403);
    expect((await get('/api/admin/volunteers', {})).statusCode).toBe(401);
  });
});

describe('the contact inbox', () => {
  it('lists handled and not handled, replies by email (marked handled, audited), marks back', async () => {
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ravi Kumar', email: 'ravi.k@example.org', mobile: '9876501234', message: 'When is the next Divija?' } });
    expect(sent.json().success).toBe(1);
    const open = (await get('/api/admin/contact-messages?handled=no', coordinator)).json();
    const msg = open.data.find((m: { email: string }) => m.email === 'ravi.k@example.org');
    expect(msg).toMatchObject({ name: 'Ravi Kumar', handled: false, reply: '', replied_at: null });
    const res = await post(`/api/admin/contact-messages/${msg.id}/reply`, coordinator, { reply: 'The next Divija is in March.' });
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.contactReplied });
    const mail = (await listOutbox(ctx.db)).find((m) => m.channel === 'email' && m.recipient === 'ravi.k@example.org' && m.subject.startsWith('Re:'));
    expect(mail!.body).toContain('The next Divija is in March.');
    expect(mail!.body).toContain('> When is the next Divija?');
    const handled = (await get('/api/admin/contact-messages?handled=yes&q=ravi', coordinator)).json();
    expect(handled.data[0]).toMatchObject({ id: msg.id, handled: true, reply: 'The next Divija is in March.' });
    expect((await post(`/api/admin/contact-messages/${msg.id}/mark`, owner, { handled: false })).json().message).toBe(MESSAGES.contactMarked);
    expect((await get('/api/admin/contact-messages?handled=no&q=ravi', coordinator)).json().total).toBe(1);
    const audit = await ctx.db.query<{ action: string; staff_id: number }>(`SELECT action, staff_id FROM audit_log WHERE entity = 'contact_messages' AND entity_id = $1 ORDER BY id`, [String(msg.id)]);
    expect(audit.map((a) => a.action)).toEqual(['reply', 'mark-not-handled']);
    expect(audit[0]!.staff_id).toBe(ids.coordinator);
  });

  it('refuses an empty reply (400), an unknown message (404), a message without email (422), finance (403)', async () => {
    const bare = (await ctx.db.one<{ id: number }>(`INSERT INTO contact_messages (name, email, mobile, message) VALUES ('No Mail', '', '9000000000', 'Call me') RETURNING id`))!;
    expect((await post(`/api/admin/contact-messages/${bare.id}/reply`, coordinator, { reply: '' })).json().message).toBe('reply: At least 2 characters');
    expect((await post('/api/admin/contact-messages/99999999/reply', coordinator, { reply: 'Hello there' })).statusCode).toBe(404);
    const noMail = await post(`/api/admin/contact-messages/${bare.id}/reply`, coordinator, { reply: 'Hello there' });
    expect([noMail.statusCode, noMail.json().message]).toEqual([422, MESSAGES.contactNoEmail]);
    expect((await post(`/api/admin/contact-messages/${bare.id}/mark`, coordinator, { handled: 'maybe' })).json().message).toBe('handled: Must be true or false');
    expect((await post(`/api/admin/contact-messages/${bare.id}/mark`, finance, { handled: true })).statusCode).toBe(403);
    expect((await get('/api/admin/contact-messages', finance)).statusCode).toBe(403);
  });
});

describe('feedback and form answers per event', () => {
  it('feedback: rows and a summary per question (long answers counted as text); finance may read', async () => {
    const body = (await get(`/api/admin/feedback?event_id=${event.id}`, finance)).json();
    expect(body.total).toBe(2);
    expect(body.data.map((r: { name: string }) => r.name).sort()).toEqual(['Person 0', 'Person 1']);
    // By question, with the question's text in both languages (the program's translation entries); the form's
    // questions first, then a key it does not ask (its words, not its code). Written answers are counted as
    // answered, never grouped as if they were choices, short or long.
    expect(body.summary).toEqual({
      count: 2,
      questions: [
        { program_id: 3, field: 'experience', question: { en: 'Your experience of Divija', ta: 'திவ்யா அனுபவம்' }, answered: 1, counts: {} },
        { program_id: 3, field: 'rating', question: { en: 'Rating', ta: 'Rating' }, answered: 2, counts: {} },
      ],
    });
    expect((await get('/api/admin/feedback?program_id=3', owner)).json().summary.questions.find((q: { field: string }) => q.field === 'rating')).toMatchObject({ answered: 3, counts: {} });
    expect((await get('/api/admin/feedback', editor)).statusCode).toBe(403);
  });

  it('form answers: emergency contacts, health notes, accommodation, for coordinators and owners only', async () => {
    const body = (await get(`/api/admin/form-answers?event_id=${event.id}`, coordinator)).json();
    expect(body.total).toBe(2);
    expect(body.data.find((r: { name: string }) => r.name === 'Person 1')).toMatchObject({ reg_number: 'MF-T-1', answers: { emergency_contact1: '9000000002', surgery: 'Yes', desc_surgery: 'Knee', accomodation: 'Travel needed' } });
    expect((await get(`/api/admin/form-answers?q=MF-T-2`, owner)).json().data[0].event_id).toBe(other.id);
    expect((await get('/api/admin/form-answers', finance)).statusCode).toBe(403);
    expect((await get('/api/admin/form-answers?event_id=abc', owner)).json().message).toBe(`event_id: ${MESSAGES.invalidNumber}`);
  });
});
