import { beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES } from '@portal/contract/admin-tax';
import { extractPdfText } from '../documents/test-pdf-text.ts';
import { assignReceiptNumber } from '../donations/index.ts';
import { createDonation } from '../donations/test-data.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { form10bePdf, multipartFile, zipOf } from './test-certificates.ts';

/**
 * A Form 10BE certificate goes only to the donor it belongs to. The attack: a second account
 * gives ₹1 with the victim's PAN, hoping the 10BD row (and then the certificate with the victim's
 * total) becomes theirs. The PAN is flagged for finance, the export waits for finance to name the
 * donor of record (audited), the row carries the victim's name and address, and the certificate
 * of a row mixing two accounts' gifts is on nobody's Donation List.
 */
// The gifts are in 2041: the 80G registration in force then (a receipt outside it is refused).
const { ctx, finance, coordinator } = useStaffTestApp({ FOUNDATION_80G_URN_DATE: '15/09/2021', FOUNDATION_80G_VALIDITY: 'AY 2040-41 to AY 2044-45' });
const FY = '2041-42';
const PAN = 'VVVVV1111V';
let victim: Awaited<ReturnType<typeof devotee>>;
let intruder: Awaited<ReturnType<typeof devotee>>;
let latecomer: Awaited<ReturnType<typeof devotee>>;

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
const check = async () => (await get(`/api/admin/form-10bd/check?fy=${FY}`, finance)).json().data;
const exportCsv = () => get(`/api/admin/exports/form-10bd?fy=${FY}`, finance);
const choose = (donor_key: string, user_id: number, headers: Headers = finance) => post('/api/admin/form-10bd/donor-of-record', headers, { fy: FY, donor_key, user_id });

/** A donation through the donation form (as the attacker makes it), then paid. */
async function giveOnline(who: { headers: Headers }, rupees: string, day: number) {
  const res = await post('/api/mandir/pay', who.headers, { amount: rupees, payment_type: 0, pan_number: PAN.toLowerCase(), category: 'mandir' });
  expect(res.json().success, res.body).toBe(1);
  const { id } = (await ctx.db.one<{ id: number }>('SELECT max(id) AS id FROM donations'))!;
  const paidAt = new Date(Date.UTC(2041, 5, day, 6));
  await ctx.db.query(`UPDATE donations SET status = 'success', paid_at = $2 WHERE id = $1`, [id, paidAt]);
  await ctx.db.tx((q) => assignReceiptNumber(q, id, paidAt));
  return id;
}

beforeAll(async () => {
  victim = await devotee(ctx, { email: 'victim@example.org', name: 'Vasanthi Raman', street_address: '9 Lake View Road' });
  intruder = await devotee(ctx, { email: 'intruder@example.org', name: 'Ivan Thief', street_address: '1 Other Lane' });
  latecomer = await devotee(ctx, { email: 'late@example.org', name: 'Lata Late' });
  await giveOnline(victim, '25000', 1);
  // Her cash gift at the counter, linked to her account: a row of hers alone.
  const cash = await createDonation(ctx.db, { user_id: victim.user.id, status: 'success', paid_at: new Date(Date.UTC(2041, 5, 2, 6)), pan_number: PAN, donor_name: 'Vasanthi Raman', donor_address: '9 Lake View Road, Chennai', amount_minor: 150_000 });
  await ctx.db.query(`UPDATE donations SET mode = 'cash' WHERE id = $1`, [cash.id]);
  await ctx.db.tx((q) => assignReceiptNumber(q, cash.id, new Date(Date.UTC(2041, 5, 2, 6))));
  // The attack: ₹1 with her PAN, the newest gift of the year.
  await giveOnline(intruder, '1', 20);
}, 120_000);

describe('a borrowed PAN', () => {
  it('the receipt of the ₹1 gift prints the name on the giver’s own account beside the PAN, not the PAN holder’s', async () => {
    const { id } = (await ctx.db.one<{ id: number }>('SELECT id FROM donations WHERE user_id = $1', [intruder.user.id]))!;
    const res = await post('/api/register/pdf', intruder.headers, { invoice_id: id, invoice_type: 'mandir' });
    expect(res.statusCode).toBe(200);
    const text = extractPdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Ivan Thief');
    expect(text).toContain(PAN);
    expect(text).not.toContain('Vasanthi');
  });

  it('is listed on the check list by name, and the export is refused until finance names the donor of record', async () => {
    const c = await check();
    expect(c.conflicts).toEqual([
      {
        donor_key: expect.stringMatching(/^[0-9a-f]{64}$/),
        id: PAN,
        accounts: [
          { user_id: victim.user.id, donor_name: 'Vasanthi Raman', account_name: 'Vasanthi Raman', account_email: 'victim@example.org', gifts: 2, amount: 26500 },
          { user_id: intruder.user.id, donor_name: 'Ivan Thief', account_name: 'Ivan Thief', account_email: 'intruder@example.org', gifts: 1, amount: 1 },
        ],
        donor_of_record: null,
      },
    ]);
    const refused = await exportCsv();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: 0, message: TAX_MESSAGES.conflictUnresolved });
    expect(Number((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM form_10bd_exports'))!.n)).toBe(0);
  });

  it('only finance chooses, only among the accounts that gave with the PAN; the choice is audited', async () => {
    const key = (await check()).conflicts[0].donor_key as string;
    expect((await choose(key, victim.user.id, coordinator)).statusCode).toBe(403);
    expect((await choose(key, latecomer.user.id)).json().errors).toEqual({ user_id: TAX_MESSAGES.notAnAccountOfConflict });
    expect((await choose('f'.repeat(64), victim.user.id)).json().errors).toEqual({ donor_key: TAX_MESSAGES.conflictNotFound });
    const res = await choose(key, victim.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: TAX_MESSAGES.donorOfRecordSaved, data: { conflicts: [{ donor_of_record: victim.user.id }] } });
    const audit = await ctx.db.query<{ action: string; entity_id: string; after: Record<string, unknown> }>(`SELECT action, entity_id, after FROM audit_log WHERE action = 'donor-of-record'`);
    expect(audit).toEqual([{ action: 'donor-of-record', entity_id: PAN, after: { user_id: victim.user.id, donor_name: 'Vasanthi Raman', accounts: [victim.user.id, intruder.user.id], fy: FY } }]);
  });

  it('the row carries the donor of record’s name and address, never the newest gift’s', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toContain(`,${PAN},`);
      expect(row).toContain(',Vasanthi Raman,');
      expect(row).not.toContain('Ivan');
      expect(row).not.toContain('Other Lane');
    }
    expect(rows[0]).toMatch(/,25001\.00$/);
  });

  it('the intruder cannot list or download the certificate; the victim gets the one of her own gifts; finance sends the mixed one', async () => {
    const zip = zipOf({
      'online.pdf': await form10bePdf({ donorId: PAN, donorName: 'Vasanthi Raman', amount: '25,001.00', fy: FY }),
      'cash.pdf': await form10bePdf({ donorId: PAN, donorName: 'Vasanthi Raman', amount: '1,500.00', fy: FY, mode: 'Cash' }),
    });
    const body = multipartFile(zip);
    const up = await ctx.app.inject({ method: 'POST', url: '/api/admin/form-10be', headers: { ...finance, ...body.headers }, payload: body.payload });
    expect(up.json().data).toMatchObject({ matched: 2, unmatched: 0 });
    const certs = (await get('/api/admin/form-10be', finance)).json().data as Array<{ id: number; file_name: string; row: { offered: boolean } }>;
    const online = certs.find((c) => c.file_name === 'online.pdf')!;
    const cash = certs.find((c) => c.file_name === 'cash.pdf')!;
    expect([online.row.offered, cash.row.offered]).toEqual([false, true]);

    expect((await get('/api/form10be/list', intruder.headers)).json().data).toEqual([]);
    for (const c of [online, cash]) expect((await get(`/api/form10be/${c.id}/pdf`, intruder.headers)).statusCode).toBe(404);
    const hers = (await get('/api/form10be/list', victim.headers)).json().data as Array<{ id: number; amount: number }>;
    expect(hers).toEqual([expect.objectContaining({ id: cash.id, amount: 1500 })]);
    expect((await get(`/api/form10be/${online.id}/pdf`, victim.headers)).statusCode).toBe(404);
    expect((await get(`/api/admin/form-10be/${online.id}/file`, finance)).statusCode).toBe(200);
  });

  it('a third account giving with the PAN later raises the question again', async () => {
    await giveOnline(latecomer, '5', 25);
    const c = await check();
    expect(c.conflicts[0]).toMatchObject({ donor_of_record: null, accounts: [{ user_id: victim.user.id }, { user_id: intruder.user.id }, { user_id: latecomer.user.id }] });
    expect((await exportCsv()).json()).toMatchObject({ success: 0, message: TAX_MESSAGES.conflictUnresolved });
  });
});
