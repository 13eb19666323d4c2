/**
 * Form 10BD CSV of one financial year, from the paid donations:
 *   node --import tsx scripts/report-10bd.ts 2026-27 [--urn-date DD/MM/YYYY] [--section "Section 80G"] [--out file.csv]
 * Reads the same settings as the server (DATABASE_URL, or DATA_DIR's embedded database) and the
 * foundation's URN from FOUNDATION_80G_URN. Writes the CSV to stdout unless --out is given.
 * The embedded database (PGlite) is one process's: stop the server first, or use DATABASE_URL.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { DEFAULT_SECTION_CODE, form10bdCsv, isFinancialYear } from '../apps/server/src/modules/donations/form-10bd.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'urn-date': { type: 'string', default: process.env.FOUNDATION_80G_URN_DATE ?? '' },
    section: { type: 'string', default: DEFAULT_SECTION_CODE },
    out: { type: 'string' },
  },
});

const fy = positionals[0] ?? '';
if (!isFinancialYear(fy)) {
  console.error('usage: report-10bd.ts <financial year, e.g. 2026-27> [--urn-date DD/MM/YYYY] [--section TEXT] [--out FILE]');
  process.exit(2);
}
if (values['urn-date'] && !/^\d{2}\/\d{2}\/\d{4}$/.test(values['urn-date'])) {
  console.error('--urn-date must be DD/MM/YYYY');
  process.exit(2);
}

const config = loadConfig();
const db = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 1) : await openPglite(path.resolve(config.DATA_DIR, 'pglite'));
try {
  const csv = await form10bdCsv(db, fy, {
    urn: config.FOUNDATION_80G_URN,
    urnDate: values['urn-date'] ?? '',
    sectionCode: values.section ?? DEFAULT_SECTION_CODE,
  });
  if (values.out) {
    writeFileSync(values.out, csv);
    console.error(`Wrote ${csv.split('\r\n').length - 2} donations to ${values.out}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await db.close();
}
