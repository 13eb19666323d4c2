/**
 * Times GET calls to one address, each `everyMs` after the last answer (100 ms unless told),
 * while a benchmark loads the server, until stopped:
 * the median, 95th and 99th percentile and slowest answer, and the failures (what a visitor would have met).
 */
export function probe(url: string, everyMs = 100) {
  const times: number[] = [];
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - t);
        else failures.push(String(res.status));
      } catch (err) {
        failures.push(String((err as Error & { cause?: Error }).cause?.message ?? err));
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...times].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0, failures };
  };
}
