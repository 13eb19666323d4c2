import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { REFUSAL_CODES, type RefusalCode } from '@portal/contract/refusal-codes';
import { AppError, badRequest, conflict, conflictOn, fieldError, forbidden, notFound, refused, refusedWithCode, sessionInvalid, tooManyRequests } from './errors.ts';

/**
 * Every refusal carries a stable code beside its message. The error factories take a code typed
 * by the contract's list (the typecheck refuses one without), and the server's source is walked
 * so that no refusal is built around them: no `new AppError` outside lib/errors.ts, no hand-made
 * envelope of success 0 without a code, no code that is not on the list, no code on the list
 * that nothing gives.
 */
const src = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith('test-') ? [path] : [];
  });
}
const files = sourceFiles(src).map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));

/** Answers of success 0 that are not refusals: health reports (their own shape) and an empty public list. */
const NOT_REFUSALS = new Set(['modules/health/ready.ts', 'modules/health/routes.ts', 'lib/collection/service.ts']);

describe('refusal codes', () => {
  it('every factory and the AppError itself take a code from the contract', () => {
    expectTypeOf(badRequest).parameter(0).toEqualTypeOf<RefusalCode>();
    expectTypeOf(fieldError).parameter(0).toEqualTypeOf<RefusalCode>();
    expectTypeOf(notFound).parameter(0).toEqualTypeOf<RefusalCode>();
    expectTypeOf(refused).parameter(0).toEqualTypeOf<RefusalCode>();
    expectTypeOf(conflict).parameter(0).toEqualTypeOf<RefusalCode>();
    expectTypeOf(conflictOn).parameter(0).toEqualTypeOf<RefusalCode>();
    expectTypeOf(refusedWithCode).parameter(1).toEqualTypeOf<RefusalCode>();
    expectTypeOf<ConstructorParameters<typeof AppError>[1]>().toEqualTypeOf<RefusalCode>();
    // The generic classes: one code each, given by the factory.
    expect(tooManyRequests().code).toBe('rate_limited');
    expect(sessionInvalid().code).toBe('session_invalid');
    expect(forbidden().code).toBe('staff_forbidden');
    expect(notFound('event_not_found').code).toBe('event_not_found');
  });

  it('no refusal is built outside the factories of lib/errors.ts', () => {
    const built = files.filter((f) => f.path !== 'lib/errors.ts' && /new AppError\(/.test(f.text)).map((f) => f.path);
    expect(built).toEqual([]);
  });

  it('every envelope of success 0 written by hand names its code', () => {
    const withoutCode = files
      .filter((f) => !NOT_REFUSALS.has(f.path))
      .flatMap((f) => [...f.text.matchAll(/\{\s*(?:statusCode: \d+, )?success: 0(?: as const)?,([^}]*)\}/g)].filter((m) => !/^ code: '/.test(m[1]!)).map((m) => `${f.path}: ${m[0]}`));
    expect(withoutCode).toEqual([]);
  });

  it('every code the server names is on the contract list, and every code on the list is given somewhere', () => {
    const known = new Set<string>(REFUSAL_CODES);
    const all = files.map((f) => f.text).join('\n');
    // Codes written out: a factory's first argument, or the `code` of a hand-made envelope (`success: 0, code: '…'`).
    const named = [...all.matchAll(/\b(?:badRequest|fieldError|notFound|refused|conflict|conflictOn|forbidden)\('([a-z0-9_]+)'|\bsuccess: 0, code: '([a-z0-9_]+)'/g)].map((m) => m[1] ?? m[2]!);
    expect(named.length).toBeGreaterThan(200);
    expect([...new Set(named.filter((code) => !known.has(code)))]).toEqual([]);
    // A code on the list appears in the server's source, written out or through its module's code map (X_CODES.key).
    const viaMaps = new Set(contractCodeMapValues());
    const unused = REFUSAL_CODES.filter((code) => !all.includes(`'${code}'`) && !viaMaps.has(code));
    expect(unused).toEqual([]);
  });
});

/** The codes the contract's per-capability maps hold (the server names them as WAITLIST_CODES.closed and the like). */
function contractCodeMapValues(): string[] {
  const contract = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
  return readdirSync(contract)
    .filter((name) => name.endsWith('.ts') && name !== 'refusal-codes.ts')
    .flatMap((name) => [...readFileSync(join(contract, name), 'utf8').matchAll(/export const [A-Z_]+_CODES = \{([^}]*)\}/g)])
    .flatMap((m) => [...m[1]!.matchAll(/'([a-z0-9_]+)'/g)].map((v) => v[1]!));
}
