import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * BUILD_STATS=1 npm run build: what each chunk holds (the bundle's own visualiser, in text).
 * Writes dist/.vite/chunks.txt: per chunk its gzip weight and its modules by rendered size,
 * node_modules grouped per package. Used to check that a public page loads only what it needs
 * and that no library is shipped twice (docs/decisions/ssr.md).
 */
export function chunkStats(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chunk-stats',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const lines: string[] = [];
      const owners = new Map<string, string[]>();
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      chunks.sort((a, b) => b.code.length - a.code.length);
      for (const chunk of chunks) {
        const gz = gzipSync(chunk.code, { level: 9 }).length;
        lines.push(`${chunk.fileName}  ${(chunk.code.length / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB${chunk.isEntry ? '  (entry)' : ''}`);
        const groups = new Map<string, number>();
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (!info.renderedLength) continue;
          const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
          const key = pkg ? `npm:${pkg}` : path.relative(path.resolve(outDir, '../..'), id.replace(/\?.*$/, ''));
          groups.set(key, (groups.get(key) ?? 0) + info.renderedLength);
        }
        for (const [key, size] of [...groups].sort((a, b) => b[1] - a[1])) {
          lines.push(`    ${(size / 1024).toFixed(1).padStart(7)} KB  ${key}`);
          if (key.startsWith('npm:')) owners.set(key, [...(owners.get(key) ?? []), chunk.fileName]);
        }
      }
      if (process.env.BUILD_STATS === 'zod') {
        for (const id of this.getModuleIds()) {
          if (!/node_modules\/zod\/(v4\/classic\/external|index)/.test(id)) continue;
          lines.push(`importers of ${id}: ${this.getModuleInfo(id)?.importers.join(', ')}`);
        }
      }
      const twice = [...owners].filter(([, files]) => files.length > 1);
      lines.push('', `Packages in more than one chunk: ${twice.length === 0 ? 'none' : ''}`);
      for (const [pkg, files] of twice) lines.push(`    ${pkg}: ${files.join(', ')}`);
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite/chunks.txt'), lines.join('\n') + '\n');
    },
  };
}

/**
 * The browser's copy of the contract's call table, without its schemas. The web reads only a
 * call's method, path and kind (lib/api.ts); its zod schemas (the server checks them) would make
 * every page carry zod and every schema of the API. The types still come from the real table
 * (tsc checks apps/web against packages/contract/src/calls.ts); only the client build's module is
 * this data. The development server and the server's render use the real module.
 */
export function callTableData(): Plugin {
  const source = path.resolve(import.meta.dirname, '../../packages/contract/src/calls.ts');
  return {
    name: 'call-table-data',
    apply: 'build',
    async load(id) {
      if (id !== source || this.environment.name !== 'client') return null;
      const { calls, CALL_GROUPS } = (await import('../../packages/contract/src/calls.ts')) as typeof import('../../packages/contract/src/calls.ts');
      const data = Object.fromEntries(
        Object.entries(calls).map(([name, c]) => {
          const def = c as { method: string; path: string; auth: string; multipart?: boolean; produces?: string };
          return [name, { method: def.method, path: def.path, auth: def.auth, ...(def.multipart ? { multipart: true } : {}), ...(def.produces ? { produces: def.produces } : {}) }];
        }),
      );
      return `export const calls = ${JSON.stringify(data)};\nexport const CALL_GROUPS = ${JSON.stringify(CALL_GROUPS)};\n`;
    },
  };
}

/**
 * Marks the contract's schemas as pure in the client build, so that a schema nothing reads is
 * dropped: the contract's message catalogues share their modules with schemas that only forms
 * (and the server) use, and a zod call at a module's top level would otherwise keep zod in every
 * page. Only a module's top-level constants whose value is a call (`= z.…`, `= schema.extend(…)`,
 * `= listResponseSchema(…)`) and every `z.…(` call are annotated; the contract's modules declare,
 * they do nothing else.
 */
export function pureSchemas(): Plugin {
  const contract = path.resolve(import.meta.dirname, '../../packages/contract/src') + path.sep;
  const zodModule = path.join(contract, 'zod.ts');
  return {
    name: 'pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(contract) || this.environment.name !== 'client') return null;
      if (id === zodModule) {
        // The same jitless setting without calling into zod: zod keeps its settings in
        // globalThis.__zod_globalConfig (zod/v4/core/core.js), so a page that builds no schema
        // does not load zod for this line.
        const settings = `const g = globalThis; g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });`;
        const replaced = code.replace(/^z\.config\(\{ jitless: true \}\);$/m, settings);
        if (replaced === code) this.error('packages/contract/src/zod.ts: the z.config({ jitless: true }) line changed; update pure-schemas');
        return { code: replaced, map: null };
      }
      const marked = code
        .replace(/^((?:export )?const \w+(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$]*\s*[.(])/gm, '$1/* @__PURE__ */ ')
        .replace(/(?<![\w$.]|__ \*\/ )z\.(?=[a-z]\w*\()/g, '/* @__PURE__ */ z.');
      return { code: marked, map: null };
    },
  };
}
