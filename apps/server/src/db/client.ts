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
  /**
   * A reader for one long read (an export), released when it is done. On PostgreSQL it is a
   * connection of its own outside the pool, so the site's calls never wait for a free connection
   * behind it; on PGlite it is the one database, and `pause` waits until no other query is running
   * (PGlite answers one query at a time: the site's queries go between two batches).
   */
  reader(): Promise<Reader>;
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

export interface Reader extends Queryable {
  /** Called between two batches: lets the site's calls (and the socket) go first. */
  pause(): Promise<void>;
  release(): Promise<void>;
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
  // Queries asked for and not yet answered: a long read waits until there are none, so a visitor's
  // call never queues behind more than one of its batches.
  let running = 0;
  const idle: (() => void)[] = [];
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    try {
      return await work();
    } finally {
      if (--running === 0) for (const wake of idle.splice(0)) wake();
    }
  };
  const untilIdle = () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)));
  const base = wrapPglite(pglite);
  const db: Db = {
    query: (sql, params) => counted(() => base.query(sql, params)),
    one: (sql, params) => counted(() => base.one(sql, params)),
    kind: 'pglite',
    tx: (fn) => counted(() => pglite.transaction((t) => fn(wrapPglite(t)))),
    exec: (sql) => counted(async () => {
      await pglite.exec(sql);
    }),
    rawSql: (sql, values) => counted(async () => {
      if (values?.length) return pglite.query(sql, values);
      const results = await pglite.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] };
    }),
    close: () => pglite.close(),
    dumpDataDir: async () => {
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('gzip');
    },
    reader: async () => ({
      query: db.query,
      one: db.one,
      async pause() {
        // One turn of the event loop (requests that arrived meanwhile start and ask for their
        // queries), then wait until every query asked for is answered, then one more turn.
        do {
          await new Promise((resolve) => setImmediate(resolve));
          await untilIdle();
        } while (running > 0);
      },
      release: async () => undefined,
    }),
  };
  return db;
}

export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  return fromPglite(pglite);
}

/**
 * Statements with parameters are prepared once per connection (a name per statement text): the
 * festival burst's profile showed PostgreSQL parsing and planning the same few dozen statements
 * thousands of times, about 40 % of its CPU. Bounded twice: a pool names at most
 * `MAX_PREPARED` texts (past that a statement goes unnamed, as before), and a connection lives
 * at most `CONNECTION_LIFETIME_S`, so the statements a server keeps for it are dropped with it.
 * A statement without parameters may hold several commands, which a prepared one cannot.
 */
const MAX_PREPARED = 1000;
const CONNECTION_LIFETIME_S = 600;

interface StatementNames {
  config(sql: string, values: unknown[]): pg.QueryConfig;
  /** Whether the error is a stale plan; if so the text is renamed, to be prepared afresh. */
  stale(err: unknown, sql: string): boolean;
}

function statementNames(): StatementNames {
  const names = new Map<string, string>();
  let renamed = 0;
  return {
    config(sql, values) {
      if (values.length === 0) return { text: sql, values };
      let name = names.get(sql);
      if (!name && names.size < MAX_PREPARED) {
        name = `p${names.size}`;
        names.set(sql, name);
      }
      return name ? { name, text: sql, values } : { text: sql, values };
    },
    // Another process's migration changed a table under a prepared statement (a `SELECT *` whose
    // columns changed): PostgreSQL refuses to run its old plan. A new name makes every connection
    // prepare it afresh.
    stale(err, sql) {
      const e = err as { code?: string; message?: string };
      if (e.code !== '0A000' || !e.message?.includes('cached plan must not change result type')) return false;
      if (names.has(sql)) names.set(sql, `r${++renamed}`);
      return true;
    },
  };
}

/** `retryStalePlan`: outside a transaction a query whose plan went stale is run again at once. */
function wrapPg(client: pg.Pool | pg.PoolClient | pg.Client, names: StatementNames, retryStalePlan = false): Queryable {
  const run = async (sql: string, params: unknown[]) => {
    try {
      return await client.query(names.config(sql, params));
    } catch (err) {
      if (!names.stale(err, sql) || !retryStalePlan) throw err;
      return client.query(names.config(sql, params));
    }
  };
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, params)).rows[0] as T | undefined;
    },
  };
}

export function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, maxLifetimeSeconds: CONNECTION_LIFETIME_S });
  const names = statementNames();
  // An idle connection the server drops (restart, failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
  // The pool's queries are each their own transaction, so a stale plan's query can run again.
  const base = wrapPg(pool, names, true);
  return {
    ...base,
    kind: 'postgres',
    url,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapPg(client, names));
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
    async reader() {
      // Outside the pool: a long export never holds one of the site's connections.
      const client = new pg.Client({ connectionString: url });
      client.on('error', (err) => console.warn(`PostgreSQL export connection lost: ${err.message}`));
      await client.connect();
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await client.end().catch(() => undefined);
      };
      return {
        ...wrapPg(client, names),
        pause: () => new Promise((resolve) => setImmediate(resolve)),
        release,
      };
    },
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
