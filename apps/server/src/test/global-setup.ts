import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { loadReferenceData } from '../seed/reference.ts';

/**
 * Migrates one PGlite database with the reference data and saves it as a template, so each
 * test file starts from a copy in a fraction of the time of a new database.
 */
export const TEMPLATE_PATH = path.resolve('.tmp/pglite-template.tar');

export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const pglite = await PGlite.create();
  const db = fromPglite(pglite);
  await migrate(db);
  await loadReferenceData(db);
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}
