/**
 * A Form 10BE upload must not stall the site (npm run bench:upload): a finance officer uploads,
 * through the HTTP API, ZIP bombs (one deflated entry of 2 GB of zeros claiming 100 bytes; then
 * 24 such entries, what fits in the 50 MB limit), as many bytes that are not a ZIP (the cost of
 * receiving the body alone) and an honest ZIP of 50 certificates, while
 * GET /api/health (a database query) is timed every 100 ms. Reports each upload's answer and time,
 * and the health call's median, 95th percentile and slowest, against the same with nothing else
 * running. The goal: the slowest health call at most 1 s. A script that reports, never a timed test.
 *
 * The server is started here (development mode, logs at warn, on 127.0.0.1 only) on a fresh PGlite
 * folder (.tmp/upload-bench; its log: server.log there); the staff session is made in the database.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { STAFF_LIMITS } from '@portal/contract/staff';
import { freePort } from '../e2e/chromium.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadReferenceData } from '../apps/server/src/seed/reference.ts';
import { createStaff } from '../apps/server/src/seed/staff.ts';
import { createStaffSession } from '../apps/server/src/modules/staff/index.ts';
import { form10bePdf, multipartFile, zipBomb, zipOf } from '../apps/server/src/modules/tax/test-certificates.ts';
import { waitForHealth } from './wait-for-health.ts';
import { probe } from './probe.ts';

if (process.env.NODE_ENV === 'production') throw new Error('bench-upload refuses to run with NODE_ENV=production');

const dataDir = path.resolve('.tmp/upload-bench');
const ms = (n: number) => `${n.toFixed(0)} ms`;
const GB2 = 2 * 1024 * 1024 * 1024;


// ---------------------------------------------------------------- the files

console.log('making the ZIPs (deflating 2 GB of zeros once)…');
const bomb = await zipBomb([{ name: 'certificate-0001.pdf', unpackedBytes: GB2, claimedBytes: 100 }]);
const bombs24 = await zipBomb(Array.from({ length: 24 }, (_, i) => ({ name: `certificate-${String(i + 1).padStart(4, '0')}.pdf`, unpackedBytes: GB2, claimedBytes: 100 })));
const certificates: Record<string, Buffer> = {};
for (let i = 1; i <= 50; i++) {
  const pan = `ABCDE${String(1000 + i)}F`;
  certificates[`cert-${i}.pdf`] = await form10bePdf({ donorId: pan, donorName: `Donor ${i}`, amount: `${1000 + i}.00`, fy: '2025-26' });
}
const honest = zipOf(certificates);

// ---------------------------------------------------------------- the server

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const db = await openPglite(path.join(dataDir, 'pglite'));
await migrate(db);
await loadReferenceData(db);
const finance = await createStaff(db, { role: 'finance', email: `bench-finance-${Date.now()}@staff.test` });
const token = await createStaffSession(db, finance.id, 'full', STAFF_LIMITS.sessionHours);
await db.close();

const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', API_RATE_LIMIT: '1000000', RECONCILE_INTERVAL_SECONDS: '0', LIFECYCLE_INTERVAL_SECONDS: '0', MESSAGES_INTERVAL_SECONDS: '0', REMINDERS_INTERVAL_SECONDS: '0', HEALTH_NOTES_INTERVAL_SECONDS: '0' };
delete env.DATABASE_URL;
delete env.REDIS_URL;
const log = openSync(path.join(dataDir, 'server.log'), 'w');
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: ['ignore', log, log] });
process.on('exit', () => child.kill('SIGTERM'));

async function uploadTimed(base: string, zip: Buffer) {
  const health = probe(`${base}${callUrl(calls.health)}`);
  await new Promise((r) => setTimeout(r, 300));
  const body = multipartFile(zip);
  const started = performance.now();
  const res = await fetch(`${base}${callUrl(calls.adminForm10beUpload)}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...body.headers }, body: body.payload });
  const answer = (await res.json()) as { errors?: { file?: string }; data?: { matched: number; unmatched: number; skipped: unknown[] } };
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 300));
  return { status: res.status, answer: answer.errors?.file ?? JSON.stringify(answer.data), seconds, health: await health() };
}

try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  const idleProbe = probe(`${base}${callUrl(calls.health)}`);
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await idleProbe();
  const runs = [
    { what: `1 entry of 2 GB claiming 100 bytes (${(bomb.length / 1024 / 1024).toFixed(1)} MB ZIP)`, ...(await uploadTimed(base, bomb)) },
    { what: `24 such entries (${(bombs24.length / 1024 / 1024).toFixed(1)} MB ZIP)`, ...(await uploadTimed(base, bombs24)) },
    // The control: as many bytes that are not a ZIP, refused before any reading (the cost of receiving the body).
    { what: `${(bombs24.length / 1024 / 1024).toFixed(1)} MB that is not a ZIP`, ...(await uploadTimed(base, Buffer.alloc(bombs24.length, 7))) },
    { what: `50 real certificates (${(honest.length / 1024).toFixed(0)} KB ZIP)`, ...(await uploadTimed(base, honest)) },
  ];
  console.log('\nForm 10BE uploads, and GET /api/health meanwhile (one every 100 ms): median / 95th percentile / slowest\n');
  console.log('| upload | answer | time | health calls | health median / p95 / slowest |');
  console.log('|---|---|---|---|---|');
  console.log(`| nothing (idle) | | | ${idle.n} | ${ms(idle.p50)} / ${ms(idle.p95)} / ${ms(idle.max)} |`);
  for (const r of runs) {
    console.log(`| ${r.what} | ${r.status}: ${r.answer} | ${r.seconds.toFixed(2)} s | ${r.health.n} | ${ms(r.health.p50)} / ${ms(r.health.p95)} / ${ms(r.health.max)} |`);
    for (const f of r.health.failures) console.log(`!! ${r.what}: a health call failed: ${f}`);
    if (r.health.max > 1000) console.log(`!! ${r.what}: the slowest health call took over 1 s`);
  }
} finally {
  child.kill('SIGTERM');
}
