import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { lastSms, loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { OTP_LIMITS } from './service.ts';
import { newMobile } from './test-helpers.ts';

/**
 * The mobile number is the login and the reset channel. Attack: a stolen bearer
 * token moved the account to the thief's number through the profile update; from then on the
 * thief could reset the password and keep the account.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const request = (headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/profile/mobile/request', headers, payload });
const confirm = (headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/profile/mobile/confirm', headers, payload });
const codeSentTo = async (mobile: string) => /code is (\d{6})/.exec((await lastSms(ctx.db, mobile))?.body ?? '')?.[1];
const detail = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers });
const mobileOf = async (userId: number) => (await ctx.db.one<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [userId]))!.mobile;

describe('changing the mobile number', () => {
  it('needs the current password: a token alone moves nothing and sends no code', async () => {
    const { headers, user, mobile } = await loginAs(ctx);
    const target = newMobile();
    const without = await request(headers, { mobile: target });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.password).toBe(MESSAGES.required);
    const wrong = await request(headers, { mobile: target, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: 0, errors: { password: MESSAGES.passwordWrong } });
    expect(await lastSms(ctx.db, target)).toBeUndefined();
    // Nor can the confirm step be guessed without a code having been sent.
    expect((await confirm(headers, { mobile: target, otp: '123456' })).json().errors.otp).toBe(MESSAGES.otpInvalid);
    expect(await mobileOf(user.id)).toBe(mobile);
  });

  it('moves the account with the code sent to the new number, ends the other sessions and keeps this one', async () => {
    const { headers, user, mobile } = await loginAs(ctx);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'password123' } });
    const otherHeaders = { authorization: `Bearer ${other.json().access_token}` };
    const target = newMobile();

    const sent = await request(headers, { mobile: target, password: 'password123' });
    expect(sent.json()).toEqual({ success: 1, message: MESSAGES.mobileOtpSent });
    const code = await codeSentTo(target);
    expect(code).toMatch(/^\d{6}$/);
    expect(await codeSentTo(mobile)).toBeUndefined();

    const done = await confirm(headers, { mobile: target, otp: code });
    expect(done.json()).toMatchObject({ success: 1, message: MESSAGES.mobileChanged, data: { mobile: target } });
    expect(await mobileOf(user.id)).toBe(target);
    expect((await detail(headers)).json().success).toBe(1);
    expect((await detail(otherHeaders)).json().success).toBe(2);

    const login = (username: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'password123' } });
    expect((await login(target)).json().success).toBe(1);
    expect((await login(mobile)).statusCode).toBe(401);
    // The code is spent.
    expect((await confirm(headers, { mobile: target, otp: code })).json().errors.otp).toBe(MESSAGES.otpInvalid);
  });

  it("refuses a number that belongs to another account, with a clear message", async () => {
    const a = await loginAs(ctx);
    const b = await loginAs(ctx);
    const res = await request(a.headers, { mobile: b.mobile, password: 'password123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: 0, errors: { mobile: MESSAGES.mobileTaken } });
    expect(await lastSms(ctx.db, b.mobile)).toBeUndefined();
    const same = await request(a.headers, { mobile: a.mobile, password: 'password123' });
    expect(same.json().errors.mobile).toBe(MESSAGES.sameMobile);
  });

  it('refuses when the number was taken between the code and the confirmation', async () => {
    const { headers, user, mobile } = await loginAs(ctx);
    const target = newMobile();
    await request(headers, { mobile: target, password: 'password123' });
    const code = await codeSentTo(target);
    await loginAs(ctx, { mobile: target });
    const res = await confirm(headers, { mobile: target, otp: code });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.mobile).toBe(MESSAGES.mobileTaken);
    expect(await mobileOf(user.id)).toBe(mobile);
  });

  it('allows five tries of the code, and a code fits only the number it was sent to', async () => {
    const { headers, user, mobile } = await loginAs(ctx);
    const target = newMobile();
    await request(headers, { mobile: target, password: 'password123' });
    const code = (await codeSentTo(target))!;
    expect((await confirm(headers, { mobile: newMobile(), otp: code })).json().errors.otp).toBe(MESSAGES.otpInvalid);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await confirm(headers, { mobile: target, otp: wrong })).json().errors.otp);
    expect(answers).toEqual([...Array(4).fill(MESSAGES.otpInvalid), MESSAGES.otpTooManyTries]);
    expect((await confirm(headers, { mobile: target, otp: code })).json().errors.otp).toBe(MESSAGES.otpTooManyTries);
    expect(await mobileOf(user.id)).toBe(mobile);
  });

  it('refuses an expired code', async () => {
    const { headers, user } = await loginAs(ctx);
    const target = newMobile();
    await request(headers, { mobile: target, password: 'password123' });
    await ctx.db.query(`UPDATE mobile_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await confirm(headers, { mobile: target, otp: await codeSentTo(target) })).json().errors.otp).toBe(MESSAGES.otpInvalid);
  });

  it('limits password checks per account', async () => {
    const { headers } = await loginAs(ctx);
    const codes = [];
    for (let i = 0; i <= OTP_LIMITS.mobileChange.max; i++) codes.push((await request(headers, { mobile: newMobile(), password: 'wrong-guess' })).statusCode);
    expect(codes).toEqual([...Array(OTP_LIMITS.mobileChange.max).fill(400), 429]);
  });

  it('needs a session and valid fields', async () => {
    expect((await request({}, { mobile: newMobile(), password: 'password123' })).json().success).toBe(2);
    const { headers } = await loginAs(ctx);
    const res = await confirm(headers, { mobile: '12', otp: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ mobile: MESSAGES.invalidMobile, otp: MESSAGES.otpInvalid });
    // The sign-up's rule, 10 to 13 digits: 14 are refused, 13 (a number from abroad) pass the check.
    const long = await request(headers, { mobile: '91234567890123', password: 'password123' });
    expect(long.json().errors.mobile).toBe(MESSAGES.invalidMobile);
    const abroad = await request(headers, { mobile: '4915123456789', password: 'password123' });
    expect(abroad.json()).toMatchObject({ success: 1 });
  });
});
