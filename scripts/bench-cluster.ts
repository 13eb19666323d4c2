/**
 * The multi-process proof (npm run bench:cluster): three server processes in production mode on
 * one PostgreSQL (a fresh database), one Redis and one S3-compatible server (s3rver, started
 * here), each on its own loopback port, and five checks, each printed PASS or FAIL with its
 * figures (exit code 1 on a FAIL):
 *
 *   1. a rate limit of N is N in total across the three (Redis store);
 *   2. a content change made through one process is seen by the other two within a second
 *      (the cache bus), with the delay measured;
 *   3. 50 concurrent duplicate payment callbacks (the sandbox gateway's signed return), spread
 *      over the three, record exactly one payment;
 *   4. one process killed (SIGKILL) in the middle of checkouts loses no payment: the reconciler
 *      of another asks the gateway and finishes them;
 *   5. the throughput of the public list with one process and with three;
 *   and first, processes started together come up, ten times (new and existing databases).
 *
 *   npm run bench:cluster
 *   settings: CLUSTER_PG_URL (default postgres://postgres@127.0.0.1:5432/test, used to create and
 *   drop a database of its own), REDIS_URL (default redis://127.0.0.1:6379, database index 13,
 *   emptied before and after; when nothing answers there, a redis-server of its own is
 *   started), --seconds 4 (each throughput round), --limit 30, --starts 10 (0 skips them)
 *
 * Loopback only, bounded: every wait has a deadline and the whole run stops itself after 16 min.
 * Needs PostgreSQL and redis-server; run `npm run build` first for the server-rendered pages
 * (without it the API works the same and pages render in the browser).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { createProgram, createUser } from '../apps/server/src/seed/factories.ts';
import { createStaffSession, insertStaff } from '../apps/server/src/modules/staff/index.ts';
import { startTestS3 } from '../apps/server/src/test/s3-server.ts';
import { createDatabase, hiddenFields, ownRedis, productionEnv, sleep, spawnServer, startServer, stop, untilHealthy, type Server } from './cluster-kit.ts';

interface Result {
  '2xx': number;
  non2xx: number;
  errors: number;
  duration: number;
  latency: { p50: number; p99: number };
}
type Autocannon = (opts: { url: string | string[]; connections: number; duration: number; requests?: Array<Record<string, unknown>> }) => Promise<Result>;
// autocannon ships no types; the few options used here are declared above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const seconds = Math.min(30, Math.max(1, Number(option('seconds', '4'))));
const LIMIT = Math.min(500, Math.max(3, Number(option('limit', '30'))));
const PG_ADMIN_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROCESSES = 3;
/** Rounds of processes started together (--starts; 0 skips them). */
const STARTS = Math.min(20, Math.max(0, Number(option('starts', '10'))));
const CALLBACKS = 50;
const CHECKOUTS = 24;
/** The Redis database index the run uses (and empties) on a shared Redis. */
const REDIS_DB = 13;

let failures = 0;
function verdict(ok: boolean, name: string, figures: string) {
  if (!ok) failures++;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${figures}`);
}

/** A different client address per request, so that only the rate-limit check meets the limit. */
let seq = 0;
const anyAddress = () => `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq++ & 255}`;

// ---------------------------------------------------------------- HTTP helpers

async function call(base: string, method: string, url: string, opts: { body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': anyAddress(), ...opts.headers };
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: res.status, text: await res.text() };
}

/** A donation checkout up to the payer's choice: the txn id and the gateway's signed answer. */
async function payAndDecide(base: string, session: Record<string, string>): Promise<{ txn: string; fields?: Record<string, string> }> {
  const pay = await call(base, 'POST', callUrl(calls.mandirPay), { headers: session, body: { amount: '501', payment_type: 0, pan_number: 'ABCDE1234F', category: 'mandir' } });
  const txn = (JSON.parse(pay.text) as { data?: { txn_id?: string } }).data?.txn_id;
  if (!txn) throw new Error(`mandir/pay answered ${pay.status}: ${pay.text.slice(0, 200)}`);
  const decided = await call(base, 'POST', callUrl(calls.sandboxDecide, { txn }), { form: { status: 'success' } });
  if (decided.status !== 200) throw new Error(`sandbox decide answered ${decided.status}`);
  return { txn, fields: hiddenFields(decided.text) };
}

// ---------------------------------------------------------------- the checks

async function checkRateLimit(servers: Server[]) {
  const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  // Sent in turn to each process, a few at a time, from one address.
  for (let i = 0; i < LIMIT * PROCESSES; i += PROCESSES) {
    const batch = servers.map((s) => call(s.base, 'GET', callUrl(calls.programList), { headers: { 'x-forwarded-for': address } }));
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  const ok = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 429).length;
  verdict(ok === LIMIT && refused === statuses.length - LIMIT, `rate limit of ${LIMIT} a minute across ${PROCESSES} processes`,
    `${statuses.length} requests from one address spread over the three: ${ok} answered, ${refused} refused (429)`);
}

async function checkContentChange(db: Db, servers: Server[]) {
  const staff = await insertStaff(db, { email: `cluster-${Date.now()}@example.org`, name: 'Cluster Editor', role: 'editor', passwordHash: null, mustChangePassword: false });
  const token = await createStaffSession(db, staff.id, 'full', 1);
  const url = callUrl(calls.wisdom, { id: 1 });
  // Every process has the program in its cache before the change.
  for (const s of servers) await call(s.base, 'GET', url);
  const headline = `Changed by the cluster check ${Date.now()}`;
  const [writer, ...readers] = servers;
  const saved = await call(writer!.base, 'PATCH', callUrl(calls.adminProgramUpdate, { id: 1 }), { headers: { authorization: `Bearer ${token}` }, body: { headline } });
  const savedAt = performance.now();
  if (saved.status !== 200) return verdict(false, 'content change seen by the other processes', `the change was refused: ${saved.status} ${saved.text.slice(0, 200)}`);
  const delays = await Promise.all(readers.map(async (s) => {
    while (performance.now() - savedAt < 5000) {
      if ((await call(s.base, 'GET', url)).text.includes(headline)) return performance.now() - savedAt;
      await sleep(10);
    }
    return Infinity;
  }));
  const worst = Math.max(...delays);
  verdict(worst < 1000, 'a content change through one process is seen by the others within a second',
    delays.map((d, i) => `${readers[i]!.name} after ${Number.isFinite(d) ? `${d.toFixed(0)} ms` : 'more than 5 s'}`).join(', '));
}

async function checkDuplicateCallbacks(db: Db, servers: Server[], session: Record<string, string>) {
  const { txn, fields } = await payAndDecide(servers[1]!.base, session);
  const answers = await Promise.all(Array.from({ length: CALLBACKS }, (_, i) =>
    call(servers[i % PROCESSES]!.base, 'POST', callUrl(calls.sandboxReturn), { form: fields! }).then((r) => r.status, () => 0)));
  const row = await db.one<{ id: number; status: string; donation_id: number }>('SELECT id, status, donation_id FROM payment_attempts WHERE txn_id = $1', [txn]);
  const successes = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM payment_events WHERE attempt_id = $1 AND to_status = 'success'`, [row!.id]);
  const receipts = await db.one<{ n: number }>('SELECT count(receipt_number)::int AS n FROM donations WHERE id = $1', [row!.donation_id]);
  const redirects = answers.filter((s) => s === 303).length;
  verdict(row?.status === 'success' && successes!.n === 1 && receipts!.n === 1,
    `${CALLBACKS} concurrent duplicate payment callbacks over ${PROCESSES} processes`,
    `${redirects} of ${CALLBACKS} answered 303; the attempt is '${row?.status}', ${successes!.n} success transition, ${receipts!.n} receipt`);
}

async function checkKilledProcess(db: Db, servers: Server[], session: Record<string, string>) {
  const victim = servers[0]!;
  // What the gateway says was paid, against what the site has recorded (earlier checks' payments subtracted).
  const paidQuery = `SELECT count(*)::int AS paid, count(*) FILTER (WHERE a.status = 'success' AND d.receipt_number IS NOT NULL)::int AS recorded
       FROM sandbox_transactions t JOIN payment_attempts a ON a.txn_id = t.txn_id JOIN donations d ON d.id = a.donation_id
      WHERE t.status = 'success'`;
  const earlier = (await db.one<{ paid: number; recorded: number }>(paidQuery))!;
  const counts = async () => {
    const now = (await db.one<{ paid: number; recorded: number }>(paidQuery))!;
    return { paid: now.paid - earlier.paid, recorded: now.recorded - earlier.recorded };
  };
  const started = performance.now();
  let decided = 0;
  let killedAt = 0;
  // Checkouts through the first process; once a third of the payers have paid, it is killed.
  const flows = Array.from({ length: CHECKOUTS }, async (_, i) => {
    await sleep(i * 40);
    const { fields } = await payAndDecide(victim.base, session);
    decided++;
    if (decided === Math.ceil(CHECKOUTS / 3) && !killedAt) {
      killedAt = performance.now() - started;
      victim.child.kill('SIGKILL');
    }
    await sleep(50);
    await call(victim.base, 'POST', callUrl(calls.sandboxReturn), { form: fields! });
  });
  const outcomes = await Promise.allSettled(flows);
  const cut = outcomes.filter((o) => o.status === 'rejected').length;
  if (!killedAt) {
    const reason = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')?.reason as unknown;
    return verdict(false, `${victim.name} killed in the middle of checkouts`, `too few checkouts reached the gateway (${decided} of ${CHECKOUTS}): ${String(reason)}`);
  }
  const before = await counts();
  // The reconciler looks at an attempt two minutes after it began (FIRST_CHECK_AFTER_SECONDS):
  // the open attempts are moved to "due now", as if those minutes had passed.
  await db.query(`UPDATE payment_attempts SET next_check_at = now() WHERE status IN ('created', 'pending')`);
  const waitFrom = performance.now();
  let after = before;
  while (performance.now() - waitFrom < 150_000) {
    after = await counts();
    if (after.recorded === after.paid) break;
    await sleep(500);
  }
  const finishedIn = (performance.now() - waitFrom) / 1000;
  verdict(after.recorded === after.paid && victim.child.signalCode === 'SIGKILL', `${victim.name} killed (SIGKILL) in the middle of ${CHECKOUTS} checkouts`,
    `killed after ${(killedAt / 1000).toFixed(1)} s; ${cut} of ${CHECKOUTS} checkouts cut off (no callback arrived); paid at the gateway ${after.paid}, recorded by the site then ${before.recorded}, ` +
      `recorded by the others' reconciler ${after.recorded - before.recorded} within ${finishedIn.toFixed(1)} s: ${after.paid - after.recorded} lost`);
}

async function checkThroughput(servers: Server[]) {
  const requests = [{ method: 'GET', path: callUrl(calls.programList), setupRequest: (r: Record<string, unknown>) => ({ ...r, headers: { 'x-forwarded-for': anyAddress() } }) }];
  const run = async (urls: string[]) => {
    const r = await autocannon({ url: urls, connections: 30, duration: seconds, requests });
    return { rate: r['2xx'] / (r.duration || seconds), p99: r.latency.p99, other: r.non2xx + r.errors };
  };
  // Warm every process first (compilation), then rounds of one process and three, interleaved
  // so that the shared machine's drift falls on both alike; the medians are compared.
  await run(servers.map((s) => s.base));
  const ones: Array<Awaited<ReturnType<typeof run>>> = [];
  const threes: Array<Awaited<ReturnType<typeof run>>> = [];
  for (let i = 0; i < 3; i++) {
    ones.push(await run([servers[0]!.base]));
    threes.push(await run(servers.map((s) => s.base)));
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const single = med(ones.map((r) => r.rate));
  const triple = med(threes.map((r) => r.rate));
  const ratio = triple / single;
  const other = [...ones, ...threes].reduce((n, r) => n + r.other, 0);
  const list = (rs: typeof ones) => rs.map((r) => r.rate.toFixed(0)).join(', ');
  verdict(other === 0, 'throughput of the cached public list, 1 and 3 processes',
    `1 process ${single.toFixed(0)} 2xx/s (rounds ${list(ones)}; p99 ${med(ones.map((r) => r.p99))} ms), 3 processes ${triple.toFixed(0)} 2xx/s (rounds ${list(threes)}; p99 ${med(threes.map((r) => r.p99))} ms): ` +
      `×${ratio.toFixed(2)} on ${availableParallelism()} cores shared with the load generator${ratio < 2 ? ' (contention: three processes, Redis and the client share the cores)' : ''}; non-2xx ${other}`);
}

/**
 * Processes started at the same moment come up, ten times: odd rounds on a new, empty database
 * (every migration and the job queue's set-up to do), even rounds on the database the round before
 * made (nothing to do but agree on that). Each round starts PROCESSES servers together, waits for
 * every health call and stops them. A deadlock or a duplicate key at start stops a process: FAIL.
 */
async function checkStartTogether(env: Record<string, string>) {
  if (!STARTS) return;
  const times: number[] = [];
  const problems: string[] = [];
  let existing: Awaited<ReturnType<typeof createDatabase>> | undefined;
  for (let round = 1; round <= STARTS; round++) {
    const fresh = round % 2 === 1;
    if (fresh) {
      await existing?.drop().catch(() => undefined);
      existing = await createDatabase(PG_ADMIN_URL, 'cluster_start');
    }
    const started = performance.now();
    const spawned = await Promise.all(Array.from({ length: PROCESSES }, (_, i) => spawnServer(`round ${round} process ${i + 1}`, { ...env, DATABASE_URL: existing!.url })));
    const up = await Promise.allSettled(spawned.map((s) => untilHealthy(s, 180)));
    times.push((performance.now() - started) / 1000);
    for (const u of up) if (u.status === 'rejected') problems.push(`round ${round} (${fresh ? 'new' : 'existing'} database): ${String(u.reason)}`);
    await Promise.all(spawned.map((s) => stop(s.child)));
  }
  await existing?.drop().catch(() => undefined);
  verdict(problems.length === 0, `${PROCESSES} processes started together, ${STARTS} times (new and existing databases in turn)`,
    `${STARTS * PROCESSES - problems.length} of ${STARTS * PROCESSES} came up; all up after ${times.map((t) => t.toFixed(1)).join(', ')} s` +
      (problems.length ? `; ${problems.join('; ')}` : ''));
}

// ---------------------------------------------------------------- the run

async function main() {
  const deadline = setTimeout(() => {
    console.error('bench:cluster: over 16 minutes, stopping');
    process.exit(2);
  }, 960_000);
  deadline.unref();
  const database = await createDatabase(PG_ADMIN_URL, 'cluster');
  const redis = await ownRedis(REDIS_DB);
  const s3 = await startTestS3('portal-cluster');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-data-'));
  const servers: Server[] = [];
  let db: Db | undefined;
  try {
    const env = {
      ...productionEnv(),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      ...s3.settings,
      DATA_DIR: dataDir,
      API_RATE_LIMIT: String(LIMIT),
      RECONCILE_INTERVAL_SECONDS: '5',
    };
    await checkStartTogether(env);
    // Started together: migrations run once, under an advisory lock.
    servers.push(...(await Promise.all(Array.from({ length: PROCESSES }, (_, i) => startServer(`process ${i + 1}`, env)))));
    console.log(`${PROCESSES} server processes (${servers.map((s) => s.base).join(', ')}) on PostgreSQL (a fresh database), Redis ${redis.url} and s3rver ${s3.endpoint}\n`);

    db = openPostgres(database.url, 4);
    if (!(await db.one('SELECT id FROM programs WHERE id = 1'))) await createProgram(db, { id: 1 });
    // Without demo content the fixed programs start hidden, and a hidden program's page is 404: shown for the content check.
    await db.query('UPDATE programs SET hidden = false WHERE id = 1');
    const india = (await db.one<{ id: number }>(`SELECT id FROM countries WHERE iso2 = 'IN'`))!.id;
    const state = (await db.one<{ id: number }>(`SELECT id FROM states WHERE country_id = $1 AND name = 'Tamil Nadu'`, [india]))!.id;
    const city = (await db.one<{ id: number }>(`SELECT id FROM cities WHERE state_id = $1 ORDER BY name LIMIT 1`, [state]))!.id;
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await createUser(db, { mobile, salut: 'Ms.', name: 'Cluster Donor', street_address: '12 Temple Street', pincode: '600001', country_id: india, state_id: state, city_id: city });
    const login = await call(servers[0]!.base, 'POST', callUrl(calls.login), { body: { username: mobile, password: 'password123' } });
    const token = (JSON.parse(login.text) as { access_token?: string }).access_token;
    if (!token) throw new Error(`login answered ${login.status}: ${login.text.slice(0, 200)}`);
    const session = { authorization: `Bearer ${token}` };

    await checkRateLimit(servers);
    await checkContentChange(db, servers);
    await checkDuplicateCallbacks(db, servers, session);
    await checkThroughput(servers);
    await checkKilledProcess(db, servers, session);
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
    await db?.close();
    await s3.stop();
    await redis.stop();
    await database.drop().catch((err: unknown) => console.error(`could not drop the database: ${String(err)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failures ? `\n${failures} check(s) failed` : '\nall checks passed');
  process.exitCode = failures ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
