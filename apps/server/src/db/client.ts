import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dataDirFromEnv } from '../paths.ts';
import { refuseWhileServerRuns } from '../lib/pid-file.ts';

/**
 * The one data layer. PGlite (PostgreSQL in WASM) by default, a PostgreSQL server when
 * DATABASE_URL is set; both speak the same SQL, so repositories are written once.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; rows locked with FOR UPDATE stay locked until it ends. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  exec(sql: string): Promise<void>;
  /**
   * For libraries that bring their own SQL (the job queue): rows of the last statement, with
   * each driver's own type parsing. Without values the text may hold several statements.
   */
  rawSql(sql: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * PGlite only: its data folder as a gzipped tarball, taken by the running instance between two
   * statements (PGlite runs one at a time), after a checkpoint. Restored, PostgreSQL replays the
   * write-ahead log as after a crash: every committed transaction is there, no half of one.
   */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the server's address, for pg_dump (the backups the running server takes). */
  readonly url?: string;
}

// Dates come back as 'YYYY-MM-DD' text (not JS Dates shifted by the time zone) and
// bigint money as JS numbers: amounts stay far below 2^53 minor units.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const pgliteParsers = {
  1082: (v: string) => v,
  20: (v: string) => Number(v),
  1700: (v: string) => Number(v),
};

function wrapPglite(client: { query: PGlite['query'] }): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query<T>(sql, params, { parsers: pgliteParsers });
      return res.rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const res = await client.query<T>(sql, params, { parsers: pgliteParsers });
      return res.rows[0];
    },
  };
}

export function fromPglite(pglite: PGlite): Db {
  const base = wrapPglite(pglite);
  return {
    ...base,
    kind: 'pglite',
    tx: (fn) => pglite.transaction((t) => fn(wrapPglite(t))),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    rawSql: async (sql, values) => {
      if (values?.length) return pglite.query(sql, values);
      const results = await pglite.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => pglite.close(),
    dumpDataDir: async () => {
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('gzip');
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  return fromPglite(pglite);
}

function wrapPg(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params);
      return res.rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params);
      return res.rows[0] as T | undefined;
    },
  };
}

export function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
  const base = wrapPg(pool);
  return {
    ...base,
    kind: 'postgres',
    url,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapPg(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    rawSql: async (sql, values) => {
      // Several statements come back as one result each; the last one answers.
      const res: pg.QueryResult | pg.QueryResult[] = await pool.query(sql, values?.length ? values : undefined);
      return { rows: Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows };
    },
    close: () => pool.end(),
  };
}

/**
 * The database the command-line tools use, opened the way the server opens it:
 * DATABASE_URL when set, else PGlite under DATA_DIR (default ./data of the repository's root).
 */
export async function openFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = dataDirFromEnv(env);
  refuseWhileServerRuns(dataDir, 'this command');
  return openPglite(path.join(dataDir, 'pglite'));
}
