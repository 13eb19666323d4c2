import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { translationEntries, type TranslationEntry } from '@portal/contract/tamil';
import { TAMIL_REVIEWS } from '@portal/contract/tamil-reviews';

/**
 * The translator's round trip (issue 15). `npm run i18n:export [file]` writes every string a
 * person reads as JSON rows {key, en, ta, reviewed}: the contract's messages, statuses and option
 * labels (`MESSAGES.required`, ...) and the web interface's own strings (`UI.nav.home`, ...: the
 * app shell's, the shared components' and every feature's strings.ts). A row with
 * `reviewed: false` is a draft. The translator edits `ta` and sets `reviewed: true`;
 * `npm run i18n:import [file]` keeps every row whose Tamil differs from the draft or is reviewed
 * in packages/contract/src/tamil-reviews.ts, which the contract's catalogue and the web's
 * strings (lib/i18n.ts, withReviews) read first.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
export const REVIEWS_FILE = path.join(ROOT, 'packages/contract/src/tamil-reviews.ts');
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const UI_PREFIX = 'UI.';

type Strings = { [key: string]: string | Strings };

interface WebI18n {
  getResourceBundle(lang: string, ns: string): Strings;
}

/** The web's string modules: features' `strings.ts` / `*-strings.ts` (each adds its strings when loaded). */
function webStringModules(): string[] {
  return readdirSync(path.join(WEB_SRC, 'features'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|[/-])strings\.ts$/.test(f))
    .sort()
    .map((f) => path.join(WEB_SRC, 'features', f));
}

const flatten = (strings: Strings, prefix: string): [string, string][] =>
  Object.entries(strings).flatMap(([k, v]): [string, string][] => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`)));

/** Every interface string of the web app, English and Tamil as the app shows them (reviews applied). */
export async function interfaceEntries(reviews = TAMIL_REVIEWS): Promise<TranslationEntry[]> {
  const { default: i18n } = (await import(pathToFileURL(path.join(WEB_SRC, 'lib/i18n.ts')).href)) as { default: WebI18n };
  for (const file of webStringModules()) await import(pathToFileURL(file).href);
  const ta = new Map(flatten(i18n.getResourceBundle('ta', 'translation'), UI_PREFIX));
  return flatten(i18n.getResourceBundle('en', 'translation'), UI_PREFIX).map(([key, en]) => ({
    key,
    en,
    ta: ta.get(key) ?? '',
    reviewed: reviews[key]?.reviewed ?? false,
  }));
}

export async function allEntries(): Promise<TranslationEntry[]> {
  return [...translationEntries(), ...(await interfaceEntries())];
}

export async function exportFile(file: string) {
  const rows = await allEntries();
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  const drafts = rows.filter((r) => !r.reviewed).length;
  return `${file}: ${rows.length} strings, ${drafts} Tamil drafts not yet reviewed`;
}

/** Takes the translator's file back into `reviewsFile`; throws, changing nothing, on an unknown key or an empty Tamil text. */
export async function importFile(file: string, reviewsFile = REVIEWS_FILE) {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as TranslationEntry[];
  const known = new Map((await allEntries()).map((e) => [e.key, e]));
  const problems = rows.flatMap((r) =>
    !known.has(r.key) ? [`${r.key}: unknown key`] : typeof r.ta !== 'string' || !r.ta.trim() ? [`${r.key}: empty Tamil`] : [],
  );
  if (problems.length) throw new Error(`Nothing imported:\n${problems.join('\n')}`);
  const kept = rows.filter((r) => r.reviewed || r.ta !== known.get(r.key)!.ta || TAMIL_REVIEWS[r.key]);
  const body = kept.map((r) => `  ${JSON.stringify(r.key)}: { ta: ${JSON.stringify(r.ta)}, reviewed: ${r.reviewed === true} },`).join('\n');
  const source = readFileSync(reviewsFile, 'utf8').replace(/= \{[\s\S]*\};\n$/, `= {\n${body}\n};\n`);
  writeFileSync(reviewsFile, source.replace('= {\n\n};', '= {};'));
  return `${reviewsFile}: ${kept.length} translator texts (${kept.filter((r) => r.reviewed).length} reviewed)`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [command, file = path.join(ROOT, 'i18n/tamil.json')] = process.argv.slice(2);
  const run = command === 'export' ? exportFile(file) : command === 'import' ? importFile(file) : null;
  if (!run) {
    console.error('Usage: node --import tsx scripts/i18n.ts export|import [file.json]');
    process.exitCode = 1;
  } else {
    run.then(console.log, (e: Error) => {
      console.error(e.message);
      process.exitCode = 1;
    });
  }
}
