/**
 * Load figures for the gallery and media calls (npm run bench). Prints requests per second and
 * the 99th percentile latency of each call; it is a script that reports, never a timed test.
 *
 *   npm run bench                               starts the server on .tmp/scale-data
 *   npm run bench -- --data .tmp/other-data     another data folder (made by scripts/seed-scale.ts)
 *   npm run bench -- --url http://127.0.0.1:3000   a server already running (loopback only)
 *   options: --seconds 5 (per call), --connections 10
 *
 * The server it starts runs as in production, with API_RATE_LIMIT raised and TRUST_PROXY=1 so that
 * each request can come from its own address (X-Forwarded-For): the per-address limits stay on but
 * a one-client benchmark does not turn into a measure of 429 answers. Only 2xx answers are counted
 * (req/s = 2xx answers / seconds); a row that met a limit or an error says so.
 *
 * The first rows compare the site's cached /api/program/list with a bare Fastify route answering a
 * constant JSON (scripts/bare-server.ts) in the same run; `--with-redis redis://…` adds the list
 * again on a second server that shares that Redis. Bounded: each call runs for --seconds, against
 * 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../e2e/chromium.ts';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

interface Result {
  requests: { average: number; total: number };
  '2xx': number;
  '4xx': number;
  '5xx': number;
  duration: number;
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
interface Request {
  method?: 'GET' | 'POST';
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: Request) => Request;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests?: Request[];
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<Result>;
// autocannon ships no types; the few options used here are declared above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const seconds = Math.min(60, Math.max(1, Number(option('seconds', '5'))));
const connections = Math.min(100, Math.max(1, Number(option('connections', '10'))));
const dataDir = path.resolve(option('data', '.tmp/scale-data'));
const givenUrl = args.includes('--url') ? option('url', '') : '';
const withRedis = args.includes('--with-redis') ? option('with-redis', '') : '';

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${callUrl(calls.health)}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start within 120 s');
}

/**
 * Production mode as a staging site runs it: the sandbox gateway and the outbox are allowed by
 * their switches, and the foundation's identity is a stand-in (production refuses the demo one).
 */
const BENCH_PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  ALLOW_SANDBOX_PAYMENTS: '1',
  SANDBOX_SECRET: 'bench-only-secret',
  ALLOW_OUTBOX_IN_PRODUCTION: '1',
  FOUNDATION_NAME: 'Bench Foundation',
  FOUNDATION_ADDRESS: 'Bench Street, Chennai',
  FOUNDATION_PAN: 'AAABB0000B',
  FOUNDATION_80G_URN: 'AAABB0000BF20250',
  FOUNDATION_80G_VALIDITY: 'AY 2025-26 to AY 2029-30',
};

async function startServer(extraEnv: Record<string, string> = {}): Promise<{ base: string; child: ChildProcess }> {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new Error(`${dataDir} has no database: run node --import tsx scripts/seed-scale.ts ${dataDir} first`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, API_RATE_LIMIT: '1000000', TRUST_PROXY: '1', LOG_LEVEL: 'info', SEED_DEMO: '0', ...BENCH_PRODUCTION, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Logs go to stdout as in production (ignored here), so their cost is measured.
  await waitForHealth(base, child);
  return { base, child };
}

function loopbackOnly(url: string): string {
  const u = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) throw new Error('bench-api only loads a server on this machine (127.0.0.1)');
  return u.origin;
}

const json = { 'content-type': 'application/json' };
let seq = 0;
/** A different client address per request (the server trusts one proxy in the bench). */
const fromAnywhere = (r: Request): Request => ({ ...r, headers: { ...r.headers, 'x-forwarded-for': `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq++ & 255}` } });

async function startBare(): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bare-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve((JSON.parse(d.toString()) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

/** One row: successful answers only, and what else came back. */
async function measure(name: string, url: string, requests: Request[]): Promise<number> {
  const r = await autocannon({ url, connections, duration: seconds, requests });
  const ok = r['2xx'] / (r.duration || seconds);
  const other = r.non2xx + r.errors;
  const note = other ? `  LIMIT/ERROR: ${other} of ${r['2xx'] + other} answers not 2xx (4xx ${r['4xx']}, 5xx ${r['5xx']}, errors ${r.errors})` : '';
  console.log(`${name.padEnd(66)} ${ok.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(other).padStart(8)}${note}`);
  return ok;
}

async function main() {
  const started = givenUrl ? { base: loopbackOnly(givenUrl), child: undefined } : await startServer();
  const { base } = started;
  try {
    const categories = (await (await fetch(`${base}${callUrl(calls.galleryCategoryList)}`)).json()) as { data: Array<{ id: number; album_count: number }> };
    const biggest = [...categories.data].sort((a, b) => b.album_count - a.album_count)[0];
    if (!biggest) throw new Error('no gallery categories: seed the data folder first');

    const cases: Array<{ name: string; requests: Request[] }> = [
      { name: 'GET recent/list', requests: [{ method: 'GET', path: callUrl(calls.recentGallery) }] },
      { name: `GET category/${biggest.id} (page 1)`, requests: [{ method: 'GET', path: callUrl(calls.galleryCategory, { id: biggest.id }) }] },
      {
        name: `GET category/${biggest.id} (pages 1-40: each read once, then cached)`,
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: callUrl(calls.galleryCategory, { id: biggest.id }, { page: 1 + (seq++ % 40) }) }) }],
      },
      { name: 'POST recentmedia/list', requests: [{ method: 'POST', path: callUrl(calls.recentMedia), headers: json, body: JSON.stringify({ filter_type: 'video' }) }] },
      {
        name: 'POST filter/gallery (same search: cached)',
        requests: [{ method: 'POST', path: callUrl(calls.galleryFilter), headers: json, body: JSON.stringify({ start_date: '', end_date: '', search_txt: 'lamp' }) }],
      },
      {
        name: 'POST filter/gallery (new word each time, no match: worst case)',
        requests: [{
          method: 'POST', path: callUrl(calls.galleryFilter), headers: json,
          setupRequest: (r) => ({ ...r, body: JSON.stringify({ search_txt: `nothing${seq++}` }) }),
        }],
      },
      {
        name: 'POST filter/gallery (81 date ranges: each read once, then cached)',
        requests: [{
          method: 'POST', path: callUrl(calls.galleryFilter), headers: json,
          setupRequest: (r) => {
            const year = 2017 + (seq++ % 9);
            return { ...r, body: JSON.stringify({ start_date: `${year}-01-01`, end_date: `${year}-0${1 + (seq % 9)}-28` }) };
          },
        }],
      },
      {
        name: 'POST filter/media (new word each time, no match: worst case)',
        requests: [{
          method: 'POST', path: callUrl(calls.mediaFilter), headers: json,
          setupRequest: (r) => ({ ...r, body: JSON.stringify({ filter_type: 'all', search_txt: `nothing${seq++}` }) }),
        }],
      },
      {
        name: 'POST filter/media (same search: cached)',
        requests: [{ method: 'POST', path: callUrl(calls.mediaFilter), headers: json, body: JSON.stringify({ filter_type: 'audio', search_txt: 'grace' }) }],
      },
    ];

    console.log(`${base}: ${connections} connections, ${seconds} s per call; req/s counts 2xx answers only\n`);
    console.log(`${'call'.padEnd(66)} ${'2xx/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`);
    const bare = await startBare();
    try {
      const bareRate = await measure('bare Fastify route, constant JSON (yardstick)', bare.base, [{ method: 'GET', path: '/bare' }]);
      const listRate = await measure('GET program/list (cached), one process, no Redis', base, [{ method: 'GET', path: callUrl(calls.programList), setupRequest: fromAnywhere }]);
      console.log(`${'  program/list as a share of the bare route'.padEnd(66)} ${`${((100 * listRate) / bareRate).toFixed(0)} %`.padStart(8)}`);
      if (withRedis) {
        const redisServer = await startServer({ REDIS_URL: withRedis });
        try {
          await measure('GET program/list (cached), one process, with REDIS_URL', redisServer.base, [{ method: 'GET', path: callUrl(calls.programList), setupRequest: fromAnywhere }]);
        } finally {
          redisServer.child.kill('SIGTERM');
        }
      }
    } finally {
      bare.child.kill('SIGTERM');
    }
    for (const c of cases) {
      await measure(c.name, base, c.requests.map((r) => ({ ...r, setupRequest: (x: Request) => fromAnywhere(r.setupRequest ? r.setupRequest(x) : x) })));
    }
  } finally {
    started.child?.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
