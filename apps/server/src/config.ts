import { z } from 'zod';

/**
 * Every setting the server reads, checked once at start-up. The README's configuration
 * table lists the same variables; a bad value stops the process with a list of problems.
 */
const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // How many proxies (load balancer, CDN) stand before the server: 0 means none, so the
  // socket address is the client's.
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_DIST: z.string().optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Foundation <no-reply@foundation.example.org>'),
  FOUNDATION_EMAIL: z.string().email().default('info@foundation.example.org'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'worldline', 'ccavenue']).default('sandbox'),
  SANDBOX_SECRET: z.string().min(8).default('sandbox-secret-change-me'),
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
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  MANDIR_INTERNATIONAL_LINK: z.string().default(''),
  FOUNDATION_NAME: z.string().default('Matangi Foundation'),
  FOUNDATION_ADDRESS: z.string().default('Matangi Foundation, Tamil Nadu, India'),
  FOUNDATION_PAN: z.string().default('AAATM0000A'),
  FOUNDATION_80G_URN: z.string().default('AAATM0000AF20214'),
  FOUNDATION_80G_VALIDITY: z.string().default('AY 2022-23 to AY 2026-27'),
  FOUNDATION_PHONE: z.string().default('+91 90000 00000'),
  REDIS_URL: z.string().optional(),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1']).default('0'),
});

export type Config = z.infer<typeof schema> & { seedDemo: boolean; isProduction: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const problems = productionProblems(c, isProduction);
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { ...c, isProduction, seedDemo: c.SEED_DEMO ?? !isProduction };
}

/** Settings that are fine for trying the site but must not reach real donors. */
function productionProblems(c: z.infer<typeof schema>, isProduction: boolean): string[] {
  const problems: string[] = [];
  if (c.PAYMENT_PROVIDER === 'worldline' && (!c.WORLDLINE_MERCHANT_ID || !c.WORLDLINE_SALT)) {
    problems.push('WORLDLINE_MERCHANT_ID and WORLDLINE_SALT are required with PAYMENT_PROVIDER=worldline');
  }
  // A blank working key would make MD5('') the AES key, known to anyone: refused like a missing one.
  if (c.PAYMENT_PROVIDER === 'ccavenue' && (!c.CCAVENUE_MERCHANT_ID || !c.CCAVENUE_ACCESS_CODE || !c.CCAVENUE_WORKING_KEY.trim())) {
    problems.push('CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE and CCAVENUE_WORKING_KEY are required with PAYMENT_PROVIDER=ccavenue');
  }
  if (!isProduction) return problems;
  if (c.PAYMENT_PROVIDER === 'sandbox' && c.ALLOW_SANDBOX_PAYMENTS !== '1') {
    problems.push('PAYMENT_PROVIDER: the sandbox gateway takes no real money; choose worldline or ccavenue (or set ALLOW_SANDBOX_PAYMENTS=1 for a staging site)');
  }
  if (c.SANDBOX_SECRET === 'sandbox-secret-change-me' && c.PAYMENT_PROVIDER === 'sandbox') {
    problems.push('SANDBOX_SECRET: set a secret of your own');
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
    ...overrides,
  });
}
