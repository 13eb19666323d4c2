import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { SAFE_PRODUCTION } from '../../test/production-env.ts';
import { devotee, payThroughSandbox, registerTxn } from '../payments/test-helpers.ts';
import { signTicket, verifyTicket } from './ticket.ts';

/** After paying: the detail form until filled in, the calendar file and the signed QR ticket. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('the ticket token', () => {
  it('verifies its own signature only', () => {
    const token = signTicket(42, 'a-secret-of-thirty-two-characters!!');
    expect(verifyTicket(token, 'a-secret-of-thirty-two-characters!!')).toBe(42);
    expect(verifyTicket(token, 'another-secret-of-thirty-two-chars!')).toBeUndefined();
    expect(verifyTicket(token.replace('MFT1.42.', 'MFT1.43.'), 'a-secret-of-thirty-two-characters!!')).toBeUndefined();
    expect(verifyTicket('hello', 'a-secret-of-thirty-two-characters!!')).toBeUndefined();
  });

  it('production refuses the default or a short secret', () => {
    const { TICKET_SECRET: _own, ...withoutSecret } = SAFE_PRODUCTION;
    expect(() => loadConfig(withoutSecret)).toThrow(/TICKET_SECRET: set a secret of your own/);
    expect(() => loadConfig({ ...SAFE_PRODUCTION, TICKET_SECRET: 'sixteen-chars-ok' })).toThrow(/TICKET_SECRET: 32 characters or more/);
    expect(() => loadConfig(SAFE_PRODUCTION)).not.toThrow();
  });
});

describe('GET registration/{id}/extras and calendar', () => {
  it('leads a paid Ulchemy participant to the detail form until it is filled in, with a ticket; the calendar file names the event', async () => {
    const e = await createEvent(ctx.db, { program_id: 1, event_name: 'Ulchemy Ticket Test Trichy' });
    const p = await devotee(ctx);
    const txn = await registerTxn(ctx, p.headers, { event_id: e.id });
    const regId = (await ctx.db.one<{ id: number }>('SELECT id FROM registrations WHERE user_id = $1', [p.user.id]))!.id;
    const extras = () => ctx.app.inject({ method: 'GET', url: `/api/registration/${regId}/extras`, headers: p.headers });

    expect((await extras()).json()).toEqual({ success: 1, data: { details_form: '', ticket: '' } });
    await payThroughSandbox(ctx, txn, 'success');
    const paid = (await extras()).json().data;
    expect(paid.details_form).toBe(`/ulchemy-reg/${regId}`);
    expect(verifyTicket(paid.ticket, ctx.deps.config.TICKET_SECRET)).toBe(regId);

    await ctx.db.query(`UPDATE registrations SET details = '{"a":"b"}' WHERE id = $1`, [regId]);
    expect((await extras()).json().data.details_form).toBe('');

    const ics = await ctx.app.inject({ method: 'GET', url: `/api/registration/${regId}/calendar`, headers: p.headers });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('SUMMARY:Ulchemy Ticket Test Trichy');
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${e.event_date.replaceAll('-', '')}`);

    // Someone else's registration is not found; a bad id is a 400.
    const other = await devotee(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/registration/${regId}/extras`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/registration/x/calendar`, headers: p.headers })).statusCode).toBe(400);
  });
});
