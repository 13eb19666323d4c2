import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../apps/server/src/paths.ts';

/**
 * The manifests say what the code uses: every package a folder imports is declared by the
 * package.json that owns it (a package found only through a neighbour's install breaks the day
 * the neighbour drops it), runtime dependencies carry no type packages, and no range is `*`.
 */
interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const read = (rel: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, rel), 'utf8')) as Manifest;
// The root's package.json owns the scripts/ folder and the root's config files.
const OWNERS: { folder: string; manifest: string; files?: string[] }[] = [
  { folder: 'apps/server/src', manifest: 'apps/server/package.json' },
  { folder: 'apps/web/src', manifest: 'apps/web/package.json', files: ['apps/web/vite.config.ts', 'apps/web/build-plugins.ts', 'apps/web/ui-strings.ts'] },
  { folder: 'packages/contract/src', manifest: 'packages/contract/package.json' },
  { folder: 'e2e', manifest: 'e2e/package.json' },
  { folder: 'scripts', manifest: 'package.json', files: ['vitest.config.ts', 'eslint.config.js'] },
];

function sourceFiles(rel: string): string[] {
  return readdirSync(path.join(REPO_ROOT, rel), { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('dist')) return [];
    const child = path.join(rel, e.name);
    return e.isDirectory() ? sourceFiles(child) : /\.(ts|tsx|js|mjs)$/.test(e.name) ? [child] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const builtins = new Set(builtinModules);
/** Tests and their helpers (a test folder, a `test-helpers.ts`). */
const isTestCode = (f: string) => /\.test\.tsx?$|[\\/]test[\\/]|test-helpers\.ts$/.test(f);

/** The package name of a bare import ('@scope/name/sub' → '@scope/name'), or undefined for a path or a built-in. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtins.has(name) ? undefined : name;
}

function importedPackages(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const name = packageOf(m[1] ?? m[2] ?? m[3]!);
      // `import type` of a package's types is declared through its @types/ package or itself.
      if (name && !found.has(name)) found.set(name, file);
    }
  }
  return found;
}

describe('the package manifests', () => {
  for (const owner of OWNERS) {
    it(`${owner.manifest} declares every package that ${owner.folder} imports`, () => {
      const m = read(owner.manifest);
      const declared = new Set(Object.keys({ ...m.dependencies, ...m.devDependencies, ...m.peerDependencies }));
      const files = [...sourceFiles(owner.folder), ...(owner.files ?? [])];
      // Tests run under the root's tools (vitest, and eslint for the boundary rules): the root declares those.
      const root = read('package.json');
      const rootTools = new Set(Object.keys(root.devDependencies ?? {}));
      const testImports = importedPackages(files.filter(isTestCode));
      const used = importedPackages(files.filter((f) => !isTestCode(f)));
      for (const [name, file] of testImports) if (!used.has(name) && !rootTools.has(name)) used.set(name, file);
      const missing = [...used].filter(([name]) => !declared.has(name) && !declared.has(`@types/${name}`)).map(([name, file]) => `${name} (${file})`);
      expect(missing).toEqual([]);
    });
  }

  it('keep type packages out of runtime dependencies and name a version range for each', () => {
    const problems: string[] = [];
    for (const manifest of ['package.json', ...OWNERS.map((o) => o.manifest).filter((f) => f !== 'package.json')]) {
      const m = read(manifest);
      for (const name of Object.keys(m.dependencies ?? {})) if (name.startsWith('@types/')) problems.push(`${manifest}: ${name} is a runtime dependency`);
      for (const [name, range] of Object.entries({ ...m.dependencies, ...m.devDependencies })) if (range.trim() === '*' || range.trim() === '') problems.push(`${manifest}: ${name} has no version range`);
    }
    expect(problems).toEqual([]);
  });

  it('declare no package that nothing imports in apps/server', () => {
    const m = read('apps/server/package.json');
    const used = importedPackages([...sourceFiles('apps/server/src'), ...sourceFiles('scripts'), ...sourceFiles('e2e')]);
    // tsx runs the command-line tools (`node --import tsx …`); the rest is imported by code.
    const unused = Object.keys(m.dependencies ?? {}).filter((name) => !used.has(name) && name !== 'tsx');
    expect(unused).toEqual([]);
  });
});
