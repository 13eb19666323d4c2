import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { loadReferenceData } from '../seed/reference.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * Migrates one database with the reference data once per run, so each test file starts from a
 * copy in a fraction of the time of migrating a new database: on PGlite a saved data folder, on
 * PostgreSQL (DATABASE_URL) a template database that each file's database is created from.
 */
export const TEMPLATE_PATH = path.resolve('.tmp/pglite-template.tar');

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL only: the migrated template database each test file's database is copied from. */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The pages' heads come from the web app's server render: built here, once, before any file runs
  // (two files building it side by side would empty each other's output folder).
  ensureWebBuild();
  const url = process.env.DATABASE_URL;
  if (url) return setupPostgres(project, url);
  const pglite = await PGlite.create();
  const db = fromPglite(pglite);
  await migrate(db);
  await loadReferenceData(db);
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function setupPostgres(project: TestProject, url: string) {
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = openPostgres(u.toString(), 1);
  await migrate(db);
  await loadReferenceData(db);
  // A template must have no connection open while a copy of it is made.
  await db.close();
  project.provide('pgTemplate', name);
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
