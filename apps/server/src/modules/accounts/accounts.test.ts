import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES } from '@portal/contract/messages';
import { lastSms, loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { accountFields, findPlaces, multipart, type FilePart, type Places } from './test-helpers.ts';

let ctx: TestContext;
let places: Places;
let india: number;
let tamilNadu: number;
let chennai: number;

beforeAll(async () => {
  ctx = await startTestApp();
  places = await findPlaces(ctx.db);
  ({ india, tamilNadu, chennai } = places);
});
afterAll(() => ctx.close());

const account = (overrides: Record<string, string> = {}) => accountFields(places, overrides);

const register = (fields: Record<string, string>, file?: FilePart) =>
  ctx.app.inject({ method: 'POST', url: '/api/register', ...multipart(fields, file) });

describe('register', () => {
  it('creates an account, stores a resized picture and returns a session', async () => {
    const big = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c96' } }).jpeg().toBuffer();
    const fields = account();
    const res = await register(fields, { name: 'me.jpg', type: 'image/jpeg', bytes: big });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, message: MESSAGES.registered, profile_status: 0, reg_id: 0, regprogram_id: 0, user_name: 'Arun Kumar' });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers: { authorization: `Bearer ${body.access_token}` } });
    const data = profile.json().data;
    expect(data).toMatchObject({ name: 'Arun Kumar', mobile: fields.mobile, dob: '1990-05-17', city_id: chennai, marital_status: 'Married' });
    expect(data).not.toHaveProperty('password_hash');
    const pic = await ctx.app.inject({ method: 'GET', url: data.picture });
    expect(pic.statusCode).toBe(200);
    const meta = await sharp(pic.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(200);
  });

  it('stores the password as an argon2id hash', async () => {
    const fields = account();
    await register(fields);
    const row = await ctx.db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE mobile = $1', [fields.mobile]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same mobile and changes nothing', async () => {
    const fields = account();
    await register(fields);
    const res = await register({ ...fields, name: 'Someone Else' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: 0, errors: { mobile: MESSAGES.mobileTaken } });
    const n = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE mobile = $1', [fields.mobile]);
    expect(n!.n).toBe(1);
  });

  it.each([
    ['name', { name: '' }, MESSAGES.required],
    ['name', { name: '   ' }, MESSAGES.required],
    ['email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['password', { password: 'abc' }, MESSAGES.passwordLength],
    ['password', { password: 'x'.repeat(41) }, MESSAGES.passwordLength],
    ['mobile', { mobile: '98765' }, MESSAGES.invalidMobile],
    ['mobile', { mobile: '98765abcde' }, MESSAGES.invalidMobile],
    ['pincode', { pincode: '6000A1' }, MESSAGES.invalidNumber],
    ['country_id', { country_id: 'abc' }, MESSAGES.invalidNumber],
    ['country_id', { country_id: '999999' }, MESSAGES.invalidNumber],
    ['profession', { profession: 'Astronaut' }, MESSAGES.required],
    ['dob', { dob: '2999-01-01' }, 'The date cannot be in the future'],
    ['name', { name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
  ])('refuses a bad %s with a message naming it', async (field, change, message) => {
    const fields = account(change as Record<string, string>);
    const res = await register(fields);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(0);
    expect(body.errors[field]).toBe(message);
    expect(body.message).toContain(field);
    const n = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE mobile = $1', [fields.mobile]);
    expect(n!.n).toBe(0);
  });

  it('refuses a city that is not in the chosen state', async () => {
    const other = await ctx.db.one<{ id: number }>('SELECT id FROM cities WHERE state_id <> $1 LIMIT 1', [tamilNadu]);
    const res = await register(account({ city_id: String(other!.id) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('city_id');
  });

  it('needs the friend name when the source is Friend, and drops it otherwise', async () => {
    const res = await register(account({ know_matangi: 'Friend' }));
    expect(res.json().errors.friend_name).toBe(MESSAGES.required);
    const fields = account({ know_matangi: 'YouTube', friend_name: 'Ravi' });
    const ok = await register(fields);
    const row = await ctx.db.one<{ friend_name: string }>('SELECT friend_name FROM users WHERE mobile = $1', [fields.mobile]);
    expect(ok.json().success).toBe(1);
    expect(row!.friend_name).toBe('');
  });

  it('refuses a file that is not an image', async () => {
    const res = await register(account(), { name: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('not an image at all') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.picture).toBe(MESSAGES.imageInvalid);
  });
});

describe('login and logout', () => {
  it('logs in with mobile and password and returns the session keys', async () => {
    const { mobile } = await loginAs(ctx, { name: 'Lakshmi' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'password123' } });
    expect(res.json()).toMatchObject({ success: 1, profile_status: expect.any(Number), reg_id: 0, regprogram_id: 0, user_name: 'Lakshmi' });
  });

  it('refuses a wrong password with a message', async () => {
    const { mobile } = await loginAs(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'wrong-one' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: 0, code: 'login_failed', message: MESSAGES.loginFailed });
  });

  it.each([
    [{}, 'username', MESSAGES.required],
    [{ username: '123', password: 'x' }, 'username', MESSAGES.invalidMobile],
    [{ username: 9876543210, password: 'x' }, 'username', MESSAGES.required],
    [{ username: '9876543210' }, 'password', MESSAGES.required],
  ])('validates %j', async (payload, field, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts/);
    expect(res.json().success).toBe(0);
  });

  it('ends the session on logout: the token then gets success 2', async () => {
    const { headers } = await loginAs(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers })).json().success).toBe(1);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.json().success).toBe(1);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(2);
  });

  it('gives success 2 for a missing or invented token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/profile/detail' });
    expect(none.json().success).toBe(2);
    const fake = await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers: { authorization: `Bearer ${'a'.repeat(43)}` } });
    expect(fake.json().success).toBe(2);
  });

  it('locks a number after ten wrong passwords', async () => {
    const { mobile } = await loginAs(ctx);
    for (let i = 0; i < 10; i++) {
      await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'wrong' } });
    }
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'password123' } });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
  });
});

describe('forgot and reset password', () => {
  const otpOf = async (mobile: string) => /(\d{6})/.exec((await lastSms(ctx.db, mobile))!.body)![1]!;
  const reset = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/reset/password', payload });

  it('sends a code by SMS; the code sets a new password and ends old sessions', async () => {
    const { mobile, headers } = await loginAs(ctx);
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/forgot/password', payload: { mobile } });
    expect(sent.json()).toMatchObject({ success: 1 });
    const otp = await otpOf(mobile);
    const res = await reset({ mobile, otp, password: 'brand-new-1' });
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.passwordReset });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers })).json().success).toBe(2);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'brand-new-1' } });
    expect(login.json().success).toBe(1);
    // The same code cannot be used twice.
    const replay = await reset({ mobile, otp, password: 'another-22' });
    expect(replay.json()).toMatchObject({ success: 0, errors: { otp: MESSAGES.otpInvalid } });
  });

  it('allows five tries, then refuses even the right code', async () => {
    const { mobile } = await loginAs(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/forgot/password', payload: { mobile } });
    const otp = await otpOf(mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await reset({ mobile, otp: wrong, password: 'newpass1' })).json().errors.otp);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(MESSAGES.otpInvalid));
    expect(answers[4]).toBe(MESSAGES.otpTooManyTries);
    expect(answers[5]).toBe(MESSAGES.otpTooManyTries);
    expect((await reset({ mobile, otp, password: 'newpass1' })).json().errors.otp).toBe(MESSAGES.otpTooManyTries);
  });

  it('refuses an expired code', async () => {
    const { mobile } = await loginAs(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/forgot/password', payload: { mobile } });
    const otp = await otpOf(mobile);
    await ctx.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    expect((await reset({ mobile, otp, password: 'newpass1' })).json().errors.otp).toBe(MESSAGES.otpInvalid);
  });

  it('answers the same for an unknown number and sends nothing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot/password', payload: { mobile: '9000000001' } });
    expect(res.json()).toMatchObject({ success: 1 });
    expect(await lastSms(ctx.db, '9000000001')).toBeUndefined();
  });

  it('limits code requests per number', async () => {
    const { mobile } = await loginAs(ctx);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await ctx.app.inject({ method: 'POST', url: '/api/forgot/password', payload: { mobile } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('validates the reset fields', async () => {
    const res = await reset({ mobile: '98', otp: '12', password: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ mobile: MESSAGES.invalidMobile, otp: MESSAGES.otpInvalid, password: MESSAGES.passwordLength });
  });
});

describe('profile update', () => {
  it('updates the profile and keeps other users untouched', async () => {
    const a = await loginAs(ctx, { name: 'Alpha' });
    const b = await loginAs(ctx, { name: 'Beta' });
    const fields = account({ mobile: a.mobile, name: 'Alpha Updated', pan_number: 'abcde1234f' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/update', headers: a.headers, payload: fields });
    expect(res.json()).toMatchObject({ success: 1, message: MESSAGES.updated, profile_status: 0 });
    expect(res.json().data).toMatchObject({ name: 'Alpha Updated', pan_number: 'ABCDE1234F' });
    const bp = (await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers: b.headers })).json().data;
    expect(bp.name).toBe('Beta');
  });

  it('no longer moves the account to another number: the mobile field is refused and nothing changes', async () => {
    const a = await loginAs(ctx);
    const fresh = account();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/update', headers: a.headers, payload: { ...fresh, name: 'Changed' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { mobile: MESSAGES.mobileChangeSeparately } });
    const row = await ctx.db.one<{ mobile: string; name: string }>('SELECT mobile, name FROM users WHERE id = $1', [a.user.id]);
    expect(row).toEqual({ mobile: a.mobile, name: a.user.name });
  });

  it('a number from abroad signed up with 13 digits logs in and saves its profile (one rule: 10 to 13 digits)', async () => {
    const fields = account({ mobile: '4915123456789' });
    expect((await register(fields)).json()).toMatchObject({ success: 1 });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: fields.mobile, password: fields.password } });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/update', headers, payload: { ...fields, name: 'Abroad Updated' } });
    expect(res.json()).toMatchObject({ success: 1, data: { mobile: '4915123456789', name: 'Abroad Updated' } });
  });

  it('refuses a number of 9 or 14 digits, at sign-up and on the profile alike', async () => {
    const a = await loginAs(ctx);
    for (const mobile of ['987654321', '98765432101234']) {
      expect((await register(account({ mobile }))).json().errors.mobile).toBe(MESSAGES.invalidMobile);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/update', headers: a.headers, payload: account({ mobile }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.mobile).toBe(MESSAGES.invalidMobile);
    }
  });
});

describe('places', () => {
  it('lists countries, the states of a country and the cities of a state', async () => {
    const countries = (await ctx.app.inject({ method: 'GET', url: '/api/country/list' })).json().data;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual(expect.objectContaining({ id: india, name: 'India' }));
    const states = (await ctx.app.inject({ method: 'POST', url: '/api/state/list', payload: { country_id: india } })).json().data;
    expect(states).toContainEqual({ id: tamilNadu, name: 'Tamil Nadu' });
    const cities = (await ctx.app.inject({ method: 'POST', url: '/api/city/list', payload: { state_id: String(tamilNadu) } })).json().data;
    expect(cities.length).toBeGreaterThan(5);
  });

  it('validates the ids', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/state/list', payload: { country_id: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.country_id).toBe(MESSAGES.invalidNumber);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/city/list', payload: { state_id: 99999999 } });
    expect(unknown.json()).toEqual({ success: 1, data: [] });
  });
});

describe('health', () => {
  it('reports the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ success: 1, status: 'ok' });
  });
  it('answers unknown API paths with 404 and the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(0);
  });
});

describe('per-address API ceiling', () => {
  it('limits API calls per address, but never files and scripts', async () => {
    const limited = await startTestApp({ NODE_ENV: 'development', API_RATE_LIMIT: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const file = await limited.app.inject({ method: 'GET', url: '/files/none.webp' });
      expect(file.statusCode).toBe(404);
      const blocked = await limited.app.inject({ method: 'GET', url: '/api/health' });
      expect(blocked.json()).toEqual({ success: 0, code: 'rate_limited', message: MESSAGES.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
