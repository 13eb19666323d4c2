import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDb } from '../../test/harness.ts';
import { FORM_10BD_HEADER, csvCell, form10bdCsv, isFinancialYear } from './form-10bd.ts';
import { assignReceiptNumber } from './receipt-number.ts';
import { createDonation } from './test-data.ts';

const settings = { urn: 'AAATM0000AF20214', urnDate: '15/09/2021', sectionCode: 'Section 80G' };

/** Paid donations as the payments module leaves them: status success, paid_at, receipt number. */
async function paid(db: Db, paidAt: string, overrides: Parameters<typeof createDonation>[1] = {}) {
  const d = await createDonation(db, { status: 'success', paid_at: new Date(paidAt), ...overrides });
  await db.tx((q) => assignReceiptNumber(q, d.id, new Date(paidAt)));
  return d;
}

describe('Form 10BD CSV', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('lists the paid donations of one financial year in receipt order, with the columns of the form', async () => {
    await paid(db, '2040-04-01T00:00:00+05:30', { donor_name: 'First Donor', pan_number: 'AAAAA1111A', amount_minor: 100_000 });
    await paid(db, '2041-03-31T23:59:00+05:30', { donor_name: 'Second, Donor', donor_address: '5 "North" Street, Madurai', pan_number: 'BBBBB2222B', amount_minor: 250_050 });
    await paid(db, '2041-04-01T00:00:00+05:30', { donor_name: 'Next Year Donor' });
    await paid(db, '2040-03-31T23:59:00+05:30', { donor_name: 'Previous Year Donor' });
    await createDonation(db, { status: 'pending', donor_name: 'Unpaid Donor' });

    const csv = await form10bdCsv(db, '2040-41', settings);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(FORM_10BD_HEADER.map(csvCell).join(','));
    expect(FORM_10BD_HEADER).toHaveLength(12);
    expect(lines.slice(1)).toEqual([
      '1,,Permanent Account Number,AAAAA1111A,Section 80G,AAATM0000AF20214,15/09/2021,First Donor,"12 Temple Street, Chennai, Tamil Nadu 600001",Others,Electronic modes including account payee cheque/draft,1000.00',
      '2,,Permanent Account Number,BBBBB2222B,Section 80G,AAATM0000AF20214,15/09/2021,"Second, Donor","5 ""North"" Street, Madurai",Others,Electronic modes including account payee cheque/draft,2500.50',
    ]);
    expect(csv).not.toContain('Unpaid Donor');
    expect(csv).not.toContain('Next Year Donor');
    expect(csv).not.toContain('Previous Year Donor');
  });

  it('gives only the header for a year without donations', async () => {
    expect(await form10bdCsv(db, '2010-11', settings)).toBe(`${FORM_10BD_HEADER.map(csvCell).join(',')}\r\n`);
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
  });

  it('accepts only real financial years', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2099-00')).toBe(true);
    expect(isFinancialYear('2026-28')).toBe(false);
    expect(isFinancialYear('2026')).toBe(false);
    expect(isFinancialYear('26-27')).toBe(false);
  });
});

describe('scripts/report-10bd.ts', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '../../../../..');
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'report-10bd-'));
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(db);
    await paid(db, '2042-06-01T10:00:00+05:30', { donor_name: 'Script Donor', amount_minor: 50_100 });
    await db.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', FOUNDATION_80G_URN: 'URNFROMCONFIG' });

  it('prints the CSV of the year named on the command line', async () => {
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/report-10bd.ts', '2042-43', '--urn-date', '01/04/2021'], { cwd: root, env: env() });
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Script Donor');
    expect(lines[1]).toContain('URNFROMCONFIG,01/04/2021');
    expect(lines[1]!.endsWith(',501.00')).toBe(true);
  }, 60_000);

  it('refuses a malformed year with its usage', async () => {
    await expect(run('node', ['--import', 'tsx', 'scripts/report-10bd.ts', '2042'], { cwd: root, env: env() })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: report-10bd.ts'),
    });
  }, 60_000);
});
