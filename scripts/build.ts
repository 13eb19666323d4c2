/**
 * `npm run build`: the web app (apps/web: the browser build, its server render and the interface
 * strings) and the server's production bundle (apps/server/dist/main.js, plain JavaScript: the
 * server does not compile TypeScript at run time).
 *
 * `npm start` runs it with `--if-changed`: a part is built again only when its sources differ from
 * those of its last build (a hash of the files' contents, kept beside the output), or when there
 * is no build, so a second start goes straight to the server.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../apps/server/src/paths.ts';

interface Part {
  name: string;
  /** Files and folders (relative to the root) whose contents make the output. */
  sources: string[];
  /** Files that must exist for the output to count as built. */
  outputs: string[];
  /** Where the hash of the sources of the last build is kept. */
  stamp: string;
  run: () => Promise<void>;
}

const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.vite']);
const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.split(path.sep).includes('test');

function listFiles(rel: string): string[] {
  const full = path.join(REPO_ROOT, rel);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [rel];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(rel, e.name)) : [path.join(rel, e.name)]));
}

/** One hash over the names and contents of the sources (tests left out: they change no output). */
function sourceHash(sources: string[]): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(listFiles).filter((f) => !isTest(f)).sort()) {
    hash.update(file).update('\0').update(readFileSync(path.join(REPO_ROOT, file))).update('\0');
  }
  return hash.digest('hex');
}

const COMMON = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json', 'tsconfig.base.json'];

const web: Part = {
  name: 'web app',
  sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build-plugins.ts', 'apps/web/ui-strings.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', ...COMMON],
  outputs: ['apps/web/dist/index.html', 'apps/web/dist/ui-strings.json', 'apps/web/dist-server/render.js'],
  stamp: 'apps/web/dist/.source-hash',
  run: async () => {
    execFileSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  },
};

const server: Part = {
  name: 'server',
  sources: ['apps/server/src', 'apps/server/package.json', 'scripts/build.ts', ...COMMON],
  outputs: ['apps/server/dist/main.js'],
  stamp: 'apps/server/dist/.source-hash',
  run: async () => {
    await build({
      entryPoints: [path.join(REPO_ROOT, 'apps/server/src/main.ts')],
      outfile: path.join(REPO_ROOT, 'apps/server/dist/main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      // The project's own code (the server and the contract) goes into the bundle; installed
      // packages stay in node_modules, loaded as they are (native modules, wasm, workers).
      plugins: [{
        name: 'packages-stay-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { external: true }));
        },
      }],
    });
    // Worker threads' files (plain JavaScript, `*-worker.mjs`) are found beside the bundle's
    // `import.meta.url`, so they are copied next to it as they are.
    for (const file of listFiles('apps/server/src').filter((f) => f.endsWith('-worker.mjs'))) {
      copyFileSync(path.join(REPO_ROOT, file), path.join(REPO_ROOT, 'apps/server/dist', path.basename(file)));
    }
  },
};

async function main() {
  const ifChanged = process.argv.includes('--if-changed');
  for (const part of [web, server]) {
    const hash = sourceHash(part.sources);
    const stampFile = path.join(REPO_ROOT, part.stamp);
    const built = part.outputs.every((f) => existsSync(path.join(REPO_ROOT, f)));
    // BUILD_STATS asks for the chunk report, which only a build writes.
    const current = built && !process.env.BUILD_STATS && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
    if (ifChanged && current) {
      console.log(`[build] ${part.name}: up to date`);
      continue;
    }
    const started = Date.now();
    console.log(`[build] ${part.name}: building${built ? ' (sources changed)' : ''}`);
    await part.run();
    writeFileSync(stampFile, hash);
    console.log(`[build] ${part.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
