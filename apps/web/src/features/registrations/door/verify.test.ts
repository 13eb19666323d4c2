import { describe, expect, it } from 'vitest';
import type { DoorManifest } from '@portal/contract/check-in';
import { decideTicket } from './decide.ts';
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

describe("the door's offline verdict on another event's legacy ticket", () => {
  const legacyOf = (id: number, mac: string) => `MFT1.${id}.${mac.repeat(43)}`;
  const manifest = async (): Promise<DoorManifest> => ({
    success: 1,
    event: { id: 77, name: 'Guru Purnima', date: '2026-12-02' },
    generated_at: '2026-12-02T06:00:00+05:30',
    keys,
    people: [{ registration_id: 42, reg_number: 'R42', name: 'Lakshmi Iyer', initials: 'LI', status: 'success', can_check_in: 1, attended_at: null, balance_due: 0, currency: 'INR', legacy: await sha256Base64Url(legacyOf(42, 'a')) }],
    others: [{ id: 78, name: 'Satsang at Madurai', date: '2026-12-02' }],
    other_legacy: { [await sha256Base64Url(legacyOf(900, 'b'))]: 78 },
  });

  it('names the event when the manifest knows the ticket, else reads "another event", never "not valid"', async () => {
    const m = await manifest();
    expect(await decideTicket(m, [], legacyOf(900, 'b'))).toMatchObject({ kind: 'other_event', registrationId: 900, eventName: 'Satsang at Madurai' });
    const unknown = await decideTicket(m, [], legacyOf(901, 'c'));
    expect(unknown).toMatchObject({ kind: 'other_event', registrationId: 901 });
    expect(unknown.eventName).toBeUndefined();
    // This event's own legacy ticket still lets in; a changed one of this event is not valid.
    expect((await decideTicket(m, [], legacyOf(42, 'a'))).kind).toBe('valid');
    expect((await decideTicket(m, [], legacyOf(42, 'c'))).kind).toBe('forged');
    expect((await decideTicket(m, [], 'hello')).kind).toBe('forged');
  });

  it('names the event of a signed ticket of another event, when the manifest knows it', async () => {
    const m = await manifest();
    // The known ticket is for event 77; seen at event 78's door it names 77 when 78's manifest lists it.
    const at78 = { ...m, event: { id: 78, name: 'Satsang at Madurai', date: '2026-12-02' }, others: [{ id: 77, name: 'Guru Purnima', date: '2026-12-02' }] };
    expect(await decideTicket(at78, [], KNOWN_TICKET)).toMatchObject({ kind: 'other_event', eventName: 'Guru Purnima' });
    // A manifest kept before the neighbours were listed: "another event", unnamed.
    const { others: _o, other_legacy: _l, ...old } = at78;
    expect((await decideTicket(old, [], KNOWN_TICKET)).eventName).toBeUndefined();
  });
});
