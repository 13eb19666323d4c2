/**
 * The public pages' speed, in three tables:
 *   1. JavaScript a page needs before it is usable (gzip): the entry, its preloaded chunks and the
 *      page's own chunk with its static imports, from the build's manifest (no server needed).
 *   2. Lighthouse 12 (mobile, simulated throttling): the median of BENCH_RUNS runs per page
 *      (default 5) of the four category scores, LCP, CLS and TBT.
 *   3. A rendered page from the cache against a static file of the same server: requests per
 *      second with autocannon, and their ratio (the goal: at least 50 %).
 *   npm run bench:web                      starts a server on a free port with demo content
 *   npm run bench:web -- http://host:port  (or BENCH_URL=...) measures a running server
 * It builds nothing: the server serves apps/web/dist (or WEB_DIST). Options through the
 * environment: BENCH_PAGES (comma-separated paths), BENCH_RUNS, BENCH_DETAILS=1 (list what
 * costs points, from the median run). On a shared machine read the figures as a trend.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../e2e/chromium.ts';
import { waitForHealth } from './wait-for-health.ts';

// Lighthouse takes the flags as one string; the resolver rule's spaces need quotes there.
const CHROME_FLAGS = CHROMIUM_ARGS.map((a) => (a.includes(' ') ? a.replace('=', '="') + '"' : a)).join(' ');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = (process.env.BENCH_PAGES ?? '/,/programs/1,/gallery,/media').split(',').map((p) => p.trim()).filter(Boolean);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));

/** The page module each measured path opens (app/routes/*). */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/catalog/home-page.tsx',
  '/programs': 'src/features/catalog/programs-page.tsx',
  '/programs/1': 'src/features/catalog/program-detail-page.tsx',
  '/gallery': 'src/features/gallery/gallery-page.tsx',
  '/media': 'src/features/gallery/media-page.tsx',
};

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: unknown[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}


/** A server of our own, like the e2e config: a fresh data folder with the demo content. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The demo content is what is measured, and production refuses demo content: development
      // mode serves the same built app with the same headers (only the loopback-only dev tools differ).
      SEED_DEMO: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

function lighthouse(url: string): Promise<Lhr> {
  return new Promise((resolve, reject) => {
    const args = [
      '-y',
      'lighthouse@12',
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ];
    const child = spawn('npx', args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      try {
        const lhr = JSON.parse(out) as Lhr;
        if (lhr.runtimeError) reject(new Error(lhr.runtimeError.message));
        else resolve(lhr);
      } catch {
        const lines = err.split('\n').filter((l) => l && !l.startsWith('npm warn'));
        reject(new Error(`lighthouse exited with ${code}: ${lines.slice(-3).join(' | ')}`));
      }
    });
  });
}

const score = (s: number | null | undefined) => (s == null ? '  -' : String(Math.round(s * 100)).padStart(3));

/** The audits of a category that did not pass, heaviest first. */
function losses(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const items = ref.weight > 0 && audit!.details?.items ? ` ${JSON.stringify(audit!.details.items).slice(0, 400)}` : '';
      return `${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''} [weight ${ref.weight}]${items}`;
    });
}

type Snippet = { node?: { snippet?: string; selector?: string }; score?: number };
/** The element of the largest paint and the elements that shifted, from the median run. */
function elements(lhr: Lhr): string[] {
  const tables = (id: string) => (lhr.audits[id]?.details?.items ?? []) as Array<Snippet & { items?: Snippet[] }>;
  const lcp = tables('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  const shifts = tables('layout-shifts').map((s) => `shift ${s.score?.toFixed(3) ?? '?'}: ${s.node?.selector ?? ''} ${s.node?.snippet ?? ''}`);
  return [`largest paint: ${lcp?.selector ?? ''} ${lcp?.snippet ?? '-'}`, ...shifts];
}

function metrics(lhr: Lhr): string {
  const m = (id: string) => lhr.audits[id]?.displayValue ?? '-';
  return `FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The gzip weight of the JavaScript a page needs to hydrate (entry + page, static imports only). */
function jsWeights(pages: string[]): string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return ['(no dist/.vite/manifest.json: run npm run build)'];
  }
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const k of chunk.imports ?? []) closure(k, into);
  };
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const shared = new Set<string>();
  closure(entry, shared);
  // The entry is a small loader (src/main.tsx) that imports the app (src/start.tsx) after the load event.
  for (const app of manifest[entry]!.dynamicImports ?? []) closure(app, shared);
  const sharedBytes = [...shared].reduce((sum, f) => sum + gz(f), 0);
  const rows = [`| every page (entry and shared chunks) | ${kb(sharedBytes).padStart(9)} |`];
  for (const page of pages) {
    const module = PAGE_MODULES[page];
    if (!module) continue;
    const files = new Set(shared);
    closure(module, files);
    rows.push(`| ${page.padEnd(36)} | ${kb([...files].reduce((sum, f) => sum + gz(f), 0)).padStart(9)} |`);
  }
  return rows;
}

interface Autocannon {
  (opts: { url: string; connections: number; duration: number }): Promise<{ requests: { average: number }; non2xx: number; errors: number }>;
}
// autocannon ships no types; the few options used here are declared above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Requests per second of a cached rendered page and of a static file, one after the other. */
async function pageRate(base: string): Promise<string[]> {
  const measure = async (p: string) => {
    await fetch(base + p); // the first request renders and caches the page
    const r = await autocannon({ url: base + p, connections: 10, duration: 5 });
    return { rate: r.requests.average, failed: r.non2xx + r.errors };
  };
  const staticFile = await measure('/favicon.svg');
  const rendered = await measure('/programs');
  const ratio = Math.round((rendered.rate / staticFile.rate) * 100);
  return [
    `| static file /favicon.svg | ${staticFile.rate.toFixed(0).padStart(6)} | ${String(staticFile.failed).padStart(6)} |`,
    `| rendered page /programs  | ${rendered.rate.toFixed(0).padStart(6)} | ${String(rendered.failed).padStart(6)} |`,
    `rendered / static: ${ratio} % (goal >= 50 %)`,
  ];
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The median of several Lighthouse runs: each figure is the median of its own column. */
async function lighthouseRow(url: string, page: string, details: boolean): Promise<string> {
  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Lighthouse sometimes loses the trace (NO_NAVSTART): up to two more tries.
    runs.push(await lighthouse(url).catch(() => lighthouse(url)).catch(() => lighthouse(url)));
  }
  const col = (f: (l: Lhr) => number | null | undefined) => median(runs.map((l) => f(l) ?? 0));
  const scores = CATEGORIES.map((c) => score(col((l) => l.categories[c]?.score)));
  const ms = (id: string) => `${(col((l) => l.audits[id]?.numericValue) / 1000).toFixed(2)} s`;
  const cls = col((l) => l.audits['cumulative-layout-shift']?.numericValue).toFixed(3);
  const tbt = `${Math.round(col((l) => l.audits['total-blocking-time']?.numericValue))} ms`;
  const perf = col((l) => l.categories.performance?.score);
  const typical = runs.find((l) => l.categories.performance?.score === perf) ?? runs[0]!;
  console.error(`${page}: ${metrics(typical)}`);
  if (details) {
    for (const c of CATEGORIES) for (const line of losses(typical, c)) console.error(`  ${c}: ${line}`);
    for (const line of elements(typical)) console.error(`  ${line}`);
  }
  return `| ${page.padEnd(14)} | ${scores.join(' | ')} | ${ms('largest-contentful-paint').padStart(7)} | ${cls.padStart(5)} | ${tbt.padStart(6)} |`;
}

async function main() {
  const given = process.argv[2] ?? process.env.BENCH_URL;
  console.log('\nJavaScript a page needs before it is usable (gzip -9; the sliders, forms, players load later)\n');
  console.log('| page                                 |    weight |');
  console.log('|--------------------------------------|-----------|');
  for (const row of jsWeights(PAGES)) console.log(row);

  const server = given ? undefined : await startServer();
  const base = (given ?? server!.base).replace(/\/$/, '');
  if (given) await waitForHealth(base);
  const details = process.env.BENCH_DETAILS === '1';
  const rows: string[] = [];
  let rate: string[] = [];
  try {
    for (const page of PAGES) {
      try {
        rows.push(await lighthouseRow(base + page, page, details));
      } catch (err) {
        rows.push(`| ${page.padEnd(14)} | failed: ${(err as Error).message} |`);
      }
    }
    rate = await pageRate(base);
  } finally {
    await server?.stop();
  }
  console.log(`\nLighthouse 12, mobile, ${base}, median of ${RUNS} run(s) per page\n`);
  console.log(`| page           | perf | a11y | best | seo |     LCP |   CLS |    TBT |`);
  console.log(`|----------------|------|------|------|-----|---------|-------|--------|`);
  for (const row of rows) console.log(row);
  console.log('\nRequests per second, 10 connections, 5 s each, same server\n');
  console.log('| what                     |  req/s | failed |');
  console.log('|--------------------------|--------|--------|');
  for (const row of rate) console.log(row);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
