import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { listOutbox } from '../../providers/messaging.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { STAFF_TEST_PASSWORD } from '../../seed/staff.ts';
import { staffSession } from './test-helpers.ts';

/** Owners add, change and disable staff; invitations and resets go by an emailed one-time link. */
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await staffSession(ctx, 'owner');
});
afterAll(async () => ctx.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = owner.headers) =>
  ctx.app.inject({ method, url, payload, headers });

describe('staff management', () => {
  it('adds an editor with a password: works at once, asked to change it, audited without the password', async () => {
    const res = await send('POST', '/api/admin/staff', { email: 'new.editor@staff.test', name: 'New Editor', role: 'editor', password: 'temporary-pass-1' });
    expect(res.json()).toMatchObject({ success: 1, message: MESSAGES.staffCreated, data: { role: 'editor', must_change_password: true, has_password: true } });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'new.editor@staff.test', password: 'temporary-pass-1' } });
    expect(login.json().step).toBe('password_change');
    const audit = await ctx.db.one<{ after: unknown }>(`SELECT after FROM audit_log WHERE action = 'create' AND entity_id = $1`, [String(res.json().data.id)]);
    expect(JSON.stringify(audit!.after)).not.toContain('temporary-pass-1');
    const dup = await send('POST', '/api/admin/staff', { email: 'NEW.editor@staff.test', name: 'X', role: 'editor' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.email).toBe(MESSAGES.staffEmailTaken);
  });

  it('invites without a password: the emailed link sets it once', async () => {
    const res = await send('POST', '/api/admin/staff', { email: 'invited@staff.test', name: 'Invited Person', role: 'editor' });
    expect(res.json()).toMatchObject({ message: MESSAGES.staffInvited, data: { has_password: false } });
    const mail = (await listOutbox(ctx.db)).find((m) => m.recipient === 'invited@staff.test')!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const set = await ctx.app.inject({ method: 'POST', url: '/api/admin/set-password', payload: { token, password: 'chosen-password-1' } });
    expect(set.json()).toEqual({ success: 1, message: MESSAGES.staffPasswordSet });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/admin/set-password', payload: { token, password: 'chosen-password-2' } });
    expect(again.json()).toEqual({ success: 0, code: 'staff_link_invalid', message: MESSAGES.staffLinkInvalid });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'invited@staff.test', password: 'chosen-password-1' } });
    expect(login.json()).toMatchObject({ success: 1, staff: { role: 'editor' } });
  });

  it('resets a forgotten password by an emailed link, answering the same for unknown emails', async () => {
    const { staff } = await staffSession(ctx, 'editor');
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/admin/forgot-password', payload: { email: 'nobody@staff.test' } });
    const known = await ctx.app.inject({ method: 'POST', url: '/api/admin/forgot-password', payload: { email: staff.email } });
    expect(unknown.json()).toEqual(known.json());
    const mail = (await listOutbox(ctx.db)).find((m) => m.recipient === staff.email)!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    await ctx.app.inject({ method: 'POST', url: '/api/admin/set-password', payload: { token, password: 'after-reset-pass' } });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: staff.email, password: 'after-reset-pass' } });
    expect(login.json().success).toBe(1);
  });

  it('changes a role, disables (sessions end at once), lists with search and paging', async () => {
    const target = await staffSession(ctx, 'editor', { name: 'Zed Target' });
    const patch = await send('PATCH', `/api/admin/staff/${target.staff.id}`, { role: 'coordinator', disabled: true });
    expect(patch.json()).toMatchObject({ success: 1, data: { role: 'coordinator', disabled: true } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: target.headers })).statusCode).toBe(401);
    const list = (await send('GET', '/api/admin/staff?q=zed&sort=-name&per_page=5')).json();
    expect(list).toMatchObject({ success: 1, total: 1, data: [{ name: 'Zed Target' }] });
    expect((await send('GET', '/api/admin/staff?sort=password_hash')).statusCode).toBe(400);
    const audit = await ctx.db.one<{ before: { role: string }; after: { role: string } }>(`SELECT before, after FROM audit_log WHERE action = 'update' AND entity_id = $1`, [String(target.staff.id)]);
    expect([audit!.before.role, audit!.after.role]).toEqual(['editor', 'coordinator']);
  });

  it('keeps the last active owner, and refuses disabling oneself', async () => {
    await ctx.db.query(`UPDATE staff SET disabled_at = now() WHERE role = 'owner' AND id <> $1`, [owner.staff.id]);
    const other = await staffSession(ctx, 'editor');
    const demote = await send('PATCH', `/api/admin/staff/${owner.staff.id}`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ success: 0, code: 'staff_last_owner', message: MESSAGES.staffLastOwner });
    const self = await send('PATCH', `/api/admin/staff/${owner.staff.id}`, { disabled: true });
    expect(self.json().message).toBe(MESSAGES.staffSelf);
    expect((await send('PATCH', `/api/admin/staff/${other.staff.id}`, {})).statusCode).toBe(400);
  });

  it("resets someone's second factor: they enrol again at next sign-in", async () => {
    const finance = await staffSession(ctx, 'finance');
    const res = await send('POST', `/api/admin/staff/${finance.staff.id}/reset-otp`);
    expect(res.json()).toMatchObject({ message: MESSAGES.staffOtpReset, data: { totp_enabled: false } });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: finance.staff.email, password: STAFF_TEST_PASSWORD } });
    expect(login.json().step).toBe('otp_enrol');
  });

  it('refuses every management call to other roles', async () => {
    const editor = await staffSession(ctx, 'editor');
    for (const [method, url] of [['GET', '/api/admin/staff'], ['POST', '/api/admin/staff'], ['PATCH', `/api/admin/staff/${owner.staff.id}`]] as const) {
      const res = await send(method, url, method === 'GET' ? undefined : { name: 'x' }, editor.headers);
      expect(res.statusCode).toBe(403);
    }
  });
});
