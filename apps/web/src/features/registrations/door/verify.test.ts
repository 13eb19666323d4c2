import { describe, expect, it } from 'vitest';
import { checkTicket, sha256Base64Url } from './verify.ts';

/** The server's known ticket (apps/server/src/modules/registrations/ticket.test.ts), signed with RFC 8032's first key. */
const KNOWN_TICKET = 'MFT2.If4x36FU.1201.77.3.LRI.ryyIhd2BpAuKL5LOvmtEzalJ2iX5nNHoW8LbXyxFv-r3xOs7XtBIE3bWOD1IPzB485TdqhAzyKdyoX-49gBxBA';
const RFC8032_PUBLIC = Buffer.from('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', 'hex').toString('base64url');
const keys = { If4x36FU: RFC8032_PUBLIC };

describe("the door's offline check", () => {
  it('accepts the known ticket with the public key alone', async () => {
    expect(await checkTicket(KNOWN_TICKET, keys)).toEqual({ kind: 'signed', claims: { kid: 'If4x36FU', registrationId: 1201, eventId: 77, type: 3, initials: 'LRI' } });
  });

  it('refuses a changed byte, an unknown key and a non-ticket', async () => {
    expect(await checkTicket(KNOWN_TICKET.replace('.1201.', '.1202.'), keys)).toEqual({ kind: 'forged' });
    expect(await checkTicket(KNOWN_TICKET.replace('.LRI.', '.LRJ.'), keys)).toEqual({ kind: 'forged' });
    const sigAt = KNOWN_TICKET.lastIndexOf('.') + 5;
    const flipped = KNOWN_TICKET.slice(0, sigAt) + (KNOWN_TICKET[sigAt] === 'A' ? 'B' : 'A') + KNOWN_TICKET.slice(sigAt + 1);
    expect(await checkTicket(flipped, keys)).toEqual({ kind: 'forged' });
    expect(await checkTicket(KNOWN_TICKET, { Other123: RFC8032_PUBLIC })).toEqual({ kind: 'forged' });
    expect(await checkTicket('hello', keys)).toEqual({ kind: 'forged' });
  });

  it('accepts a legacy ticket only when its digest is in the manifest', async () => {
    const legacy = `MFT1.42.${'a'.repeat(43)}`;
    expect(await checkTicket(legacy, keys, { 42: await sha256Base64Url(legacy) })).toEqual({ kind: 'legacy', registrationId: 42 });
    expect(await checkTicket(legacy.replace(/a$/, 'b'), keys, { 42: await sha256Base64Url(legacy) })).toEqual({ kind: 'forged' });
    expect(await checkTicket(legacy, keys, {})).toEqual({ kind: 'forged' });
  });
});
