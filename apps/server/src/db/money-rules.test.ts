import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/harness.ts';
import type { Db, Queryable } from './client.ts';
import { createEvent, createUser } from '../seed/factories.ts';
import { computePrice } from '../modules/registrations/index.ts';

/**
 * The database keeps the money rules too, so a bug or a hand-written statement
 * cannot store an order whose amounts disagree, a second live registration, or a payment that
 * pays for two things (migration *_money_rules_and_reconciler.sql).
 */
let db: Db;
let userId: number;
let eventId: number;
beforeAll(async () => {
  db = await openTestDb();
  userId = (await createUser(db, { mobile: '9000054321' })).id;
  eventId = (await createEvent(db, { price_minor: 1_500_000 })).id;
});
afterAll(() => db.close());

const CHECK = { code: '23514' };
const UNIQUE = { code: '23505' };

interface Reg {
  amount: number;
  percent: number;
  discount: number;
  early: number;
  total: number;
  advance: number;
  paid: number;
  status?: string;
  event?: number;
}

function insertRegistration(q: Queryable, r: Reg) {
  return q.query(
    `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, discount_percent, discount_minor,
       early_minor, total_minor, advance_minor, paid_minor)
     VALUES ($1, $2, 1, $3, 'INR', $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [userId, r.event ?? eventId, r.status ?? 'pending', r.amount, r.percent, r.discount, r.early, r.total, r.advance, r.paid],
  );
}

class Rollback extends Error {}

/** Runs fn in a transaction that is always rolled back, so each case starts from the same rows. */
async function inRollback(fn: (q: Queryable) => Promise<unknown>): Promise<void> {
  try {
    await db.tx(async (q) => {
      await fn(q);
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
}

const good: Reg = { amount: 1_500_000, percent: 10, discount: 150_000, early: 100_000, total: 1_250_000, advance: 500_000, paid: 0 };

describe('registration amounts agree as price.ts computes them', () => {
  it('accepts what computePrice gives, rounding included', async () => {
    for (const [price, percent, early] of [[1_500_000, 10, 100_000], [999, 12.5, 0], [1_005, 33.33, 7], [0, 0, 0]] as const) {
      const p = computePrice({ currency: 'INR', price_minor: price, discount_percent: percent, early_bird_minor: early, early_bird_until: '2999-01-01', advance_minor: 0 }, '2026-01-01');
      await inRollback((q) =>
        insertRegistration(q, { amount: p.priceMinor, percent: p.discountPercent, discount: p.discountMinor, early: p.earlyMinor, total: p.totalMinor, advance: 0, paid: 0 }),
      );
    }
  });

  it('refuses negative amounts, a total that is not price − discount − early-bird, a wrong discount, an advance not below the total, more paid than the total', async () => {
    const bad: Array<Partial<Reg>> = [
      { paid: -1 },
      { early: -100_000, total: 1_450_000 },
      { total: 1_250_001 },
      { discount: 150_001, total: 1_249_999 },
      { percent: 12, total: 1_250_000 },
      { advance: 1_250_000 },
      { paid: 1_250_001 },
      { amount: -1, discount: 0, early: 0, total: -1, advance: 0 },
    ];
    for (const change of bad) {
      await expect(inRollback((q) => insertRegistration(q, { ...good, ...change }))).rejects.toMatchObject(CHECK);
    }
    await expect(
      inRollback(async (q) => {
        const [reg] = (await insertRegistration(q, good)) as Array<{ id: number }>;
        await q.query('UPDATE registrations SET refund_due_minor = -5 WHERE id = $1', [reg!.id]);
      }),
    ).rejects.toMatchObject(CHECK);
  });
});

describe('one live registration per person and event', () => {
  it('refuses a second registration that is not cancelled, and allows one beside a cancelled one', async () => {
    await expect(
      inRollback(async (q) => {
        await insertRegistration(q, { ...good, status: 'failed' });
        await insertRegistration(q, { ...good, status: 'pending' });
      }),
    ).rejects.toMatchObject(UNIQUE);
    await inRollback(async (q) => {
      await insertRegistration(q, { ...good, status: 'cancelled' });
      await insertRegistration(q, { ...good, status: 'pending' });
      const n = await q.one<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE user_id = $1 AND event_id = $2', [userId, eventId]);
      expect(n!.n).toBe(2);
    });
  });
});

describe('a payment attempt pays for exactly one thing', () => {
  it('refuses an attempt for neither or both of a registration and a donation, or for another purpose than its order', async () => {
    await inRollback(async (q) => {
      const reg = (await insertRegistration(q, good))[0] as { id: number };
      const don = (await q.one<{ id: number }>(`INSERT INTO donations (user_id, category, amount_minor) VALUES ($1, 'mandir', 100) RETURNING id`, [userId]))!;
      const attempt = (purpose: string, regId: number | null, donId: number | null, n: number) =>
        q.query(
          `INSERT INTO payment_attempts (txn_id, user_id, purpose, registration_id, donation_id, kind, provider, amount_minor, currency)
           VALUES ($1, $2, $3, $4, $5, 'full', 'sandbox', 100, 'INR')`,
          [`TRULE${n}`, userId, purpose, regId, donId],
        );
      for (const [i, [purpose, r, d]] of ([
        ['registration', null, null],
        ['registration', reg.id, don.id],
        ['donation', reg.id, null],
        ['registration', null, don.id],
      ] as const).entries()) {
        await q.query(`SAVEPOINT case${i}`);
        await expect(attempt(purpose, r, d, i)).rejects.toMatchObject(CHECK);
        await q.query(`ROLLBACK TO SAVEPOINT case${i}`);
      }
      await attempt('registration', reg.id, null, 10);
    });
  });
});

describe('join tables are indexed on their second column', () => {
  it('has an index led by wish_events.event_id, wish_media.media_id, the tag joins’ ids and events.category_id', async () => {
    const rows = await db.query<{ tablename: string; indexdef: string }>(
      `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()`,
    );
    const ledBy = (table: string, column: string) =>
      rows.some((r) => r.tablename === table && new RegExp(`\\(${column}[,)\\s]`).test(r.indexdef));
    for (const [table, column] of [
      ['wish_events', 'event_id'],
      ['wish_media', 'media_id'],
      ['gallery_image_tags', 'image_id'],
      ['media_item_tags', 'media_id'],
      ['events', 'category_id'],
    ]) {
      expect(ledBy(table!, column!), `${table}(${column})`).toBe(true);
    }
  });
});
