import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TranslationEntry } from '@portal/contract/tamil';
import { TAMIL_REVIEWS } from '@portal/contract/tamil-reviews';
import { translationRows } from '../apps/server/src/modules/translations/index.ts';
import { interfaceStrings } from '../apps/web/ui-strings.ts';

/**
 * The translator's round trip. `npm run i18n:export [file]` writes every string a
 * person reads as JSON rows {key, en, ta, reviewed} (built by the server's translations module,
 * translation-rows.ts, which the back office's "Translations review" page shows too; here the
 * interface strings are read from the web's source, the server reads the build's copy). A row with
 * `reviewed: false` is a draft. The translator edits `ta` and sets `reviewed: true`;
 * `npm run i18n:import [file]` keeps every row whose Tamil differs from the draft or is reviewed
 * in packages/contract/src/tamil-reviews.ts, which the contract's catalogue and the web's
 * strings (lib/i18n.ts, withReviews) read first.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
export const REVIEWS_FILE = path.join(ROOT, 'packages/contract/src/tamil-reviews.ts');

export async function exportFile(file: string) {
  const rows = translationRows(await interfaceStrings());
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  const drafts = rows.filter((r) => !r.reviewed).length;
  return `${file}: ${rows.length} strings, ${drafts} Tamil drafts not yet reviewed`;
}

/** Takes the translator's file back into `reviewsFile`; throws, changing nothing, on an unknown key or an empty Tamil text. */
export async function importFile(file: string, reviewsFile = REVIEWS_FILE) {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as TranslationEntry[];
  const known = new Map(translationRows(await interfaceStrings()).map((e) => [e.key, e]));
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
