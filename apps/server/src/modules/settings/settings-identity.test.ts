import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { listOutbox } from '../../providers/messaging.ts';
import { createUser, ensureProgram } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { ensureWebBuild, pageHead, WEB_DIST } from '../../test/page-head.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * "The placeholders in code go; the public site and the documents read these settings":
 * the environment gives the foundation's first name, and once the owner changes it the emails,
 * short messages and share previews (/share/{id}, the home page, the galleries) carry the new one,
 * in Tamil too when a Tamil name is set.
 */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  ensureWebBuild();
  ctx = await startTestApp({ PUBLIC_URL: 'https://portal.example.org', WEB_DIST });
  owner = (await staffSession(ctx, 'owner')).headers;
  await ensureProgram(ctx.db, 3);
}, 240_000);
afterAll(() => ctx.close());

const rename = (body: Record<string, string>) =>
  ctx.app.inject({ method: 'PATCH', url: callUrl(calls.adminSettingsUpdate), headers: owner, payload: body });

describe("the foundation's name comes from the site settings", () => {
  it('starts from the environment, then follows the owner in share titles', async () => {
    expect((await pageHead(ctx, '/share/3')).og('title')).toBe(`Divija - ${ctx.deps.config.FOUNDATION_NAME}`);
    const res = await rename({ foundation_name: 'Sri Matangi Trust', foundation_name_ta: 'ஸ்ரீ மாதங்கி அறக்கட்டளை', foundation_address: '12 Temple Street, Madurai 625001', phone: '+91 44 2345 6789', email: 'office@matangi.example.org' });
    expect(res.json().success).toBe(1);

    // A renamed foundation shows at once: the rename drops the rendered pages.
    const share = await pageHead(ctx, '/share/3');
    expect([share.title, share.og('title')]).toEqual(['Divija - Sri Matangi Trust', 'Divija - Sri Matangi Trust']);
    expect(share.og('url')).toBe('https://portal.example.org/share/3');
    expect((await pageHead(ctx, '/share/3?lang=ta')).og('title')).toBe('Divija - ஸ்ரீ மாதங்கி அறக்கட்டளை');
    expect((await pageHead(ctx, '/')).title).toBe('Sri Matangi Trust');
    expect((await pageHead(ctx, '/gallery')).title).toBe('Image Gallery - Sri Matangi Trust');
  }, 120_000);

  it("puts the new name and contact in a devotee's email and SMS, in the devotee's language", async () => {
    const messages = buildServices(ctx.deps).messages;
    const english = await createUser(ctx.db, { name: 'Anand Kumar', language: 0 });
    const tamil = await createUser(ctx.db, { name: 'மீனாட்சி', language: 1 });
    await ctx.db.tx(async (q) => {
      await messages.queueMessage(q, { kind: 'password-changed', userId: english.id, subject: 'password:identity-en' });
      await messages.queueMessage(q, { kind: 'password-changed', userId: tamil.id, subject: 'password:identity-ta' });
    });
    await messages.deliverDue();
    const outbox = await listOutbox(ctx.db, 1000);
    const email = outbox.find((m) => m.recipient === english.email && m.channel === 'email')!;
    expect(email.html).toContain('Sri Matangi Trust');
    expect(email.body).toContain('Sri Matangi Trust');
    expect(email.body).toContain('12 Temple Street, Madurai 625001\n+91 44 2345 6789 · office@matangi.example.org');
    expect(email.body).not.toContain(ctx.deps.config.FOUNDATION_NAME);
    const sms = outbox.find((m) => m.recipient === english.mobile)!;
    expect(sms.body).toBe('Sri Matangi Trust: your password was changed. If this was not you, call +91 44 2345 6789.');
    const tamilEmail = outbox.find((m) => m.recipient === tamil.email && m.channel === 'email')!;
    expect(tamilEmail.body).toContain('ஸ்ரீ மாதங்கி அறக்கட்டளை');
  });

  it("names the foundation in a staff invitation and the registration's contact", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminStaffCreate), headers: owner, payload: { email: 'new.editor@example.org', name: 'New Editor', role: 'editor' } });
    expect(res.json().success).toBe(1);
    const invite = (await listOutbox(ctx.db, 1000)).find((m) => m.recipient === 'new.editor@example.org')!;
    expect(invite.subject).toBe('Sri Matangi Trust: your back-office account');
    expect(invite.body).toContain('in the back office of Sri Matangi Trust.');
  });

  it('the contact form is mailed to the email of the settings', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: callUrl(calls.contact),
      payload: { name: 'Visitor', email: 'visitor@example.org', mobile: '9876500000', message: 'When is the next Divija camp?' },
    });
    expect(res.json().success).toBe(1);
    const mail = (await listOutbox(ctx.db, 1000)).find((m) => m.subject === 'Contact form: Visitor')!;
    expect(mail.recipient).toBe('office@matangi.example.org');
  });
});
