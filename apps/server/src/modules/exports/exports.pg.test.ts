import type { Readable } from 'node:stream';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminRegistrationListQuery } from '@portal/contract/admin-registrations';
import type { Reader } from '../../db/client.ts';
import { useTestApp } from '../../test/harness.ts';
import { createEvent, createUser } from '../../seed/factories.ts';
import { createAttempt, createRegistration } from '../donations/test-data.ts';
import { staffOfEveryRole } from '../staff/test-helpers.ts';
import type { Actor } from '../registrations/index.ts';
import { readBatches } from './service.ts';
import { csvStream } from './writers.ts';
import { buildServices } from '../../services.ts';

/**
 * On PostgreSQL an export reads on a connection of its own, outside the site's pool, so a long
 * export never holds a connection a visitor's call waits for: the file is the same bytes as the
 * list read on the pool in one go, and it is written to the end while every pool connection is
 * taken. Runs with DATABASE_URL only (`*.pg.test.ts`).
 */
const ctx = useTestApp({ EXPORT_BATCH_SIZE: '3' });
/** The test harness opens each file's PostgreSQL pool with 4 connections. */
const POOL_SIZE = 4;
let actors: Record<'owner' | 'coordinator' | 'finance', Actor>;

const NAMES = [
  '=HYPERLINK("http://evil.example","Click")',
  'Ravi, "Kumar"',
  'Line\nbreak',
  '\tTabbed',
  '-minus',
  "O'Brien",
  'முருகன் சுப்பிரமணியம்',
  'Plain Name',
  'Ninth Devotee',
  'Tenth Devotee',
  'Eleventh Devotee',
];

beforeAll(async () => {
  const staff = await staffOfEveryRole(ctx);
  actors = { owner: { id: staff.ids.owner, role: 'owner' }, coordinator: { id: staff.ids.coordinator, role: 'coordinator' }, finance: { id: staff.ids.finance, role: 'finance' } };
  const event = await createEvent(ctx.db, { program_id: 2, event_name: '"Quoted", event', event_date: '2026-12-20' });
  const statuses = ['success', 'partialpay', 'pending', 'paylater', 'cancelled', 'failed'] as const;
  for (const [i, name] of NAMES.entries()) {
    const user = await createUser(ctx.db, { name, mobile: `90000002${String(i).padStart(2, '0')}`, email: `p${i}@example.org` });
    const reg = await createRegistration(ctx.db, { user_id: user.id, event_id: event.id, status: statuses[i % statuses.length], paid_minor: [1_080_000, 300_050, 0, 5, 1_080_000, 0][i % 6], reg_number: `MF-${i}` });
    if (i === 0) {
      const a = await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, amount_minor: 1_080_000 });
      await ctx.db.query(`INSERT INTO payment_refunds (attempt_id, amount_minor, currency, method, reference, refunded_on) VALUES ($1, 50000, 'INR', 'upi', 'R', '2026-11-22')`, [a.id]);
    }
  }
});

/** The whole list, as the call reads a query without filters or search words. */
const ALL = adminRegistrationListQuery.parse({});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('an export on PostgreSQL', () => {
  it('is the same file as the list read on the site’s pool in one query, for every role', async () => {
    const service = buildServices(ctx.deps).exports;
    const onPool: Reader = { query: ctx.db.query, one: ctx.db.one, pause: async () => undefined, release: async () => undefined };
    for (const role of ['owner', 'coordinator', 'finance'] as const) {
      const src = service.sources.registrations(actors[role], ALL);
      const exported = await text(await service.open(actors[role], 'registrations', 'csv', ALL, src));
      const inOneGo = await text(csvStream(src.columns, await readBatches(src, onPool, 1000)));
      expect(exported.split('\r\n').length - 2, role).toBe(NAMES.length);
      expect(exported, role).toBe(inOneGo);
    }
  });

  it('the next batch is read while one is written: every row exactly once, in id order, for batch sizes that divide the list and that do not', async () => {
    const service = buildServices(ctx.deps).exports;
    const src = service.sources.registrations(actors.owner, ALL);
    const all = (await ctx.db.query<{ id: number }>('SELECT id FROM registrations ORDER BY id')).map((r) => r.id);
    for (const size of [1, 3, 11, 1000]) {
      const reader = await ctx.db.reader();
      try {
        const ids = [];
        for await (const rows of await readBatches(src, reader, size)) ids.push(...rows.map((r) => r.id));
        expect(ids, `batches of ${size}`).toEqual(all);
      } finally {
        await reader.release();
      }
    }
  });

  it('reads its batches outside the pool: the file ends while every pool connection is held', async () => {
    const service = buildServices(ctx.deps).exports;
    const src = service.sources.registrations(actors.owner, ALL);
    // The first batch is read and the export audited (on the pool) before the file starts.
    const file = await service.open(actors.owner, 'registrations', 'csv', ALL, src);

    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    onTestFinished(() => letGo());
    const holding: Promise<void>[] = [];
    const held = Array.from({ length: POOL_SIZE }, () => {
      let heldResolve!: () => void;
      holding.push(new Promise<void>((resolve) => (heldResolve = resolve)));
      return ctx.db.tx(async () => {
        heldResolve();
        await gate;
      });
    });
    await Promise.all(holding);

    // The other three batches (11 rows, 3 a batch) are read now; on the pool this would never end.
    const lines = (await text(file)).split('\r\n');
    expect(lines.length - 2).toBe(NAMES.length);
    expect(lines.at(-2)).toContain('Eleventh Devotee');
    letGo();
    await Promise.all(held);
  });
});
