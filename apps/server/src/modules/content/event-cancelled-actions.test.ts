import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { CONTENT_MESSAGES_TA } from '@portal/contract/tamil';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * A cancelled event's registrations stay closed: the back office hides its Close/Open
 * registrations button, and the server refuses both actions with a message, changing nothing.
 */
let ctx: TestContext;
let staff: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp();
  staff = (await staffSession(ctx, 'coordinator')).headers;
});
afterAll(() => ctx.close());

const act = (c: CallDef, id: number, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: callUrl(c, { id }), headers: { ...staff, 'accept-language': lang } });

describe('close or open registrations of a cancelled event', () => {
  it('is refused with a message, in the reader language, and nothing changes', async () => {
    const event = await createEvent(ctx.db, { program_id: 1, status: 'cancelled' });
    for (const c of [calls.adminEventCloseRegistrations, calls.adminEventOpenRegistrations]) {
      const res = await act(c, event.id);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: 0, message: CONTENT_MESSAGES.cancelledStaysClosed });
    }
    expect((await act(calls.adminEventOpenRegistrations, event.id, 'ta')).json().message).toBe(CONTENT_MESSAGES_TA.cancelledStaysClosed);
    const row = await ctx.db.one<{ is_closed: boolean }>('SELECT is_closed FROM events WHERE id = $1', [event.id]);
    expect(row?.is_closed).toBe(false);
    const audit = await ctx.db.query("SELECT 1 FROM audit_log WHERE entity = 'events' AND entity_id = $1", [String(event.id)]);
    expect(audit).toHaveLength(0);
  });

  it('still works on an event that is not cancelled', async () => {
    const event = await createEvent(ctx.db, { program_id: 1 });
    const res = await act(calls.adminEventCloseRegistrations, event.id);
    expect(res.json()).toMatchObject({ success: 1, message: CONTENT_MESSAGES.registrationsClosed, data: { is_closed: true } });
  });
});
