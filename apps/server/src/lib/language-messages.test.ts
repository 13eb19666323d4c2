import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { MESSAGES_TA } from '@portal/contract/tamil';
import { startTestApp, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const badLogin = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: { username: '12', password: '' } });

describe('server messages in the reader language', () => {
  it('answers a validation error in English as the spec quotes it when nothing is said', async () => {
    const res = await badLogin('/api/login');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`username: ${MESSAGES.invalidMobile}`);
    expect(res.json().errors.password).toBe(MESSAGES.required);
  });

  it('answers in Tamil for ?lang=ta and for Accept-Language: ta, field by field', async () => {
    for (const res of [await badLogin('/api/login?lang=ta'), await badLogin('/api/login', { 'accept-language': 'ta-IN,ta;q=0.9' })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(0);
      expect(res.json().message).toBe(`username: ${MESSAGES_TA.invalidMobile}`);
      expect(res.json().errors).toEqual({ username: MESSAGES_TA.invalidMobile, password: MESSAGES_TA.required });
    }
  });

  it('answers an unknown address and a refused login in Tamil', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call?lang=ta' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES_TA.notFound);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/login?lang=ta', payload: { username: '9876543210', password: 'nobody-has-this' } });
    expect(wrong.json().message).toBe(MESSAGES_TA.loginFailed);
  });
});
