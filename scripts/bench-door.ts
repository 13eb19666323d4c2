/**
 * The offline door's speed (npm run bench:door): runs the two-doors e2e flow (e2e/door-offline.spec.ts:
 * two 360 px phones with no network, door B's CPU throttled 4× as a cheap phone) RUNS times and
 * reports the verdict's time, click to answer as the page measures it, which the spec records as
 * its `verdict-ms` annotation. The goal: a median at or under 100 ms on the throttled phone.
 * A script that reports, never a timed test. Builds nothing: run `npm run build` first.
 *
 *   npm run bench:door              one run
 *   BENCH_RUNS=3 npm run bench:door three runs, each on a fresh server
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const root = path.resolve(import.meta.dirname, '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

interface JsonReport {
  suites: Array<{ specs?: Array<{ tests: Array<{ results: Array<{ status: string; annotations?: Array<{ type: string; description?: string }> }> }> }>; suites?: JsonReport['suites'] }>;
}

/** Every `verdict-ms` annotation of a Playwright JSON report. */
function verdicts(suites: JsonReport['suites']): Array<{ phone: number[]; throttled4x: number[] }> {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) => spec.tests.flatMap((t) => t.results.flatMap((r) => (r.annotations ?? []).filter((a) => a.type === 'verdict-ms').map((a) => JSON.parse(a.description ?? '{}'))))),
    ...verdicts(s.suites ?? []),
  ]);
}

console.log(`bench:door, ${RUNS} run(s); load before: ${execFileSync('uptime').toString().trim()}`);
// Each run starts its own server on a free port with a fresh data folder (the e2e config picks them).
const { E2E_PORT: _port, E2E_DATA_DIR: _data, ...env } = process.env;
const rows: string[] = [];
for (let run = 1; run <= RUNS; run++) {
  const res = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=site', '--no-deps', '--reporter=json', '--retries=0', 'e2e/door-offline.spec.ts', '-g', 'two doors'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env,
  });
  const report = JSON.parse(res.stdout.slice(res.stdout.indexOf('{'))) as JsonReport;
  const found = verdicts(report.suites);
  if (!found.length) {
    console.error(`run ${run}: the flow did not finish (exit ${res.status}); its output:\n${res.stderr.slice(-2000)}`);
    process.exit(1);
  }
  for (const v of found) rows.push(`| ${run} | ${v.phone.length} | ${median(v.phone)} ms | ${Math.max(...v.phone)} ms | ${v.throttled4x.length} | ${median(v.throttled4x)} ms | ${Math.max(...v.throttled4x)} ms |`);
}
console.log('\n| run | verdicts | median | slowest | verdicts, CPU 4× slower | median | slowest |\n|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`\nload after: ${execFileSync('uptime').toString().trim()}`);
