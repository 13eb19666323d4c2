/**
 * The exports at scale (npm run bench:export): a database with 100,000 registrations, exported as
 * CSV and as XLSX through the HTTP API by an owner. Reports each export's time, rows per second,
 * bytes and the server process's peak memory (RSS, sampled every 50 ms from /proc), and, while each
 * export runs, the time a public list call takes (GET /api/eventall/list, and /api/health, which
 * asks the database), against the same calls with nothing else running: the site must not stall.
 * The calls are timed from a process of their own (probe-process.ts), not the one downloading.
 * A script that reports, never a timed test.
 *
 *   npm run bench:export                          seeds .tmp/export-data once, then measures
 *   npm run bench:export -- --data DIR --rows N   another folder / number of registrations
 *   npm run bench:export -- --formats csv          one format only (csv, xlsx; both by default)
 *   npm run bench:export -- --cpu-prof DIR         the server's CPU profile (node --cpu-prof) written to DIR when it stops
 *   npm run bench:export -- --probe-every MS       the public calls' pause after each answer (50 ms; the same idle and during the exports)
 *   DATABASE_URL=postgres://… npm run bench:export -- --pg
 *                                                 the same on PostgreSQL (a database of its own: it is seeded)
 *
 * The server is started here (development mode, logs at warn, on 127.0.0.1 only) on the seeded
 * PGlite folder or the PostgreSQL database (its log: DIR/server.log); the staff session is made in
 * the database before it starts.
 */
import { execFileSync, fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { STAFF_LIMITS } from '@portal/contract/staff';
import { freePort } from '../e2e/chromium.ts';
import { openPglite, openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadReferenceData } from '../apps/server/src/seed/reference.ts';
import { createStaff } from '../apps/server/src/seed/staff.ts';
import { createStaffSession } from '../apps/server/src/modules/staff/index.ts';
import { waitForHealth } from './wait-for-health.ts';
import type { probe } from './probe.ts';
import { cpuSeconds } from './cluster-kit.ts';

if (process.env.NODE_ENV === 'production') throw new Error('bench-export refuses to run with NODE_ENV=production');

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const dataDir = path.resolve(option('data', '.tmp/export-data'));
const ROWS = Math.max(1, Number(option('rows', '100000')));
const PG = args.includes('--pg');
const DATABASE_URL = process.env.DATABASE_URL;
if (PG && !DATABASE_URL) throw new Error('--pg needs DATABASE_URL (a database of its own: the script seeds it)');
const FORMATS = option('formats', 'csv,xlsx').split(',').filter((f): f is 'csv' | 'xlsx' => f === 'csv' || f === 'xlsx');
const CPU_PROF = option('cpu-prof', '');
// Each public address is called again this long after its last answer, idle and during the
// exports alike. 50 ms (was 100): a CSV export on PostgreSQL lasts a few seconds, and at 100 ms
// its window held 25–55 calls, so its 99th percentile was its slowest call.
const PROBE_EVERY_MS = Math.max(1, Number(option('probe-every', '50')));
const EVENTS = 20;
const MARK = 'Export bench ';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

// ---------------------------------------------------------------- the data, once

async function seed(db: Db) {
  await migrate(db);
  await loadReferenceData(db);
  const have = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM registrations r JOIN users u ON u.id = r.user_id WHERE u.name LIKE $1`, [`${MARK}%`]))!.n;
  if (have >= ROWS) {
    console.log(`${have} registrations are there already.`);
    await db.exec('ANALYZE');
    return;
  }
  const t = Date.now();
  await db.tx(async (q) => {
    await q.query(`INSERT INTO programs (id, name, sort_order) SELECT g, 'Program ' || g, g FROM generate_series(1, 8) g ON CONFLICT (id) DO NOTHING`);
    await q.query(
      `INSERT INTO events (program_id, event_name, city_name, event_date, event_address, event_desc, status, currency, price_minor)
       SELECT 1 + g % 8, $1 || 'event ' || g, 'Chennai', CURRENT_DATE + g, 'Foundation Centre', 'Bench', 'notstarted', 'INR', 1200000
         FROM generate_series(1, $2) g`,
      [MARK, EVENTS],
    );
    // One devotee per registration (a person registers once per event), names and mobiles of their own.
    await q.query(
      `INSERT INTO users (name, email, mobile, password_hash)
       SELECT $1 || 'devotee ' || g, 'bench' || g || '@example.org', (7000000000 + g)::text, 'x' FROM generate_series(1, $2) g`,
      [MARK, ROWS],
    );
    await q.query(
      `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, discount_percent, discount_minor, total_minor, paid_minor, reg_number, created_at)
       SELECT u.id, e.id, e.program_id, CASE WHEN u.n % 3 = 0 THEN 'partialpay' ELSE 'success' END, 'INR', 1200000, 10, 120000, 1080000,
              CASE WHEN u.n % 3 = 0 THEN 300000 ELSE 1080000 END, 'MF-BENCH-' || u.n, now() - (u.n || ' minutes')::interval
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE name LIKE $1 || '%') u
         JOIN (SELECT id, program_id, row_number() OVER (ORDER BY id) - 1 AS k FROM events WHERE event_name LIKE $1 || '%') e ON e.k = u.n % $2`,
      [MARK, EVENTS],
    );
  });
  // The planner's statistics, as a database that has lived a while has them: without them the
  // export's keyset query joins every remaining row for each batch (quadratic, 1,500 rows/s).
  await db.exec('ANALYZE');
  console.log(`seeded ${ROWS} registrations in ${Date.now() - t} ms`);
}

// ---------------------------------------------------------------- the server


/** The resident memory of a process (Linux /proc). */
const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** Samples a process's RSS every 50 ms until stopped; returns the peak. */
function sampleRss(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}


type Figures = Awaited<ReturnType<ReturnType<typeof probe>>>;

/**
 * The public list and health calls timed from a process of their own (probe-process.ts), not
 * this one, which downloads the file meanwhile; resolves when the timing has started, to the
 * function that stops it and gives the figures.
 */
async function probePublicCalls(base: string): Promise<() => Promise<{ list: Figures; health: Figures }>> {
  const child = fork(path.join(import.meta.dirname, 'probe-process.ts'), [`--every=${PROBE_EVERY_MS}`, `${base}${callUrl(calls.eventAllList)}`, `${base}${callUrl(calls.health)}`], { execArgv: ['--import', 'tsx'] });
  await once(child, 'message');
  return async () => {
    const answer = once(child, 'message');
    child.send('stop');
    const [[list, health]] = (await answer) as [[Figures, Figures]];
    return { list, health };
  };
}

async function measure(base: string, pid: number, token: string, format: 'csv' | 'xlsx') {
  const stopProbes = await probePublicCalls(base);
  const stopRss = sampleRss(pid);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const res = await fetch(`${base}${callUrl(calls.adminExportRegistrations, undefined, { format })}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  // The file goes to disk as it comes, not into this process's memory: the public calls are
  // timed here too, and 21 MB of chunks held until the end cost this process major collections of
  // 18–19 ms during the export, counted in the calls' times as if the server had been slow.
  const saved = path.join(dataDir, `export.${format}`);
  const out = createWriteStream(saved);
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>)) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += (chunk as Buffer).length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const seconds = (performance.now() - started) / 1000;
  // The server's CPU time (every thread: the writer's, zlib's) over the export, public probes
  // included: rows per CPU second is what a quiet core would give, whatever the machine's load.
  const cpu = cpuSeconds(pid) - cpuBefore;
  const peak = stopRss();
  const { list, health } = await stopProbes();
  const rows = format === 'csv' ? readFileSync(saved, 'utf8').split('\r\n').length - 2 : await xlsxRows(saved);
  return { format, rows, bytes, seconds, cpu, firstByte, peak, list, health };
}

/** Data rows of the first sheet, read back with exceljs's streaming reader. */
async function xlsxRows(file: string): Promise<number> {
  let n = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const sheet of reader) for await (const _row of sheet) n++;
  return n - 1;
}

// ---------------------------------------------------------------- run

console.log(`bench:export on ${PG ? 'PostgreSQL' : 'PGlite'}; load before: ${execFileSync('uptime').toString().trim()}`);
const db = PG ? openPostgres(DATABASE_URL!) : await openPglite(path.join(dataDir, 'pglite'));
await seed(db);
const owner = await createStaff(db, { role: 'owner', email: `bench-owner-${Date.now()}@staff.test` });
const token = await createStaffSession(db, owner.id, 'full', STAFF_LIMITS.sessionHours);
await db.close();
if (!PG && !existsSync(path.join(dataDir, 'pglite'))) throw new Error('no database');

const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', API_RATE_LIMIT: '1000000', RECONCILE_INTERVAL_SECONDS: '0', LIFECYCLE_INTERVAL_SECONDS: '0', MESSAGES_INTERVAL_SECONDS: '0', REMINDERS_INTERVAL_SECONDS: '0', HEALTH_NOTES_INTERVAL_SECONDS: '0' };
if (!PG) delete env.DATABASE_URL;
delete env.REDIS_URL;
// The server's log (warnings and errors) goes to a file beside the data.
mkdirSync(dataDir, { recursive: true });
const log = openSync(path.join(dataDir, 'server.log'), 'w');
const profile = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROF)] : [];
const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: ['ignore', log, log] });
// The server never outlives the script, whatever ends it.
process.on('exit', () => child.kill('SIGTERM'));
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  const pid = child.pid!;
  // Warm up (first queries, the call's code paths), then the idle figures of the public calls.
  await fetch(`${base}${callUrl(calls.eventAllList)}`);
  const stopIdle = await probePublicCalls(base);
  // Ten seconds (about 200 calls each at 50 ms): enough for a 99th percentile.
  await new Promise((r) => setTimeout(r, 10_000));
  const idle = await stopIdle();
  const rssBefore = rssOf(pid);

  const results = [];
  for (const format of FORMATS) {
    const r = await measure(base, pid, token, format);
    console.log(`${format}: ${r.rows} rows, ${mb(r.bytes)} in ${r.seconds.toFixed(1)} s, peak RSS ${mb(r.peak)}`);
    results.push(r);
  }

  console.log(`\nExport of ${ROWS.toLocaleString('en')} registrations (owner, all columns), server RSS before: ${mb(rssBefore)}\n`);
  console.log('| format | rows | size | time | rows/s | server CPU | rows per CPU second | first byte | server peak RSS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    if (r.rows !== ROWS) console.log(`!! ${r.format}: ${r.rows} rows in the file, expected ${ROWS}`);
    console.log(`| ${r.format} | ${r.rows.toLocaleString('en')} | ${mb(r.bytes)} | ${r.seconds.toFixed(1)} s | ${Math.round(r.rows / r.seconds).toLocaleString('en')} | ${r.cpu.toFixed(1)} s | ${Math.round(r.rows / Math.max(0.01, r.cpu)).toLocaleString('en')} | ${ms(r.firstByte)} | ${mb(r.peak)} |`);
  }
  console.log(`\nPublic calls meanwhile (each ${PROBE_EVERY_MS} ms after the last answer): median / 95th / 99th percentile / slowest\n`);
  console.log('| while | calls | GET /api/eventall/list | GET /api/health (a database query) |');
  console.log('|---|---|---|---|');
  const figures = (f: Figures) => `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)} / ${ms(f.max)}`;
  const line = (what: string, l: Figures, h: Figures) => {
    console.log(`| ${what} | ${l.n} | ${figures(l)} | ${figures(h)} |`);
    for (const f of [...l.failures, ...h.failures]) console.log(`!! ${what}: a public call failed: ${f}`);
  };
  line('idle', idle.list, idle.health);
  for (const r of results) line(`${r.format} export`, r.list, r.health);
  console.log(`\np99 during the export ÷ p99 idle (list, health): ${results.map((r) => `${r.format} ${(r.list.p99 / idle.list.p99).toFixed(1)}× / ${(r.health.p99 / idle.health.p99).toFixed(1)}×`).join(', ')}`);
  console.log(`load after: ${execFileSync('uptime').toString().trim()}`);
} finally {
  child.kill('SIGTERM');
}
