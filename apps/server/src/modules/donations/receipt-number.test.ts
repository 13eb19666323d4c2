import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { openTestDb } from '../../test/harness.ts';
import { assignReceiptNumber, financialYear, formatReceiptNumber } from './receipt-number.ts';
import { createDonation } from './test-data.ts';

describe('financialYear', () => {
  it('reads the Indian calendar: 31 March 23:59 IST is the old year, 1 April 00:00 IST the new one', () => {
    expect(financialYear(new Date('2027-03-31T23:59:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 1 April 00:00 IST is still 31 March in UTC: the UTC calendar would get it wrong.
    expect(new Date('2027-04-01T00:00:00+05:30').getUTCMonth()).toBe(2);
  });

  it('handles the turn of the century and January', () => {
    expect(financialYear(new Date('2099-06-15T12:00:00Z'))).toBe('2099-00');
    expect(financialYear(new Date('2027-01-10T12:00:00Z'))).toBe('2026-27');
  });

  it('formats a serial with five digits', () => {
    expect(formatReceiptNumber('2026-27', 1)).toBe('MF/2026-27/00001');
    expect(formatReceiptNumber('2026-27', 123456)).toBe('MF/2026-27/123456');
  });
});

describe('assignReceiptNumber', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('numbers donations serially per financial year and restarts at 1 in April', async () => {
    const march = new Date('2031-03-31T23:59:00+05:30');
    const april = new Date('2031-04-01T00:00:00+05:30');
    const a = await createDonation(db, { status: 'success' });
    const b = await createDonation(db, { status: 'success' });
    const c = await createDonation(db, { status: 'success' });
    expect(await db.tx((q) => assignReceiptNumber(q, a.id, march))).toBe('MF/2030-31/00001');
    expect(await db.tx((q) => assignReceiptNumber(q, b.id, april))).toBe('MF/2031-32/00001');
    expect(await db.tx((q) => assignReceiptNumber(q, c.id, march))).toBe('MF/2030-31/00002');
    const stored = await db.one<{ receipt_fy: string; receipt_seq: number; receipt_number: string; paid_at: Date }>(
      'SELECT receipt_fy, receipt_seq, receipt_number, paid_at FROM donations WHERE id = $1',
      [c.id],
    );
    expect(stored).toMatchObject({ receipt_fy: '2030-31', receipt_seq: 2, receipt_number: 'MF/2030-31/00002' });
    expect(new Date(stored!.paid_at).toISOString()).toBe(march.toISOString());
  });

  it('is idempotent: a donation that has a number keeps it and takes no new one', async () => {
    const paidAt = new Date('2032-05-01T10:00:00+05:30');
    const d = await createDonation(db, { status: 'success' });
    const first = await db.tx((q) => assignReceiptNumber(q, d.id, paidAt));
    const again = await db.tx((q) => assignReceiptNumber(q, d.id, new Date('2033-05-01T10:00:00+05:30')));
    expect(again).toBe(first);
    const next = await createDonation(db, { status: 'success' });
    // The repeated call did not consume a serial: the next donation follows without a gap.
    expect(await db.tx((q) => assignReceiptNumber(q, next.id, paidAt))).toBe('MF/2032-33/00002');
  });

  it('gives two concurrent assignments different, consecutive numbers', async () => {
    const paidAt = new Date('2034-07-01T10:00:00+05:30');
    const [x, y] = [await createDonation(db, { status: 'success' }), await createDonation(db, { status: 'success' })];
    const numbers = await Promise.all([
      db.tx((q) => assignReceiptNumber(q, x.id, paidAt)),
      db.tx((q) => assignReceiptNumber(q, y.id, paidAt)),
    ]);
    expect(new Set(numbers).size).toBe(2);
    expect([...numbers].sort()).toEqual(['MF/2034-35/00001', 'MF/2034-35/00002']);
  });

  it('keeps the serial gap-free and unique under many concurrent confirmations', async () => {
    const paidAt = new Date('2037-07-01T10:00:00+05:30');
    const donations = await Promise.all(Array.from({ length: 8 }, () => createDonation(db, { status: 'success' })));
    const numbers = await Promise.all(donations.map((d) => db.tx((q) => assignReceiptNumber(q, d.id, paidAt))));
    expect([...numbers].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `MF/2037-38/0000${i + 1}`));
  });

  it('gives the same number to two concurrent confirmations of one donation', async () => {
    const paidAt = new Date('2035-07-01T10:00:00+05:30');
    const d = await createDonation(db, { status: 'success' });
    const numbers = await Promise.all([
      db.tx((q) => assignReceiptNumber(q, d.id, paidAt)),
      db.tx((q) => assignReceiptNumber(q, d.id, paidAt)),
    ]);
    expect(numbers).toEqual(['MF/2035-36/00001', 'MF/2035-36/00001']);
    const seqRow = await db.one<{ last_seq: number }>("SELECT last_seq FROM receipt_sequences WHERE financial_year = '2035-36'");
    expect(seqRow!.last_seq).toBe(1);
  });

  it('leaves no gap when the confirming transaction rolls back', async () => {
    const paidAt = new Date('2036-07-01T10:00:00+05:30');
    const d = await createDonation(db, { status: 'success' });
    await expect(
      db.tx(async (q) => {
        await assignReceiptNumber(q, d.id, paidAt);
        throw new Error('gateway check failed after numbering');
      }),
    ).rejects.toThrow('gateway check failed');
    expect((await db.one<{ receipt_number: string | null }>('SELECT receipt_number FROM donations WHERE id = $1', [d.id]))!.receipt_number).toBeNull();
    expect(await db.tx((q) => assignReceiptNumber(q, d.id, paidAt))).toBe('MF/2036-37/00001');
  });

  it('refuses an unknown donation', async () => {
    await expect(db.tx((q) => assignReceiptNumber(q, 999_999, new Date()))).rejects.toMatchObject({ statusCode: 404 });
  });
});
