import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/**
 * Public caches are kept in each process (lib/public-cache.ts). When content changes through one
 * process, every process must drop its copies: `publicContentChanged(db)` clears this process's
 * caches at once and tells the others through a bus: Redis pub/sub with REDIS_URL, PostgreSQL's
 * LISTEN/NOTIFY on a PostgreSQL server without Redis, nothing more on PGlite (one process only).
 *
 * Caches and buses are kept per database object, as the catalog cache is, so the many apps that
 * tests build in one process do not clear each other's caches.
 */
export interface CacheBus {
  publish(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'portal_public_changed';
const clearers = new WeakMap<object, Set<() => void>>();
const buses = new WeakMap<object, CacheBus>();

/** Registers a cache's clear function for this database's content changes. */
export function onPublicContentChange(db: object, clear: () => void) {
  let set = clearers.get(db);
  if (!set) clearers.set(db, (set = new Set()));
  set.add(clear);
}

function clearLocal(db: object) {
  clearers.get(db)?.forEach((clear) => clear());
}

/**
 * Call after any write that changes what public lists show. Another process's caches are cleared
 * when its bus hears the message; if the bus is down, entries still expire within their TTL.
 */
export async function publicContentChanged(db: object, log?: FastifyBaseLogger): Promise<void> {
  clearLocal(db);
  await buses.get(db)?.publish().catch((err: unknown) => log?.warn({ err }, 'could not announce a content change'));
}

/** Starts the bus for this process. Messages carry the sender's id so a process ignores its own. */
export async function startCacheBus(db: Db, opts: { redis?: Redis; databaseUrl?: string; log?: FastifyBaseLogger }): Promise<CacheBus> {
  const self = randomUUID();
  const onMessage = (sender: string) => {
    if (sender !== self) clearLocal(db);
  };
  let bus: CacheBus;
  if (opts.redis) bus = await redisBus(opts.redis, self, onMessage, () => clearLocal(db));
  else if (db.kind === 'postgres' && opts.databaseUrl) bus = await postgresBus(db, opts.databaseUrl, self, onMessage, () => clearLocal(db), opts.log);
  else bus = { publish: async () => undefined, close: async () => undefined };
  buses.set(db, bus);
  return bus;
}

/**
 * Redis pub/sub on a second connection (a subscribed connection can do nothing else). ioredis
 * subscribes again after a reconnect; messages sent meanwhile are lost, so the caches are cleared
 * on every reconnect.
 */
async function redisBus(redis: Redis, self: string, onMessage: (sender: string) => void, resync: () => void): Promise<CacheBus> {
  // Unlike the main client, the subscription may wait for the connection: it is not a request.
  const sub = redis.duplicate({ enableOfflineQueue: true });
  sub.on('error', () => undefined); // the main client logs outages
  sub.on('message', (_channel: string, sender: string) => onMessage(sender));
  let subscribed = false;
  const subscribe = () =>
    sub.subscribe(CHANNEL).then(
      () => void (subscribed = true),
      () => undefined,
    );
  let connectedOnce = false;
  sub.on('ready', () => {
    if (connectedOnce) resync();
    connectedOnce = true;
    // ioredis subscribes again by itself after a reconnect, but only to what it had subscribed.
    if (!subscribed) void subscribe();
  });
  await subscribe();
  return {
    publish: async () => {
      await redis.publish(CHANNEL, self);
    },
    close: async () => {
      sub.disconnect();
    },
  };
}

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to others); NOTIFY through the
 * pool. A lost connection is opened again after a second, and the caches are cleared then.
 */
async function postgresBus(db: Db, url: string, self: string, onMessage: (sender: string) => void, resync: () => void, log?: FastifyBaseLogger): Promise<CacheBus> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (again: boolean) => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => onMessage(msg.payload ?? ''));
    c.on('error', (err) => {
      log?.warn({ err: err.message }, 'content-change listener lost; reconnecting');
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      if (again) resync();
    } catch {
      await c.end().catch(() => undefined);
      retry();
    }
  };
  const retry = () => {
    client = undefined;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, 1000);
  };
  await connect(false);
  return {
    publish: async () => {
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, self]);
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
