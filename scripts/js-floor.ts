/**
 * The JavaScript floor of a public page: React and react-dom's client, React Router's
 * data router, TanStack Query and i18next with react-i18next, and nothing of ours. It builds a
 * minimal entry that uses each the way apps/web does (hydrateRoot, createBrowserRouter +
 * RouterProvider, QueryClientProvider + hydrate + useQuery, i18next + useTranslation) with the same
 * Vite and target as the app, and prints the gzip weight of the whole and of each library added
 * in turn.   node --import tsx scripts/js-floor.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const web = path.resolve(import.meta.dirname, '../apps/web');

const PARTS = {
  react: {
    imports: `import { hydrateRoot } from 'react-dom/client';`,
    body: `const el = document.getElementById('root')!; hydrateRoot(el, app);`,
  },
  router: {
    imports: `import { createBrowserRouter, Outlet, Link, useLoaderData } from 'react-router';\nimport { RouterProvider } from 'react-router/dom';`,
    body: `const router = createBrowserRouter([{ path: '/', loader: () => 1, Component: () => <div><Link to="/a">{String(useLoaderData())}</Link><Outlet /></div> }], { hydrationData: {} });\napp = <>{app}<RouterProvider router={router} /></>;`,
  },
  query: {
    imports: `import { QueryClient, QueryClientProvider, hydrate, useQuery } from '@tanstack/react-query';`,
    body: `const qc = new QueryClient(); hydrate(qc, { queries: [], mutations: [] });\nfunction Q() { const q = useQuery({ queryKey: ['a'], queryFn: () => fetch('/a').then((r) => r.json()) }); return <p>{String(q.data)}</p>; }\napp = <QueryClientProvider client={qc}>{app}<Q /></QueryClientProvider>;`,
  },
  i18next: {
    imports: `import i18n from 'i18next';\nimport { initReactI18next, useTranslation } from 'react-i18next';`,
    body: `void i18n.use(initReactI18next).init({ resources: { en: { translation: { a: 'A' } } }, lng: 'en' });\nfunction T() { const { t } = useTranslation(); return <p>{t('a')}</p>; }\napp = <>{app}<T /></>;`,
  },
} as const;

type Part = keyof typeof PARTS;

async function weigh(parts: Part[]): Promise<number> {
  const dir = mkdtempSync(path.join(web, '.floor-'));
  try {
    const entry = path.join(dir, 'entry.tsx');
    const react = parts.includes('react') ? PARTS.react : null;
    const others = parts.filter((p) => p !== 'react').map((p) => PARTS[p]);
    writeFileSync(
      entry,
      [
        react?.imports ?? '',
        ...others.map((p) => p.imports),
        `let app: React.ReactNode = null;`,
        ...others.map((p) => p.body),
        react?.body ?? `console.log(app);`,
      ].join('\n'),
    );
    const out = (await build({
      root: web,
      configFile: false,
      logLevel: 'silent',
      build: {
        target: 'es2022',
        write: false,
        minify: true,
        modulePreload: false,
        rollupOptions: { input: entry },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const outputs = Array.isArray(out) ? out : [out];
    let bytes = 0;
    for (const o of outputs)
      for (const f of o.output) if (f.type === 'chunk') bytes += gzipSync(f.code, { level: 9 }).length;
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const steps: Part[][] = [
  ['react'],
  ['react', 'router'],
  ['react', 'router', 'query'],
  ['react', 'router', 'query', 'i18next'],
];
let previous = 0;
console.log('| libraries                                  | gzip -9  | added    |');
console.log('|--------------------------------------------|----------|----------|');
for (const step of steps) {
  const bytes = await weigh(step);
  console.log(
    `| ${step.join(' + ').padEnd(42)} | ${kb(bytes).padStart(8)} | ${kb(bytes - previous).padStart(8)} |`,
  );
  previous = bytes;
}
for (const alone of ['router', 'query', 'i18next'] as const) {
  const bytes = (await weigh(['react', alone])) - (await weigh(['react']));
  console.log(
    `| ${`(${alone} alone, over react)`.padEnd(42)} | ${''.padStart(8)} | ${kb(bytes).padStart(8)} |`,
  );
}
