import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import { useTestApp } from '../../test/harness.ts';
import { createUser } from '../../seed/factories.ts';
import { RECONCILE_BATCH } from './service.ts';
import { sandboxChoose } from './test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * The reconciler cannot starve. Attempts are taken least recently checked first
 * with a growing pause between checks, the batch is bounded, and a pending one expires per
 * gateway. The clock is the `now` handed to reconcileDue.
 */
const ctx = useTestApp();

const service = () => buildServices(ctx.deps).payments;
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000);

let userId = 0;
async function donationAttempt(): Promise<string> {
  const donation = (await ctx.db.one<{ id: number }>(
    `INSERT INTO donations (user_id, category, amount_minor, pan_number, donor_name) VALUES ($1, 'mandir', 10000, 'ABCDE1234F', 'Donor') RETURNING id`,
    [userId],
  ))!.id;
  const data = await ctx.db.tx((q) =>
    service().startPayment(q, {
      userId, purpose: 'donation', donationId: donation, kind: 'donation', amountMinor: 10_000, currency: 'INR',
      payer: { name: 'Donor', email: 'donor@example.org', mobile: '9876500000' },
    }),
  );
  return data.txn_id;
}

const row = (txn: string) =>
  ctx.db.one<{ status: string; status_message: string; check_count: number; last_checked_at: Date | null; next_check_at: Date | null }>(
    'SELECT status, status_message, check_count, last_checked_at, next_check_at FROM payment_attempts WHERE txn_id = $1',
    [txn],
  );

describe('reconciler', () => {
  beforeAll(async () => {
    userId = (await createUser(ctx.db, { mobile: '9000012345' })).id;
  });

  it('many attempts stuck at the bank do not keep a new one waiting, and each run is bounded', async () => {
    const stuck: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const txn = await donationAttempt();
      await sandboxChoose(ctx, txn, 'pending');
      stuck.push(txn);
    }
    // Three bounded runs go once through the stuck ones; each stays pending and moves back.
    let t = 5;
    for (let run = 0; run < 3; run += 1) {
      const n = await service().reconcileDue(inMinutes(t));
      expect(n).toBeLessThanOrEqual(RECONCILE_BATCH);
      t += 1;
    }
    const checked = await ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_attempts WHERE txn_id = ANY($1) AND last_checked_at IS NOT NULL',
      [stuck],
    );
    expect(checked!.n).toBe(120);
    expect((await row(stuck[0]!))!.status).toBe('pending');

    // A new attempt, then a run at a time when every stuck one is due again: the new one is in it.
    const fresh = await donationAttempt();
    await sandboxChoose(ctx, fresh, 'success');
    const n = await service().reconcileDue(inMinutes(600));
    expect(n).toBe(RECONCILE_BATCH);
    expect(await row(fresh)).toMatchObject({ status: 'success', check_count: 1 });
    // Out of the way of the next tests, which run every due attempt.
    await ctx.db.query('UPDATE payment_attempts SET next_check_at = NULL WHERE txn_id = ANY($1)', [stuck]);
  });

  it('waits longer between checks of an attempt that stays open (backoff), and counts them', async () => {
    const txn = await donationAttempt();
    await sandboxChoose(ctx, txn, 'pending');
    // Each run is far enough on for every attempt of this file to be due: it checks this one.
    const gaps: number[] = [];
    let t = 3;
    for (let i = 0; i < 4; i += 1) {
      const now = inMinutes(t);
      await service().reconcileDue(now, 10_000);
      const r = (await row(txn))!;
      gaps.push((new Date(r.next_check_at!).getTime() - now.getTime()) / 60_000);
      t += 400;
    }
    expect((await row(txn))!.check_count).toBe(4);
    // 2, 4, 8, 16 minutes: twice as long each time (capped at 6 hours).
    expect(gaps.map((g) => Math.round(g))).toEqual([2, 4, 8, 16]);
  });

  it('closes an attempt pending past its gateway’s expiry, and still records a late success', async () => {
    const txn = await donationAttempt();
    await sandboxChoose(ctx, txn, 'pending');
    await service().reconcileDue(inMinutes(23 * 60), 10_000);
    expect((await row(txn))!.status).toBe('pending');
    await service().reconcileDue(inMinutes(25 * 60), 10_000);
    expect(await row(txn)).toMatchObject({ status: 'aborted', status_message: PAYMENT_MESSAGES.notCompleted });

    // The bank's answer comes on the next day after all: money received, recorded.
    await ctx.db.query(`UPDATE sandbox_transactions SET status = 'success' WHERE txn_id = $1`, [txn]);
    await service().reconcileDue(inMinutes(40 * 60), 10_000);
    expect((await row(txn))!.status).toBe('success');
    const donation = await ctx.db.one<{ status: string; receipt_number: string | null }>(
      'SELECT d.status, d.receipt_number FROM donations d JOIN payment_attempts a ON a.donation_id = d.id WHERE a.txn_id = $1',
      [txn],
    );
    expect(donation).toMatchObject({ status: 'success', receipt_number: expect.stringMatching(/^MF\//) });
  });

  it('a run whose time budget is spent starts no further check (slow gateways cannot stretch it)', async () => {
    const txn = await donationAttempt();
    expect(await service().reconcileDue(inMinutes(5), 10_000, 0)).toBe(0);
    expect((await row(txn))!.check_count).toBe(0);
    expect(await service().reconcileDue(inMinutes(5), 10_000)).toBeGreaterThanOrEqual(1);
    expect((await row(txn))!.check_count).toBe(1);
  });
});
