import { z } from 'zod';
import { readMessageSettings } from './lib/message-settings.ts';
import { fromRepoRoot } from './paths.ts';

/**
 * Every setting the server reads, checked once at start-up. The README's configuration
 * table lists the same variables; a bad value stops the process with a list of problems.
 */
const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/** The demo foundation's identity: fine on a laptop, never on a real receipt. */
export const DEMO_FOUNDATION = {
  FOUNDATION_NAME: 'Matangi Foundation',
  FOUNDATION_ADDRESS: 'Matangi Foundation, Tamil Nadu, India',
  FOUNDATION_PAN: 'AAATM0000A',
  FOUNDATION_80G_URN: 'AAATM0000AF20214',
  FOUNDATION_80G_VALIDITY: 'AY 2024-25 to AY 2028-29',
} as const;

const DEMO_SANDBOX_SECRET = 'sandbox-secret-change-me';
const DEMO_FCRA_SANDBOX_SECRET = 'fcra-sandbox-secret-change-me';
/** Signs the QR tickets of registrations (docs/decisions/seats.md); production refuses it. */
const DEMO_TICKET_SECRET = 'ticket-secret-change-me';
const DEMO_AADHAAR_KEY = 'aadhaar-key-change-me';
/** 32 bytes in base64url, without padding. */
const ED25519_KEY = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
const TICKET_KEY_HOW = "32 random bytes in base64url (43 characters): node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"";

/**
 * The per-request steps `npm run bench` can leave out one at a time (BENCH_DISABLE): the sampled
 * request log, helmet's security headers, the per-address API limit, the ETag, compression, the
 * response schema check of cached answers, the Prometheus request metrics, and the small hooks (request id, language, control
 * characters).
 */
export const BENCH_STEPS = ['log', 'helmet', 'ratelimit', 'etag', 'compress', 'schema', 'metrics', 'hooks'] as const;
export type BenchStep = (typeof BENCH_STEPS)[number];

const schema = z.object({
  // Unset means development: `npm start` on a laptop. The development tools then answer only
  // this machine (see lib/dev-tools.ts), so a server exposed by mistake shows nothing.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // How many proxies (load balancer, CDN) stand before the server: 0 means none, so the
  // socket address is the client's.
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  PUBLIC_URL: z.string().url().optional(),
  // Read against the repository's root whichever folder the command runs in (paths.ts); '' (the
  // tests) keeps files in a temporary folder.
  DATA_DIR: z.string().default('./data').transform((d) => (d ? fromRepoRoot(d) : d)),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Sign-up tries per address before each further one waits (a growing delay): no listing who has an account. */
  SIGNUP_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(20),
  /** The least time a sign-up's answer takes, a new account or a taken number alike (0 only for the e2e servers). */
  SIGNUP_ANSWER_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_DIST: z.string().optional().transform((d) => (d ? fromRepoRoot(d) : undefined)),
  // Opens the development tools to requests from elsewhere that send it as X-Dev-Tools-Token
  // (a staging site); long enough that it cannot be guessed.
  DEV_TOOLS_TOKEN: z.string().min(24, 'use at least 24 characters').optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Foundation <no-reply@foundation.example.org>'),
  FOUNDATION_EMAIL: z.string().email().default('info@foundation.example.org'),
  // A staging site in production mode may keep its messages in the outbox (nobody can read
  // them there: the outbox page is not served in production).
  ALLOW_OUTBOX_IN_PRODUCTION: z.enum(['0', '1']).default('0'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'worldline', 'ccavenue']).default('sandbox'),
  SANDBOX_SECRET: z.string().min(8).default(DEMO_SANDBOX_SECRET),
  WORLDLINE_MERCHANT_ID: z.string().default(''),
  WORLDLINE_SALT: z.string().default(''),
  WORLDLINE_SCHEME_CODE: z.string().default(''),
  WORLDLINE_STATUS_URL: z.string().default('https://www.paynimo.com/api/paynimoV2.req'),
  CCAVENUE_MERCHANT_ID: z.string().default(''),
  CCAVENUE_ACCESS_CODE: z.string().default(''),
  CCAVENUE_WORKING_KEY: z.string().default(''),
  CCAVENUE_TRANSACTION_URL: z
    .string()
    .default('https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction'),
  CCAVENUE_STATUS_URL: z.string().default('https://api.ccavenue.com/apis/servlet/DoWebTrans'),
  // The second merchant account, for the FCRA bank account: the same gateway adapters
  // with credentials of their own, so foreign contributions never reach the domestic account.
  // Unset: no FCRA account (international gifts go through MANDIR_INTERNATIONAL_LINK, if any).
  FCRA_PAYMENT_PROVIDER: z.enum(['', 'sandbox', 'worldline', 'ccavenue']).default(''),
  FCRA_SANDBOX_SECRET: z.string().min(8).default(DEMO_FCRA_SANDBOX_SECRET),
  FCRA_WORLDLINE_MERCHANT_ID: z.string().default(''),
  FCRA_WORLDLINE_SALT: z.string().default(''),
  FCRA_WORLDLINE_SCHEME_CODE: z.string().default(''),
  FCRA_CCAVENUE_MERCHANT_ID: z.string().default(''),
  FCRA_CCAVENUE_ACCESS_CODE: z.string().default(''),
  FCRA_CCAVENUE_WORKING_KEY: z.string().default(''),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  MANDIR_INTERNATIONAL_LINK: z.string().default(''),
  FOUNDATION_NAME: z.string().default(DEMO_FOUNDATION.FOUNDATION_NAME),
  FOUNDATION_ADDRESS: z.string().default(DEMO_FOUNDATION.FOUNDATION_ADDRESS),
  FOUNDATION_PAN: z.string().default(DEMO_FOUNDATION.FOUNDATION_PAN),
  FOUNDATION_80G_URN: z.string().default(DEMO_FOUNDATION.FOUNDATION_80G_URN),
  FOUNDATION_80G_VALIDITY: z.string().default(DEMO_FOUNDATION.FOUNDATION_80G_VALIDITY),
  /** Date the 80G URN was issued (DD/MM/YYYY), for Form 10BD; the starting value of the site setting. */
  FOUNDATION_80G_URN_DATE: z.string().regex(/^(\d{2}\/\d{2}\/\d{4})?$/, 'DD/MM/YYYY').default(''),
  FOUNDATION_PHONE: z.string().default('+91 90000 00000'),
  // PostgreSQL connections of this process (docs/scaling.md, "Pools"): processes × DB_POOL_SIZE
  // stays below the server's max_connections, with room for the tools. 4: on the 2-core machine
  // two processes confirmed more registrations a second with 4 each than with 10, 6, 3 or 2
  // (more backends only take turns for the same cores).
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(4),
  // Shared by several server processes: rate limits, throttles, content-change messages.
  REDIS_URL: z.string().regex(/^rediss?:\/\/[^/\s]+/, 'use redis://host:port (or rediss:// for TLS)').optional(),
  // S3-compatible storage for uploads and generated files (providers/storage.ts); unset = DATA_DIR/files.
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  // Prometheus metrics at /metrics for a request with this bearer token; unset = no /metrics.
  METRICS_TOKEN: z.string().min(24, 'use at least 24 characters').optional(),
  // Answer 503 instead of queueing more work once the event loop lags this long (0 = never).
  // Unset: 1000 in production, off elsewhere (a laptop or a shared test machine lags at start-up).
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  // Share of successful, quick requests logged (failed and slow ones always are). Unset: 0.05 in
  // production, 1 elsewhere.
  LOG_SUCCESS_SAMPLE: z.coerce.number().min(0).max(1).optional(),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1']).default('0'),
  // For `npm run bench` only: per-request steps left out, to measure what each costs (a comma
  // list of BENCH_STEPS). A site with any of them off warns at start; never set it on a live site.
  BENCH_DISABLE: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(BENCH_STEPS))),
  // Event lifecycle and messages (docs/decisions/messages.md). An interval of 0 runs the job only
  // when asked (the development route POST /api/dev/jobs/:name/run).
  LIFECYCLE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  MESSAGES_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
  REMINDERS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(900),
  // DPDP: health notes of the detail forms are deleted this many days after the event
  // ends, by the health-notes job (checked every HEALTH_NOTES_INTERVAL_SECONDS; 0 = only on demand).
  HEALTH_NOTES_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  HEALTH_NOTES_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(21_600),
  // Backups taken by the running server (the owner's Backups page; docs/operations.md): one when the
  // last good one is older than BACKUP_INTERVAL_HOURS (0 = only when the owner asks), into
  // DATA_DIR/backups or the bucket; those older than BACKUP_KEEP_DAYS are removed (never the newest).
  BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(24 * 31).default(24),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  // Exports of the back-office lists: rows read per query (keyset batches). A batch is parsed on
  // the server's thread as it arrives and held until written: at 250 rows the site's calls wait
  // less during an export than at 1,000, and the export still runs at 30,000+ rows/s on
  // PostgreSQL (docs/decisions/exports.md, "Exports that do not stall the site").
  EXPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(250),
  // Seats (docs/decisions/seats.md): how long a waiting-list offer holds its seat.
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** How often lapsed waiting-list offers pass on and seats freed otherwise are offered; 0: only on demand (the tests). */
  WAITLIST_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  TICKET_SECRET: z.string().min(16).default(DEMO_TICKET_SECRET),
  // Signs the QR tickets that the door checks offline (docs/decisions/check-in.md): an Ed25519 private
  // key, its 32-byte seed in base64url. Unset: a key kept in DATA_DIR (production must set it).
  TICKET_SIGNING_KEY: z.string().trim().regex(ED25519_KEY, TICKET_KEY_HOW).optional(),
  // Public keys of earlier signing keys (comma separated, base64url): their tickets still verify. Drop
  // one once the events of the tickets it signed are over.
  TICKET_OLD_PUBLIC_KEYS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(ED25519_KEY, 'each key: 43 characters of base64url (a 32-byte Ed25519 public key)'))),
  // Encrypts donors' Aadhaar numbers (AES-256-GCM; docs/decisions/payments.md#the-back-offices-payments).
  AADHAAR_KEY: z.string().min(16).default(DEMO_AADHAAR_KEY),
  WHATSAPP_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  WHATSAPP_HTTP_URL: z.string().url().optional(),
  WHATSAPP_HTTP_TOKEN: z.string().optional(),
  WHATSAPP_KINDS: z.string().default(''),
  SMS_DLT_TEMPLATES: z.string().default(''),
  WHATSAPP_TEMPLATES: z.string().default(''),
  // The first owner of the back office, created at start while no staff account exists.
  OWNER_EMAIL: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'not an email address').optional(),
  OWNER_PASSWORD: z.string().min(10, 'use at least 10 characters').max(200).optional(),
  OWNER_TOTP_SECRET: z.string().trim().regex(/^[A-Z2-7]{16,128}=*$/, 'a base32 secret (A-Z, 2-7), at least 16 characters').optional(),
});

type Settings = z.infer<typeof schema>;
export type Config = Settings & { seedDemo: boolean; isProduction: boolean };

/**
 * Reads and checks every setting. Each variable is parsed on its own so that one refusal lists
 * every problem at once: bad values and unsafe combinations together.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, field] of Object.entries(schema.shape)) {
    const result = (field as z.ZodType).safeParse(env[key]);
    if (result.success) values[key] = result.data;
    else problems.push(`${key}: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  // A value that failed above is missing here; the checks below then simply do not fire for it.
  const c = values as Settings;
  const isProduction = c.NODE_ENV === 'production';
  problems.push(...providerProblems(c));
  problems.push(...fcraProblems(c));
  if (isProduction) problems.push(...productionProblems(c));
  problems.push(...readMessageSettings(c).problems);
  problems.push(...ownerProblems(c));
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { ...c, isProduction, seedDemo: c.SEED_DEMO ?? !isProduction };
}

/** The first owner's settings come together: an email without a password (or the reverse) is a mistake. */
function ownerProblems(c: Settings): string[] {
  if (!!c.OWNER_EMAIL === !!c.OWNER_PASSWORD && (c.OWNER_EMAIL || !c.OWNER_TOTP_SECRET)) return [];
  return ['OWNER_EMAIL and OWNER_PASSWORD: set both (and OWNER_TOTP_SECRET only with them), or none'];
}

/** A provider chosen without its settings is an error anywhere: there is no silent fallback. */
function providerProblems(c: Settings): string[] {
  const problems: string[] = [];
  if (c.PAYMENT_PROVIDER === 'worldline' && (!c.WORLDLINE_MERCHANT_ID.trim() || !c.WORLDLINE_SALT.trim())) {
    problems.push('WORLDLINE_MERCHANT_ID and WORLDLINE_SALT are required with PAYMENT_PROVIDER=worldline');
  }
  // A blank working key would make MD5('') the AES key, known to anyone: refused like a missing one.
  if (c.PAYMENT_PROVIDER === 'ccavenue' && (!c.CCAVENUE_MERCHANT_ID || !c.CCAVENUE_ACCESS_CODE || !c.CCAVENUE_WORKING_KEY.trim())) {
    problems.push('CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE and CCAVENUE_WORKING_KEY are required with PAYMENT_PROVIDER=ccavenue');
  }
  if (c.SMS_PROVIDER === 'http' && (!c.SMS_HTTP_URL || !c.SMS_HTTP_TOKEN)) {
    problems.push('SMS_HTTP_URL and SMS_HTTP_TOKEN are required with SMS_PROVIDER=http');
  }
  if (c.EMAIL_PROVIDER === 'smtp' && !c.SMTP_URL) {
    problems.push('SMTP_URL is required with EMAIL_PROVIDER=smtp');
  }
  if (c.WHATSAPP_PROVIDER === 'http' && (!c.WHATSAPP_HTTP_URL || !c.WHATSAPP_HTTP_TOKEN)) {
    problems.push('WHATSAPP_HTTP_URL and WHATSAPP_HTTP_TOKEN are required with WHATSAPP_PROVIDER=http');
  }
  const s3Set = [c.S3_ENDPOINT, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY, c.S3_PUBLIC_URL].some(Boolean);
  if (s3Set && !c.S3_BUCKET) problems.push('S3_BUCKET is required with the other S3_* settings');
  if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return problems;
}

/**
 * The FCRA merchant account must be complete and must be a different account from the domestic
 * one: the same merchant id or secret would put foreign money in the domestic account (or let one
 * account's secret sign the other's callbacks).
 */
function fcraProblems(c: Settings): string[] {
  const problems: string[] = [];
  const p = c.FCRA_PAYMENT_PROVIDER;
  if (!p) {
    const stray = (Object.keys(c) as (keyof Settings)[]).filter((k) => k.startsWith('FCRA_') && k !== 'FCRA_PAYMENT_PROVIDER' && k !== 'FCRA_SANDBOX_SECRET' && c[k]);
    if (stray.length) problems.push(`FCRA_PAYMENT_PROVIDER: required with ${stray.join(', ')} (which gateway the FCRA account uses)`);
    return problems;
  }
  const same = (a: string | undefined, b: string | undefined) => !!a?.trim() && a.trim() === b?.trim();
  if (p === 'sandbox') {
    if (c.FCRA_SANDBOX_SECRET === c.SANDBOX_SECRET) problems.push('FCRA_SANDBOX_SECRET: must differ from SANDBOX_SECRET (each account signs its own callbacks)');
  }
  if (p === 'worldline') {
    if (!c.FCRA_WORLDLINE_MERCHANT_ID?.trim() || !c.FCRA_WORLDLINE_SALT?.trim() || !c.FCRA_WORLDLINE_SCHEME_CODE?.trim()) {
      problems.push('FCRA_WORLDLINE_MERCHANT_ID, FCRA_WORLDLINE_SALT and FCRA_WORLDLINE_SCHEME_CODE are required with FCRA_PAYMENT_PROVIDER=worldline');
    }
    if (same(c.FCRA_WORLDLINE_MERCHANT_ID, c.WORLDLINE_MERCHANT_ID)) problems.push('FCRA_WORLDLINE_MERCHANT_ID: the same merchant as WORLDLINE_MERCHANT_ID; the FCRA account needs a merchant of its own');
    if (same(c.FCRA_WORLDLINE_SALT, c.WORLDLINE_SALT)) problems.push('FCRA_WORLDLINE_SALT: must differ from WORLDLINE_SALT');
  }
  if (p === 'ccavenue') {
    if (!c.FCRA_CCAVENUE_MERCHANT_ID?.trim() || !c.FCRA_CCAVENUE_ACCESS_CODE?.trim() || !c.FCRA_CCAVENUE_WORKING_KEY?.trim()) {
      problems.push('FCRA_CCAVENUE_MERCHANT_ID, FCRA_CCAVENUE_ACCESS_CODE and FCRA_CCAVENUE_WORKING_KEY are required with FCRA_PAYMENT_PROVIDER=ccavenue');
    }
    if (same(c.FCRA_CCAVENUE_MERCHANT_ID, c.CCAVENUE_MERCHANT_ID)) problems.push('FCRA_CCAVENUE_MERCHANT_ID: the same merchant as CCAVENUE_MERCHANT_ID; the FCRA account needs a merchant of its own');
    if (same(c.FCRA_CCAVENUE_WORKING_KEY, c.CCAVENUE_WORKING_KEY)) problems.push('FCRA_CCAVENUE_WORKING_KEY: must differ from CCAVENUE_WORKING_KEY');
  }
  if (c.NODE_ENV === 'production' && p === 'sandbox') {
    if (c.ALLOW_SANDBOX_PAYMENTS !== '1') problems.push('FCRA_PAYMENT_PROVIDER: the sandbox gateway takes no real money; choose worldline or ccavenue (or set ALLOW_SANDBOX_PAYMENTS=1 for a staging site)');
    if (c.FCRA_SANDBOX_SECRET === DEMO_FCRA_SANDBOX_SECRET) problems.push('FCRA_SANDBOX_SECRET: set a secret of your own');
  }
  return problems;
}

/** The configuration of one merchant account: the FCRA one reads its FCRA_* credentials in place of the domestic ones. */
export type MerchantAccount = 'domestic' | 'fcra';
export function accountConfig(c: Config, account: MerchantAccount): Config {
  if (account === 'domestic') return c;
  return {
    ...c,
    PAYMENT_PROVIDER: c.FCRA_PAYMENT_PROVIDER || c.PAYMENT_PROVIDER,
    SANDBOX_SECRET: c.FCRA_SANDBOX_SECRET,
    WORLDLINE_MERCHANT_ID: c.FCRA_WORLDLINE_MERCHANT_ID,
    WORLDLINE_SALT: c.FCRA_WORLDLINE_SALT,
    WORLDLINE_SCHEME_CODE: c.FCRA_WORLDLINE_SCHEME_CODE,
    CCAVENUE_MERCHANT_ID: c.FCRA_CCAVENUE_MERCHANT_ID,
    CCAVENUE_ACCESS_CODE: c.FCRA_CCAVENUE_ACCESS_CODE,
    CCAVENUE_WORKING_KEY: c.FCRA_CCAVENUE_WORKING_KEY,
  };
}

/**
 * Secrets and keys: one that is only spaces ("WORLDLINE_SALT= ") passes a "set?" check yet signs
 * nothing anyone could not guess, so production refuses it.
 */
const SECRET_KEYS = [
  'SANDBOX_SECRET', 'WORLDLINE_MERCHANT_ID', 'WORLDLINE_SALT', 'WORLDLINE_SCHEME_CODE', 'CCAVENUE_MERCHANT_ID', 'CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY',
  'FCRA_SANDBOX_SECRET', 'FCRA_WORLDLINE_MERCHANT_ID', 'FCRA_WORLDLINE_SALT', 'FCRA_WORLDLINE_SCHEME_CODE', 'FCRA_CCAVENUE_MERCHANT_ID', 'FCRA_CCAVENUE_ACCESS_CODE', 'FCRA_CCAVENUE_WORKING_KEY',
  'SMS_HTTP_TOKEN', 'WHATSAPP_HTTP_TOKEN', 'SMTP_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'TICKET_SECRET', 'TICKET_SIGNING_KEY', 'AADHAAR_KEY', 'DEV_TOOLS_TOKEN', 'METRICS_TOKEN', 'OWNER_PASSWORD',
] as const satisfies readonly (keyof Settings)[];

/** https, or plain http to this machine only (a benchmark's production server, which no visitor reaches). */
function isHttpsOrThisMachine(url: string): boolean {
  const u = new URL(url);
  if (u.protocol === 'https:') return true;
  return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}

/** Settings that are fine for trying the site but must not reach real donors. */
function productionProblems(c: Settings): string[] {
  const problems: string[] = [];
  if (!c.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required in production (the site\'s address in links, share previews and gateway returns)');
  } else if (!isHttpsOrThisMachine(c.PUBLIC_URL)) {
    problems.push('PUBLIC_URL: must start with https:// in production (passwords, sessions and gateway returns travel over it)');
  }
  for (const key of SECRET_KEYS) {
    const value = c[key];
    if (typeof value === 'string' && value !== '' && value.trim() === '') problems.push(`${key}: only whitespace; set the real value or leave it unset`);
  }
  if (c.SEED_DEMO === true) {
    problems.push('SEED_DEMO: demo content (with a devotee whose password is published) is refused in production');
  }
  const outboxAllowed = c.ALLOW_OUTBOX_IN_PRODUCTION === '1';
  if (c.SMS_PROVIDER === 'outbox' && !outboxAllowed) {
    problems.push('SMS_PROVIDER: the outbox sends no SMS; choose http (or set ALLOW_OUTBOX_IN_PRODUCTION=1 for a staging site)');
  }
  if (c.EMAIL_PROVIDER === 'outbox' && !outboxAllowed) {
    problems.push('EMAIL_PROVIDER: the outbox sends no email; choose smtp (or set ALLOW_OUTBOX_IN_PRODUCTION=1 for a staging site)');
  }
  if (c.PAYMENT_PROVIDER === 'sandbox' && c.ALLOW_SANDBOX_PAYMENTS !== '1') {
    problems.push('PAYMENT_PROVIDER: the sandbox gateway takes no real money; choose worldline or ccavenue (or set ALLOW_SANDBOX_PAYMENTS=1 for a staging site)');
  }
  if (c.TICKET_SECRET === DEMO_TICKET_SECRET) {
    problems.push('TICKET_SECRET: set a secret of your own (32 characters or more): it signs the QR tickets checked at the door');
  } else if (c.TICKET_SECRET.length < 32) {
    problems.push('TICKET_SECRET: 32 characters or more');
  }
  if (!c.TICKET_SIGNING_KEY) {
    problems.push(`TICKET_SIGNING_KEY: required in production (it signs the tickets the door checks offline): ${TICKET_KEY_HOW}`);
  }
  if (c.AADHAAR_KEY === DEMO_AADHAAR_KEY) {
    problems.push('AADHAAR_KEY: set a key of your own (32 characters or more): it encrypts donors\' Aadhaar numbers');
  } else if (c.AADHAAR_KEY.length < 32) {
    problems.push('AADHAAR_KEY: 32 characters or more');
  }
  // ALLOW_SANDBOX_PAYMENTS serves the sandbox's pages whatever the gateway: with the published
  // default secret anyone could sign a "paid" answer.
  if (c.SANDBOX_SECRET === DEMO_SANDBOX_SECRET && (c.PAYMENT_PROVIDER === 'sandbox' || c.ALLOW_SANDBOX_PAYMENTS === '1')) {
    problems.push('SANDBOX_SECRET: set a secret of your own');
  }
  for (const [key, demo] of Object.entries(DEMO_FOUNDATION)) {
    if (c[key as keyof typeof DEMO_FOUNDATION] === demo) {
      problems.push(`${key}: still the demo value '${demo}'; receipts must carry the foundation's own`);
    }
  }
  return problems;
}

/** Settings for tests: in-memory database, quiet logs, no background jobs. */
export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    RECONCILE_INTERVAL_SECONDS: '0',
    DATA_DIR: '',
    // A loaded test machine lags; tests of the overload guard set their own value.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}
