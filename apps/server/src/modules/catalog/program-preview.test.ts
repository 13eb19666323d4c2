import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createProgram } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * A hidden program has a preview for editors and the owner: its public page's data, while
 * visitors (and the staff who do not edit programs) still get 404 for it.
 */
let ctx: TestContext;
const headers = {} as Record<StaffRole, Record<string, string>>;

beforeAll(async () => {
  ctx = await startTestApp();
  await createProgram(ctx.db, { id: 9, name: 'Hidden Camp' });
  await ctx.db.query('UPDATE programs SET hidden = true WHERE id = 9');
  for (const role of STAFF_ROLES) headers[role] = (await staffSession(ctx, role)).headers;
});
afterAll(() => ctx.close());

const preview = (id: string, as?: Record<string, string>) => ctx.app.inject({ method: 'GET', url: callUrl(calls.programPreview, { id }), headers: as ?? {} });

describe('previewing a hidden program', () => {
  it('is 404 for visitors on the public call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: callUrl(calls.wisdom, { id: '9' }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('program_not_found');
  });

  it('answers the page to an editor and the owner, hidden or not', async () => {
    for (const role of ['editor', 'owner'] as const) {
      const res = await preview('9', headers[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: 9, name: 'Hidden Camp' });
      expect(res.headers['cache-control'] ?? '').not.toContain('public');
    }
  });

  it('is refused without a staff session or to staff who do not edit programs', async () => {
    expect((await preview('9')).statusCode).toBe(401);
    expect((await preview('9', headers.coordinator)).statusCode).toBe(403);
  });

  it('is 404 for a program that does not exist (never a 500)', async () => {
    expect((await preview('77', headers.editor)).statusCode).toBe(404);
    expect((await preview('99999', headers.editor)).statusCode).toBe(404);
  });
});
