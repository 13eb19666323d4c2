import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { MESSAGES_TA } from '@portal/contract/tamil';
import { loginAs, useTestApp } from '../../test/harness.ts';
import { accountFields, findPlaces, multipart, newMobile, type Places } from './test-helpers.ts';

const ctx = useTestApp();
let places: Places;
beforeAll(async () => {
  places = await findPlaces(ctx.db);
});

const languageOf = async (userId: number) =>
  (await ctx.db.one<{ language: number }>('SELECT language FROM users WHERE id = $1', [userId]))!.language;

describe("the account's language", () => {
  it('keeps the language a person signed up in, and answers the sign-up in it', async () => {
    const mobile = newMobile();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register?lang=ta', ...multipart(accountFields(places, { mobile })) });
    expect(res.json()).toMatchObject({ success: 1, message: MESSAGES_TA.registered });
    const row = await ctx.db.one<{ language: number }>('SELECT language FROM users WHERE mobile = $1', [mobile]);
    expect(row!.language).toBe(1);
  });

  it('reads and saves the language on the profile; a bad language changes nothing', async () => {
    const { user, headers } = await loginAs(ctx);
    const read = () => ctx.app.inject({ method: 'GET', url: '/api/profile/language', headers });
    expect((await read()).json()).toEqual({ success: 1, data: { language: 'en' } });

    const saved = await ctx.app.inject({ method: 'POST', url: '/api/profile/language', headers, payload: { language: 'ta' } });
    expect(saved.json()).toEqual({ success: 1, message: MESSAGES.updated });
    expect(await languageOf(user.id)).toBe(1);
    expect((await read()).json().data.language).toBe('ta');

    const bad = await ctx.app.inject({ method: 'POST', url: '/api/profile/language', headers, payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: 0, message: `language: ${MESSAGES.required}` });
    expect(await languageOf(user.id)).toBe(1);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/language', payload: { language: 'ta' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(2);
  });
});
