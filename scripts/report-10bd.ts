/**
 * Form 10BD CSV of one financial year (the back office's own code, modules/tax/form-10bd.ts: one
 * row per donor, donation type and mode, only donations whose receipt carries the 80G statement):
 *   node --import tsx scripts/report-10bd.ts 2026-27 [--urn-date DD/MM/YYYY] [--section "Section 80G"] [--out file.csv]
 * Reads the same settings as the server (DATABASE_URL, or DATA_DIR's embedded database): the URN,
 * its date and the section code from the site settings (the options override them). Writes the CSV
 * to stdout unless --out is given. Nothing is kept: the export that Form 10BE certificates are
 * matched against is the back office's (Form 10BD page). The embedded database (PGlite) is one
 * process's: stop the server first, or use DATABASE_URL.
 */
import { writeFileSync } from 'node:fs';
import { refuseWhileServerRuns } from '../apps/server/src/lib/pid-file.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { AppError } from '../apps/server/src/lib/errors.ts';
import { DEFAULT_SECTION_CODE, form10bdCsv } from '../apps/server/src/modules/tax/index.ts';
import { isFinancialYearLabel } from '@portal/contract/financial-year';
import { readSettings } from '../apps/server/src/modules/settings/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'urn-date': { type: 'string' },
    section: { type: 'string' },
    out: { type: 'string' },
  },
});

const fy = positionals[0] ?? '';
if (!isFinancialYearLabel(fy)) {
  console.error('usage: report-10bd.ts <financial year, e.g. 2026-27> [--urn-date DD/MM/YYYY] [--section TEXT] [--out FILE]');
  process.exit(2);
}
if (values['urn-date'] && !/^\d{2}\/\d{2}\/\d{4}$/.test(values['urn-date'])) {
  console.error('--urn-date must be DD/MM/YYYY');
  process.exit(2);
}

const config = loadConfig();
if (!config.DATABASE_URL) refuseWhileServerRuns(config.DATA_DIR, 'the report');
const db = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 1) : await openPglite(path.resolve(config.DATA_DIR, 'pglite'));
try {
  const settings = await readSettings(db, config);
  const csv = await form10bdCsv(
    db,
    fy,
    {
      urn: settings.foundation_80g_urn,
      urnDate: values['urn-date'] ?? settings.foundation_80g_urn_date,
      sectionCode: values.section ?? (settings.form_10bd_section_code.trim() || DEFAULT_SECTION_CODE),
    },
    config.AADHAAR_KEY,
  );
  if (values.out) {
    writeFileSync(values.out, csv);
    console.error(`Wrote ${csv.split('\r\n').length - 2} rows to ${values.out}`);
  } else {
    process.stdout.write(csv);
  }
} catch (error) {
  // A PAN given by several accounts waits for finance's donor of record (the back office's check list).
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
