/**
 * How fast the room admits: it follows the register step's latency, measured in this process
 * (each process adjusts the shared rate from what it sees). Simple on purpose:
 * - the 95th percentile of the register calls of the last 30 s (at most the last 500);
 * - above TARGET_P95_MS the rate drops to 70 % (never under 1 a second);
 * - under half the target, or with no registrations measured, it rises by a fifth (at least 1),
 *   never above the staff's most a second;
 * - in between it stays; a change is made at most every ADJUST_EVERY_MS per room;
 * - once the event is full, the staff's most a second (see nextRate).
 */
// 500 ms at the 95th percentile keeps the 99th under a second (the festival peak's goal).
export const TARGET_P95_MS = 500;
export const ADJUST_EVERY_MS = 2000;
const WINDOW_MS = 30_000;
const MAX_SAMPLES = 500;

export function createLatencyWindow(now: () => number = () => Date.now()) {
  const samples: { at: number; ms: number }[] = [];
  return {
    add(ms: number) {
      samples.push({ at: now(), ms });
      if (samples.length > MAX_SAMPLES) samples.shift();
    },
    /** The 95th percentile of the recent samples (ms); 0 without any. */
    p95(): number {
      const since = now() - WINDOW_MS;
      while (samples.length && samples[0]!.at < since) samples.shift();
      if (!samples.length) return 0;
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
    },
  };
}
export type LatencyWindow = ReturnType<typeof createLatencyWindow>;

/**
 * `full`: the event has no seat left, so whoever is still waiting is only told so at the register
 * step (and may join the event's waiting list), which costs little: they go through at the staff's most.
 */
export function nextRate(rate: number, maxRate: number, p95: number, full = false): number {
  if (full) return maxRate;
  if (p95 > TARGET_P95_MS) return Math.max(1, rate * 0.7);
  if (p95 < TARGET_P95_MS / 2) return Math.min(maxRate, Math.max(rate * 1.2, rate + 1));
  return Math.min(rate, maxRate);
}
