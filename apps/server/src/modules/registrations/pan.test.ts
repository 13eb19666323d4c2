import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { todayIso } from '@portal/contract/fields';
import { extractPdfText } from '../documents/test-pdf-text.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, register, registrationRow, type Headers } from '../payments/test-helpers.ts';

/**
 * A PAN only where the law asks for one (PGlite, and PostgreSQL with DATABASE_URL): a program fee
 * is not a donation, so its invoice claims no 80G exemption and registering asks for no PAN,
 * unless the owner marks the program as collecting one; a free event never asks.
 */
const { ctx, owner, editor, ids } = useStaffTestApp();
const today = todayIso();

const estimate = async (eventId: number) => (await ctx.app.inject({ method: 'GET', url: `/api/estimate/price/${eventId}` })).json();
const markCollectsPan = (programId: number, collects_pan: boolean, headers: Headers = owner) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/programs/${programId}/collects-pan`, headers, payload: { collects_pan } });
const profilePan = async (userId: number) => (await ctx.db.one<{ pan_number: string }>('SELECT pan_number FROM users WHERE id = $1', [userId]))!.pan_number;

describe('registering without a PAN', () => {
  it('registers for a free event without a PAN, even on a program that collects one', async () => {
    const free = await createEvent(ctx.db, { program_id: 5, price_minor: 0, event_date: addDays(today, 9) });
    expect((await markCollectsPan(5, true)).statusCode).toBe(200);
    expect(await estimate(free.id)).toMatchObject({ total: 0, asks_pan: false });
    const { headers, user } = await devotee(ctx);
    const res = await register(ctx, headers, { event_id: free.id, accept_terms: true });
    expect(res.json()).toMatchObject({ success: 1, data: null, regid: expect.stringMatching(/^MFR-/) });
    expect(await registrationRow(ctx, res.json().register_id)).toMatchObject({ status: 'success', pan_number: '' });
    expect(await profilePan(user.id)).toBe('');
    await markCollectsPan(5, false);
  });

  it('registers for a paid program not marked without a PAN; a PAN sent anyway is not kept; its invoice claims no 80G', async () => {
    const paid = await createEvent(ctx.db, { program_id: 3, price_minor: 1_200_000, event_date: addDays(today, 9) });
    expect(await estimate(paid.id)).toMatchObject({ total: 12000, asks_pan: false });
    const { headers, user } = await devotee(ctx);
    const res = await register(ctx, headers, { event_id: paid.id, accept_terms: true, pan_number: 'ABCDE1234F' });
    expect(res.statusCode).toBe(200);
    const txn = res.json().data.txn_id as string;
    await payThroughSandbox(ctx, txn, 'success');
    const regId = (await attemptRow(ctx, txn))!.registration_id!;
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', pan_number: '' });
    expect(await profilePan(user.id)).toBe('');

    const pdf = await ctx.app.inject({ method: 'POST', url: '/api/register/pdf', headers, payload: { invoice_id: regId, invoice_type: 'reg' } });
    expect(pdf.statusCode).toBe(200);
    const text = extractPdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Invoice');
    expect(text).toContain('Rs. 12,000.00');
    expect(text).toContain('not a donation');
    expect(text).not.toMatch(/80G|tax exemption under/i);
  });
});

describe('a program the owner marks as collecting a PAN', () => {
  it('asks for the PAN on its paid events, keeps it and copies it to an empty profile', async () => {
    const e = await createEvent(ctx.db, { program_id: 8, price_minor: 500_000, event_date: addDays(today, 12) });
    const marked = await markCollectsPan(8, true);
    expect(marked.json()).toMatchObject({ success: 1, data: { id: 8, collects_pan: true } });
    const audit = await ctx.db.one<{ staff_id: number; action: string }>(
      `SELECT staff_id, action FROM audit_log WHERE entity = 'programs' AND entity_id = '8' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ staff_id: ids.owner, action: 'collect-pan' });

    expect(await estimate(e.id)).toMatchObject({ asks_pan: true });
    const { headers, user } = await devotee(ctx);
    const without = await register(ctx, headers, { event_id: e.id, accept_terms: true });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ success: 0, message: `pan_number: ${MESSAGES.required}`, errors: { pan_number: MESSAGES.required } });
    const withPan = await register(ctx, headers, { event_id: e.id, accept_terms: true, pan_number: 'fghij5678k' });
    expect(withPan.statusCode).toBe(200);
    expect(await registrationRow(ctx, withPan.json().register_id)).toMatchObject({ pan_number: 'FGHIJ5678K' });
    expect(await profilePan(user.id)).toBe('FGHIJ5678K');
    await markCollectsPan(8, false);
    expect(await estimate(e.id)).toMatchObject({ asks_pan: false });
  });

  it('is the owner’s choice: an editor is refused (403) and nothing changes; bad input names the field', async () => {
    await createEvent(ctx.db, { program_id: 2 });
    const res = await markCollectsPan(2, true, editor);
    expect(res.statusCode).toBe(403);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/admin/programs/2/collects-pan', headers: owner, payload: { collects_pan: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: 0, errors: { collects_pan: expect.any(String) } });
    expect((await ctx.db.one<{ collects_pan: boolean }>('SELECT collects_pan FROM programs WHERE id = 2'))!.collects_pan).toBe(false);
    expect((await markCollectsPan(99, true)).json()).toEqual({ success: 0, code: 'content_not_found', message: 'Not found' });
  });
});
