import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { DEMO_FOUNDATION, loadConfig } from './config.ts';
import { SAFE_PRODUCTION } from './test/production-env.ts';


/** The problems loadConfig lists for `env`, one per line (empty when it starts). */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as Error).message.split('\n').slice(1).map((l) => l.trim());
  }
}

describe('configuration', () => {
  it('has working defaults for trying the site', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: path.resolve(import.meta.dirname, '../../../data'), PAYMENT_PROVIDER: 'sandbox', seedDemo: true, isProduction: false, NODE_ENV: 'development' });
  });

  it('starts in production when nothing is left at a demo value, without demo content', () => {
    const c = loadConfig(SAFE_PRODUCTION);
    expect(c).toMatchObject({ isProduction: true, seedDemo: false });
    expect(loadConfig({ ...SAFE_PRODUCTION, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('lists every bad setting', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('refuses the sandbox gateway in production, and a real gateway without its keys', () => {
    expect(problemsOf({ ...SAFE_PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER: the sandbox gateway takes no real money/),
      'SANDBOX_SECRET: set a secret of your own',
    ]);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'worldline' })).toThrow(/WORLDLINE_MERCHANT_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'ccavenue', CCAVENUE_MERCHANT_ID: 'm' })).toThrow(/CCAVENUE_WORKING_KEY/);
  });

  describe('refuses each unsafe production setting, naming it', () => {
    const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
      ['demo content', { SEED_DEMO: '1' }, /^SEED_DEMO: demo content/],
      ['demo content (true)', { SEED_DEMO: 'true' }, /^SEED_DEMO: /],
      ['SMS to the outbox', { SMS_PROVIDER: 'outbox' }, /^SMS_PROVIDER: the outbox sends no SMS/],
      ['SMS to the outbox by default', { SMS_PROVIDER: undefined }, /^SMS_PROVIDER: /],
      ['email to the outbox', { EMAIL_PROVIDER: 'outbox' }, /^EMAIL_PROVIDER: the outbox sends no email/],
      ['email to the outbox by default', { EMAIL_PROVIDER: undefined }, /^EMAIL_PROVIDER: /],
      ['an SMS gateway without its address', { SMS_HTTP_URL: undefined }, /^SMS_HTTP_URL and SMS_HTTP_TOKEN are required/],
      ['an SMS gateway without its token', { SMS_HTTP_TOKEN: undefined }, /^SMS_HTTP_URL and SMS_HTTP_TOKEN are required/],
      ['SMTP without its address', { SMTP_URL: undefined }, /^SMTP_URL is required with EMAIL_PROVIDER=smtp/],
      ['no PUBLIC_URL', { PUBLIC_URL: undefined }, /^PUBLIC_URL: required in production/],
      ['no AADHAAR_KEY (the default)', { AADHAAR_KEY: undefined }, /^AADHAAR_KEY: set a key of your own/],
      ['a short AADHAAR_KEY', { AADHAAR_KEY: 'sixteen-chars-ok' }, /^AADHAAR_KEY: 32 characters or more/],
      ...Object.entries(DEMO_FOUNDATION).map(
        ([key, demo]): [string, Record<string, string>, RegExp] => [`the demo ${key}`, { [key]: demo }, new RegExp(`^${key}: still the demo value`)],
      ),
      ...Object.keys(DEMO_FOUNDATION).map(
        (key): [string, Record<string, undefined>, RegExp] => [`${key} left unset`, { [key]: undefined }, new RegExp(`^${key}: still the demo value`)],
      ),
    ];
    it.each(cases)('%s', (_name, change, expected) => {
      const problems = problemsOf({ ...SAFE_PRODUCTION, ...change });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(expected);
    });
  });

  describe('refuses what production must not run with', () => {
    it('a secret that is only whitespace, naming it', () => {
      const worldline = { ...SAFE_PRODUCTION, PAYMENT_PROVIDER: 'worldline', WORLDLINE_MERCHANT_ID: 'L1', WORLDLINE_SCHEME_CODE: 'FIRST' };
      expect(problemsOf({ ...worldline, WORLDLINE_SALT: ' ' })).toEqual([
        'WORLDLINE_MERCHANT_ID and WORLDLINE_SALT are required with PAYMENT_PROVIDER=worldline',
        'WORLDLINE_SALT: only whitespace; set the real value or leave it unset',
      ]);
      expect(problemsOf({ ...worldline, WORLDLINE_SALT: 'a-real-salt' })).toEqual([]);
      expect(problemsOf({ ...SAFE_PRODUCTION, SMS_HTTP_TOKEN: '\t \n' })).toEqual(['SMS_HTTP_TOKEN: only whitespace; set the real value or leave it unset']);
      expect(problemsOf({ ...SAFE_PRODUCTION, TICKET_SECRET: ' '.repeat(40) })).toEqual(['TICKET_SECRET: only whitespace; set the real value or leave it unset']);
    });

    it("the sandbox's published secret wherever ALLOW_SANDBOX_PAYMENTS=1 serves its pages, even beside a real gateway", () => {
      expect(problemsOf({ ...SAFE_PRODUCTION, ALLOW_SANDBOX_PAYMENTS: '1' })).toEqual(['SANDBOX_SECRET: set a secret of your own']);
      expect(problemsOf({ ...SAFE_PRODUCTION, ALLOW_SANDBOX_PAYMENTS: '1', SANDBOX_SECRET: 'staging-secret-of-its-own' })).toEqual([]);
    });

    it('a PUBLIC_URL that is not https (plain http only to this machine, for a benchmark)', () => {
      for (const url of ['http://portal.example.org', 'ftp://portal.example.org', 'http://10.0.0.5']) {
        expect(problemsOf({ ...SAFE_PRODUCTION, PUBLIC_URL: url }), url).toEqual([expect.stringMatching(/^PUBLIC_URL: must start with https:\/\//)]);
      }
      for (const url of ['https://portal.example.org', 'http://127.0.0.1', 'http://localhost:3000']) expect(problemsOf({ ...SAFE_PRODUCTION, PUBLIC_URL: url }), url).toEqual([]);
    });
  });

  it('lists every problem of a forgotten production configuration at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production', SEED_DEMO: '1', PORT: 'abc' });
    const keys = problems.map((p) => p.split(/[: ]/)[0]);
    expect(keys).toEqual([
      'PORT',
      'PUBLIC_URL',
      'SEED_DEMO',
      'SMS_PROVIDER',
      'EMAIL_PROVIDER',
      'PAYMENT_PROVIDER',
      'TICKET_SECRET',
      'TICKET_SIGNING_KEY',
      'AADHAAR_KEY',
      'SANDBOX_SECRET',
      ...Object.keys(DEMO_FOUNDATION),
    ]);
  });

  it('keeps the outbox and the sandbox for a staging site that says so', () => {
    const staging = {
      ...SAFE_PRODUCTION,
      SMS_PROVIDER: 'outbox',
      EMAIL_PROVIDER: 'outbox',
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: '1',
      SANDBOX_SECRET: 'staging-secret-of-its-own',
    };
    expect(loadConfig(staging).isProduction).toBe(true);
  });

  it('refuses a provider chosen without its settings outside production too (no silent fallback to the outbox)', () => {
    expect(problemsOf({ SMS_PROVIDER: 'http' })).toEqual(['SMS_HTTP_URL and SMS_HTTP_TOKEN are required with SMS_PROVIDER=http']);
    expect(problemsOf({ EMAIL_PROVIDER: 'smtp' })).toEqual(['SMTP_URL is required with EMAIL_PROVIDER=smtp']);
  });

  it('refuses a dev-tools token short enough to guess', () => {
    expect(problemsOf({ DEV_TOOLS_TOKEN: 'short' })).toEqual([expect.stringMatching(/^DEV_TOOLS_TOKEN: /)]);
    expect(loadConfig({ DEV_TOOLS_TOKEN: 'a'.repeat(24) }).DEV_TOOLS_TOKEN).toBe('a'.repeat(24));
  });
});

describe('DATA_DIR and WEB_DIST', () => {
  it('are read against the repository root, whatever folder the command runs in', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(loadConfig({}).DATA_DIR).toBe(path.join(root, 'data'));
    expect(loadConfig({ DATA_DIR: './data' }).DATA_DIR).toBe(path.join(root, 'data'));
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).DATA_DIR).toBe('/srv/portal');
    expect(loadConfig({ WEB_DIST: 'apps/web/dist' }).WEB_DIST).toBe(path.join(root, 'apps/web/dist'));
    // The tests' in-memory setting stays empty.
    expect(loadConfig({ DATA_DIR: '' }).DATA_DIR).toBe('');
  });
});
