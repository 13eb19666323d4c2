import type { ChildProcess } from 'node:child_process';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

/** Waits until a server the benchmark started answers its health call; fails when it exits or takes too long. */
export async function waitForHealth(base: string, child?: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${callUrl(calls.health)}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${base} did not answer its health call within ${timeoutMs / 1000} s`);
}
