/**
 * Lighthouse (mobile) on the public pages, printed as a table of the four category scores:
 *   npm run bench:web                      starts a server on a free port with demo content
 *   npm run bench:web -- http://host:port  (or BENCH_URL=...) measures a running server
 * It builds nothing: the server serves apps/web/dist (or WEB_DIST). Options through the
 * environment: BENCH_PAGES (comma-separated paths), BENCH_DETAILS=1 (list what costs points).
 * Each figure is one Lighthouse run on a shared machine; read them as a trend, not a grade.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../e2e/chromium.ts';

// Lighthouse takes the flags as one string; the resolver rule's spaces need quotes there.
const CHROME_FLAGS = CHROMIUM_ARGS.map((a) => (a.includes(' ') ? a.replace('=', '="') + '"' : a)).join(' ');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = (process.env.BENCH_PAGES ?? '/,/programs/1,/gallery,/media').split(',').map((p) => p.trim()).filter(Boolean);
const root = path.resolve(import.meta.dirname, '..');

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

async function waitForHealth(base: string, child?: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`server at ${base} did not answer /api/health`);
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

function metrics(lhr: Lhr): string {
  const m = (id: string) => lhr.audits[id]?.displayValue ?? '-';
  return `FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`;
}

async function main() {
  const given = process.argv[2] ?? process.env.BENCH_URL;
  const server = given ? undefined : await startServer();
  const base = (given ?? server!.base).replace(/\/$/, '');
  if (given) await waitForHealth(base);
  const details = process.env.BENCH_DETAILS === '1';
  const rows: string[] = [];
  try {
    for (const page of PAGES) {
      const url = base + page;
      try {
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): one more try.
        const lhr = await lighthouse(url).catch(() => lighthouse(url));
        rows.push(`| ${page.padEnd(14)} | ${CATEGORIES.map((c) => score(lhr.categories[c]?.score)).join(' | ')} |`);
        console.error(`${page}: ${metrics(lhr)}`);
        if (details) {
          for (const c of CATEGORIES) {
            for (const line of losses(lhr, c)) console.error(`  ${c}: ${line}`);
          }
        }
      } catch (err) {
        rows.push(`| ${page.padEnd(14)} | failed: ${(err as Error).message} |`);
      }
    }
  } finally {
    await server?.stop();
  }
  console.log(`\nLighthouse 12, mobile, ${base}\n`);
  console.log(`| page           | perf | a11y | best | seo |`);
  console.log(`|----------------|------|------|------|-----|`);
  for (const row of rows) console.log(row);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
