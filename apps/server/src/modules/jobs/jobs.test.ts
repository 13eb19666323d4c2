import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { useStaffTestApp } from '../staff/test-helpers.ts';

/**
 * The owner's Jobs page: every job listed with its last and next run; "run now"
 * runs it, records the run and audits it; a failure is listed with its error and retried.
 */
const { ctx, owner, coordinator, finance, editor } = useStaffTestApp();
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers });

describe('the Jobs page', () => {
  it('is the owner’s alone', async () => {
    for (const headers of [coordinator, finance, editor]) {
      expect((await inject('GET', '/api/admin/jobs', headers)).statusCode).toBe(403);
      expect((await inject('POST', '/api/admin/jobs/events-lifecycle/run', headers)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/admin/jobs')).statusCode).toBe(401);
  });

  it('lists the jobs; runs the lifecycle and the reminders now, recorded and audited', async () => {
    const before = (await inject('GET', '/api/admin/jobs', owner)).json().data;
    const names = before.jobs.map((j: { name: string }) => j.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'events-lifecycle',
        'messages-reminders',
        'messages-deliver',
        'waitlist-offers',
      ]),
    );
    const lifecycle = before.jobs.find((j: { name: string }) => j.name === 'events-lifecycle');
    expect(lifecycle).toMatchObject({ label: 'Event lifecycle', last_run: null });

    for (const name of ['events-lifecycle', 'messages-reminders']) {
      const res = await inject('POST', `/api/admin/jobs/${name}/run`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: MESSAGES.jobRan,
        data: { name, ok: true, error: '', started_by: 'staff' },
      });
      expect(res.json().data.staff_name).not.toBe('');
    }
    const after = (await inject('GET', '/api/admin/jobs', owner)).json().data;
    const ran = after.jobs.find((j: { name: string }) => j.name === 'events-lifecycle');
    expect(ran.last_run).toMatchObject({ ok: true, started_by: 'staff' });
    expect(ran.last_run.finished_at).not.toBeNull();
    if (ran.every_seconds > 0) expect(ran.next_run_at).not.toBeNull();
    const audit = await ctx.db.query<{ action: string; entity_id: string }>(
      `SELECT action, entity_id FROM audit_log WHERE entity = 'jobs' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'run', entity_id: 'events-lifecycle' },
      { action: 'run', entity_id: 'messages-reminders' },
    ]);
  });

  it('lists a failure with its error; the retry runs it again', async () => {
    let fail = true;
    ctx.app.jobs.push({
      name: 'test-flaky',
      everySeconds: 600,
      run: async () => {
        if (fail) throw new Error('gateway timed out');
      },
    });
    const failed = await inject('POST', '/api/admin/jobs/test-flaky/run', owner);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      message: `${MESSAGES.jobFailed}: gateway timed out`,
      data: { ok: false, error: 'gateway timed out' },
    });
    const list = (await inject('GET', '/api/admin/jobs', owner)).json().data;
    expect(list.failures[0]).toMatchObject({ name: 'test-flaky', ok: false, error: 'gateway timed out' });
    expect(list.jobs.find((j: { name: string }) => j.name === 'test-flaky')).toMatchObject({
      failures_7d: 1,
      last_run: { ok: false },
    });

    fail = false;
    const retried = await inject('POST', '/api/admin/jobs/test-flaky/run', owner);
    expect(retried.json()).toMatchObject({ message: MESSAGES.jobRan, data: { ok: true } });
    expect(
      (await inject('GET', '/api/admin/jobs', owner))
        .json()
        .data.jobs.find((j: { name: string }) => j.name === 'test-flaky').last_run.ok,
    ).toBe(true);
  });

  it('an unknown job is 404, a bad name 400', async () => {
    expect((await inject('POST', '/api/admin/jobs/no-such-job/run', owner)).statusCode).toBe(404);
    expect((await inject('POST', '/api/admin/jobs/Bad%20Name/run', owner)).statusCode).toBe(400);
  });
});
