import { describe, expect, it } from 'vitest';
import { API_PREFIX, callUrl, type CallDef } from './call.ts';
import { calls } from './calls.ts';

describe('the call table', () => {
  it('gives every call a unique method and path under the API prefix', () => {
    const keys = (Object.values(calls) as CallDef[]).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of Object.values(calls) as CallDef[]) expect(c.path).toMatch(/^\/[a-z]/);
  });

  it('declares a response schema for every JSON call, and names what the others send', () => {
    for (const [name, c] of Object.entries(calls) as Array<[string, CallDef]>) {
      expect(!!c.response !== !!c.produces, name).toBe(true);
    }
  });

  it('fills parameters (encoded) and the query into the URL', () => {
    expect(callUrl(calls.wisdom, { id: 3 })).toBe(`${API_PREFIX}/wisdom/3`);
    expect(callUrl(calls.paymentResult, { txn: 'a b/c' })).toBe(`${API_PREFIX}/payment/result/a%20b%2Fc`);
    expect(callUrl(calls.galleryCategory, { id: '7' }, { page: 2, limit: undefined })).toBe(`${API_PREFIX}/category/7?page=2`);
    expect(() => callUrl(calls.wisdom)).toThrow(/parameter id is missing/);
  });
});
