import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { csvCell } from '../../lib/csv.ts';
import { assignReceiptNumber } from '../donations/index.ts';
import { createDonation } from '../donations/test-data.ts';
import { createUser } from '../../seed/factories.ts';
import { isFinancialYearLabel } from '@portal/contract/financial-year';
import { FORM_10BD_HEADER, aggregate10bd, form10bdCsvOf, receiptMode10bd, type DonationFor10bd } from './form-10bd.ts';

/**
 * Form 10BD's aggregation checked against a hand-made example: several donors, modes and types,
 * donations that are not reportable, incomplete donors; then the CSV cell by cell.
 */
let seq = 0;
const d = (over: Partial<DonationFor10bd>): DonationFor10bd => {
  seq++;
  return {
    id: seq,
    userId: null,
    receiptNumber: `MF/2026-27/${String(seq).padStart(5, '0')}`,
    receiptSeq: seq,
    paidAt: new Date(Date.UTC(2026, 3, seq)),
    donorName: '',
    donorAddress: '',
    pan: '',
    aadhaar: '',
    amountMinor: 0,
    mode: 'online',
    donationType: 'others',
    statement80g: true,
    no80gReason: '',
    fcra: false,
    ...over,
  };
};

const asha = { userId: 7, pan: 'AAAAA1111A', donorName: 'Asha Raman', donorAddress: '1 Old Street, Madurai' };
const bala = { aadhaar: '234567890123', donorName: 'Bala Murugan', donorAddress: '2 Car Street, Salem' };
const example = [
  d({ ...asha, amountMinor: 100_000, mode: 'online' }), // 1: Asha electronic others
  d({ ...bala, amountMinor: 200_000, mode: 'cash' }), // 2: Bala cash others (exactly Rs 2,000: eligible)
  d({ ...asha, amountMinor: 250_050, mode: 'cheque' }), // 1
  d({ ...asha, amountMinor: 150_000, mode: 'cash' }), // 3: Asha cash
  d({ ...asha, amountMinor: 300_000, mode: 'cash', statement80g: false, no80gReason: 'cash_over_limit' }), // left out
  d({ ...bala, amountMinor: 70_000, mode: 'upi' }), // 4: Bala electronic
  d({ ...asha, amountMinor: 1_000_000, mode: 'online', donationType: 'corpus' }), // 5: Asha corpus electronic
  d({ ...bala, amountMinor: 500_000, mode: 'bank_transfer', donationType: 'specific_grant' }), // 6: Bala specific grant electronic
  d({ pan: 'CCCCC3333C', donorName: 'Chitra', donorAddress: '', amountMinor: 90_000 }), // incomplete: address
  d({ donorName: 'Devan', donorAddress: '4 Lake Road', amountMinor: 120_000, mode: 'cheque', statement80g: false, no80gReason: 'no_id' }), // incomplete: id
  d({ donorName: 'Ezhil', donorAddress: '5 Hill Road', pan: 'EEEEE5555E', amountMinor: 500_000, mode: 'kind', statement80g: false, no80gReason: 'kind' }), // left out
  d({ donorName: 'Fiona', pan: 'FFFFF6666F', donorAddress: 'London', amountMinor: 1_000_000, fcra: true }), // left out: FCRA
  d({ donorName: 'Ganesh', pan: 'GGGGG7777G', donorAddress: '7 Temple Road', amountMinor: 80_000, statement80g: false, no80gReason: 'fund_not_eligible' }), // left out
  d({ ...asha, donorAddress: '9 New Street, Chennai', amountMinor: 50_000, mode: 'bank_transfer' }), // 1: Asha moved: her newest address
];
const settings = { urn: 'AAATM0000AF20214', urnDate: '15/09/2021', sectionCode: 'Section 80G' };

describe('Form 10BD aggregation (hand-made example)', () => {
  const data = aggregate10bd(example);

  it('gives one row per donor ID, donation type and mode, amounts summed, in the order of first receipt', () => {
    expect(data.rows.map((r) => [r.rowNo, r.idCode, r.idNumber, r.donorName, r.donorAddress, r.donationType, r.mode, r.totalMinor, r.donationIds])).toEqual([
      [1, 'pan', 'AAAAA1111A', 'Asha Raman', '9 New Street, Chennai', 'others', 'electronic', 100_000 + 250_050 + 50_000, [1, 3, 14]],
      [2, 'aadhaar', '234567890123', 'Bala Murugan', '2 Car Street, Salem', 'others', 'cash', 200_000, [2]],
      [3, 'pan', 'AAAAA1111A', 'Asha Raman', '9 New Street, Chennai', 'others', 'cash', 150_000, [4]],
      [4, 'aadhaar', '234567890123', 'Bala Murugan', '2 Car Street, Salem', 'others', 'electronic', 70_000, [6]],
      [5, 'pan', 'AAAAA1111A', 'Asha Raman', '9 New Street, Chennai', 'corpus', 'electronic', 1_000_000, [7]],
      [6, 'aadhaar', '234567890123', 'Bala Murugan', '2 Car Street, Salem', 'specific_grant', 'electronic', 500_000, [8]],
    ]);
    expect(data.rows[0]!.userId).toBe(7);
    expect(data.rows[1]!.userId).toBeNull();
  });

  it('lists the donors whose rows cannot be filed, with their receipts', () => {
    expect(data.incomplete).toEqual([
      { donorKey: 'pan:CCCCC3333C', donorName: 'Chitra', idText: 'CCCCC3333C', missing: ['address'], amountMinor: 90_000, receipts: [{ donation_id: 9, receipt_number: 'MF/2026-27/00009' }] },
      { donorKey: 'donation:10', donorName: 'Devan', idText: '', missing: ['id'], amountMinor: 120_000, receipts: [{ donation_id: 10, receipt_number: 'MF/2026-27/00010' }] },
    ]);
  });

  it('leaves out what carries no 80G statement and FCRA contributions, and counts them', () => {
    expect(data.notEligible).toEqual({ count: 4, amountMinor: 300_000 + 500_000 + 1_000_000 + 80_000, byReason: { cash_over_limit: 1, kind: 1, fcra: 1, fund_not_eligible: 1 } });
  });

  it('writes the CSV cell by cell with the portal’s wording', () => {
    const lines = form10bdCsvOf(data.rows, settings).trimEnd().split('\r\n');
    expect(lines[0]).toBe(FORM_10BD_HEADER.map(csvCell).join(','));
    const cells = lines.slice(1).map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    const E = 'Electronic modes including account payee cheque/draft';
    const fixed = ['Section 80G', 'AAATM0000AF20214', '15/09/2021'];
    expect(cells).toEqual([
      ['1', '', 'Permanent Account Number', 'AAAAA1111A', ...fixed, 'Asha Raman', '"9 New Street, Chennai"', 'Others', E, '4000.50'],
      ['2', '', 'Aadhaar Number', '234567890123', ...fixed, 'Bala Murugan', '"2 Car Street, Salem"', 'Others', 'Cash', '2000.00'],
      ['3', '', 'Permanent Account Number', 'AAAAA1111A', ...fixed, 'Asha Raman', '"9 New Street, Chennai"', 'Others', 'Cash', '1500.00'],
      ['4', '', 'Aadhaar Number', '234567890123', ...fixed, 'Bala Murugan', '"2 Car Street, Salem"', 'Others', E, '700.00'],
      ['5', '', 'Permanent Account Number', 'AAAAA1111A', ...fixed, 'Asha Raman', '"9 New Street, Chennai"', 'Corpus', E, '10000.00'],
      ['6', '', 'Aadhaar Number', '234567890123', ...fixed, 'Bala Murugan', '"2 Car Street, Salem"', 'Specific grant', E, '5000.00'],
    ]);
  });

  it('maps each way of paying to the form’s mode of receipt', () => {
    expect(['online', 'cheque', 'bank_transfer', 'upi', 'cash', 'kind', 'barter'].map(receiptMode10bd)).toEqual(['electronic', 'electronic', 'electronic', 'electronic', 'cash', 'kind', 'others']);
  });

  it('keeps spreadsheet formulas from running and accepts only real financial years', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(isFinancialYearLabel('2026-27')).toBe(true);
    expect(isFinancialYearLabel('2026-28')).toBe(false);
    expect(isFinancialYearLabel('26-27')).toBe(false);
  });
});

describe('a PAN given by more than one account', () => {
  const victim = { userId: 1, pan: 'VVVVV1111V', donorName: 'Vasanthi', donorAddress: '9 Lake View Road', accountName: 'Vasanthi', accountEmail: 'v@example.org' };
  const intruder = { ...victim, userId: 2, donorName: 'Ivan', donorAddress: '1 Other Lane', accountName: 'Ivan', accountEmail: 'i@example.org' };
  const gifts = [d({ ...victim, amountMinor: 2_500_000 }), d({ ...victim, amountMinor: 150_000, mode: 'cash' }), d({ ...intruder, amountMinor: 100 })];

  it('is a conflict with no donor of record until finance chooses; no row is offered to anyone meanwhile', () => {
    const data = aggregate10bd(gifts);
    expect(data.conflicts).toEqual([
      {
        idHash: 'VVVVV1111V',
        idText: 'VVVVV1111V',
        donorOfRecord: null,
        accounts: [
          { userId: 1, donorName: 'Vasanthi', accountName: 'Vasanthi', accountEmail: 'v@example.org', gifts: 2, amountMinor: 2_650_000 },
          { userId: 2, donorName: 'Ivan', accountName: 'Ivan', accountEmail: 'i@example.org', gifts: 1, amountMinor: 100 },
        ],
      },
    ]);
    expect(data.rows.map((r) => r.userId)).toEqual([null, null]);
  });

  it('takes the name and address from the donor of record, and offers only the row of their own gifts', () => {
    const data = aggregate10bd(gifts, () => ({ userId: 1, accounts: [1, 2] }));
    expect(data.conflicts[0]!.donorOfRecord).toBe(1);
    expect(data.rows.map((r) => [r.donorName, r.donorAddress, r.mode, r.totalMinor, r.userId])).toEqual([
      ['Vasanthi', '9 Lake View Road', 'electronic', 2_500_100, null],
      ['Vasanthi', '9 Lake View Road', 'cash', 150_000, 1],
    ]);
  });

  it('asks again when an account outside the choice gives with the ID, or the choice is not one of the accounts', () => {
    const late = d({ ...intruder, userId: 3, amountMinor: 500 });
    expect(aggregate10bd([...gifts, late], () => ({ userId: 1, accounts: [1, 2] })).conflicts[0]!.donorOfRecord).toBeNull();
    expect(aggregate10bd(gifts, () => ({ userId: 3, accounts: [1, 2, 3] })).conflicts[0]!.donorOfRecord).toBeNull();
  });

  it('is no conflict for one account and counter gifts, whose row is then not offered online', () => {
    const data = aggregate10bd([d({ ...victim, amountMinor: 1000 }), d({ ...victim, userId: null, donorName: 'V. at the counter', amountMinor: 2000 })]);
    expect(data.conflicts).toEqual([]);
    expect(data.rows.map((r) => [r.donorName, r.recordUserId, r.userId])).toEqual([['Vasanthi', 1, null]]);
  });
});

describe('scripts/report-10bd.ts (the same code)', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '../../../../..');
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'report-10bd-'));
    const db: Db = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(db);
    // One account gives both (gifts of two accounts with one PAN wait for finance's donor of record).
    const { id: userId } = await createUser(db);
    for (const [amount, address] of [[50_100, '3 Mill Road, Erode'], [20_000, '3 Mill Road, Erode']] as const) {
      const donation = await createDonation(db, { user_id: userId, status: 'success', paid_at: new Date('2042-06-01T10:00:00+05:30'), donor_name: 'Script Donor', donor_address: address, amount_minor: amount, pan_number: 'SSSSS1234S' });
      await db.tx((q) => assignReceiptNumber(q, donation.id, new Date('2042-06-01T10:00:00+05:30')));
    }
    await db.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', FOUNDATION_80G_URN: 'URNFROMCONFIG' });

  it('prints the aggregated CSV of the year named on the command line', async () => {
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/report-10bd.ts', '2042-43', '--urn-date', '01/04/2021'], { cwd: root, env: env() });
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('1,,Permanent Account Number,SSSSS1234S,Section 80G,URNFROMCONFIG,01/04/2021,Script Donor,"3 Mill Road, Erode",Others,Electronic modes including account payee cheque/draft,701.00');
  }, 60_000);

  it('refuses a malformed year with its usage', async () => {
    await expect(run('node', ['--import', 'tsx', 'scripts/report-10bd.ts', '2042'], { cwd: root, env: env() })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: report-10bd.ts'),
    });
  }, 60_000);
});
