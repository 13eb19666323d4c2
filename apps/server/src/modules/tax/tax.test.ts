import { beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES } from '@portal/contract/admin-tax';
import { encryptIdentity } from '../../lib/identity-crypto.ts';
import { listOutbox } from '../../providers/messaging.ts';
import { assignReceiptNumber } from '../donations/index.ts';
import { createDonation } from '../donations/test-data.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { createPdfTextReader } from './form-10be-read.ts';
import { form10bePdf, multipartFile, zipBomb, zipOf } from './test-certificates.ts';
import { buildServices } from '../../services.ts';

/**
 * Form 10BD from the back office and Form 10BE certificates: the check list, the
 * export and its kept rows, certificates matched automatically and by hand, bad uploads, roles,
 * audit rows, and a donor seeing only their own certificate.
 */
const { ctx, owner, coordinator, finance, editor, ids } = useStaffTestApp({ FOUNDATION_80G_URN_DATE: '15/09/2021' });
let asha: Awaited<ReturnType<typeof devotee>>;
let other: Awaited<ReturnType<typeof devotee>>;
const FY = '2040-41';
const paidAt = (day: number) => new Date(Date.UTC(2040, 5, day, 6));

beforeAll(async () => {
  asha = await devotee(ctx, { email: 'asha@example.org', name: 'Asha' });
  other = await devotee(ctx, { email: 'other@example.org' });
  // Finance marks the Gurukulam fund as corpus: the export reports its donations so.
  const corpus = await ctx.app.inject({ method: 'PATCH', url: '/api/admin/donation-funds/gurukulam', headers: finance, payload: { donation_type: 'corpus' } });
  expect(corpus.statusCode, corpus.body).toBe(200);

  const key = ctx.deps.config.AADHAAR_KEY;
  const gift = async (day: number, over: Parameters<typeof createDonation>[1], extra: Record<string, unknown> = {}) => {
    const d = await createDonation(ctx.db, { status: 'success', paid_at: paidAt(day), ...over });
    const sets = Object.keys(extra).map((k, i) => `${k} = $${i + 2}`);
    if (sets.length) await ctx.db.query(`UPDATE donations SET ${sets.join(', ')} WHERE id = $1`, [d.id, ...Object.values(extra)]);
    await ctx.db.tx((q) => assignReceiptNumber(q, d.id, paidAt(day)));
    return d;
  };
  const ashaGift = { user_id: asha.user.id, pan_number: 'AAAAA1111A', donor_name: 'Asha Raman', donor_address: '9 New Street, Chennai', category: 'mandir' };
  await gift(1, { ...ashaGift, amount_minor: 100_000 }); // row 1 (electronic)
  await gift(2, { ...ashaGift, amount_minor: 250_050 }, { mode: 'cheque' }); // row 1
  await gift(3, { ...ashaGift, amount_minor: 150_000 }, { mode: 'cash', user_id: null }); // row 2 (cash, at the counter: no account)
  await gift(4, { ...ashaGift, amount_minor: 300_000 }, { mode: 'cash', statement_80g: false, no_80g_reason: 'cash_over_limit' }); // left out
  await gift(5, { ...ashaGift, amount_minor: 1_000_000, category: 'gurukulam' }); // row 3 (corpus)
  const bala = { user_id: undefined, pan_number: '', donor_name: 'Bala Murugan', donor_address: '2 Car Street, Salem', category: 'mandir' };
  await gift(6, { ...bala, user_id: other.user.id, amount_minor: 200_000 }, { mode: 'cash', aadhaar_enc: encryptIdentity(key, '234567890123'), aadhaar_last4: '0123' }); // row 4
  await gift(7, { pan_number: 'CCCCC3333C', donor_name: 'Chitra', donor_address: '', amount_minor: 90_000 }); // incomplete: address
  await gift(8, { pan_number: '', donor_name: 'Devan', amount_minor: 120_000 }, { mode: 'cheque', statement_80g: false, no_80g_reason: 'no_id' }); // incomplete: id
  await gift(9, { pan_number: 'EEEEE5555E', donor_name: 'Ezhil', amount_minor: 500_000 }, { mode: 'kind', statement_80g: false, no_80g_reason: 'kind' }); // left out
  // An FCRA contribution (with the fcra branch's columns, a foreign source with a passport).
  const fcraColumns = await ctx.db.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'donations' AND column_name IN ('nationality', 'passport_enc')`);
  const foreign = fcraColumns.length === 2 ? { nationality: 'foreign', passport_enc: encryptIdentity(key, 'Z1234567') } : {};
  await gift(10, { pan_number: 'FFFFF6666F', donor_name: 'Fiona', amount_minor: 700_000 }, { fcra: true, ...foreign }); // left out
  await gift(11, { pan_number: 'AAAAA1111A', donor_name: 'Asha Raman', amount_minor: 40_000 }, { status: 'pending' }); // not received
}, 120_000);

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const upload = (bytes: Buffer, headers: Headers = finance) => {
  const body = multipartFile(bytes);
  return ctx.app.inject({ method: 'POST', url: '/api/admin/form-10be', headers: { ...headers, ...body.headers }, payload: body.payload });
};
const auditOf = (entity: string) => ctx.db.query<{ staff_id: number; action: string; entity_id: string; after: Record<string, unknown> }>(`SELECT staff_id, action, entity_id, after FROM audit_log WHERE entity = $1 ORDER BY id`, [entity]);

describe('who may file', () => {
  it('finance and the owner; coordinator and editor 403; no token or a devotee 401', async () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', `/api/admin/form-10bd/check?fy=${FY}`],
      ['GET', `/api/admin/exports/form-10bd?fy=${FY}`],
      ['GET', `/api/admin/form-10bd/rows?fy=${FY}`],
      ['GET', '/api/admin/form-10be'],
      ['POST', '/api/admin/form-10be'],
      ['POST', '/api/admin/form-10be/1/match'],
      ['GET', '/api/admin/form-10be/1/file'],
    ];
    for (const [method, url] of calls) {
      for (const headers of [coordinator, editor]) {
        const res = await ctx.app.inject({ method, url, headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().success).toBe(0);
      }
      for (const headers of [{}, asha.headers]) expect((await ctx.app.inject({ method, url, headers })).statusCode, url).toBe(401);
    }
    expect((await get(`/api/admin/form-10bd/check?fy=${FY}`, owner)).statusCode).toBe(200);
  });

  it('refuses a year that is not a financial year, naming fy', async () => {
    const res = await get('/api/admin/form-10bd/check?fy=2040-42', finance);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ fy: TAX_MESSAGES.invalidFy });
  });
});

describe('Form 10BD', () => {
  it('checks the year before export: rows, total, incomplete donors, what is left out', async () => {
    const res = await get(`/api/admin/form-10bd/check?fy=${FY}`, finance);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ fy: FY, rows: 4, donors: 2, total: 3500.5 + 1500 + 10000 + 2000, urn_date: '15/09/2021', section_code: 'Section 80G', latest_export: null });
    expect(data.incomplete).toEqual([
      { donor_key: 'pan:CCCCC3333C', donor_name: 'Chitra', id: 'CCCCC3333C', missing: ['address'], amount: 900, receipts: [{ donation_id: expect.any(Number), receipt_number: expect.stringMatching(/^MF\/2040-41\//) }] },
      { donor_key: expect.stringMatching(/^(user|donation):/), donor_name: 'Devan', id: '', missing: ['id'], amount: 1200, receipts: [expect.any(Object)] },
    ]);
    expect(data.not_eligible).toEqual({ count: 3, amount: 3000 + 5000 + 7000, by_reason: { cash_over_limit: 1, kind: 1, fcra: 1 } });
  });

  it('exports the CSV (Aadhaar in full only here) and keeps its rows as the latest export, audited', async () => {
    const res = await get(`/api/admin/exports/form-10bd?fy=${FY}`, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="form-10bd-${FY}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    const E = 'Electronic modes including account payee cheque/draft';
    const fixed = 'Section 80G,AAATM0000AF20214,15/09/2021';
    expect(lines.slice(1)).toEqual([
      `1,,Permanent Account Number,AAAAA1111A,${fixed},Asha Raman,"9 New Street, Chennai",Others,${E},3500.50`,
      `2,,Permanent Account Number,AAAAA1111A,${fixed},Asha Raman,"9 New Street, Chennai",Others,Cash,1500.00`,
      `3,,Permanent Account Number,AAAAA1111A,${fixed},Asha Raman,"9 New Street, Chennai",Corpus,${E},10000.00`,
      `4,,Aadhaar Number,234567890123,${fixed},Bala Murugan,"2 Car Street, Salem",Others,Cash,2000.00`,
    ]);

    const rows = (await get(`/api/admin/form-10bd/rows?fy=${FY}`, finance)).json().data;
    expect(rows.map((r: { row_no: number; id_text: string; donation_type: string; mode: string; total: number }) => [r.row_no, r.id_text, r.donation_type, r.mode, r.total])).toEqual([
      [1, 'AAAAA1111A', 'others', 'electronic', 3500.5],
      [2, 'AAAAA1111A', 'others', 'cash', 1500],
      [3, 'AAAAA1111A', 'corpus', 'electronic', 10000],
      [4, 'XXXX XXXX 0123', 'others', 'cash', 2000],
    ]);
    const stored = await ctx.db.query<{ id_number: string; user_id: number | null }>('SELECT id_number, user_id FROM form_10bd_rows ORDER BY row_no');
    expect(stored[3]!.id_number).not.toContain('234567890123');
    // A row is offered on a Donation List only when all its gifts are that account's: row 2 was given at the counter.
    expect(stored.map((r) => r.user_id)).toEqual([asha.user.id, null, asha.user.id, other.user.id]);
    expect(await auditOf('form-10bd')).toEqual([{ staff_id: ids.finance, action: 'export', entity_id: FY, after: expect.objectContaining({ rows: 4, total_minor: 1_700_050, incomplete: 2, not_eligible: 3 }) }]);
    const latest = (await get(`/api/admin/form-10bd/check?fy=${FY}`, finance)).json().data.latest_export;
    expect(latest).toMatchObject({ rows: 4, total: 17000.5 });
    // "Last export" is India time (staff read it): the stored instant, written with India's offset.
    const made = (await ctx.db.one<{ created_at: Date }>('SELECT created_at FROM form_10bd_exports ORDER BY id DESC LIMIT 1'))!.created_at;
    expect(latest.created_at).toBe(`${new Date(new Date(made).getTime() + 330 * 60_000).toISOString().slice(0, 19)}+05:30`);
    expect(Date.parse(latest.created_at)).toBe(Math.floor(new Date(made).getTime() / 1000) * 1000);
  });
});

describe('Form 10BE', () => {
  let certIds: Record<string, number>;

  it('reads the ZIP, matches each certificate to its row by ID and total, lists the rest, skips what is not a 10BE', async () => {
    const zip = zipOf({
      'asha-electronic.pdf': await form10bePdf({ donorId: 'AAAAA1111A', donorName: 'Asha Raman', amount: '3,500.50', fy: FY }),
      'bala-cash.pdf': await form10bePdf({ donorId: '2345 6789 0123', donorName: 'Bala Murugan', amount: '2,000.00', fy: FY, mode: 'Cash' }),
      'asha-cash.pdf': await form10bePdf({ donorId: 'AAAAA1111A', donorName: 'Asha Raman', amount: '1,499.00', fy: FY, mode: 'Cash' }),
      'notes.txt': Buffer.from('not a certificate'),
      'receipt.pdf': await (async () => {
        const { default: PDFDocument } = await import('pdfkit');
        const doc = new PDFDocument();
        const chunks: Buffer[] = [];
        doc.on('data', (c: Buffer) => chunks.push(c));
        const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
        doc.text('Donation receipt MF/2040-41/00001');
        doc.end();
        return done;
      })(),
    });
    const res = await upload(zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: TAX_MESSAGES.uploaded });
    expect(res.json().data).toEqual({
      matched: 2,
      unmatched: 1,
      skipped: [
        { file_name: 'notes.txt', reason: TAX_MESSAGES.notPdf },
        { file_name: 'receipt.pdf', reason: TAX_MESSAGES.notForm10be },
      ],
    });
    const list = (await get('/api/admin/form-10be', finance)).json().data as Array<{ id: number; file_name: string; row: { row_no: number } | null; unmatched_reason: string; id_text: string; amount: number }>;
    certIds = Object.fromEntries(list.map((c) => [c.file_name, c.id]));
    expect(list[0]).toMatchObject({ file_name: 'asha-cash.pdf', row: null, unmatched_reason: TAX_MESSAGES.noRowMatches, id_text: 'XXXX111A', amount: 1499 });
    expect(list.find((c) => c.file_name === 'asha-electronic.pdf')!.row!.row_no).toBe(1);
    expect(list.find((c) => c.file_name === 'bala-cash.pdf')!.row!.row_no).toBe(4);

    // The same ZIP again stores nothing twice.
    const again = await upload(zip);
    expect(again.json().data).toMatchObject({ matched: 0, unmatched: 0 });
    expect(again.json().data.skipped.filter((s: { reason: string }) => s.reason === TAX_MESSAGES.duplicate)).toHaveLength(3);
    expect((await auditOf('form-10be')).filter((a) => a.action === 'upload')).toHaveLength(3);
  });

  it('lets staff match the rest by hand, once, to a real row; audited', async () => {
    const rows = (await get(`/api/admin/form-10bd/rows?fy=${FY}`, finance)).json().data as Array<{ id: number; row_no: number }>;
    const id = certIds['asha-cash.pdf']!;
    expect((await post(`/api/admin/form-10be/${id}/match`, finance, { row_id: 999_999 })).json().errors).toEqual({ row_id: TAX_MESSAGES.rowNotFound });
    expect((await post(`/api/admin/form-10be/${id}/match`, finance, {})).statusCode).toBe(400);
    const res = await post(`/api/admin/form-10be/${id}/match`, owner, { row_id: rows[1]!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: TAX_MESSAGES.matchedSendByHand, data: { row: { row_no: 2, offered: false }, unmatched_reason: '' } });
    const twice = await post(`/api/admin/form-10be/${id}/match`, finance, { row_id: rows[1]!.id });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ success: 0, message: TAX_MESSAGES.alreadyMatched });
    expect((await post('/api/admin/form-10be/999999/match', finance, { row_id: rows[1]!.id })).statusCode).toBe(404);
    expect((await auditOf('form-10be')).filter((a) => a.action === 'match')).toEqual([
      { staff_id: expect.any(Number), action: 'match', entity_id: String(id), after: { row_id: rows[1]!.id, fy: FY, row_no: 2 } },
    ]);
  });

  it('gives each donor their own certificates only, and emails them with the PDF', async () => {
    const mine = (await get('/api/form10be/list', asha.headers)).json().data as Array<{ id: number; fy: string; amount: number; mode: string }>;
    // Row 2's certificate (counter gifts, no account) is not offered: finance sends it.
    expect(mine.map((c) => [c.fy, c.amount, c.mode])).toEqual([[FY, 3500.5, 'Electronic modes including account payee cheque/draft']]);
    const pdf = await get(`/api/form10be/${mine[0]!.id}/pdf`, asha.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const theirs = (await get('/api/form10be/list', other.headers)).json().data as Array<{ id: number }>;
    expect(theirs).toHaveLength(1);
    expect((await get(`/api/form10be/${mine[0]!.id}/pdf`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/form10be/${theirs[0]!.id}/pdf`, asha.headers)).statusCode).toBe(404);
    expect((await get(`/api/form10be/${mine[0]!.id}/pdf`, {})).statusCode).toBe(401);
    expect((await get(`/api/admin/form-10be/${mine[0]!.id}/file`, finance)).statusCode).toBe(200);

    await buildServices(ctx.deps).messages.deliverDue(100);
    const emails = (await listOutbox(ctx.db, 1000)).filter((m) => m.recipient === 'asha@example.org' && m.channel === 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Your Form 10BE certificate for ${FY}`);
    expect(emails.map((e) => e.meta.attachments)).toEqual([[{ filename: `Form-10BE-${FY}.pdf`, contentType: 'application/pdf', bytes: expect.any(Number) }]]);
  });

  it('refuses bad uploads with a message naming file, and stores nothing', async () => {
    const before = Number((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM form_10be_certificates'))!.n);
    const notZip = await upload(Buffer.from('%PDF-1.4 this is not a zip'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({ success: 0, errors: { file: TAX_MESSAGES.notZip } });
    const damaged = zipOf({ 'a.pdf': await form10bePdf({ donorId: 'AAAAA1111A', donorName: 'A', amount: '1', fy: FY }) }).subarray(0, 60);
    expect((await upload(Buffer.from(damaged))).json().errors).toEqual({ file: TAX_MESSAGES.notZip });
    expect((await upload(zipOf({ 'readme/': new Uint8Array(0) }))).json().errors).toEqual({ file: TAX_MESSAGES.zipEmpty });
    expect((await post('/api/admin/form-10be', finance, {})).json().errors).toEqual({ file: TAX_MESSAGES.zipRequired });
    const big = zipOf({ 'huge.pdf': Buffer.alloc(6 * 1024 * 1024, 32) });
    expect((await upload(big)).json().errors).toEqual({ file: TAX_MESSAGES.entryTooLarge.replace('{file}', 'huge.pdf') });
    expect(Number((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM form_10be_certificates'))!.n)).toBe(before);
  });
});

describe('an upload cannot block the server', () => {
  const count = async () => Number((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM form_10be_certificates'))!.n);

  it('refuses a ZIP bomb (an entry claiming 100 bytes that unpacks to 64 MB), naming the file, without inflating it all', async () => {
    const before = await count();
    const bomb = await zipBomb([
      { name: 'certificate-0001.pdf', unpackedBytes: 64 * 1024 * 1024, claimedBytes: 100 },
      { name: 'certificate-0002.pdf', unpackedBytes: 64 * 1024 * 1024, claimedBytes: 100 },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { file: TAX_MESSAGES.entryTooLarge.replace('{file}', 'certificate-0001.pdf') } });
    // The same entry claiming its true size is refused from the directory, before any inflating.
    const honest = await zipBomb([{ name: 'big.pdf', unpackedBytes: 64 * 1024 * 1024, claimedBytes: 64 * 1024 * 1024 }]);
    expect((await upload(honest)).json().errors).toEqual({ file: TAX_MESSAGES.entryTooLarge.replace('{file}', 'big.pdf') });
    // Many entries each under the per-file cap stop at the cap of the whole upload.
    const many = await zipBomb(Array.from({ length: 45 }, (_, i) => ({ name: `c${i}.pdf`, unpackedBytes: 5_000_000, claimedBytes: 5_000_000 })));
    expect((await upload(many)).json().errors).toEqual({ file: TAX_MESSAGES.unpackedTooLarge });
    expect(await count()).toBe(before);
  }, 60_000);

  it('gives up on a PDF whose reading runs out of time, and reads the next one in a fresh worker', async () => {
    const pdf = await form10bePdf({ donorId: 'AAAAA1111A', donorName: 'Asha Raman', amount: '1', fy: FY });
    const hurried = createPdfTextReader(0.001);
    try {
      expect(await hurried.text(pdf)).toBeUndefined();
    } finally {
      await hurried.close();
    }
    const reader = createPdfTextReader();
    try {
      expect(await reader.text(new Uint8Array(Buffer.from('%PDF-1.7 damaged')))).toBeUndefined();
      expect(await reader.text(pdf)).toContain('Form No. 10BE');
    } finally {
      await reader.close();
    }
  });
});
