import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for trying the site', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', PAYMENT_PROVIDER: 'sandbox', seedDemo: true, isProduction: false });
  });

  it('turns demo content off in production unless asked', () => {
    const base = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'ccavenue', CCAVENUE_MERCHANT_ID: 'm', CCAVENUE_ACCESS_CODE: 'a', CCAVENUE_WORKING_KEY: 'k' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('lists every bad setting', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('refuses the sandbox gateway in production, and a real gateway without its keys', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/sandbox gateway takes no real money/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'worldline' })).toThrow(/WORLDLINE_MERCHANT_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'ccavenue', CCAVENUE_MERCHANT_ID: 'm' })).toThrow(/CCAVENUE_WORKING_KEY/);
  });
});
