import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNamed } from '../../jobs.ts';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';

/** Sessions, codes and throttle counters no longer pile up forever. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

async function ids(table: string): Promise<string[]> {
  const key = table === 'throttle_counters' ? 'key' : 'id::text';
  return (await ctx.db.query<{ k: string }>(`SELECT ${key} AS k FROM ${table} ORDER BY 1`)).map((r) => r.k);
}

async function insertId(sql: string, params: unknown[]): Promise<string> {
  return String((await ctx.db.one<{ id: number }>(sql, params))!.id);
}

describe('the scheduled purge', () => {
  it('is registered and deletes exactly the dead rows, keeping the live ones', async () => {
    const { user } = await loginAs(ctx);
    await ctx.db.query('DELETE FROM sessions');
    await ctx.db.query('DELETE FROM throttle_counters');
    const session = (expires: string, ended: string | null) =>
      insertId(
        `INSERT INTO sessions (user_id, token_hash, expires_at, ended_at) VALUES ($1, md5(random()::text), now() + $2::interval, now() + $3::interval) RETURNING id`,
        [user.id, expires, ended],
      );
    const live = await session('1 day', null);
    await session('-1 second', null);
    await session('1 day', '-1 minute');

    const code = (table: string, extra: string, expires: string, used: string | null) =>
      insertId(
        `INSERT INTO ${table} (user_id, ${extra ? 'new_mobile, ' : ''}code_hash, expires_at, used_at)
         VALUES ($1, ${extra ? `'${extra}', ` : ''}'x', now() + $2::interval, now() + $3::interval) RETURNING id`,
        [user.id, expires, used],
      );
    const liveReset = await code('password_resets', '', '5 minutes', null);
    await code('password_resets', '', '-1 second', null);
    await code('password_resets', '', '5 minutes', '-1 second');
    const liveChange = await code('mobile_changes', '9000000009', '5 minutes', null);
    await code('mobile_changes', '9000000009', '-1 second', null);
    await code('mobile_changes', '9000000009', '5 minutes', '-1 second');

    const counter = (key: string, windowEnds: string, nextTry: string) =>
      ctx.db.query(
        `INSERT INTO throttle_counters (key, hits, window_ends_at, next_try_at) VALUES ($1, 3, now() + $2::interval, ${nextTry})`,
        [key, windowEnds],
      );
    await counter('live', '10 minutes', `'-infinity'`);
    await counter('over', '-1 second', `'-infinity'`);
    await counter('delay-running', '-1 second', `now() + interval '30 seconds'`);

    const job = jobNamed(ctx.app.jobs, 'accounts-purge');
    expect(job?.everySeconds).toBeGreaterThan(0);
    await job!.run();

    expect(await ids('sessions')).toEqual([live]);
    expect(await ids('password_resets')).toEqual([liveReset]);
    expect(await ids('mobile_changes')).toEqual([liveChange]);
    expect(await ids('throttle_counters')).toEqual(['delay-running', 'live']);
  });
});
