import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { EmailProvider, SmsProvider, WhatsAppProvider } from './providers/messaging.ts';
import type { Storage } from './providers/storage.ts';

/** What every module receives when it is registered: settings, data and providers. */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  sms: SmsProvider;
  email: EmailProvider;
  /** Outbox when not given (tests build their deps without it). */
  whatsapp?: WhatsAppProvider;
  /** The Redis shared by all server processes (REDIS_URL); absent, each process counts in PostgreSQL. */
  redis?: Redis;
  /** The clock date rules read; the system clock when not given (tests pass one they set). */
  clock?: Clock;
}
