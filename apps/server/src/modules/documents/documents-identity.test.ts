import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { assignReceiptNumber } from '../donations/index.ts';
import { createDonation, createRegistration } from '../donations/test-data.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { extractPdfText } from './test-pdf-text.ts';

/**
 * Issued documents keep what they printed: a receipt or an invoice prints the
 * foundation's identity of the site settings when first issued, and keeps it: a later change of
 * the settings shows on documents issued afterwards, never on those already issued.
 */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp({ FOUNDATION_NAME: 'First Name Trust', FOUNDATION_PAN: 'AAATF1111A', FOUNDATION_80G_URN: 'AAATF1111AF20211', FOUNDATION_80G_VALIDITY: 'AY 2025-26 to AY 2029-30' });
  owner = (await staffSession(ctx, 'owner')).headers;
});
afterAll(() => ctx.close());

const flat = (text: string) => text.replace(/\s+/g, ' ');
async function pdfText(headers: Record<string, string>, invoice_id: number, invoice_type: 'mandir' | 'reg') {
  const res = await ctx.app.inject({ method: 'POST', url: callUrl(calls.registerPdf), headers, payload: { invoice_id, invoice_type } });
  expect(res.statusCode).toBe(200);
  return flat(extractPdfText(res.rawPayload));
}
const changeSettings = async (body: object) =>
  expect((await ctx.app.inject({ method: 'PATCH', url: callUrl(calls.adminSettingsUpdate), headers: owner, payload: body })).statusCode).toBe(200);

async function paidDonation(userId: number) {
  const d = await createDonation(ctx.db, { user_id: userId, status: 'success', paid_at: new Date() });
  await assignReceiptNumber(ctx.db, d.id, new Date());
  return d;
}

describe('issued documents keep the identity they printed', () => {
  it('a receipt re-downloaded after a settings change shows the same identity; a new one shows the new', async () => {
    const { user, headers } = await loginAs(ctx);
    const first = await paidDonation(user.id);
    const before = await pdfText(headers, first.id, 'mandir');
    for (const s of ['First Name Trust', 'PAN: AAATF1111A', 'AAATF1111AF20211', 'AY 2025-26 to AY 2029-30']) expect(before).toContain(s);

    await changeSettings({
      foundation_name: 'Renamed Foundation Trust',
      foundation_address: '9 New Street, Madurai 625001',
      foundation_pan: 'AAATR2222B',
      foundation_80g_urn: 'AAATR2222BF20262',
      foundation_80g_validity: 'AY 2026-27 to AY 2030-31',
    });

    const again = await pdfText(headers, first.id, 'mandir');
    expect(again).toBe(before);
    expect(again).not.toContain('Renamed');

    const second = await paidDonation(user.id);
    const fresh = await pdfText(headers, second.id, 'mandir');
    for (const s of ['Renamed Foundation Trust', '9 New Street, Madurai 625001', 'PAN: AAATR2222B', 'AAATR2222BF20262', 'AY 2026-27 to AY 2030-31']) expect(fresh).toContain(s);
    expect(fresh).not.toContain('First Name Trust');
  });

  it('an invoice keeps its identity and its date of issue', async () => {
    const { user, headers } = await loginAs(ctx);
    const reg = await createRegistration(ctx.db, { user_id: user.id, reg_number: 'MFR-2026-009001' });
    const before = await pdfText(headers, reg.id, 'reg');
    const name = (await ctx.db.one<{ foundation: { name: string } }>(`SELECT foundation FROM document_identities WHERE kind = 'registration_invoice' AND ref_id = $1`, [reg.id]))!.foundation.name;
    expect(before).toContain(name);
    await changeSettings({ foundation_name: 'Third Name Trust', phone: '+91 44 9999 0000' });
    const again = await pdfText(headers, reg.id, 'reg');
    expect(again).toBe(before);
    expect(again).not.toContain('Third Name Trust');
  });
});
