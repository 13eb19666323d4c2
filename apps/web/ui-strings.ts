import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The web interface's strings (the app shell's, the shared components' and every feature's
 * `strings.ts`), English and Tamil as the app shows them (the translator's reviews applied), as
 * one JSON file written next to the build: `dist/ui-strings.json`. The server's translations
 * review (apps/server/src/modules/translations/translation-rows.ts) reads that file at run time, so the
 * server never loads the web app's source; `npm run i18n:export` calls `interfaceStrings()`.
 * Run by `npm run build` after Vite (node --import tsx ui-strings.ts).
 */
export type Strings = { [key: string]: string | Strings };
export interface InterfaceStrings {
  en: Strings;
  ta: Strings;
}

export const UI_STRINGS_FILE = 'ui-strings.json';
const SRC = path.join(import.meta.dirname, 'src');

interface WebI18n {
  getResourceBundle(lang: string, ns: string): Strings;
}

/**
 * The web's string modules: features' `strings.ts` / `*-strings.ts`, the back office's shell's and
 * the shared components' `*-strings.ts` (each adds its strings when loaded).
 */
export function stringModules(): string[] {
  return ['features', 'app', 'components'].flatMap((folder) =>
    readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /(^|[/-])strings\.ts$/.test(f))
      .sort()
      .map((f) => path.join(SRC, folder, f)),
  );
}

/** Every interface string, loaded from the source (build time and the translator's scripts only). */
export async function interfaceStrings(): Promise<InterfaceStrings> {
  const { default: i18n } = (await import(pathToFileURL(path.join(SRC, 'lib/i18n.ts')).href)) as { default: WebI18n };
  for (const file of stringModules()) await import(pathToFileURL(file).href);
  return { en: i18n.getResourceBundle('en', 'translation'), ta: i18n.getResourceBundle('ta', 'translation') };
}

/** Writes `<dist>/ui-strings.json`. */
export async function writeInterfaceStrings(dist: string): Promise<string> {
  const file = path.join(dist, UI_STRINGS_FILE);
  writeFileSync(file, JSON.stringify(await interfaceStrings()));
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeInterfaceStrings(path.join(import.meta.dirname, 'dist')).then(
    (file) => console.log(`${path.relative(process.cwd(), file)}: the interface strings for the translations review`),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
