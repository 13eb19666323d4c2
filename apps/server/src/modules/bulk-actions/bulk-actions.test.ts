import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { BULK_CODES, BULK_MESSAGES } from '@portal/contract/bulk-actions';
import { MESSAGES } from '@portal/contract/messages';
import { jobNamed } from '../../jobs.ts';
import { addDays, createEvent, createUser } from '../../seed/factories.ts';
import { createRegistration } from '../donations/test-data.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { BULK_JOB } from './index.ts';

/**
 * Bulk actions on registrations: a run fixes its rows, the job tries each through the single-row
 * service (its rules, its message, its audit row), and the rows it could not do are reported with why.
 */
const { ctx, coordinator, finance, editor, owner, ids } = useStaffTestApp();

const post = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/bulk-actions', headers, payload });
const get = (headers: Record<string, string>, id: number) => ctx.app.inject({ method: 'GET', url: `/api/admin/bulk-actions/${id}`, headers });
const runJob = () => jobNamed(ctx.app.jobs, BULK_JOB)!.run();

let n = 0;
/** An event with `count` paid registrations. */
async function event(count: number, status: 'success' | 'cancelled' = 'success') {
  const e = await createEvent(ctx.db, { event_name: `Bulk camp ${++n}`, event_date: addDays(todayIso(), 5) });
  const regs = [];
  for (let i = 0; i < count; i++) {
    const u = await createUser(ctx.db, { name: `Bulk Person ${n}-${i}`, mobile: `97${String(n).padStart(4, '0')}${String(i).padStart(4, '0')}` });
    regs.push(await createRegistration(ctx.db, { user_id: u.id, event_id: e.id, status }));
  }
  return { event: e, regs };
}

describe('bulk check-in', () => {
  it('checks in ten at once through the door service: one audit row each; a second run reports each as already checked in', async () => {
    const { regs } = await event(10);
    const res = await post(coordinator, { action: 'check_in', ids: regs.map((r) => r.id) });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json().data;
    expect(run).toMatchObject({ action: 'check_in', state: 'queued', total: 10, tried: 0 });

    await runJob();
    const done = (await get(coordinator, run.id)).json().data;
    expect(done).toMatchObject({ state: 'done', total: 10, tried: 10, succeeded: 10, failures: [] });
    const attended = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE id = ANY($1::int[]) AND attended_at IS NOT NULL', [regs.map((r) => r.id)]);
    expect(attended[0]!.n).toBe(10);
    const audits = await ctx.db.query<{ staff_id: number }>(`SELECT staff_id FROM audit_log WHERE entity = 'registrations' AND action = 'check_in' AND entity_id = ANY($1::text[])`, [regs.map((r) => String(r.id))]);
    expect(audits).toHaveLength(10);
    expect(audits.every((a) => a.staff_id === ids.coordinator)).toBe(true);
    const started = await ctx.db.one<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'bulk_runs' AND entity_id = $1`, [String(run.id)]);
    expect(started).toMatchObject({ action: 'bulk-check_in' });

    const again = (await post(coordinator, { action: 'check_in', ids: regs.slice(0, 2).map((r) => r.id) })).json().data;
    await runJob();
    const second = (await get(coordinator, again.id)).json().data;
    expect(second).toMatchObject({ state: 'done', tried: 2, succeeded: 0 });
    expect(second.failures).toHaveLength(2);
    expect(second.failures[0].reason).toContain(BULK_MESSAGES.alreadyCheckedIn);
    expect(second.failures[0].label).toContain('Bulk Person');
  });

  it('"all that match the filter": the whole filtered list, not a page; rows it may not do are reported per row', async () => {
    const { event: e, regs } = await event(3);
    const unpaid = await createUser(ctx.db, { name: 'Unpaid Person', mobile: '9699990001' });
    const pending = await createRegistration(ctx.db, { user_id: unpaid.id, event_id: e.id, status: 'pending', paid_minor: 0 });
    const res = await post(coordinator, { action: 'check_in', filter: { event_id: String(e.id) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(4);
    await runJob();
    const done = (await get(coordinator, res.json().data.id)).json().data;
    expect(done).toMatchObject({ state: 'done', tried: 4, succeeded: 3 });
    expect(done.failures).toEqual([{ id: pending.id, label: expect.stringContaining('Unpaid Person'), reason: MESSAGES.checkInUnpaid }]);
    expect(regs).toHaveLength(3);
  });
});

describe('bulk cancel', () => {
  it('cancels with refund due; one already cancelled is reported, the others cancelled and told', async () => {
    const { regs } = await event(2);
    const { regs: gone } = await event(1, 'cancelled');
    await ctx.db.query(`UPDATE registrations SET cancelled_at = now() WHERE id = $1`, [gone[0]!.id]);
    const res = await post(coordinator, { action: 'cancel', ids: [...regs.map((r) => r.id), gone[0]!.id], reason: 'The hall is closed', paid_money: 'refund_due' });
    expect(res.statusCode, res.body).toBe(200);
    await runJob();
    const done = (await get(coordinator, res.json().data.id)).json().data;
    expect(done).toMatchObject({ state: 'done', tried: 3, succeeded: 2 });
    expect(done.failures).toEqual([{ id: gone[0]!.id, label: expect.any(String), reason: MESSAGES.adminAlreadyCancelled }]);
    const rows = await ctx.db.query<{ status: string; refund_due_minor: number }>('SELECT status, refund_due_minor FROM registrations WHERE id = ANY($1::int[])', [regs.map((r) => r.id)]);
    expect(rows.every((r) => r.status === 'cancelled' && Number(r.refund_due_minor) > 0)).toBe(true);
    const told = await ctx.db.query(`SELECT 1 FROM messages WHERE kind = 'registration-cancelled' AND subject_ref = ANY($1::text[])`, [regs.map((r) => `registration:${r.id}`)]);
    expect(told.length).toBeGreaterThanOrEqual(2);
    const audits = await ctx.db.query(`SELECT 1 FROM audit_log WHERE entity = 'registrations' AND action = 'cancel' AND entity_id = ANY($1::text[])`, [regs.map((r) => String(r.id))]);
    expect(audits).toHaveLength(2);
  });

  it('a cancel names its reason and the choice for money paid, or is refused with the field and changes nothing', async () => {
    const { regs } = await event(1);
    const res = await post(coordinator, { action: 'cancel', ids: [regs[0]!.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ reason: expect.any(String), paid_money: expect.any(String) });
    const none = await post(coordinator, { action: 'check_in', ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe(BULK_CODES.nothingChosen);
    const bad = await post(coordinator, { action: 'explode', ids: [1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('action');
  });
});

describe('export the selection', () => {
  it("the list's own export with ids= carries the ticked rows only (registrations and devotees); a bad list of ids is a 400 naming the field", async () => {
    const { regs } = await event(3);
    const csv = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: owner });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.trim().split('\r\n');
    };
    expect(await csv(`/api/admin/exports/registrations?format=csv&ids=${regs[0]!.id},${regs[2]!.id}`)).toHaveLength(3);
    const users = await ctx.db.query<{ user_id: number }>('SELECT user_id FROM registrations WHERE id = ANY($1::int[])', [regs.map((r) => r.id)]);
    expect(await csv(`/api/admin/exports/devotees?format=csv&ids=${users[0]!.user_id}`)).toHaveLength(2);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/exports/registrations?format=csv&ids=1,x', headers: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('ids');
  });
});

describe('roles', () => {
  it('coordinator and owner start and follow runs; finance and editor may not', async () => {
    const { regs } = await event(1);
    expect((await post(finance, { action: 'check_in', ids: [regs[0]!.id] })).statusCode).toBe(403);
    expect((await post(editor, { action: 'check_in', ids: [regs[0]!.id] })).statusCode).toBe(403);
    const res = await post(owner, { action: 'check_in', ids: [regs[0]!.id] });
    expect(res.statusCode).toBe(200);
    expect((await get(finance, res.json().data.id)).statusCode).toBe(403);
    expect((await get(coordinator, res.json().data.id)).statusCode).toBe(200);
    expect((await get(coordinator, 999_999)).statusCode).toBe(404);
    await runJob();
  });
});
