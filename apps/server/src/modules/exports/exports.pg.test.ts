import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { createEvent, createUser } from '../../seed/factories.ts';
import { createAttempt, createRegistration } from '../donations/test-data.ts';
import { staffOfEveryRole } from '../staff/test-helpers.ts';
import type { Actor } from '../registrations/index.ts';
import { createExportsService } from './service.ts';

/**
 * On PostgreSQL the registrations CSV is formatted by the database and copied out (COPY): the
 * same bytes as the batch path gives, for every kind of cell (formulas, quotes, commas, line
 * breaks, Tamil, no check-in, amounts of a currency without decimals), every role and the
 * filters. Runs with DATABASE_URL only (`*.pg.test.ts`).
 */
const ctx = useTestApp({ EXPORT_BATCH_SIZE: '3' });
let actors: Record<'owner' | 'coordinator' | 'finance', Actor>;
let eventId = 0;

const NAMES = [
  '=HYPERLINK("http://evil.example","Click")',
  'Ravi, "Kumar"',
  'Line\nbreak',
  'Carriage\rreturn',
  '\tTabbed',
  '-minus',
  '+plus',
  '@at',
  "O'Brien",
  'முருகன் சுப்பிரமணியம்',
  'Plain Name',
];

beforeAll(async () => {
  const staff = await staffOfEveryRole(ctx);
  actors = { owner: { id: staff.ids.owner, role: 'owner' }, coordinator: { id: staff.ids.coordinator, role: 'coordinator' }, finance: { id: staff.ids.finance, role: 'finance' } };
  const event = await createEvent(ctx.db, { program_id: 2, event_name: '"Quoted", event', event_date: '2026-12-20' });
  const other = await createEvent(ctx.db, { program_id: 1, event_name: 'சென்னை', event_date: '2027-01-10' });
  eventId = event.id;
  const statuses = ['success', 'partialpay', 'pending', 'paylater', 'cancelled', 'failed'] as const;
  for (const [i, name] of NAMES.entries()) {
    const user = await createUser(ctx.db, { name, mobile: `90000001${String(i).padStart(2, '0')}`, email: i === 3 ? '=cmd@example.org' : `p${i}@example.org` });
    const reg = await createRegistration(ctx.db, {
      user_id: user.id,
      event_id: i % 2 ? other.id : event.id,
      status: statuses[i % statuses.length],
      paid_minor: [1_080_000, 300_050, 0, 5, 1_080_000, 0][i % 6],
      reg_number: i === 4 ? '' : `MF-${i}`,
    });
    if (i === 2) await ctx.db.query(`UPDATE registrations SET attended_at = '2026-11-21T05:10:11Z', refund_due_minor = 1234 WHERE id = $1`, [reg.id]);
    if (i === 5) await ctx.db.query(`UPDATE registrations SET currency = 'JPY', amount_minor = 12000, discount_percent = 0, discount_minor = 0, early_minor = 0, total_minor = 12000, paid_minor = 500, advance_minor = 0 WHERE id = $1`, [reg.id]);
    if (i === 0 || i === 6) {
      // More refunded than paid: a negative net, written as text ('-…' gets its quote mark).
      const a = await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, amount_minor: 1_080_000 });
      await ctx.db.query(`INSERT INTO payment_refunds (attempt_id, amount_minor, currency, method, reference, refunded_on) VALUES ($1, $2, 'INR', 'upi', 'R', '2026-11-22')`, [a.id, i === 6 ? 1_500_001 : 50_000]);
    }
  }
});


async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/** The CSV through COPY (checked to be taken) and through the batches, for one role and filter. */
async function bothPaths(actor: Actor, filter: Record<string, unknown>) {
  const service = createExportsService(ctx.deps);
  const src = service.sources.registrations(actor, filter as never);
  let copied = false;
  const withCopy = {
    ...src,
    copy: async (...args: Parameters<NonNullable<typeof src.copy>>) => {
      const lines = await src.copy!(...args);
      copied = lines !== null;
      return lines;
    },
  };
  const viaCopy = await bytesOf(await service.open(actor, 'registrations', 'csv', filter, withCopy));
  const { copy: _copy, ...batchOnly } = src;
  const viaBatches = await bytesOf(await service.open(actor, 'registrations', 'csv', filter, batchOnly));
  return { copied, viaCopy: viaCopy.toString('utf8'), viaBatches: viaBatches.toString('utf8') };
}

const ALL = { q: '', event_id: undefined, program_id: undefined, status: undefined, payment: undefined, from: undefined, to: undefined };

describe('the registrations CSV formatted by PostgreSQL', () => {
  it('is byte for byte the batch path’s, for every role', async () => {
    for (const role of ['owner', 'coordinator', 'finance'] as const) {
      const { copied, viaCopy, viaBatches } = await bothPaths(actors[role], ALL);
      expect(copied, role).toBe(true);
      expect(viaCopy.split('\r\n').length - 2, role).toBe(NAMES.length);
      expect(viaCopy, role).toBe(viaBatches);
    }
    const { viaCopy } = await bothPaths(actors.owner, ALL);
    expect(viaCopy).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(viaCopy).toContain('"Line\nbreak"');
    expect(viaCopy).toContain('முருகன் சுப்பிரமணியம்');
  });

  it('with the filters (search words with quotes and percent signs are literals, never SQL)', async () => {
    const filters = [
      { ...ALL, event_id: eventId },
      { ...ALL, q: "O'Brien" },
      { ...ALL, q: "x' OR 1=1 --" },
      { ...ALL, q: '%' },
      { ...ALL, q: '9000000103' },
      { ...ALL, payment: 'part' },
      { ...ALL, status: 'cancelled' },
      { ...ALL, from: '2020-01-01', to: '2099-12-31' },
    ];
    for (const f of filters) {
      const { copied, viaCopy, viaBatches } = await bothPaths(actors.owner, f);
      expect(copied, JSON.stringify(f)).toBe(true);
      expect(viaCopy, JSON.stringify(f)).toBe(viaBatches);
    }
  });

  it('falls back to the batches when an amount has 3 decimals (a float’s rounding could differ)', async () => {
    const user = await createUser(ctx.db, { name: 'Kuwait Devotee', mobile: '9000000199', email: 'kw@example.org' });
    const reg = await createRegistration(ctx.db, { user_id: user.id, event_id: eventId, status: 'success', reg_number: 'MF-KWD' });
    await ctx.db.query(`UPDATE registrations SET currency = 'KWD', amount_minor = 1005, discount_percent = 0, discount_minor = 0, early_minor = 0, total_minor = 1005, paid_minor = 1005, advance_minor = 0 WHERE id = $1`, [reg.id]);
    const { copied, viaCopy, viaBatches } = await bothPaths(actors.owner, ALL);
    expect(copied).toBe(false);
    expect(viaCopy).toBe(viaBatches);
    expect(viaCopy).toContain('MF-KWD');
  });
});
