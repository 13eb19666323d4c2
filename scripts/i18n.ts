import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { translationEntries, type TranslationEntry } from '@portal/contract/tamil';

/**
 * The translator's round trip (issue 15). `npm run i18n:export [file]` writes every message,
 * status and option label of the contract as JSON rows {key, en, ta, reviewed}; a row with
 * `reviewed: false` is a draft. The translator edits `ta` and sets `reviewed: true`;
 * `npm run i18n:import [file]` keeps every row whose Tamil differs from the draft or is reviewed
 * in packages/contract/src/tamil-reviews.ts, which the catalogue reads first.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const REVIEWS_FILE = path.join(ROOT, 'packages/contract/src/tamil-reviews.ts');
const [command, file = path.join(ROOT, 'i18n/tamil.json')] = process.argv.slice(2);

function exportFile() {
  const rows = translationEntries();
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  const drafts = rows.filter((r) => !r.reviewed).length;
  console.log(`${file}: ${rows.length} strings, ${drafts} Tamil drafts not yet reviewed`);
}

function importFile() {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as TranslationEntry[];
  const known = new Map(translationEntries().map((e) => [e.key, e]));
  const problems = rows.flatMap((r) =>
    !known.has(r.key) ? [`${r.key}: unknown key`] : typeof r.ta !== 'string' || !r.ta.trim() ? [`${r.key}: empty Tamil`] : [],
  );
  if (problems.length) {
    console.error(`Nothing imported:\n${problems.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  const kept = rows.filter((r) => r.reviewed || r.ta !== known.get(r.key)!.ta);
  const body = kept.map((r) => `  ${JSON.stringify(r.key)}: { ta: ${JSON.stringify(r.ta)}, reviewed: ${r.reviewed === true} },`).join('\n');
  const source = readFileSync(REVIEWS_FILE, 'utf8').replace(/= \{[\s\S]*\};\n$/, `= {\n${body}\n};\n`);
  writeFileSync(REVIEWS_FILE, source.replace('= {\n\n};', '= {};'));
  console.log(`${REVIEWS_FILE}: ${kept.length} translator texts (${kept.filter((r) => r.reviewed).length} reviewed)`);
}

if (command === 'export') exportFile();
else if (command === 'import') importFile();
else {
  console.error('Usage: node --import tsx scripts/i18n.ts export|import [file.json]');
  process.exitCode = 1;
}
