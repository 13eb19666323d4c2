import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openPglite, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { assignReceiptNumber } from '../modules/donations/index.ts';
import { outboxEmail, outboxSms } from '../providers/messaging.ts';
import { createStorage } from '../providers/storage.ts';
import { loadReferenceData } from '../seed/reference.ts';
import { createUser } from '../seed/factories.ts';
import { backup, removeAside, restore } from './backup.ts';
import { PID_FILE } from './pid-file.ts';

/**
 * The restore drill on PGlite: back up, add a donation, restore. Every payment and receipt from
 * before the backup is there, the site starts on the restored data, and the 80G sequence goes on
 * from the backup's last number without a duplicate.
 */
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const dataDir = path.join(work, 'data');
const out = path.join(work, 'backup');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PAID_AT = new Date('2026-11-20T10:00:00+05:30');
const open = () => openPglite(path.join(dataDir, 'pglite'));

/** A paid donation with its successful payment attempt and its 80G receipt number. */
async function paidDonation(db: Db, userId: number, n: number): Promise<string> {
  return db.tx(async (q) => {
    const d = await q.one<{ id: number }>(
      `INSERT INTO donations (user_id, category, amount_minor, status, paid_at) VALUES ($1, 'mandir', $2, 'success', $3) RETURNING id`,
      [userId, 10_000 * n, PAID_AT.toISOString()],
    );
    await q.query(
      `INSERT INTO payment_attempts (txn_id, user_id, purpose, donation_id, kind, provider, amount_minor, currency, status)
       VALUES ($1, $2, 'donation', $3, 'donation', 'sandbox', $4, 'INR', 'success')`,
      [`drill-${n}-${Date.now()}`, userId, d!.id, 10_000 * n],
    );
    return assignReceiptNumber(q, d!.id, PAID_AT);
  });
}

const receipts = (db: Db) => db.query<{ receipt_number: string }>('SELECT receipt_number FROM donations ORDER BY receipt_seq').then((r) => r.map((x) => x.receipt_number));

describe('backup and restore (PGlite)', { timeout: 300_000 }, () => {
  it('restores every payment and receipt, and the receipt sequence continues without a duplicate', async () => {
    let db = await open();
    await migrate(db);
    await loadReferenceData(db);
    const user = await createUser(db, { mobile: '9876500001' });
    const before = [await paidDonation(db, user.id, 1), await paidDonation(db, user.id, 2), await paidDonation(db, user.id, 3)];
    expect(before.map((r) => r.split('/').slice(1).join('/'))).toEqual(['2026-27/00001', '2026-27/00002', '2026-27/00003']);
    const storage = createStorage(dataDir);
    await storage.put('profiles/kept.webp', Buffer.from('picture'));
    await db.close();

    // A running server on this folder makes the backup refuse rather than risk the database.
    // A live process that is not this one stands for the running server.
    writeFileSync(path.join(dataDir, PID_FILE), String(process.ppid));
    await expect(backup({ dataDir }, out)).rejects.toThrow(/has the PGlite data folder .* open/);
    rmSync(path.join(dataDir, PID_FILE));

    await backup({ dataDir }, out);

    // After the backup: one more donation, which the restore takes back.
    db = await open();
    const after = await paidDonation(db, user.id, 4);
    expect(after.endsWith('/00004')).toBe(true);
    await db.close();

    const { asideSuffix } = await restore({ dataDir }, out);
    db = await open();
    try {
      expect(await receipts(db)).toEqual(before);
      const payments = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_attempts WHERE status = 'success'`);
      expect(payments[0]!.n).toBe(3);
      expect(await storage.get('profiles/kept.webp')).toBeDefined();

      // The site starts on the restored data.
      const app = await buildApp({ config: testConfig(), db, storage, sms: outboxSms(db), email: outboxEmail(db) });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      await app.close();

      // The sequence goes on from the backup's last number: 4 again, and no duplicate.
      const next = await paidDonation(db, user.id, 5);
      expect(next.endsWith('/00004')).toBe(true);
      const all = await receipts(db);
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(4);
    } finally {
      await db.close();
    }
    await removeAside(dataDir, asideSuffix);
  });
});
