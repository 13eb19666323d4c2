import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * BUILD_STATS=1 npm run build: what each chunk holds (the bundle's own visualiser, in text).
 * Writes dist/.vite/chunks.txt: per chunk its gzip weight and its modules by rendered size,
 * node_modules grouped per package. Used to check that a public page loads only what it needs
 * and that no library is shipped twice (docs/decisions/ssr.md).
 */
export function chunkStats(): Plugin {
  return buildPlugin((outDir) => ({
    name: 'chunk-stats',
    generateBundle(_options, bundle) {
      const lines: string[] = [];
      // Each package name with the folders it was bundled from: two folders = shipped twice.
      const installs = new Map<string, Set<string>>();
      const split = new Map<string, string[]>();
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      chunks.sort((a, b) => b.code.length - a.code.length);
      for (const chunk of chunks) {
        const gz = gzipSync(chunk.code, { level: 9 }).length;
        lines.push(
          `${chunk.fileName}  ${(chunk.code.length / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB${chunk.isEntry ? '  (entry)' : ''}`,
        );
        const groups = new Map<string, number>();
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (!info.renderedLength) continue;
          const found = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
          const pkg = found?.[2];
          if (found && pkg) installs.set(pkg, new Set([...(installs.get(pkg) ?? []), found[1]!]));
          const key = pkg
            ? `npm:${pkg}`
            : path.relative(path.resolve(outDir(), '../..'), id.replace(/\?.*$/, ''));
          groups.set(key, (groups.get(key) ?? 0) + info.renderedLength);
        }
        for (const [key, size] of [...groups].sort((a, b) => b[1] - a[1])) {
          lines.push(`    ${(size / 1024).toFixed(1).padStart(7)} KB  ${key}`);
          if (key.startsWith('npm:')) split.set(key, [...(split.get(key) ?? []), chunk.fileName]);
        }
      }
      const twice = [...installs].filter(([, dirs]) => dirs.size > 1);
      lines.push('', `Packages bundled from more than one folder (shipped twice): ${twice.length === 0 ? 'none' : ''}`);
      for (const [pkg, dirs] of twice) lines.push(`    ${pkg}: ${[...dirs].join(', ')}`);
      // A package whose modules are spread over chunks is not a copy (each module is in one chunk).
      lines.push('', 'Packages whose modules are spread over several chunks (no module twice):');
      for (const [pkg, files] of split) if (files.length > 1) lines.push(`    ${pkg}: ${files.join(', ')}`);
      mkdirSync(path.join(outDir(), '.vite'), { recursive: true });
      writeFileSync(path.join(outDir(), '.vite/chunks.txt'), lines.join('\n') + '\n');
    },
  }));
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
      const { calls, CALL_GROUPS } =
        (await import('../../packages/contract/src/calls.ts')) as typeof import('../../packages/contract/src/calls.ts');
      const data = Object.fromEntries(
        Object.entries(calls).map(([name, c]) => {
          const def = c as {
            method: string;
            path: string;
            auth: string;
            roles?: readonly string[];
            multipart?: boolean;
            produces?: string;
          };
          return [
            name,
            {
              method: def.method,
              path: def.path,
              auth: def.auth,
              // Pages show an action only to the roles the server lets through (roleAllowed).
              ...(def.roles ? { roles: def.roles } : {}),
              ...(def.multipart ? { multipart: true } : {}),
              ...(def.produces ? { produces: def.produces } : {}),
            },
          ];
        }),
      );
      return `export const calls = ${JSON.stringify(data)};\nexport const CALL_GROUPS = ${JSON.stringify(CALL_GROUPS)};\n`;
    },
  };
}

/**
 * Marks the contract's schema building as pure in the client build, so that a schema nothing
 * reads is dropped: the contract's message catalogues share their modules with schemas that only
 * forms (and the server) use, and a zod call at a module's top level would otherwise keep zod in
 * every page. The contract's modules declare; they do nothing at load but build values.
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
        // In the browser the entry sets zod's jitless setting before any chunk loads
        // (src/lib/zod-settings.ts): the contract's z.config line is left out, so that a page that
        // builds no schema does not load zod for it.
        const replaced = code.replace(/^z\.config\(\{ jitless: true \}\);$/m, '');
        if (replaced === code)
          this.error(
            'packages/contract/src/zod.ts: the z.config({ jitless: true }) line changed; update pure-schemas',
          );
        return { code: replaced, map: null, moduleSideEffects: false };
      }
      // Every call whose value is taken (all but a statement's own call) is marked: the schemas,
      // their fields and the helpers that build them. A call made for its effect is left alone.
      const starts = new Set<number>();
      const walk = (node: unknown, parent: { type?: string } | undefined) => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) {
          for (const child of node) walk(child, parent);
          return;
        }
        const n = node as { type?: string; start?: number };
        if (
          n.type === 'CallExpression' &&
          parent?.type !== 'ExpressionStatement' &&
          typeof n.start === 'number'
        )
          starts.add(n.start);
        for (const [key, value] of Object.entries(n))
          if (key !== 'type' && value && typeof value === 'object') walk(value, n);
      };
      walk(this.parse(code), undefined);
      let marked = code;
      for (const at of [...starts].sort((a, b) => b - a))
        marked = `${marked.slice(0, at)}/* @__PURE__ */ ${marked.slice(at)}`;
      // And a contract module itself does nothing when loaded: a page that reads only its messages
      // does not pull in its schemas' modules (nor zod) for their side effects.
      return { code: marked, map: null, moduleSideEffects: false };
    },
  };
}

/**
 * The web fonts (@fontsource) with `font-display: optional` instead of `swap`: a font that is not
 * there within the first ~100 ms is not swapped in later, so text never re-flows under the reader
 * (the kind buttons of /media wrapped differently once Noto Sans arrived: a layout shift of 0.2).
 * A first visit on a slow line may show the system font; the font is cached for the next pages.
 * Not the Tamil face (Noto Sans Tamil): it swaps in when late (see below).
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'font-display-optional',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css(\?|$)/.test(id)) return null;
      // The Tamil face keeps `swap`: without it, a late font leaves Tamil text in a system face
      // that may have no Tamil glyphs at all (boxes on a first visit), worse than a re-flow.
      if (/[\\/]@fontsource[\\/]noto-sans-tamil[\\/]/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap;', 'font-display: optional;'), map: null };
    },
  };
}

/** The files worth compressing, and the size under which compression does not pay (app.ts's threshold). */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli and gzip copies beside each script, stylesheet and SVG of the build (`x.js.br`,
 * `x.js.gz`): the server sends them as they are (@fastify/static's `preCompressed`), so a file
 * is compressed once at build, at the best level, instead of at every request.
 */
export function precompress(): Plugin {
  return buildPlugin((outDir) => ({
    name: 'precompress',
    closeBundle() {
      for (const entry of readdirSync(outDir(), { recursive: true, withFileTypes: true })) {
        // .vite/ holds the build's manifest for the server, never sent.
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.parentPath.includes('.vite')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < PRECOMPRESS_MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  }));
}

/** A build-only plugin that writes into the build's output folder (known once Vite's config is resolved). */
function buildPlugin(make: (outDir: () => string) => Plugin): Plugin {
  let outDir = 'dist';
  return {
    ...make(() => outDir),
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
}
