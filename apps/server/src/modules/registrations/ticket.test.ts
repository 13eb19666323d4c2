import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { SAFE_PRODUCTION } from '../../test/production-env.ts';
import { devotee, payThroughSandbox, registerTxn } from '../payments/test-helpers.ts';
import { sign } from 'node:crypto';
import { parseSignedTicket } from '@portal/contract/door-ticket';
import { signDoorTicket, signHmacTicket, ticketKeys, ticketKeysFrom, verifyAnyTicket, verifyDoorTicket, verifyHmacTicket } from './ticket.ts';

/** After paying: the detail form until filled in, the calendar file and the signed QR ticket. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));

/** RFC 8032 §7.1, tests 1 and 2: the secret key, its public key, a message and its signature. */
const RFC8032 = [
  {
    seed: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature: 'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    seed: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    signature: '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
];

/** The foundation's ticket for registration 1201 of event 77 (program 3), 'Lakshmi R. Iyer', signed with RFC 8032's first key. */
const KNOWN_TICKET = 'MFT2.If4x36FU.1201.77.3.LRI.ryyIhd2BpAuKL5LOvmtEzalJ2iX5nNHoW8LbXyxFv-r3xOs7XtBIE3bWOD1IPzB485TdqhAzyKdyoX-49gBxBA';

describe('the signed ticket (Ed25519)', () => {
  const keys = ticketKeysFrom(hex(RFC8032[0]!.seed));

  it('signs as RFC 8032 says (known vectors)', () => {
    for (const v of RFC8032) {
      const k = ticketKeysFrom(hex(v.seed));
      expect(Buffer.from(k.current.publicKey, 'base64url').toString('hex')).toBe(v.publicKey);
      expect(sign(null, Buffer.from(v.message, 'hex'), k.current.privateKey).toString('hex')).toBe(v.signature);
    }
  });

  it('gives the known ticket and verifies it; the key id names the key', () => {
    const token = signDoorTicket(keys, { registrationId: 1201, eventId: 77, type: 3, initials: 'LRI' });
    expect(token).toBe(KNOWN_TICKET);
    expect(verifyDoorTicket(keys, token)).toEqual({ kid: keys.current.kid, registrationId: 1201, eventId: 77, type: 3, initials: 'LRI' });
    expect(verifyAnyTicket(keys, 'a-secret-of-thirty-two-characters!!', token)).toEqual({ registrationId: 1201, eventId: 77 });
  });

  it('fails when any byte is changed: the claims, the key id or the signature', () => {
    const token = KNOWN_TICKET;
    const sigAt = token.lastIndexOf('.') + 1;
    // Every character of the token changed in turn to another of its alphabet.
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '.') continue;
      const other = token[i] === 'A' ? 'B' : /\d/.test(token[i]!) ? String((Number(token[i]) + 1) % 10) : 'A';
      const changed = token.slice(0, i) + other + token.slice(i + 1);
      // The last character of the signature carries 4 unused bits: a change there may still decode to the same bytes.
      if (i === token.length - 1) continue;
      expect(verifyDoorTicket(keys, changed), `character ${i} (${i >= sigAt ? 'signature' : 'claims'})`).toBeUndefined();
    }
    const parsed = parseSignedTicket(token)!;
    const flipped = Uint8Array.from(parsed.signature);
    flipped[63] = flipped[63]! ^ 1;
    expect(verifyDoorTicket(keys, `${parsed.message}.${Buffer.from(flipped).toString('base64url')}`)).toBeUndefined();
    expect(verifyDoorTicket(keys, 'hello')).toBeUndefined();
  });

  it('Tamil initials travel percent-encoded and verify', () => {
    const token = signDoorTicket(keys, { registrationId: 5, eventId: 6, type: 1, initials: 'லக்' });
    expect(token).toMatch(/^MFT2\.[\w-]+\.5\.6\.1\.%E0/);
    expect(verifyDoorTicket(keys, token)?.initials).toBe('லக்');
  });

  it('a rotated key: new tickets carry the new key id, old tickets verify while the old public key is kept', () => {
    const old = keys;
    const oldTicket = signDoorTicket(old, { registrationId: 9, eventId: 1, type: 1, initials: 'A' });
    const rotated = ticketKeysFrom(hex(RFC8032[1]!.seed), [old.current.publicKey]);
    const newTicket = signDoorTicket(rotated, { registrationId: 9, eventId: 1, type: 1, initials: 'A' });
    expect(rotated.current.kid).not.toBe(old.current.kid);
    expect(parseSignedTicket(newTicket)!.claims.kid).toBe(rotated.current.kid);
    expect(verifyDoorTicket(rotated, oldTicket)?.registrationId).toBe(9);
    expect(verifyDoorTicket(rotated, newTicket)?.registrationId).toBe(9);
    // Once the old key is dropped its tickets are refused; the old key never verifies the new ones.
    expect(verifyDoorTicket(ticketKeysFrom(hex(RFC8032[1]!.seed)), oldTicket)).toBeUndefined();
    expect(verifyDoorTicket(old, newTicket)).toBeUndefined();
    // A ticket claiming the new key id with the old key's signature is refused.
    expect(verifyDoorTicket(rotated, oldTicket.replace(old.current.kid, rotated.current.kid))).toBeUndefined();
  });

  it('a laptop site keeps its key in the data folder; production refuses to start without one', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const dir = mkdtempSync(`${(await import('node:os')).tmpdir()}/ticket-key-`);
    const a = ticketKeys({ DATA_DIR: dir, TICKET_OLD_PUBLIC_KEYS: [] });
    const b = ticketKeys({ DATA_DIR: dir, TICKET_OLD_PUBLIC_KEYS: [] });
    expect(b.current.kid).toBe(a.current.kid);
    expect(readFileSync(`${dir}/ticket-signing-key`, 'utf8')).toMatch(/^[\w-]{43}$/);
    const { TICKET_SIGNING_KEY: _k, ...withoutKey } = SAFE_PRODUCTION;
    expect(() => loadConfig(withoutKey)).toThrow(/TICKET_SIGNING_KEY: required in production/);
    expect(() => loadConfig({ ...SAFE_PRODUCTION, TICKET_SIGNING_KEY: 'short' })).toThrow(/TICKET_SIGNING_KEY: 32 random bytes/);
    expect(() => loadConfig({ ...SAFE_PRODUCTION, TICKET_OLD_PUBLIC_KEYS: 'x,y' })).toThrow(/TICKET_OLD_PUBLIC_KEYS: each key/);
    const configured = ticketKeys(loadConfig({ ...SAFE_PRODUCTION, TICKET_OLD_PUBLIC_KEYS: a.current.publicKey }));
    expect([...configured.verifying.keys()]).toEqual([configured.current.kid, a.current.kid]);
  });
});

describe('the legacy ticket (HMAC), still accepted', () => {
  it('verifies its own signature only', () => {
    const token = signHmacTicket(42, 'a-secret-of-thirty-two-characters!!');
    expect(verifyHmacTicket(token, 'a-secret-of-thirty-two-characters!!')).toBe(42);
    expect(verifyHmacTicket(token, 'another-secret-of-thirty-two-chars!')).toBeUndefined();
    expect(verifyHmacTicket(token.replace('MFT1.42.', 'MFT1.43.'), 'a-secret-of-thirty-two-characters!!')).toBeUndefined();
    expect(verifyHmacTicket('hello', 'a-secret-of-thirty-two-characters!!')).toBeUndefined();
    expect(verifyAnyTicket(ticketKeysFrom(hex(RFC8032[0]!.seed)), 'a-secret-of-thirty-two-characters!!', token)).toEqual({ registrationId: 42 });
  });

  it('production refuses the default or a short secret', () => {
    const { TICKET_SECRET: _own, ...withoutSecret } = SAFE_PRODUCTION;
    expect(() => loadConfig(withoutSecret)).toThrow(/TICKET_SECRET: set a secret of your own/);
    expect(() => loadConfig({ ...SAFE_PRODUCTION, TICKET_SECRET: 'sixteen-chars-ok' })).toThrow(/TICKET_SECRET: 32 characters or more/);
    expect(() => loadConfig(SAFE_PRODUCTION)).not.toThrow();
  });
});

describe('GET registration/{id}/extras and calendar', () => {
  it('leads a paid Ulchemy participant to the detail form until it is filled in, with a ticket; the calendar file names the event', async () => {
    const e = await createEvent(ctx.db, { program_id: 1, event_name: 'Ulchemy Ticket Test Trichy' });
    const p = await devotee(ctx);
    const txn = await registerTxn(ctx, p.headers, { event_id: e.id });
    const regId = (await ctx.db.one<{ id: number }>('SELECT id FROM registrations WHERE user_id = $1', [p.user.id]))!.id;
    const extras = () => ctx.app.inject({ method: 'GET', url: `/api/registration/${regId}/extras`, headers: p.headers });

    expect((await extras()).json()).toEqual({ success: 1, data: { details_form: '', ticket: '' } });
    await payThroughSandbox(ctx, txn, 'success');
    const paid = (await extras()).json().data;
    expect(paid.details_form).toBe(`/ulchemy-reg/${regId}`);
    expect(verifyDoorTicket(ticketKeys(ctx.deps.config), paid.ticket)).toEqual(expect.objectContaining({ registrationId: regId, eventId: e.id, type: 1 }));

    await ctx.db.query(`UPDATE registrations SET details = '{"a":"b"}' WHERE id = $1`, [regId]);
    expect((await extras()).json().data.details_form).toBe('');

    const ics = await ctx.app.inject({ method: 'GET', url: `/api/registration/${regId}/calendar`, headers: p.headers });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('SUMMARY:Ulchemy Ticket Test Trichy');
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${e.event_date.replaceAll('-', '')}`);

    // Someone else's registration is not found; a bad id is a 400.
    const other = await devotee(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/registration/${regId}/extras`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/registration/x/calendar`, headers: p.headers })).statusCode).toBe(400);
  });
});
