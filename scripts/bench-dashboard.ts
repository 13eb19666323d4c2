/**
 * The back office's dashboard on a database filled to scale: adds, once, 20,000
 * devotees, 600 events, 100,000 registrations with 150,000 payment attempts and their seats, and
 * 50,000 donations spread over the last two years, then times GET /api/admin/dashboard's service
 * (median of 15 runs, finance's view) and prints each figure query's time and EXPLAIN ANALYZE plan.
 *
 *   node --import tsx scripts/bench-dashboard.ts [DATA_DIR]     (PGlite, default .tmp/scale-data; run seed-scale.ts first to browse it)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dashbench node --import tsx scripts/bench-dashboard.ts
 *
 * Never run it against a production database.
 */
import path from 'node:path';
import { openPglite, openPostgres, type Db, type Queryable } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadReferenceData } from '../apps/server/src/seed/reference.ts';
import { ensureProgram } from '../apps/server/src/seed/factories.ts';
import { createDashboardService } from '../apps/server/src/modules/dashboard/index.ts';
import type { AppDeps } from '../apps/server/src/app-deps.ts';

if (process.env.NODE_ENV === 'production') throw new Error('bench-dashboard refuses to run with NODE_ENV=production');

const USERS = 20_000;
const EVENTS = 600;
const REGISTRATIONS = 100_000;
const DONATIONS = 50_000;
const MARK = 'Dashscale ';

const dataDir = path.resolve(process.argv[2] ?? process.env.DATA_DIR ?? '.tmp/scale-data');
const url = process.env.DATABASE_URL;
const db: Db = url ? openPostgres(url) : await openPglite(path.join(dataDir, 'pglite'));
const step = async (what: string, fn: () => Promise<unknown>) => {
  const t = Date.now();
  await fn();
  console.log(`${what}: ${Date.now() - t} ms`);
};

await migrate(db);
await loadReferenceData(db);
for (let p = 1; p <= 8; p++) await ensureProgram(db, p);

const done = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE event_name LIKE $1', [`${MARK}%`]);
if (!done?.n) {
  await db.tx(async (q) => {
    await step(`${USERS} devotees`, () =>
      q.query(
        `INSERT INTO users (name, email, mobile, password_hash) SELECT $1::text || g, 'dash' || g || '@example.org', '7' || lpad(g::text, 9, '0'), 'x'
           FROM generate_series(1, $2::int) g`,
        [MARK, USERS],
      ),
    );
    await step(`${EVENTS} events over two years`, () =>
      q.query(
        `INSERT INTO events (program_id, event_name, event_date, currency, price_minor, capacity)
         SELECT 1 + g % 8, $1::text || g, CURRENT_DATE - 540 + (g * 720 / $2::int), CASE WHEN g % 20 = 0 THEN 'USD' ELSE 'INR' END, 500000, 300
           FROM generate_series(1, $2::int) g`,
        [MARK, EVENTS],
      ),
    );
    await step(`${REGISTRATIONS} registrations`, () =>
      q.query(
        `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, paid_minor, refund_due_minor, created_at)
         SELECT s.user_id, e.id, e.program_id, (ARRAY['success','success','success','partialpay','paylater','pending','failed','cancelled'])[1 + s.g % 8],
                e.currency, 500000, 500000,
                CASE s.g % 8 WHEN 0 THEN 500000 WHEN 1 THEN 500000 WHEN 2 THEN 500000 WHEN 3 THEN 200000 WHEN 7 THEN 500000 ELSE 0 END,
                CASE WHEN s.g % 8 = 7 AND s.g % 3 = 0 THEN 500000 ELSE 0 END,
                now() - ((s.g * 730 / $1::int) || ' days')::interval - ((s.g % 1440) || ' minutes')::interval
           FROM (SELECT g, u.ids[1 + g % array_length(u.ids, 1)] AS user_id, ev.ids[1 + (g / 20000 + g) % array_length(ev.ids, 1)] AS event_id
                   FROM generate_series(1, $1::int) g,
                        (SELECT array_agg(id) AS ids FROM users WHERE name LIKE $2::text || '%') u,
                        (SELECT array_agg(id) AS ids FROM events WHERE event_name LIKE $2::text || '%') ev) s
           JOIN events e ON e.id = s.event_id`,
        [REGISTRATIONS, MARK],
      ),
    );
    await step('150,000 payment attempts', () =>
      q.query(
        `INSERT INTO payment_attempts (txn_id, user_id, purpose, registration_id, kind, provider, amount_minor, currency, status, paid_at, created_at)
         SELECT 'DS' || r.id || '-' || k, r.user_id, 'registration', r.id, 'full', 'sandbox', 200000 + k, r.currency,
                CASE WHEN k = 1 THEN 'failed' WHEN r.status = 'pending' THEN 'pending' ELSE 'success' END,
                CASE WHEN k = 1 OR r.status = 'pending' THEN NULL ELSE r.created_at END, r.created_at
           FROM registrations r CROSS JOIN generate_series(1, 2) k
          WHERE r.program_id IS NOT NULL AND (k = 2 OR r.id % 2 = 0) AND r.status <> 'paylater'
            AND r.event_id IN (SELECT id FROM events WHERE event_name LIKE $1::text || '%')`,
        [MARK],
      ),
    );
    await step('seats of the placed registrations', () =>
      q.query(
        `INSERT INTO seat_holds (registration_id, event_id, state)
         SELECT id, event_id, CASE WHEN status = 'pending' THEN 'held' ELSE 'kept' END FROM registrations
          WHERE status IN ('success', 'partialpay', 'paylater', 'pending') ON CONFLICT DO NOTHING`,
      ),
    );
    await step(`${DONATIONS} donations`, () =>
      q.query(
        `INSERT INTO donations (user_id, category, currency, amount_minor, status, paid_at, mode, created_at, refund_due_minor)
         SELECT u.ids[1 + g % array_length(u.ids, 1)], (ARRAY['donation','neerukku','mithra','mandir','walfare','gurukulam','others'])[1 + g % 7],
                'INR', 100000 + g, CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'success' END,
                CASE WHEN g % 10 = 0 THEN NULL ELSE now() - ((g * 730 / $1::int) || ' days')::interval END,
                (ARRAY['online','online','online','cash','cheque','bank_transfer','kind'])[1 + g % 7],
                now() - ((g * 730 / $1::int) || ' days')::interval, CASE WHEN g % 500 = 0 THEN 1000 ELSE 0 END
           FROM generate_series(1, $1::int) g, (SELECT array_agg(id) AS ids FROM users WHERE name LIKE $2::text || '%') u`,
        [DONATIONS, MARK],
      ),
    );
  });
  await step('analyze', () => db.exec('ANALYZE'));
}

const counts = await db.one<Record<string, number>>(
  `SELECT (SELECT count(*)::int FROM registrations) AS registrations, (SELECT count(*)::int FROM payment_attempts) AS payment_attempts,
          (SELECT count(*)::int FROM donations) AS donations, (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM seat_holds) AS seat_holds`,
);
console.log(counts);

// Each query the dashboard makes, with its time (a Queryable that records them).
const seen: { sql: string; params: unknown[]; ms: number }[] = [];
const recording: Db = Object.assign(Object.create(db) as Db, {
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const t = performance.now();
    const rows = await db.query<T>(sql, params);
    seen.push({ sql, params, ms: performance.now() - t });
    return rows;
  },
  async one<T>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    return (await recording.query<T>(sql, params))[0];
  },
} satisfies Partial<Queryable>);

const service = createDashboardService({ db: recording } as AppDeps);
const times: number[] = [];
for (let i = 0; i < 15; i++) {
  seen.length = 0;
  const t = performance.now();
  await service.dashboard('finance');
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(`GET /api/admin/dashboard's service, finance: median ${times[7]!.toFixed(1)} ms, fastest ${times[0]!.toFixed(1)} ms, slowest ${times[14]!.toFixed(1)} ms (15 runs, ${seen.length} queries each)`);
for (const s of seen) {
  const first = s.sql.replace(/\s+/g, ' ').trim().slice(0, 90);
  console.log(`\n${s.ms.toFixed(1)} ms  ${first}…`);
  const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${s.sql}`, s.params);
  console.log(plan.map((r) => `   ${r['QUERY PLAN']}`).join('\n'));
}
await db.close();
