import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder. Every relative path a person gives (DATA_DIR, WEB_DIST) means
 * the same folder whichever command reads it: `npm start` (which npm runs from the root), `npm
 * run staff`, `npm run backup`, a test started from apps/server. This file sits in
 * apps/server/src and the production build writes apps/server/dist/main.js: both are three
 * levels below the root, so one expression serves the source and the bundle.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** An absolute path for a setting that names a folder, read against the repository's root. */
export const fromRepoRoot = (p: string) => path.resolve(REPO_ROOT, p);

/** The embedded database and stored files when DATA_DIR is not set. */
export const DEFAULT_DATA_DIR = fromRepoRoot('data');

/**
 * The data folder a command-line tool opens: DATA_DIR read against the root, else ./data of the
 * root. The server reads the same through its config (config.ts).
 */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env) => fromRepoRoot(env.DATA_DIR || 'data');
