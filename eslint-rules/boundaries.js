import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The house's import boundaries, checked on the file an import resolves to (so `../x`, `../../x`,
 * an extensionless path, `export … from` and a dynamic `import()` are all seen the same way).
 * docs/decisions/boundaries.md says why each zone exists. Two rules:
 * - `boundaries/zones`: a server module is reached only through its `index.ts` (tests also through its
 *   `test-*.ts` helpers); server `lib`/`config`/`db` import no module; web `lib`/`components` import no
 *   feature; a feature imports no other feature; the web app and the server import nothing of each
 *   other's code; the contract imports no app.
 * - `boundaries/no-cycle`: no import closes a cycle of imports between files (type-only imports
 *   count: a type shared by two files belongs in a third, or in the contract, not in either).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = 'apps/server/src/modules/';
const FEATURES = 'apps/web/src/features/';
const CONTRACT_PACKAGE = '@portal/contract/';

const posix = (p) => p.split(sep).join('/');

/** The repository path (relative, posix) an import specifier resolves to, or null when it leaves the repository's code. */
export function resolveImport(fromFile, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  else if (spec.startsWith(CONTRACT_PACKAGE)) base = resolve(root, 'packages/contract/src', spec.slice(CONTRACT_PACKAGE.length));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx|js|mjs)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return posix(relative(root, candidate));
  }
  // A file that does not exist (a planted test, a typo tsc reports): judged by the path as written.
  return posix(relative(root, /\.(ts|tsx)$/.test(base) ? base : `${base}.ts`));
}

const moduleOf = (path) => (path.startsWith(MODULES) && path.slice(MODULES.length).includes('/') ? path.slice(MODULES.length).split('/')[0] : null);
const featureOf = (path) => (path.startsWith(FEATURES) && path.slice(FEATURES.length).includes('/') ? path.slice(FEATURES.length).split('/')[0] : null);
const isTestFile = (path) =>
  /(^|\/)[^/]+\.(test|spec)\.tsx?$/.test(path) ||
  /(^|\/)test-[^/]+\.ts$/.test(path) ||
  path.startsWith('apps/server/src/test/') ||
  path.startsWith('e2e/') ||
  path.startsWith('scripts/');

/** Why importing `target` from `from` (repository paths) crosses a boundary, or null. */
export function boundaryBreach(from, target) {
  const targetModule = moduleOf(target);
  if (targetModule) {
    // A test standing in lib or db is not part of them: it may use a module's face like any test.
    if (/^apps\/server\/src\/(lib\/|db\/|config\.ts$|config\/)/.test(from) && !isTestFile(from)) {
      return 'Server lib, config and db import no module: pass what they need in, or move the shared piece to lib.';
    }
    if (moduleOf(from) !== targetModule) {
      const rest = target.slice(MODULES.length + targetModule.length + 1);
      const testFace = /^test-[^/]+\.ts$/.test(rest) && isTestFile(from);
      if (rest !== 'index.ts' && !testFace) {
        return `Another module is reached only through its index.ts: import from modules/${targetModule}/index.ts (add the export there), not modules/${targetModule}/${rest}.`;
      }
    }
  }
  const targetFeature = featureOf(target);
  if (targetFeature) {
    if (/^apps\/web\/src\/(lib|components)\//.test(from)) {
      return 'Web lib and components import no feature: move the shared piece to src/lib or src/components.';
    }
    const fromFeature = featureOf(from);
    if (fromFeature && fromFeature !== targetFeature) {
      return 'A feature does not import another feature: move the shared piece to src/lib or src/components.';
    }
  }
  if (from.startsWith('apps/web/') && target.startsWith('apps/server/')) return 'The web app imports no server code: share it through the contract.';
  if (from.startsWith('apps/server/') && target.startsWith('apps/web/src/')) return 'The server imports no web app code: share it through the contract.';
  if (from.startsWith('packages/contract/') && target.startsWith('apps/')) return 'The contract imports no app: it is what the apps share.';
  return null;
}

/** Every import source of a file read from disk, type-only imports left out (they vanish at run time) unless asked for. */
const IMPORT_RE = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const ANY_IMPORT_RE = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
export function importSources(text, { withTypes = false } = {}) {
  const sources = [];
  for (const m of text.matchAll(withTypes ? ANY_IMPORT_RE : IMPORT_RE)) sources.push(m[1] ?? m[2]);
  return sources;
}

const graph = new Map();
function importsOnDisk(path) {
  let targets = graph.get(path);
  if (targets) return targets;
  targets = [];
  graph.set(path, targets);
  const abs = resolve(root, path);
  if (!existsSync(abs)) return targets;
  for (const spec of importSources(readFileSync(abs, 'utf8'), { withTypes: true })) {
    const target = resolveImport(abs, spec);
    if (target) targets.push(target);
  }
  return targets;
}

/** The chain of files from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [node, trail] = stack.pop();
    if (node === goal) return trail;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const next of importsOnDisk(node)) if (!seen.has(next)) stack.push([next, [...trail, next]]);
  }
  return null;
}

/** Calls `check(node, source)` for each static import, re-export and dynamic `import()` with a literal source. */
function eachImport(check, { valueOnly = false } = {}) {
  const onDeclaration = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return;
    if (valueOnly && (node.importKind === 'type' || node.exportKind === 'type')) return;
    // `import { type A, type B } from` is type-only as well.
    if (valueOnly && node.specifiers?.length && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')) return;
    check(node, node.source.value);
  };
  return {
    ImportDeclaration: onDeclaration,
    ExportNamedDeclaration: onDeclaration,
    ExportAllDeclaration: onDeclaration,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      else if (node.source.type === 'TemplateLiteral' && node.source.expressions.length === 0) check(node, node.source.quasis[0].value.cooked);
    },
  };
}

const zones = {
  meta: { type: 'problem', schema: [], docs: { description: "Imports stay inside the house's boundaries" } },
  create(context) {
    const file = context.filename;
    const from = posix(relative(root, file));
    return eachImport((node, spec) => {
      const target = resolveImport(file, spec);
      const breach = target && boundaryBreach(from, target);
      if (breach) context.report({ node, message: breach });
    });
  },
};

const noCycle = {
  meta: { type: 'problem', schema: [], docs: { description: 'No import closes a cycle' } },
  create(context) {
    const file = context.filename;
    const from = posix(relative(root, file));
    return eachImport(
      (node, spec) => {
        const target = resolveImport(file, spec);
        if (!target || target === from) return;
        const trail = pathBack(target, from);
        if (trail) context.report({ node, message: `Dependency cycle: ${[from, ...trail].join(' -> ')}` });
      },
    );
  },
};

export default { meta: { name: 'boundaries' }, rules: { zones, 'no-cycle': noCycle } };
