import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../db/table-owners.ts';

/**
 * The import boundaries of eslint.config.js fail on planted violations and pass the allowed
 * imports: the source is linted as if it stood at the path given (nothing is written).
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

/** Each is refused by the lint: [where the file stands, what it imports, what the refusal says]. */
const planted: Array<[string, string, RegExp]> = [
  // Another module's internals, whatever the form of the import.
  ['apps/server/src/modules/donations/planted.ts', "import payments from '../payments/routes.ts';\nexport { payments };\n", /only through its index\.ts/],
  ['apps/server/src/modules/exports/planted.ts', "import * as r from '../payments/admin-repository';\nexport { r };\n", /only through its index\.ts/],
  ['apps/server/src/modules/payments/gateways/planted.ts', "import * as r from '../../registrations/repository.ts';\nexport { r };\n", /only through its index\.ts/],
  ['apps/server/src/modules/favourites/planted.ts', "export const load = () => import('../media/service.ts');\n", /only through its index\.ts/],
  ['apps/server/src/modules/favourites/planted.ts', "export { mediaItemExists } from '../media/service.ts';\n", /only through its index\.ts/],
  ['apps/server/src/app.ts', "import { registerStaffAuth } from './modules/staff/auth.ts';\nexport { registerStaffAuth };\n", /only through its index\.ts/],
  ['apps/server/src/modules/audit/planted.ts', "import { staffSession } from '../staff/test-helpers.ts';\nexport { staffSession };\n", /only through its index\.ts/],
  // lib, config and db import no module, not even its face.
  ['apps/server/src/lib/planted.ts', "import { siteIdentity } from '../modules/settings/index.ts';\nexport { siteIdentity };\n", /lib, config and db import no module/],
  ['apps/server/src/config.ts', "import { readSettings } from './modules/settings/index.ts';\nexport { readSettings };\n", /lib, config and db import no module/],
  // Web: a feature imports no other feature, from any depth, nor lazily; lib and components import no feature.
  ['apps/web/src/features/registrations/components/deep/planted.tsx', "import { x } from '../../../money/admin-payments-page';\nexport { x };\n", /does not import another feature/],
  ['apps/web/src/features/catalog/planted.tsx', "export const page = () => import('../gallery/collection-page');\n", /does not import another feature/],
  ['apps/web/src/lib/planted.ts', "import { x } from '../features/gallery/api';\nexport { x };\n", /Web lib and components import no feature/],
  ['apps/web/src/components/planted.tsx', "export const page = () => import('../features/catalog/program-page');\n", /Web lib and components import no feature/],
  // The apps import nothing of each other's code; the contract imports no app.
  ['apps/web/src/lib/planted.ts', "import { fieldError } from '../../../server/src/lib/errors.ts';\nexport { fieldError };\n", /web app imports no server code/],
  ['apps/server/src/web/planted.ts', "import { api } from '../../../web/src/lib/api';\nexport { api };\n", /server imports no web app code/],
  ['packages/contract/src/planted.ts', "import { loadConfig } from '../../../apps/server/src/config.ts';\nexport { loadConfig };\n", /contract imports no app/],
  // An import that closes a cycle (serve-files.ts imports image-variants.ts).
  ['apps/server/src/web/image-variants.ts', "import { registerFiles } from './serve-files.ts';\nexport { registerFiles };\n", /Dependency cycle/],
  // Type-only imports close a cycle too: the shared type belongs in a third file (or the contract).
  ['packages/contract/src/call-url.ts', "import type { CallDef } from './call.ts';\nexport type { CallDef };\n", /Dependency cycle/],
  ['apps/web/src/features/registrations/karmayogam-fields.tsx', "import type { RegisterFormValues } from './register-form';\nexport type { RegisterFormValues };\n", /Dependency cycle/],
];

describe('the import boundaries', () => {
  it.each(planted)('refuse %s importing %s', async (file, source, refusal) => {
    // An import across a boundary may also close a cycle (the modules import config.ts's types):
    // the refusal looked for is the boundary's; a cycle is looked for where it is the point.
    const errors = (await boundaryErrors(file, source)).filter((m) => refusal.source.includes('cycle') || !m.startsWith('Dependency cycle'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(refusal);
  });

  it("allow a module's own files, another module's face, the shared libraries and, in tests, another module's test helpers", async () => {
    const source = [
      "import * as own from './repository.ts';",
      "import { mediaItemsInOrder } from '../media/index.ts';",
      "import { collectionRepository } from '../../lib/collection/repository.ts';",
      "export const lazy = () => import('../settings/index.ts');",
      'export { own, mediaItemsInOrder, collectionRepository };',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/favourites/planted.ts', source)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/payments/gateways/planted.ts', "import * as own from '../repository.ts';\nexport { own };\n")).toEqual([]);
    const test = "import { staffSession } from '../staff/test-helpers.ts';\nimport { siteIdentity } from '../settings/index.ts';\nexport { staffSession, siteIdentity };\n";
    expect(await boundaryErrors('apps/server/src/modules/audit/planted.test.ts', test)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/lib/planted.test.ts', test.replaceAll('../', '../modules/'))).toEqual([]);
  });

  it('allow a feature itself, the shared lib and components, and the app shell loading features', async () => {
    const source = "import { a } from './api';\nimport { b } from '../../lib/api';\nimport { c } from '../../components/page-header';\nexport { a, b, c };\n";
    expect(await boundaryErrors('apps/web/src/features/gallery/planted.ts', source)).toEqual([]);
    const nested = "import { a } from '../api';\nimport { b } from '../../../lib/api';\nexport { a, b };\n";
    expect(await boundaryErrors('apps/web/src/features/catalog/components/planted.ts', nested)).toEqual([]);
    expect(await boundaryErrors('apps/web/src/app/admin/planted.tsx', "export const page = () => import('../../features/payments/admin-payments-page');\n")).toEqual([]);
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

describe('the composition root', () => {
  const src = join(root, 'apps/server/src');
  const rootSource = readFileSync(join(src, 'services.ts'), 'utf8');
  /** The factories services.ts imports from the modules: the services it builds. */
  const factories = [...rootSource.matchAll(/import \{([^}]+)\} from '\.\/modules\/[^']+'/g)]
    .flatMap((m) => m[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => /^create[A-Z]\w*$/.test(name));
  /** Where a file calls `name(` (not where it declares `function name(`). */
  const calls = (text: string, name: string) => text.match(new RegExp(`(?<!function )\\b${name}\\(`, 'g'))?.length ?? 0;

  it('builds each service once', () => {
    // The scan sees the factories it must: messages, seats and the registrations' services, and the
    // services a module's own routes use (the catalog, the galleries, staff, the waiting room, jobs ...).
    expect(factories).toEqual(
      expect.arrayContaining([
        'createMessagesService',
        'createSeatsService',
        'createRegistrationsService',
        'createAdminRegistrationsService',
        ...['createCatalogService', 'createFavouritesService', 'createMediaService', 'createGalleryService', 'createDashboardService', 'createContactService'],
        ...['createStaffService', 'createStaffManagement', 'createDoorLinks', 'createProgramFormsService', 'createQuestionsAdmin', 'createBackupsService'],
        ...['createJobsService', 'createMessageTexts', 'createBroadcasts', 'createTicketTypes', 'createDiscountCodes', 'createWaitingRoomService'],
      ]),
    );
    const notOnce = factories.filter((name) => calls(rootSource, name) !== 1).map((name) => `${name}: built ${calls(rootSource, name)} times`);
    expect(notOnce).toEqual([]);
  });

  it("is the only caller of a service factory: no module builds a service, its own or another's", () => {
    const modulesDir = join(src, 'modules');
    const found: string[] = [];
    for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
      // Tests may build a service on their own deps (or the root, buildServices); the code may not.
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const file = join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      for (const name of factories) if (calls(text, name)) found.push(`${relative(src, file)} calls ${name}`);
      // Nor keeps a service per app of its own on the side, built on first use.
      if (/WeakMap<AppDeps\b/.test(text)) found.push(`${relative(src, file)} keeps a service per AppDeps`);
    }
    // The scan itself: a planted call is seen, a declaration is not.
    expect(calls("const m = createMessagesService(deps, { documents });", 'createMessagesService')).toBe(1);
    expect(calls('export function createMessagesService(deps: AppDeps) {', 'createMessagesService')).toBe(0);
    expect(found).toEqual([]);
  });
});

describe('table owners', () => {
  const migrations = join(root, 'apps/server/src/db/migrations');
  const sql = readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join(migrations, f), 'utf8'))
    .join('\n');
  const tables = new Set<string>();
  for (const [, create, drop] of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)|DROP TABLE (?:IF EXISTS )?(\w+)/gi)) {
    if (create) tables.add(create.toLowerCase());
    else tables.delete(drop!.toLowerCase());
  }

  /** Every write a module's own code makes: [module, table], from SQL text and the content module's generic CRUD calls. */
  function writesOfModules(): Array<[string, string]> {
    const modulesDir = join(root, 'apps/server/src/modules');
    const writes = new Set<string>();
    for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || entry.name.startsWith('test-')) continue;
      const file = join(entry.parentPath, entry.name);
      const module = relative(modulesDir, file).split('/')[0]!;
      const text = readFileSync(file, 'utf8');
      const written = [
        ...[...text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(\w+)/gi)].map((m) => m[1]!.toLowerCase()),
        ...[...text.matchAll(/\b(?:insertRow|updateColumns|deleteOrHide|tableCollection|groupCategory|groupTag)\(\s*(?:\w+,\s*)?'(\w+)'/g)].map((m) => m[1]!),
      ];
      for (const table of written) if (tables.has(table)) writes.add(`${module} ${table}`);
    }
    return [...writes].sort().map((w) => w.split(' ') as [string, string]);
  }

  it('name one owner for every table of the migrations, a module or shared code', () => {
    const modules = new Set(readdirSync(join(root, 'apps/server/src/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables].sort());
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) expect(modules.has(owner) || owner === 'shared' || owner === 'seed', `${table}: ${owner}`).toBe(true);
  });

  it('let only the owner write a table', () => {
    const writes = writesOfModules();
    // The scan sees the writes it must: a literal UPDATE and a generic CRUD call.
    expect(writes).toContainEqual(['accounts', 'users']);
    expect(writes).toContainEqual(['content', 'gallery_albums']);
    const foreign = writes.filter(([module, table]) => TABLE_OWNERS[table] !== module).map(([module, table]) => `${module} writes ${table} (owner ${TABLE_OWNERS[table]})`);
    // The one left: lifecycle sets an event's status (the date job, the cancel action), and content,
    // the owner, already uses lifecycle (a date change re-runs followDates), so a call back would
    // close a module cycle. Leaves when the status moves into content.
    expect(foreign).toEqual(['lifecycle writes events (owner content)']);
  });
});
