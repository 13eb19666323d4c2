import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES } from '@portal/contract/messages';
import { loginAs, useTestApp } from '../../test/harness.ts';
import { accountFields, findPlaces, multipart, type FilePart, type Places } from './test-helpers.ts';

/** Pixel bombs, personal data in file names, orphaned and replaced pictures. */
const ctx = useTestApp();
let places: Places;

beforeAll(async () => {
  places = await findPlaces(ctx.db);
});

const jpeg = (width: number, height: number, background = '#c96') =>
  sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
const picture = async (bytes: Promise<Buffer> | Buffer): Promise<FilePart> => ({ name: 'me.jpg', type: 'image/jpeg', bytes: await bytes });
const register = (fields: Record<string, string>, file?: FilePart) =>
  ctx.app.inject({ method: 'POST', url: '/api/register', ...multipart(fields, file) });
const storedPictures = async () => {
  const dir = path.join(ctx.deps.storage.root!, 'profiles');
  return (await readdir(dir).catch(() => [] as string[])).sort();
};
/** A multipart profile update with the session's header kept beside the form's content type. */
function updateProfile(headers: Record<string, string>, fields: Record<string, string>, file?: FilePart) {
  const form = multipart(fields, file);
  return ctx.app.inject({ method: 'POST', url: '/api/profile/update', payload: form.payload, headers: { ...headers, ...form.headers } });
}
const userCount = async (mobile: string) =>
  (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE mobile = $1', [mobile]))!.n;

describe('picture uploads', () => {
  it('refuses a picture of more than 25 megapixels with a message naming the field, not a 500', async () => {
    // 6000 x 4500 = 27 megapixels in a file of a few hundred kilobytes.
    const bomb = await picture(sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#fff' } }).png().toBuffer());
    expect(bomb.bytes.length).toBeLessThan(5 * 1024 * 1024);
    const before = await storedPictures();

    const fields = accountFields(places);
    const res = await register(fields, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { picture: MESSAGES.imageTooManyPixels } });
    expect(res.json().message).toContain('picture');
    expect(await userCount(fields.mobile)).toBe(0);

    const { headers, mobile } = await loginAs(ctx);
    const update = await updateProfile(headers, accountFields(places, { mobile }), bomb);
    expect(update.statusCode).toBe(400);
    expect(update.json().errors.picture).toBe(MESSAGES.imageTooManyPixels);
    expect(await storedPictures()).toEqual(before);
  });

  it('accepts a picture just under the limit', async () => {
    const res = await register(accountFields(places), await picture(jpeg(5000, 5000)));
    expect(res.statusCode).toBe(200);
  });

  it('names stored pictures by a random id, never by the mobile number or the user', async () => {
    const fields = accountFields(places);
    const res = await register(fields, await picture(jpeg(300, 300)));
    const row = await ctx.db.one<{ id: number; picture: string }>('SELECT id, picture FROM users WHERE mobile = $1', [fields.mobile]);
    expect(res.statusCode).toBe(200);
    expect(row!.picture).toMatch(/^\/files\/profiles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);
    for (const name of await storedPictures()) {
      expect(name).not.toContain(fields.mobile);
      // Every stored name is a random UUID (which may by chance hold a long run of digits, so a
      // "no 9 digits" rule would fail now and then): no mobile number or user id can be in it.
      expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);
    }
  });

  it('stores no file for a refused sign-up, even when two sign-ups race for one number', async () => {
    const before = await storedPictures();
    const taken = accountFields(places);
    await register(taken);
    const refused = await register({ ...taken, name: 'Someone Else' }, await picture(jpeg(300, 300)));
    expect(refused.statusCode).toBe(409);
    expect(await storedPictures()).toEqual(before);

    // Two sign-ups with the same new number at once: one account, one file, and it is the account's.
    const fields = accountFields(places);
    const answers = await Promise.all([
      register(fields, await picture(jpeg(300, 300, '#123'))),
      register({ ...fields, name: 'Second Try' }, await picture(jpeg(300, 300, '#456'))),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await ctx.db.one<{ picture: string }>('SELECT picture FROM users WHERE mobile = $1', [fields.mobile]);
    const added = (await storedPictures()).filter((f) => !before.includes(f));
    expect(added).toEqual([path.basename(row!.picture)]);
  });

  it('deletes the replaced picture from storage', async () => {
    const { headers, mobile, user } = await loginAs(ctx);
    const update = (file: FilePart) => updateProfile(headers, accountFields(places, { mobile }), file);
    const pictureOf = async () => (await ctx.db.one<{ picture: string }>('SELECT picture FROM users WHERE id = $1', [user.id]))!.picture;

    expect((await update(await picture(jpeg(300, 300, '#a00')))).statusCode).toBe(200);
    const first = await pictureOf();
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);

    expect((await update(await picture(jpeg(300, 300, '#0a0')))).statusCode).toBe(200);
    const second = await pictureOf();
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(await storedPictures()).not.toContain(path.basename(first));

    // Saving the profile without a new picture keeps the current one.
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/update', headers, payload: accountFields(places, { mobile }) });
    expect(res.statusCode).toBe(200);
    expect(await pictureOf()).toBe(second);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });
});
