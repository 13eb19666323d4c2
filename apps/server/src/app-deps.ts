import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EmailProvider, SmsProvider } from './providers/messaging.ts';
import type { Storage } from './providers/storage.ts';

/** What every module receives when it is registered: settings, data and providers. */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  sms: SmsProvider;
  email: EmailProvider;
}
