/**
 * The festival peak (npm run bench:peak): N devotees, accounts and sessions made beforehand (not
 * timed), try to register and pay for one event of C seats at the same moment, each doing what a
 * browser does: register, open the sandbox gateway's checkout, choose success there, the gateway's
 * signed return, the result page. A devotee told "full" joins the waiting list. Before the burst,
 * a sign-in phase: devotees sign in at a steady rate (default 20 a second, each from an address of
 * their own, the throttles unchanged) and its p50/p95/p99 are printed.
 *
 *   npm run bench:peak -- --n 1000 --seats 300 --processes 2            (PostgreSQL + Redis)
 *   npm run bench:peak -- --pglite --n 300 --seats 100                   (PGlite, one process)
 *   options: --signin-rate 20 --signin-seconds 10 (0 skips it), --label text
 *   --waiting-room [--admit-rate 100]: the event's waiting room is on (opened a minute before the
 *   burst, at most that many admitted a second): each devotee takes a place, asks again as often as
 *   the server says (as the queue page does), and registers with the admission when their turn comes
 *   settings: PEAK_PG_URL (default postgres://postgres@127.0.0.1:5432/test: used to create and
 *   drop a database of its own), REDIS_URL (default redis://127.0.0.1:6379, database index 9,
 *   emptied before and after), DB_POOL_SIZE passed on to the servers when set.
 *   SERVER_NODE_ARGS: Node options for the server processes only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
 *   to profile them over the run; each writes its profile when it stops).
 *
 * Printed: confirmed registrations a second over the burst (first request to last confirmation),
 * p50/p95/p99 of each step, server errors (5xx) and failed requests, how many were told "full" and
 * put on the waiting list, the servers' CPU per confirmed registration, lock waits seen in
 * pg_stat_activity, and the oversold check (seats held or kept never above C, one seat per
 * registration, every confirmed registration holding one). With the waiting room: the time each
 * devotee spent in the queue (first place taken to admission) and how many register calls were
 * refused for want of an admission (must be 0). Exit code 1 when a check fails.
 *
 * Loopback only, bounded: N at most 5,000, P at most 4, the whole run stops itself after 10 min.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type Dispatcher } from 'undici';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { openPglite, openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashToken } from '../apps/server/src/lib/auth.ts';
import { loadReferenceData } from '../apps/server/src/seed/reference.ts';
import { addDays, createEvent, createUser, DEFAULT_PASSWORD } from '../apps/server/src/seed/factories.ts';
import { todayIso } from '@portal/contract/fields';
import { STAFF_LIMITS } from '@portal/contract/staff';
import { WAITING_ROOM_CODES, WAITING_ROOM_LIMITS } from '@portal/contract/waiting-room';
import { createStaff } from '../apps/server/src/seed/staff.ts';
import { createStaffSession } from '../apps/server/src/modules/staff/index.ts';
import { cpuSeconds, cpuSecondsOf, createDatabase, hiddenFields, ownRedis, productionEnv, sleep, spawnServer, stop, untilHealthy, type Server } from './cluster-kit.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const PGLITE = args.includes('--pglite');
const N = Math.min(5000, Math.max(2, Number(option('n', '1000'))));
const SEATS = Math.min(N, Math.max(1, Number(option('seats', '300'))));
const PROCESSES = PGLITE ? 1 : Math.min(4, Math.max(1, Number(option('processes', '2'))));
const SIGNIN_RATE = Math.min(100, Math.max(0, Number(option('signin-rate', '20'))));
const SIGNIN_SECONDS = Math.min(60, Math.max(0, Number(option('signin-seconds', '10'))));
const LABEL = option('label', '');
const ROOM = args.includes('--waiting-room');
const ADMIT_RATE = Math.min(WAITING_ROOM_LIMITS.maxRate, Math.max(1, Number(option('admit-rate', '100'))));
const PG_ADMIN_URL = process.env.PEAK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis database index of this bench (bench:cluster uses 13). */
// PEAK_REDIS_DB: another index when several people run benchmarks on one Redis (the run empties it).
const REDIS_DB = Number(process.env.PEAK_REDIS_DB ?? 9);
/** Warm-up flows per process on an event of their own (JIT, pools), before anything is timed. */
const WARM = 12;

// ---------------------------------------------------------------- figures

const STEPS = ['signin', 'enter', 'register', 'checkout', 'decide', 'return', 'result', 'waitlist'] as const;
type Step = (typeof STEPS)[number];
const times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const serverErrors = new Map<Step, number>();
const failures: string[] = [];
const statusCounts = new Map<string, number>();
const count = (key: string) => statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
/** Seconds each devotee spent in the waiting room, from the first place taken to the admission. */
const queueSeconds: number[] = [];
/** Register calls answered "take your place in the queue" (a devotee who had an admission must never get one). */
let refusedWithoutAdmission = 0;

function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

let addressSeq = 1;
const nextAddress = () => {
  const n = addressSeq++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Answer { status: number; text: string; location: string | null }

/** One request, timed under `step` when given; a 5xx or a failed request is counted there. */
/**
 * The devotees' connections. undici's own request API rather than fetch: the load generator runs
 * on the same two cores as the servers it measures, and fetch cost it about 2.5 times the CPU for the
 * same requests. Keep-alive connections, as browsers keep them; answers time out after 60 s.
 */
const browsers = new Agent({ headersTimeout: 60_000, bodyTimeout: 60_000, keepAliveTimeout: 30_000 });

async function call(
  step: Step | undefined,
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const started = performance.now();
  try {
    const res = await request(`${base}${url}`, { method: method as Dispatcher.HttpMethod, headers, body, dispatcher: browsers });
    const text = await res.body.text();
    if (step) {
      times.get(step)!.push(performance.now() - started);
      if (res.statusCode >= 500) {
        serverErrors.set(step, (serverErrors.get(step) ?? 0) + 1);
        if (failures.length < 5) failures.push(`${step} ${res.statusCode}: ${text.slice(0, 200)}`);
      }
    }
    const location = res.headers.location;
    return { status: res.statusCode, text, location: (Array.isArray(location) ? location[0] : location) ?? null };
  } catch (err) {
    if (step) serverErrors.set(step, (serverErrors.get(step) ?? 0) + 1);
    if (failures.length < 5) failures.push(`${step ?? 'set-up'} failed: ${String(err)}`);
    return { status: 0, text: '', location: null };
  }
}

// ---------------------------------------------------------------- the set-up (not timed)

interface Devotee { id: number; mobile: string; token: string }

/** N devotees with complete profiles and one session each, in a few statements. */
async function makeDevotees(db: Db, n: number, tag: string): Promise<Devotee[]> {
  // One account made the usual way (the server's argon2 cost); the others share its hash.
  const passwordHash = (await createUser(db, { mobile: String(6_000_000_000 + Math.floor(Math.random() * 900_000_000)) })).password_hash;
  const india = (await db.one<{ id: number }>(`SELECT id FROM countries WHERE iso2 = 'IN'`))!.id;
  const base = 7_000_000_000 + Math.floor(Math.random() * 900_000_000);
  const rows = await db.query<{ id: number; mobile: string }>(
    `INSERT INTO users (name, email, mobile, password_hash, country_id, street_address, pincode, profession, know_matangi)
     SELECT 'Peak Devotee ' || g, 'peak-' || $4 || '-' || g || '@example.org', ($1::bigint + g)::text, $2, $3,
            '21 Temple Street', '641002', 'Teacher', 'YouTube'
       FROM generate_series(1, $5::int) g
     RETURNING id, mobile`,
    [base, passwordHash, india, tag, n],
  );
  const devotees = rows.map((r) => ({ id: r.id, mobile: r.mobile, token: randomBytes(32).toString('base64url') }));
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT u, t, now() + interval '1 day' FROM unnest($1::int[], $2::text[]) AS x(u, t)`,
    [devotees.map((d) => d.id), devotees.map((d) => hashToken(d.token))],
  );
  return devotees;
}

async function makeEvent(db: Db, capacity: number | null): Promise<number> {
  // ₹3,000, no PAN asked (below the PAN threshold is not assumed: the bench sends one anyway).
  const e = await createEvent(db, { price_minor: 300_000, event_date: addDays(todayIso(), 20) });
  await db.query('UPDATE events SET capacity = $2 WHERE id = $1', [e.id, capacity]);
  return e.id;
}

// ---------------------------------------------------------------- one devotee

type Outcome = 'confirmed' | 'full' | 'waitlisted' | 'refused' | 'error';

/** What a browser does: register, checkout page, success at the gateway, its return, the result. */
async function devoteeFlow(base: string, d: Devotee, eventId: number, timed: boolean, room = false): Promise<{ outcome: Outcome; at: number }> {
  const t = <S extends Step>(s: S) => (timed ? s : undefined);
  const session = { authorization: `Bearer ${d.token}`, 'x-forwarded-for': nextAddress() };
  let admission: string | undefined;
  if (room) {
    // The queue page: take a place, ask again when the server says, until the turn comes.
    const queued = performance.now();
    for (;;) {
      const place = await call(t('enter'), base, 'POST', callUrl(calls.waitingRoomEnter, { id: eventId }), { headers: session });
      const data = (safeJson(place.text) as { data?: { admission?: string; poll_seconds?: number } }).data;
      if (place.status !== 200 || !data) {
        count(`enter ${place.status}`);
        return { outcome: place.status >= 500 || place.status === 0 ? 'error' : 'refused', at: performance.now() };
      }
      if (data.admission) {
        admission = data.admission;
        break;
      }
      await sleep(Math.max(1, data.poll_seconds ?? 2) * 1000);
    }
    if (timed) queueSeconds.push((performance.now() - queued) / 1000);
  }
  const reg = await call(t('register'), base, 'POST', callUrl(calls.eventRegister), {
    headers: session,
    body: { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F', language: 0, ...(admission ? { admission } : {}) },
  });
  const body = safeJson(reg.text) as { success?: number; data?: { txn_id?: string }; message?: string; code?: string };
  if (body.code === WAITING_ROOM_CODES.required) {
    refusedWithoutAdmission++;
    count(`register ${reg.status}: ${body.code}`);
    return { outcome: 'refused', at: performance.now() };
  }
  if (reg.status === 409) {
    count(`register 409: ${body.message?.slice(0, 40)}`);
    const joined = await call(t('waitlist'), base, 'POST', callUrl(calls.waitingListJoin), { headers: session, body: { event_id: eventId } });
    return { outcome: joined.status === 200 ? 'waitlisted' : 'full', at: performance.now() };
  }
  const txn = body.data?.txn_id;
  if (!txn) {
    count(`register ${reg.status}: ${body.message?.slice(0, 60)}`);
    return { outcome: reg.status >= 500 || reg.status === 0 ? 'error' : 'refused', at: performance.now() };
  }
  const page = await call(t('checkout'), base, 'GET', callUrl(calls.sandboxCheckout, { txn }), { headers: { 'x-forwarded-for': session['x-forwarded-for'] } });
  if (page.status !== 200) return { outcome: 'error', at: performance.now() };
  const decided = await call(t('decide'), base, 'POST', callUrl(calls.sandboxDecide, { txn }), { form: { status: 'success' }, headers: { 'x-forwarded-for': session['x-forwarded-for'] } });
  if (decided.status !== 200) return { outcome: 'error', at: performance.now() };
  const back = await call(t('return'), base, 'POST', callUrl(calls.sandboxReturn), { form: hiddenFields(decided.text), headers: { 'x-forwarded-for': session['x-forwarded-for'] } });
  if (back.status !== 303) {
    count(`return ${back.status}`);
    return { outcome: 'error', at: performance.now() };
  }
  const result = await call(t('result'), base, 'GET', callUrl(calls.paymentResult, { txn }), { headers: session });
  const paid = (safeJson(result.text) as { data?: { payment_status?: string }; payment_status?: string });
  const status = paid.data?.payment_status ?? paid.payment_status;
  if (status !== 'success') count(`result ${result.status}: ${status}`);
  return { outcome: status === 'success' ? 'confirmed' : 'error', at: performance.now() };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------- the phases

/** Sign-ins at a steady rate (open loop: one starts every 1/rate s whatever the answers). */
async function signInPhase(servers: Server[], devotees: Devotee[]) {
  const total = Math.min(devotees.length, Math.round(SIGNIN_RATE * SIGNIN_SECONDS));
  if (!total) return;
  const started = performance.now();
  const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid));
  const flows: Promise<Answer>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / SIGNIN_RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const d = devotees[i]!;
    flows.push(call('signin', servers[i % servers.length]!.base, 'POST', callUrl(calls.login), {
      headers: { 'x-forwarded-for': nextAddress() },
      body: { username: d.mobile, password: DEFAULT_PASSWORD },
    }));
  }
  const answers = await Promise.all(flows);
  const cpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.child.pid) - cpuBefore[i]!, 0);
  const ok = answers.filter((a) => a.status === 200).length;
  const s = times.get('signin')!;
  console.log(
    `sign-in: ${total} at ${SIGNIN_RATE}/s over ${((performance.now() - started) / 1000).toFixed(1)} s: ${ok} signed in, ` +
      `other ${total - ok}; p50 ${pct(s, 50).toFixed(0)} ms, p95 ${pct(s, 95).toFixed(0)} ms, p99 ${pct(s, 99).toFixed(0)} ms; ` +
      `server CPU ${((cpu * 1000) / total).toFixed(0)} ms a sign-in (argon2 included)`,
  );
}

/** Samples pg_stat_activity of the bench's database while the burst runs: sessions waiting on a lock. */
function lockSampler(db: Db | undefined) {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    if (!db || db.kind !== 'postgres') return;
    while (running) {
      const row = await db.one<{ n: number; active: number }>(
        `SELECT count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS n, count(*) FILTER (WHERE state = 'active')::int AS active
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      ).catch(() => undefined);
      if (row) samples.push(row.n);
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return samples;
  };
}

// ---------------------------------------------------------------- the run

async function main() {
  const deadline = setTimeout(() => {
    console.error('bench:peak: over 10 minutes, stopping');
    process.exit(2);
  }, 600_000);
  deadline.unref();
  const load = loadavg().map((l) => l.toFixed(2)).join(', ');
  const database = PGLITE ? undefined : await createDatabase(PG_ADMIN_URL, 'peak');
  const redis = PGLITE ? undefined : await ownRedis(REDIS_DB);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peak-data-'));
  const servers: Server[] = [];
  let db: Db | undefined;
  let ok = true;
  try {
    // Set-up first, not timed: the schema, the event, the devotees and their sessions (PGlite is
    // one process, so its folder is filled before the server opens it).
    db = PGLITE ? await openPglite(path.join(dataDir, 'pglite')) : openPostgres(database!.url, 4);
    await migrate(db);
    await loadReferenceData(db);
    const eventId = await makeEvent(db, SEATS);
    const warmEvent = await makeEvent(db, null);
    const devotees = await makeDevotees(db, N, 'burst');
    const warmers = await makeDevotees(db, WARM * PROCESSES, 'warm');
    const signers = SIGNIN_SECONDS && SIGNIN_RATE ? await makeDevotees(db, Math.round(SIGNIN_RATE * SIGNIN_SECONDS), 'signin') : [];
    // A coordinator's session for turning the waiting room on through the staff call, as staff do.
    const staffToken = ROOM ? await createStaffSession(db, (await createStaff(db, { role: 'coordinator' })).id, 'full', STAFF_LIMITS.sessionHours) : '';
    if (PGLITE) {
      await db.close();
      db = undefined;
    }

    const env: Record<string, string> = {
      ...productionEnv(),
      DATA_DIR: dataDir,
      // The bench's answers are what it measures: the per-address limit stays as configured
      // (each devotee has an address of its own), periodic jobs as in production.
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(redis ? { REDIS_URL: redis.url } : {}),
      ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
    };
    // Started together, on a database that exists.
    const spawned = await Promise.all(Array.from({ length: PROCESSES }, (_, i) => spawnServer(`process ${i + 1}`, env)));
    servers.push(...(await Promise.all(spawned.map((s) => untilHealthy(s)))));
    if (PGLITE) db = undefined;
    else db = openPostgres(database!.url, 2);

    // Warm-up on an event of its own: every step once per devotee, nothing timed.
    await Promise.all(warmers.map((d, i) => devoteeFlow(servers[i % PROCESSES]!.base, d, warmEvent, false)));
    await sleep(500);

    console.log(
      `bench:peak${LABEL ? ` (${LABEL})` : ''}: ${N} devotees, ${SEATS} seats, ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''} on ` +
        `${PGLITE ? 'PGlite' : `PostgreSQL + Redis ${redis!.url}`}; load average at start ${load}`,
    );
    await signInPhase(servers, signers);
    if (ROOM) {
      // Opened at the current minute (India time, as the form takes it): everyone arrives after
      // the opening, first come first served, admitted at most ADMIT_RATE a second.
      const opensAt = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 16);
      const saved = await call(undefined, servers[0]!.base, 'POST', callUrl(calls.adminWaitingRoomSave, { id: eventId }), {
        headers: { authorization: `Bearer ${staffToken}` },
        body: { active: true, opens_at: opensAt, max_rate: ADMIT_RATE },
      });
      if (saved.status !== 200) throw new Error(`turning the waiting room on: ${saved.status} ${saved.text.slice(0, 200)}`);
      console.log(`waiting room on: opened ${opensAt} India time, at most ${ADMIT_RATE} admitted a second (following the register step's latency)`);
    }

    const xacts = async () =>
      db ? ((await db.one<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()'))?.n ?? '0') : '0';
    const xactsBefore = Number(await xacts());
    const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid));
    const othersBefore = { postgres: cpuSecondsOf('postgres'), redis: cpuSecondsOf('redis-server'), client: process.cpuUsage() };
    const stopSampling = lockSampler(db);
    const burstStart = performance.now();
    const outcomes = await Promise.all(devotees.map((d, i) => devoteeFlow(servers[i % PROCESSES]!.base, d, eventId, true, ROOM)));
    const lockSamples = await stopSampling();
    const cpu = servers.map((s, i) => cpuSeconds(s.child.pid) - cpuBefore[i]!);
    const clientCpu = process.cpuUsage(othersBefore.client);
    const others = {
      postgres: db?.kind === 'postgres' ? cpuSecondsOf('postgres') - othersBefore.postgres : 0,
      redis: redis ? cpuSecondsOf('redis-server') - othersBefore.redis : 0,
      client: (clientCpu.user + clientCpu.system) / 1e6,
    };
    const burstSeconds = (performance.now() - burstStart) / 1000;
    // Transactions of the whole burst (confirmed, full and waiting-list answers alike; the stats
    // are sent by the backends within a second or so, hence the pause).
    await sleep(db ? 1200 : 0);
    // Less the lock sampler's own (one a sample).
    const transactions = Number(await xacts()) - xactsBefore - lockSamples.length;
    const confirmed = outcomes.filter((o) => o.outcome === 'confirmed');
    const lastConfirmed = Math.max(...confirmed.map((o) => o.at), burstStart);
    const lastAnswer = Math.max(...outcomes.map((o) => o.at));
    const rate = confirmed.length / ((lastConfirmed - burstStart) / 1000 || 1);
    const by = (o: Outcome) => outcomes.filter((x) => x.outcome === o).length;

    console.log(
      `burst: ${confirmed.length} confirmed in ${((lastConfirmed - burstStart) / 1000).toFixed(1)} s = ${rate.toFixed(1)} confirmed/s; ` +
        `every devotee answered within ${((lastAnswer - burstStart) / 1000).toFixed(1)} s`,
    );
    console.log(`answers: confirmed ${confirmed.length}, told full ${by('full') + by('waitlisted')} (put on the waiting list ${by('waitlisted')}), refused otherwise ${by('refused')}, errors ${by('error')}`);
    for (const [k, v] of statusCounts) console.log(`  ${v} × ${k}`);
    console.log('step        count   p50 ms   p95 ms   p99 ms   5xx/failed');
    for (const step of STEPS.filter((s) => s !== 'signin')) {
      const xs = times.get(step)!;
      if (!xs.length) continue;
      console.log(
        `${step.padEnd(10)} ${String(xs.length).padStart(6)} ${pct(xs, 50).toFixed(0).padStart(8)} ${pct(xs, 95).toFixed(0).padStart(8)} ${pct(xs, 99).toFixed(0).padStart(8)} ${String(serverErrors.get(step) ?? 0).padStart(12)}`,
      );
    }
    const cpuTotal = cpu.reduce((a, b) => a + b, 0);
    console.log(
      `server CPU over the burst: ${cpu.map((c) => `${c.toFixed(1)} s`).join(' + ')} = ${((cpuTotal * 1000) / Math.max(1, confirmed.length)).toFixed(1)} ms per confirmed registration` +
        (db ? `; ${transactions} PostgreSQL transactions (${(transactions / N).toFixed(1)} per devotee)` : '') +
        (lockSamples.length ? `; sessions waiting on a lock: median ${pct(lockSamples, 50)}, max ${Math.max(...lockSamples)} (${lockSamples.length} samples)` : ''),
    );
    console.log(
      `CPU over the burst (${burstSeconds.toFixed(1)} s × ${cpus().length} cores = ${(burstSeconds * cpus().length).toFixed(1)} core-seconds): servers ${cpuTotal.toFixed(1)} s, ` +
        `PostgreSQL ${others.postgres.toFixed(1)} s, Redis ${others.redis.toFixed(1)} s, this load generator ${others.client.toFixed(1)} s`,
    );
    if (ROOM) {
      console.log(
        `waiting room: ${queueSeconds.length} admitted; time in the queue p50 ${pct(queueSeconds, 50).toFixed(1)} s, p95 ${pct(queueSeconds, 95).toFixed(1)} s, ` +
          `p99 ${pct(queueSeconds, 99).toFixed(1)} s, longest ${Math.max(0, ...queueSeconds).toFixed(1)} s; register calls refused without an admission: ${refusedWithoutAdmission}`,
      );
    }
    for (const f of failures) console.log(`  e.g. ${f}`);

    // The oversold check, on the database itself (PGlite: reopened once the server stopped).
    if (PGLITE) {
      await Promise.all(servers.map((s) => stop(s.child)));
      db = await openPglite(path.join(dataDir, 'pglite'));
    }
    const check = (await db!.one<{ seats: number; over: number; paid: number; paid_without: number; doubles: number }>(
      `SELECT (SELECT count(*)::int FROM seat_holds WHERE event_id = $1 AND state IN ('held', 'kept')) AS seats,
              (SELECT count(*)::int FROM seat_holds WHERE event_id = $1 AND state = 'over') AS over,
              (SELECT count(*)::int FROM registrations WHERE event_id = $1 AND status = 'success') AS paid,
              (SELECT count(*)::int FROM registrations r WHERE r.event_id = $1 AND r.status = 'success'
                  AND NOT EXISTS (SELECT 1 FROM seat_holds h WHERE h.registration_id = r.id AND h.state = 'kept')) AS paid_without,
              (SELECT count(*)::int FROM (SELECT user_id FROM registrations WHERE event_id = $1 GROUP BY user_id HAVING count(*) > 1) x) AS doubles`,
      [eventId],
    ))!;
    const errors = [...serverErrors.values()].reduce((a, b) => a + b, 0);
    // A payment recorded whose result page then failed (a 503) counts as paid, not as confirmed here.
    ok = check.seats <= SEATS && check.over === 0 && check.paid_without === 0 && check.doubles === 0 && check.paid >= confirmed.length;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  oversold check: ${check.seats} of ${SEATS} seats held or kept, ${check.over} over capacity, ${check.paid} registrations paid ` +
        `(${check.paid_without} without a seat), ${check.doubles} devotees with two registrations; server errors ${errors}`,
    );
    if (errors) ok = false;
    if (ROOM && (refusedWithoutAdmission > 0 || queueSeconds.length === 0)) {
      ok = false;
      console.log(`FAIL  waiting room: ${refusedWithoutAdmission} register calls refused without an admission, ${queueSeconds.length} admitted`);
    }
    console.log(`load average at the end ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
    await db?.close().catch(() => undefined);
    await redis?.stop();
    await database?.drop().catch((err: unknown) => console.error(`could not drop the database: ${String(err)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
