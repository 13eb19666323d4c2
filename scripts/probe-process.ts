/**
 * The public calls' probes (probe.ts) in a process of their own, for a benchmark whose own process
 * works hard meanwhile: bench:export downloads a 21 MB file, and that process's own garbage
 * collections (up to 59 ms during a CSV export) were counted in the calls' times as if the server
 * had been slow. Started with fork() and the addresses to time (after `--every=MS`, the pause
 * after each answer, 100 ms unless told); answers 'ready' once it times them,
 * then the figures of each address (in order) when asked 'stop'.
 */
import { parseArgs } from 'node:util';
import { probe } from './probe.ts';

const { values, positionals: urls } = parseArgs({ options: { every: { type: 'string' } }, allowPositionals: true });
const everyMs = values.every === undefined ? undefined : Math.max(1, Number(values.every) || 1);
// A fresh process's first call loads the HTTP client and compiles its code (tens of ms): once
// each before the timing starts, so that a window's slowest call is the server's, not this start.
for (const url of urls) await (await fetch(url)).arrayBuffer();
const stops = urls.map((url) => probe(url, everyMs));
process.send?.('ready');
process.on('message', (message) => {
  if (message !== 'stop') return;
  void Promise.all(stops.map((stop) => stop())).then((figures) => {
    process.send?.(figures);
    process.disconnect();
  });
});
