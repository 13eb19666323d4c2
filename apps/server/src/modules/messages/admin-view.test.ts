import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from '@portal/contract/notifications';
import { MESSAGES } from '@portal/contract/messages';
import type { Db } from '../../db/client.ts';
import type { EmailProvider } from '../../providers/messaging.ts';
import { outboxEmail } from '../../providers/messaging.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createUser } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';
import type { MessagesService } from './service.ts';
import { buildServices } from '../../services.ts';

/**
 * The back office's view of the messages: who may see them, the filters by person,
 * kind, status and channel, each message's tries and last error, and the templates of every kind
 * in both languages rendered with sample data.
 */
let failEmails = false;
const failingEmail = (db: Db): EmailProvider => {
  const inner = outboxEmail(db);
  return {
    async send(message) {
      if (failEmails) throw new Error('SMTP 421 try again later');
      await inner.send(message);
    },
  };
};

let ctx: TestContext;
let service: MessagesService;
let coordinator: Headers;
let finance: Headers;
let editor: Headers;
beforeAll(async () => {
  ctx = await startTestApp({}, (db) => ({ email: failingEmail(db) }));
  // The foundation's short Tamil name, as an owner would set it (site settings): Tamil SMS name the
  // foundation by it, else by the English name, which makes some of them two UCS-2 segments.
  await ctx.db.query(`INSERT INTO site_settings (key, value) VALUES ('foundation_name_ta', 'மாதங்கி')`);
  service = buildServices(ctx.deps).messages;
  coordinator = (await staffSession(ctx, 'coordinator')).headers;
  finance = (await staffSession(ctx, 'finance')).headers;
  editor = (await staffSession(ctx, 'editor')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const list = async (query: string, headers: Headers = coordinator) => {
  const res = await get(`/api/admin/messages?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET admin/messages', () => {
  it('refuses an editor (403), a caller without a staff session and a devotee (401)', async () => {
    for (const url of ['/api/admin/messages', '/api/admin/messages/templates']) {
      const res = await get(url, editor);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
      const none = await get(url, {});
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(2);
      expect((await get(url, (await devotee(ctx)).headers)).statusCode).toBe(401);
    }
  });

  it('lists a person’s messages by name, mobile or email, with status, tries and the last error; filters by kind, status and channel', async () => {
    const person = await createUser(ctx.db, { name: 'Kamakshi Raman', email: 'kamakshi.r@example.org' });
    const other = await createUser(ctx.db, { name: 'Someone Else' });
    await ctx.db.tx(async (q) => {
      await service.queueMessage(q, { kind: 'password-changed', userId: person.id, subject: 'password:1' });
      await service.queueMessage(q, { kind: 'mobile-changed', userId: person.id, subject: 'mobile:1' });
      await service.queueMessage(q, { kind: 'password-changed', userId: other.id, subject: 'password:2' });
    });
    // The email provider is down for the first run: the emails wait for a retry; the SMS go out.
    failEmails = true;
    await service.deliverDue(100);
    failEmails = false;

    const spaced = `+91 ${person.mobile.slice(0, 5)} ${person.mobile.slice(5)}`;
    for (const q of ['kamakshi ram', spaced, 'KAMAKSHI.R@example']) {
      const body = await list(`q=${encodeURIComponent(q)}`);
      expect(body.data.map((m: { person: { id: number } }) => m.person.id), q).toEqual([person.id, person.id, person.id, person.id]);
      expect(body.total).toBe(4);
      expect(body.by_status).toEqual({ queued: 2, sent: 2 });
    }

    const emails = await list(`q=${person.mobile}&channel=email`);
    expect(emails.data).toHaveLength(2);
    for (const m of emails.data) {
      expect(m).toMatchObject({ status: 'queued', attempts: 1, last_error: 'SMTP 421 try again later', sent_at: '', recipient: 'kamakshi.r@example.org' });
      expect(m.next_attempt_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const sent = await list(`q=${person.mobile}&status=sent`);
    expect(sent.total).toBe(2);
    expect(sent.data.every((m: { channel: string; status: string; sent_at: string }) => m.channel === 'sms' && m.status === 'sent' && m.sent_at)).toBe(true);
    const mobileKind = await list(`q=${person.mobile}&kind=mobile-changed`);
    expect(mobileKind.data.map((m: { kind: string; channel: string }) => `${m.kind}:${m.channel}`).sort()).toEqual(['mobile-changed:email', 'mobile-changed:sms']);

    // Finance sees them too; a bad filter is a 400 naming the field.
    expect((await list(`q=${person.mobile}`, finance)).total).toBe(4);
    for (const [query, field] of [['kind=parcel', 'kind'], ['status=lost', 'status'], ['channel=fax', 'channel'], ['per_page=500', 'per_page']]) {
      const res = await get(`/api/admin/messages?${query}`, coordinator);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('GET admin/messages/templates', () => {
  it('shows every kind in English and Tamil: subject, email text and HTML, SMS within one segment', async () => {
    const res = await get('/api/admin/messages/templates', coordinator);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ kind: string; lang: string; subject: string; text: string; html: string; sms: string; sms_encoding: string; sms_segments: number }>;
    expect(data).toHaveLength(MESSAGE_KINDS.length * 2);
    const cancelled = data.find((t) => t.kind === 'event-cancelled' && t.lang === 'en')!;
    expect(cancelled.subject).toBe('Cancelled: Ulchemy Elite Intensive Weekend at Coimbatore');
    expect(cancelled.text).toContain('Reason: The hall is under repair');
    expect(cancelled.html).toContain('<html');
    expect(cancelled).toMatchObject({ sms_encoding: 'GSM-7', sms_segments: 1 });
    const tamil = data.find((t) => t.kind === 'event-cancelled' && t.lang === 'ta')!;
    expect(tamil.subject).toMatch(/^ரத்து: /);
    expect(tamil).toMatchObject({ sms_encoding: 'UCS-2', sms_segments: 1 });
    for (const t of data) expect(`${t.subject} ${t.text} ${t.sms}`, `${t.kind} ${t.lang}`).not.toMatch(/undefined|null/);
  });
});
