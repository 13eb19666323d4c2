import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js fail on planted violations and pass the allowed
 * imports: the source is linted as if it stood at the path given (nothing is written).
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server modules', () => {
  it("refuse another module's repository, from the module's top and from a sub-folder", async () => {
    const planted = [
      ['apps/server/src/modules/favourites/planted.ts', "import { media } from '../media/repository.ts';\nexport { media };\n"],
      ['apps/server/src/modules/registrations/planted.ts', "import * as accounts from '../accounts/repository';\nexport { accounts };\n"],
      ['apps/server/src/modules/payments/gateways/planted.ts', "import * as r from '../../registrations/repository.ts';\nexport { r };\n"],
    ];
    for (const [file, source] of planted) {
      const errors = await boundaryErrors(file!, source!);
      expect(errors, file).toHaveLength(1);
      expect(errors[0]).toMatch(/own repository/);
    }
  });

  it("allow the module's own repository, another module's service and the shared libraries", async () => {
    const source = [
      "import * as own from './repository.ts';",
      "import { mediaItemsInOrder } from '../media/service.ts';",
      "import { collectionRepository } from '../../lib/collection/repository.ts';",
      'export { own, mediaItemsInOrder, collectionRepository };',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/favourites/planted.ts', source)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/payments/gateways/planted.ts', "import * as own from '../repository.ts';\nexport { own };\n")).toEqual([]);
  });
});

describe('web features', () => {
  it('refuse importing another feature, from the top and from a sub-folder', async () => {
    const planted = [
      ['apps/web/src/features/donations/planted.ts', "import { galleryApi } from '../gallery/api';\nexport { galleryApi };\n"],
      ['apps/web/src/features/catalog/components/planted.ts', "import { galleryApi } from '../../gallery/api';\nexport { galleryApi };\n"],
      ['apps/web/src/features/gallery/planted.ts', "import * as x from '../../features/catalog/api';\nexport { x };\n"],
    ];
    for (const [file, source] of planted) {
      const errors = await boundaryErrors(file!, source!);
      expect(errors, file).toHaveLength(1);
      expect(errors[0]).toMatch(/does not import another feature/);
    }
  });

  it('allow the feature itself and the shared lib and components', async () => {
    const source = "import { a } from './api';\nimport { b } from '../../lib/api';\nimport { c } from '../../components/page-header';\nexport { a, b, c };\n";
    expect(await boundaryErrors('apps/web/src/features/gallery/planted.ts', source)).toEqual([]);
    const nested = "import { a } from '../api';\nimport { b } from '../../../lib/api';\nexport { a, b };\n";
    expect(await boundaryErrors('apps/web/src/features/catalog/components/planted.ts', nested)).toEqual([]);
  });
});

describe('module imports', () => {
  it('form no cycle between server modules', () => {
    const modulesDir = join(root, 'apps/server/src/modules');
    const moduleOf = (file: string) => relative(modulesDir, file).split('/')[0]!;
    const uses = new Map<string, Set<string>>();
    for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const file = join(entry.parentPath, entry.name);
      const from = moduleOf(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = resolve(dirname(file), spec!);
        if (!target.startsWith(modulesDir + '/')) continue;
        const to = moduleOf(target);
        if (to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    // Depth-first search; a module met again while it is still open closes a cycle.
    const open: string[] = [];
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (m: string) => {
      if (open.includes(m)) return void cycles.push([...open.slice(open.indexOf(m)), m].join(' -> '));
      if (done.has(m)) return;
      open.push(m);
      for (const next of uses.get(m) ?? []) visit(next);
      open.pop();
      done.add(m);
    };
    for (const m of uses.keys()) visit(m);
    expect(uses.get('favourites')).toContain('media');
    expect(cycles).toEqual([]);
  });
});
