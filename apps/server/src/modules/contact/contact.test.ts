import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@portal/contract/contact';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { listOutbox } from '../../providers/messaging.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { CONTACT_EMAIL_LIMIT, CONTACT_LIMIT, FOUNDATION_LIMIT } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

// Each test writes from its own address, so the per-address contact limit only bites where a test wants it.
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

const post = (url: string, payload: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: opts.headers,
    remoteAddress: opts.ip ?? nextAddress(),
  });

const count = async (table: string) => (await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;

// A fresh sender per message, so the per-email limit only bites where a test wants it.
let sender = 0;
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakshmi Narayanan',
  email: `lakshmi${++sender}@example.org`,
  mobile: '9840012345',
  message: 'When is the next Vision program in Chennai?',
  ...overrides,
});

describe('GET /api/contact/info', () => {
  it("gives the foundation's phone, email and address from the configuration (until the owner changes them), briefly cacheable", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contact/info' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { FOUNDATION_NAME, FOUNDATION_PHONE, FOUNDATION_EMAIL, FOUNDATION_ADDRESS } = ctx.deps.config;
    expect(res.json()).toMatchObject({
      success: 1,
      data: { name: FOUNDATION_NAME, phone: FOUNDATION_PHONE, email: FOUNDATION_EMAIL, address: FOUNDATION_ADDRESS },
    });
  });
});

describe('POST /api/contact', () => {
  it('stores a visitor message and emails it to the foundation', async () => {
    const before = await count('contact_messages');
    const res = await post('/api/contact', contact({ name: '  Lakshmi Narayanan  ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: CONTACT_MESSAGES.contactSent });

    const row = await ctx.db.one<{ user_id: number | null; name: string; mobile: string; message: string }>(
      'SELECT user_id, name, mobile, message FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ user_id: null, name: 'Lakshmi Narayanan', mobile: '9840012345', message: contact().message });
    expect(await count('contact_messages')).toBe(before + 1);

    const mail = (await listOutbox(ctx.db)).find((m) => m.channel === 'email');
    expect(mail).toMatchObject({ recipient: ctx.deps.config.FOUNDATION_EMAIL, subject: 'Contact form: Lakshmi Narayanan' });
    expect(mail!.body).toContain(contact().message);
    expect(mail!.body).toMatch(/lakshmi\d+@example\.org/);
    expect(mail!.body).toContain('9840012345');
    expect(mail!.body).toContain('not logged in');
  });

  it('links the message to the account when a member writes', async () => {
    const { user, headers } = await loginAs(ctx);
    const res = await post('/api/contact', contact({ message: 'A member question' }), { headers });
    expect(res.json().success).toBe(1);
    const row = await ctx.db.one<{ user_id: number }>(`SELECT user_id FROM contact_messages WHERE message = 'A member question'`);
    expect(row?.user_id).toBe(user.id);
  });

  it('treats an ended session as a visitor instead of refusing', async () => {
    const { headers } = await loginAs(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    const res = await post('/api/contact', contact({ message: 'After logout' }), { headers });
    expect(res.json().success).toBe(1);
    const row = await ctx.db.one<{ user_id: number | null }>(`SELECT user_id FROM contact_messages WHERE message = 'After logout'`);
    expect(row?.user_id).toBeNull();
  });

  it('names every missing field with the spec message and stores nothing', async () => {
    const before = await count('contact_messages');
    const res = await post('/api/contact', {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(0);
    expect(body.message).toBe(`name: ${MESSAGES.required}`);
    expect(body.errors).toEqual({
      name: MESSAGES.required,
      email: MESSAGES.required,
      mobile: MESSAGES.required,
      message: MESSAGES.required,
    });
    expect(await count('contact_messages')).toBe(before);
  });

  it('refuses blank text after trimming', async () => {
    const res = await post('/api/contact', contact({ name: '   ', message: '\n\t ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: MESSAGES.required, message: MESSAGES.required });
  });

  it.each([
    ['email', 'lakshmi@', MESSAGES.invalidEmail],
    ['email', 'no at sign.org', MESSAGES.invalidEmail],
    ['mobile', '98400-12345', MESSAGES.invalidContactNumber],
    ['mobile', '98400abcde', MESSAGES.invalidContactNumber],
    ['mobile', '+919840012345', MESSAGES.invalidContactNumber],
  ])('refuses %s %j with the spec message', async (field, value, message) => {
    const before = await count('contact_messages');
    const res = await post('/api/contact', contact({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, message: `${field}: ${message}`, errors: { [field]: message } });
    expect(await count('contact_messages')).toBe(before);
  });

  it.each([
    ['name', 'n'.repeat(101)],
    ['mobile', '9'.repeat(16)],
    ['message', 'm'.repeat(2001)],
    ['email', `${'e'.repeat(250)}@example.org`],
  ])('refuses a too long %s', async (field, value) => {
    const res = await post('/api/contact', contact({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: Must be at most \\d+ characters$`));
  });

  it('refuses wrong types (numbers, arrays, objects) as bad fields, never a 500', async () => {
    const res = await post('/api/contact', contact({ mobile: 9840012345, name: ['a'], message: { text: 'hi' } }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['message', 'mobile', 'name']);
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: 0, code: 'invalid_request', message: MESSAGES.invalidRequest });
  });

  it('keeps line breaks in the name out of the mail subject', async () => {
    const res = await post('/api/contact', contact({ name: 'Ravi\r\nBcc: victim@example.org' }));
    expect(res.json().success).toBe(1);
    const mail = (await listOutbox(ctx.db)).find((m) => m.channel === 'email');
    expect(mail!.subject).toBe('Contact form: Ravi Bcc: victim@example.org');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it('limits messages per address', async () => {
    const ip = nextAddress();
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await post('/api/contact', contact({ message: `burst ${i}` }), { ip })).json().success).toBe(1);
    }
    const before = await count('contact_messages');
    const refused = await post('/api/contact', contact({ message: 'one too many' }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: 0, code: 'rate_limited', message: MESSAGES.tooManyRequests });
    expect(await count('contact_messages')).toBe(before);
    // Another address is not affected.
    expect((await post('/api/contact', contact())).json().success).toBe(1);
  });

  it('limits messages per sender email, whatever the address', async () => {
    const email = 'Repeat.Sender@example.org';
    for (let i = 0; i < CONTACT_EMAIL_LIMIT.max; i++) {
      expect((await post('/api/contact', contact({ email, message: `from many addresses ${i}` }))).json().success).toBe(1);
    }
    const refused = await post('/api/contact', contact({ email: email.toLowerCase() }));
    expect(refused.statusCode).toBe(429);
  });

  it('keeps the message and answers success when the mail server fails', async () => {
    const send = ctx.deps.email.send;
    ctx.deps.email.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await post('/api/contact', contact({ message: 'Sent while mail is down' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(1);
      expect(await ctx.db.one(`SELECT 1 FROM contact_messages WHERE message = 'Sent while mail is down'`)).toBeDefined();
    } finally {
      ctx.deps.email.send = send;
    }
  });
});

describe('POST /api/karmayogam/event', () => {
  it('needs a session: a visitor gets success 2 and nothing is stored', async () => {
    const event = await createEvent(ctx.db, { program_id: 7 });
    const before = await count('volunteers');
    const res = await post('/api/karmayogam/event', { event_id: event.id, message: 'Cooking' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 2 });
    expect(await count('volunteers')).toBe(before);
  });

  it('stores the sign-up with name, email and phone taken from the profile', async () => {
    const event = await createEvent(ctx.db, { program_id: 7 });
    const { user, headers } = await loginAs(ctx, { name: 'Meena S', email: 'meena@example.org', dial_code: '91' });
    const res = await post(
      '/api/karmayogam/event',
      // Name, email (and a user id) in the payload are not the volunteer's word: the session's profile is stored.
      { event_id: String(event.id), message: '  Kitchen seva  ', name: 'Someone Else', email: 'x@example.org', user_id: 1 },
      { headers },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.registered });
    const row = await ctx.db.one('SELECT kind, event_id, name, email, phone, message FROM volunteers WHERE user_id = $1', [user.id]);
    expect(row).toEqual({
      kind: 'event',
      event_id: event.id,
      name: 'Meena S',
      email: 'meena@example.org',
      phone: `+91 ${user.mobile}`,
      message: 'Kitchen seva',
    });
  });

  it('accepts an upcoming event of any program (the list shows all upcoming events)', async () => {
    const event = await createEvent(ctx.db, { program_id: 3, event_date: todayIso() });
    const { headers } = await loginAs(ctx);
    const res = await post('/api/karmayogam/event', { event_id: event.id, message: 'Guiding the participants' }, { headers });
    expect(res.json().success).toBe(1);
  });

  it('refuses a second sign-up of the same person for the same event, but not of another person', async () => {
    const event = await createEvent(ctx.db, { program_id: 7 });
    const first = await loginAs(ctx);
    const second = await loginAs(ctx);
    expect((await post('/api/karmayogam/event', { event_id: event.id, message: 'Seva' }, { headers: first.headers })).json().success).toBe(1);
    const again = await post('/api/karmayogam/event', { event_id: event.id, message: 'Seva again' }, { headers: first.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: 0, message: CONTACT_MESSAGES.alreadyVolunteered });
    expect((await post('/api/karmayogam/event', { event_id: event.id, message: 'Seva' }, { headers: second.headers })).json().success).toBe(1);
    const rows = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM volunteers WHERE event_id = $1', [event.id]);
    expect(rows!.n).toBe(2);
  });

  it('requires the event and the message (after trimming)', async () => {
    const { headers } = await loginAs(ctx);
    const before = await count('volunteers');
    const empty = await post('/api/karmayogam/event', {}, { headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ message: MESSAGES.required, event_id: MESSAGES.required });
    const blank = await post('/api/karmayogam/event', { event_id: '', message: '   ' }, { headers });
    expect(blank.json().errors).toEqual({ message: MESSAGES.required, event_id: MESSAGES.required });
    expect(await count('volunteers')).toBe(before);
  });

  it.each([['abc'], ['1.5'], [-3], [0], ['99999999999'], [true]])('refuses event_id %j as not a number', async (eventId) => {
    const { headers } = await loginAs(ctx);
    const res = await post('/api/karmayogam/event', { event_id: eventId, message: 'Seva' }, { headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^event_id: /);
  });

  it('answers 404 for an unknown event', async () => {
    const { headers } = await loginAs(ctx);
    const res = await post('/api/karmayogam/event', { event_id: 987654, message: 'Seva' }, { headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0, message: `event_id: ${MESSAGES.notFound}`, errors: { event_id: MESSAGES.notFound } });
  });

  it.each([
    ['a past event', { event_date: addDays(todayIso(), -3), status: 'completed' as const }],
    ['a past event not yet marked completed', { event_date: addDays(todayIso(), -1) }],
    ['a cancelled event', { status: 'cancelled' as const }],
    ['a completed event', { status: 'completed' as const }],
  ])('refuses %s', async (_label, overrides) => {
    const event = await createEvent(ctx.db, { program_id: 7, ...overrides });
    const { headers } = await loginAs(ctx);
    const res = await post('/api/karmayogam/event', { event_id: event.id, message: 'Seva' }, { headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: 0, errors: { event_id: CONTACT_MESSAGES.eventNotOpen } });
  });

  it('refuses a too long message', async () => {
    const event = await createEvent(ctx.db, { program_id: 7 });
    const { headers } = await loginAs(ctx);
    const res = await post('/api/karmayogam/event', { event_id: event.id, message: 'x'.repeat(2001) }, { headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^message: Must be at most 2000 characters$/);
  });
});

describe('POST /api/karmayogam/foundation', () => {
  it('needs a session', async () => {
    const res = await post('/api/karmayogam/foundation', { message: 'Gardening' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(2);
  });

  it('refuses a session that ended', async () => {
    const { headers } = await loginAs(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    const res = await post('/api/karmayogam/foundation', { message: 'Gardening' }, { headers });
    expect(res.json().success).toBe(2);
  });

  it('stores a foundation sign-up without an event', async () => {
    const { user, headers } = await loginAs(ctx, { name: 'Arun', email: 'arun@example.org', dial_code: '65', mobile: '9123456780' });
    const res = await post('/api/karmayogam/foundation', { message: 'Gardening at the ashram' }, { headers });
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.registered });
    const row = await ctx.db.one('SELECT kind, event_id, name, email, phone, message FROM volunteers WHERE user_id = $1', [user.id]);
    expect(row).toEqual({ kind: 'foundation', event_id: null, name: 'Arun', email: 'arun@example.org', phone: '+65 9123456780', message: 'Gardening at the ashram' });
  });

  it('requires the message after trimming and ignores an event_id', async () => {
    const { headers } = await loginAs(ctx);
    for (const payload of [{}, { message: '  ' }, { message: 12 }, { event_id: 3 }]) {
      const res = await post('/api/karmayogam/foundation', payload, { headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, message: `message: ${MESSAGES.required}` });
    }
  });

  it('bounds repeated sign-ups per person', async () => {
    const { user, headers } = await loginAs(ctx);
    for (let i = 0; i < FOUNDATION_LIMIT.max; i++) {
      expect((await post('/api/karmayogam/foundation', { message: `Seva ${i}` }, { headers })).json().success).toBe(1);
    }
    const res = await post('/api/karmayogam/foundation', { message: 'Once more' }, { headers });
    expect(res.statusCode).toBe(429);
    const n = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM volunteers WHERE user_id = $1', [user.id]);
    expect(n!.n).toBe(FOUNDATION_LIMIT.max);
  });
});
