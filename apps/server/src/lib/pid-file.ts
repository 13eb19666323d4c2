import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process: a command-line tool must not open the data folder while the server has
 * it open. The server leaves its process id in the folder while it runs; tools read it.
 */
export const PID_FILE = 'server.pid';
const pidPath = (dataDir: string) => path.resolve(dataDir, PID_FILE);

export function writePidFile(dataDir: string): () => void {
  const file = pidPath(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The id of a live server process using the folder, if any (a stale file of a crashed one is ignored). */
export function runningServerPid(dataDir: string): number | undefined {
  const file = pidPath(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; it is still running.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Stops a command-line tool before it opens a PGlite folder the server has open (two writers
 * would corrupt it): the message says which process and what to do.
 */
export function refuseWhileServerRuns(dataDir: string, what: string): void {
  const pid = runningServerPid(dataDir);
  if (pid) throw new Error(`The server (process ${pid}) has the PGlite data folder ${dataDir} open. PGlite is one process: stop the server, run ${what} again, then start it.`);
}
