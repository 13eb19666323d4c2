import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { BROADCAST_CODES } from '@portal/contract/broadcasts';
import { testClock } from '../../lib/clock.ts';
import { createEvent, createUser } from '../../seed/factories.ts';
import { createAttempt, createDonation, createRegistration } from '../donations/test-data.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { createBroadcasts } from './broadcast.ts';
import { buildServices } from '../../services.ts';

/**
 * Messages to people without an event: donors (by fund, dates, financial year), payers (by dates
 * and program), devotees (a search or the people ticked); counted per channel, opted-out people
 * skipped and counted; who may send which; and the chunked queue (no one twice, a stop resumed).
 */
const clock = testClock(`${todayIso()}T06:30:00Z`);
const { ctx, coordinator, finance, owner, editor } = useStaffTestApp({ PUBLIC_URL: 'https://portal.example.org' }, () => ({ clock }));

const post = (url: string, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
const texts = { subject_en: 'Thank you', body_en: 'Your gift feeds the kitchen.', subject_ta: 'நன்றி', body_ta: 'உங்கள் கொடை சமையலறைக்கு உணவளிக்கிறது.' };

let n = 0;
const person = (name: string, over: Record<string, unknown> = {}) =>
  createUser(ctx.db, { name, mobile: `93${String(Date.now() % 1e6).padStart(6, '0')}${String(++n).padStart(2, '0')}`, ...over });
const optOut = (userId: number) => ctx.db.query('INSERT INTO message_opt_outs (user_id) VALUES ($1)', [userId]);
const messagesOf = (id: number) =>
  ctx.db.query<{ user_id: number; channel: string; lang: string }>(`SELECT user_id, channel, lang FROM messages WHERE kind = 'broadcast' AND subject_ref = $1 ORDER BY user_id`, [`broadcast:${id}`]);

describe('donors', () => {
  it('by fund and financial year (India days): counted per channel and language, opted out skipped and counted, queued and audited', async () => {
    // FY 2019-20: 1 April 2019 to 31 March 2020 in India.
    const a = await person('Donor Email');
    const b = await person('Donor WhatsApp', { whatsapp_number: '9822233344', language: 1 });
    const c = await person('Donor Opted Out');
    const d = await person('Donor Other Fund');
    const e = await person('Donor Before The Year');
    await createDonation(ctx.db, { user_id: a.id, category: 'annadhanam', status: 'success', paid_at: new Date('2019-04-01T00:10:00+05:30') });
    await createDonation(ctx.db, { user_id: a.id, category: 'annadhanam', status: 'success', paid_at: new Date('2019-06-01T10:00:00+05:30') });
    await createDonation(ctx.db, { user_id: b.id, category: 'annadhanam', status: 'success', paid_at: new Date('2020-03-31T23:30:00+05:30') });
    await createDonation(ctx.db, { user_id: c.id, category: 'annadhanam', status: 'success', paid_at: new Date('2019-09-01T10:00:00+05:30') });
    await createDonation(ctx.db, { user_id: d.id, category: 'gurukulam', status: 'success', paid_at: new Date('2019-09-01T10:00:00+05:30') });
    await createDonation(ctx.db, { user_id: e.id, category: 'annadhanam', status: 'success', paid_at: new Date('2019-03-31T23:50:00+05:30') });
    await createDonation(ctx.db, { user_id: e.id, category: 'annadhanam', status: 'failed', paid_at: new Date('2019-09-01T10:00:00+05:30') });
    await optOut(c.id);

    const draft = { audience: 'donors', channel: 'preferred', fund: 'annadhanam', financial_year: '2019-20', ...texts };
    const p = await post('/api/admin/broadcasts/givers/preview', finance, draft);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ recipients: 2, opted_out: 1, by_lang: { en: 1, ta: 1 } });
    expect(p.json().data.by_channel.whatsapp).toBe(1);
    expect(p.json().data.by_channel.email + p.json().data.by_channel.sms).toBe(1);
    expect(p.json().data.langs.find((l: { lang: string }) => l.lang === 'ta').sample_name).toBe('Donor WhatsApp');

    const res = await post('/api/admin/broadcasts/givers', finance, draft);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().data;
    expect(sent).toMatchObject({ event_id: null, audience: 'donors', state: 'queued', recipients: 2, opted_out: 1, filters: 'fund annadhanam, financial year 2019-20' });
    expect((await messagesOf(sent.id)).map((m) => m.user_id).sort()).toEqual([a.id, b.id].sort());
    const audit = await ctx.db.one<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'broadcasts' AND entity_id = $1`, [String(sent.id)]);
    expect(audit?.action).toBe('broadcast-send');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/broadcasts?people=givers', headers: finance });
    expect(list.json().data[0]).toMatchObject({ id: sent.id, event_name: '' });

    // A date range inside the year narrows it; a range upside down is refused, naming the field.
    const narrow = await post('/api/admin/broadcasts/givers/preview', finance, { ...draft, from: '2020-01-01', to: '2020-03-31' });
    expect(narrow.json().data.recipients).toBe(1);
    const upside = await post('/api/admin/broadcasts/givers/preview', finance, { ...draft, from: '2020-03-31', to: '2020-01-01' });
    expect(upside.statusCode).toBe(400);
    expect(upside.json()).toMatchObject({ code: BROADCAST_CODES.badRange, errors: { to: expect.any(String) } });
    const badYear = await post('/api/admin/broadcasts/givers/preview', finance, { ...draft, financial_year: '2019-21' });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().errors).toHaveProperty('financial_year');
  });
});

describe('payers', () => {
  it('who paid for a registration (in full or in part) in a date range and program; not pay-later, pending or cancelled', async () => {
    const event = await createEvent(ctx.db, { event_name: 'Payers Retreat' });
    const full = await person('Paid Full');
    const part = await person('Paid Part');
    const later = await person('Pay Later Only');
    const cancelled = await person('Cancelled Payer');
    await createRegistration(ctx.db, { user_id: full.id, event_id: event.id, status: 'success' });
    await createRegistration(ctx.db, { user_id: part.id, event_id: event.id, status: 'partialpay', paid_minor: 300_000 });
    await createRegistration(ctx.db, { user_id: later.id, event_id: event.id, status: 'paylater', paid_minor: 0 });
    await createRegistration(ctx.db, { user_id: cancelled.id, event_id: event.id, status: 'cancelled' });
    await ctx.db.query(`UPDATE registrations SET created_at = '2018-05-10T10:00:00+05:30' WHERE event_id = $1`, [event.id]);

    const draft = { audience: 'payers', channel: 'sms', from: '2018-05-10', to: '2018-05-10', program_id: String(event.program_id), ...texts };
    const p = await post('/api/admin/broadcasts/givers/preview', owner, draft);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ recipients: 2, by_channel: { sms: 2, email: 0, whatsapp: 0 } });
    const res = await post('/api/admin/broadcasts/givers', owner, draft);
    expect(res.statusCode, res.body).toBe(200);
    expect((await messagesOf(res.json().data.id)).map((m) => m.user_id).sort()).toEqual([full.id, part.id].sort());
    expect(res.json().data.filters).toContain('2018-05-10 to 2018-05-10');

    const none = await post('/api/admin/broadcasts/givers', owner, { ...draft, from: '2018-05-11', to: '2018-05-11' });
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe(BROADCAST_CODES.nobody);
  });
});

describe('the rows ticked in the donations and payments lists', () => {
  it("the ticked donations' donors: once each, an opted-out one skipped and counted, a gift without an account left out; other filters do not apply", async () => {
    const a = await person('Ticked Donor Twice');
    const b = await person('Ticked Donor Quiet');
    const c = await person('Unticked Donor');
    const a1 = await createDonation(ctx.db, { user_id: a.id, category: 'annadhanam', status: 'success', paid_at: new Date('2017-01-05T10:00:00+05:30') });
    const a2 = await createDonation(ctx.db, { user_id: a.id, category: 'gurukulam', status: 'pending' });
    const b1 = await createDonation(ctx.db, { user_id: b.id, status: 'success', paid_at: new Date() });
    await createDonation(ctx.db, { user_id: c.id, status: 'success', paid_at: new Date() });
    // A gift recorded at the office for someone without an account.
    const offline = await createDonation(ctx.db, { user_id: c.id, status: 'success', paid_at: new Date() });
    await ctx.db.query(`UPDATE donations SET user_id = NULL, mode = 'cash' WHERE id = $1`, [offline.id]);
    await optOut(b.id);

    const draft = { audience: 'donors', channel: 'email', fund: 'mandir', financial_year: '2019-20', donation_ids: [a1.id, a2.id, b1.id, offline.id], ...texts };
    const p = await post('/api/admin/broadcasts/givers/preview', finance, draft);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ recipients: 1, opted_out: 1, by_channel: { email: 1 } });
    const res = await post('/api/admin/broadcasts/givers', finance, draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ audience: 'donors', recipients: 1, opted_out: 1, filters: 'the donors of 4 donations chosen in the list' });
    expect((await messagesOf(res.json().data.id)).map((m) => m.user_id)).toEqual([a.id]);
    const audit = await ctx.db.one<{ action: string; after: { filters: { donation_ids: number[] } } }>(`SELECT action, after FROM audit_log WHERE entity = 'broadcasts' AND entity_id = $1`, [String(res.json().data.id)]);
    expect(audit).toMatchObject({ action: 'broadcast-send', after: { filters: { donation_ids: [a1.id, a2.id, b1.id, offline.id] } } });

    // A coordinator may not message donors, ticked or not.
    const refused = await post('/api/admin/broadcasts/givers/preview', coordinator, draft);
    expect(refused.statusCode).toBe(403);
    // Only gifts without an account ticked: nobody to write to.
    const nobody = await post('/api/admin/broadcasts/givers', finance, { ...draft, donation_ids: [offline.id] });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().code).toBe(BROADCAST_CODES.nobody);
    const tooMany = await post('/api/admin/broadcasts/givers/preview', finance, { ...draft, donation_ids: Array.from({ length: 5001 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('donation_ids');
  });

  it("the ticked payments' payers, whatever the payment was for or how it ended; the owner may, a coordinator may not", async () => {
    const event = await createEvent(ctx.db, { event_name: 'Ticked Payments Retreat' });
    const x = await person('Payer Failed Once', { language: 1 });
    const y = await person('Payer For A Gift');
    const z = await person('Payer Unticked');
    const reg = await createRegistration(ctx.db, { user_id: x.id, event_id: event.id, status: 'pending' });
    const failed = await createAttempt(ctx.db, { user_id: x.id, purpose: 'registration', registration_id: reg.id, amount_minor: 600_000, status: 'failed' });
    const retried = await createAttempt(ctx.db, { user_id: x.id, purpose: 'registration', registration_id: reg.id, amount_minor: 600_000, status: 'success' });
    const gift = await createDonation(ctx.db, { user_id: y.id, status: 'success', paid_at: new Date() });
    const giftPaid = await createAttempt(ctx.db, { user_id: y.id, purpose: 'donation', donation_id: gift.id, amount_minor: 150_050 });
    await createAttempt(ctx.db, { user_id: z.id, purpose: 'donation', donation_id: gift.id, amount_minor: 10_000 });

    const draft = { audience: 'payers', channel: 'sms', payment_ids: [failed.id, retried.id, giftPaid.id], ...texts };
    const p = await post('/api/admin/broadcasts/givers/preview', owner, draft);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ recipients: 2, opted_out: 0, by_channel: { sms: 2, email: 0, whatsapp: 0 }, by_lang: { en: 1, ta: 1 } });
    const res = await post('/api/admin/broadcasts/givers', owner, draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.filters).toBe('the payers of 3 payments chosen in the list');
    expect((await messagesOf(res.json().data.id)).map((m) => m.user_id).sort()).toEqual([x.id, y.id].sort());
    expect((await post('/api/admin/broadcasts/givers/preview', coordinator, draft)).statusCode).toBe(403);
  });
});

describe("all the rows matching the donations or payments list's filter", () => {
  it("the list's own filter names the donors; a row outside it is not reached; the ids are fixed when sent; more than 5000 rows refused", async () => {
    const a = await person('Matchfold Donor One');
    const b = await person('Matchfold Donor Two');
    const outside = await person('Matchfold Outside');
    const later = await person('Matchfold Later');
    await createDonation(ctx.db, { user_id: a.id, donor_name: 'Matchfold Annam', category: 'annadhanam', status: 'success', paid_at: new Date() });
    await createDonation(ctx.db, { user_id: b.id, donor_name: 'Matchfold Bhakti', category: 'annadhanam', status: 'pending' });
    // Found by the same search but in another fund: the list's fund filter leaves it out.
    await createDonation(ctx.db, { user_id: outside.id, donor_name: 'Matchfold Other Fund', category: 'gurukulam', status: 'success', paid_at: new Date() });

    // The donations list's own query (search and fund); the composer's own filters do not apply.
    const draft = { audience: 'donors', channel: 'email', fund: 'gurukulam', donations_filter: { q: 'Matchfold', category: 'annadhanam' }, ...texts };
    const p = await post('/api/admin/broadcasts/givers/preview', finance, draft);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ recipients: 2, rows: 2 });

    // Scheduled for tonight: the donations matching now are kept, not the filter.
    const res = await post('/api/admin/broadcasts/givers', finance, { ...draft, send_at: `${todayIso()}T20:00` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'scheduled', filters: "the donors of 2 donations matching the list's filter" });
    const id = res.json().data.id;
    const stored = await ctx.db.one<{ filters: { donation_ids: number[] } }>('SELECT filters FROM broadcasts WHERE id = $1', [id]);
    expect(stored!.filters.donation_ids).toHaveLength(2);
    const audit = await ctx.db.one<{ action: string; after: { filters: { donation_ids: number[] } } }>(`SELECT action, after FROM audit_log WHERE entity = 'broadcasts' AND entity_id = $1`, [String(id)]);
    expect(audit).toMatchObject({ action: 'broadcast-schedule', after: { filters: { donation_ids: stored!.filters.donation_ids } } });
    // A gift that matches only after it was sent is not reached.
    await createDonation(ctx.db, { user_id: later.id, donor_name: 'Matchfold Came Later', category: 'annadhanam', status: 'success', paid_at: new Date() });
    clock.advance(9 * 3600_000);
    try {
      expect(await buildServices(ctx.deps).broadcasts.queueDue()).toBe(1);
      expect((await messagesOf(id)).map((m) => m.user_id).sort()).toEqual([a.id, b.id].sort());
    } finally {
      clock.set(`${todayIso()}T06:30:00Z`);
    }

    // A filter that matches nothing reaches nobody (never every donor).
    const none = await post('/api/admin/broadcasts/givers/preview', finance, { ...draft, donations_filter: { q: 'Nomatchfold' } });
    expect(none.json().data).toMatchObject({ recipients: 0, rows: 0 });
    // A coordinator may not message donors by a filter either.
    expect((await post('/api/admin/broadcasts/givers/preview', coordinator, draft)).statusCode).toBe(403);

    // More than 5000 rows: refused, naming the field.
    await ctx.db.query(
      `INSERT INTO donations (user_id, category, currency, amount_minor, donor_name, status)
       SELECT $1, 'mandir', 'INR', 100, 'Capfold', 'pending' FROM generate_series(1, 5001)`,
      [outside.id],
    );
    try {
      const tooMany = await post('/api/admin/broadcasts/givers', finance, { ...draft, donations_filter: { q: 'Capfold' } });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().code).toBe(BROADCAST_CODES.tooMany);
      expect(tooMany.json().errors).toHaveProperty('donations_filter');
    } finally {
      await ctx.db.query(`DELETE FROM donations WHERE donor_name = 'Capfold'`);
    }
  });

  it("the payments list's filter names the payers: its status and search, the rest left out", async () => {
    const x = await person('Payfold Paid');
    const y = await person('Payfold Failed');
    const z = await person('Someone Else Paid');
    const gift = await createDonation(ctx.db, { user_id: x.id, status: 'success', paid_at: new Date() });
    await createAttempt(ctx.db, { user_id: x.id, purpose: 'donation', donation_id: gift.id, amount_minor: 10_000, status: 'success' });
    await createAttempt(ctx.db, { user_id: y.id, purpose: 'donation', donation_id: gift.id, amount_minor: 10_000, status: 'failed' });
    await createAttempt(ctx.db, { user_id: z.id, purpose: 'donation', donation_id: gift.id, amount_minor: 10_000, status: 'success' });

    const draft = { audience: 'payers', channel: 'sms', payments_filter: { q: 'Payfold', status: 'success' }, ...texts };
    const p = await post('/api/admin/broadcasts/givers/preview', finance, draft);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ recipients: 1, rows: 1 });
    const res = await post('/api/admin/broadcasts/givers', finance, draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.filters).toBe("the payers of 1 payment matching the list's filter");
    expect((await messagesOf(res.json().data.id)).map((m) => m.user_id)).toEqual([x.id]);
  });
});

describe('devotees', () => {
  it('a search of the devotees list or the people ticked; deactivated and opted-out people skipped', async () => {
    const a = await person('Sivakami Devotee-Search');
    const b = await person('Kumaran Devotee-Search', { language: 1 });
    const c = await person('Closed Devotee-Search');
    const d = await person('Quiet Devotee-Search');
    await ctx.db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [c.id]);
    await optOut(d.id);

    const p = await post('/api/admin/broadcasts/devotees/preview', coordinator, { audience: 'devotees', channel: 'email', q: 'devotee-search', ...texts });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ recipients: 2, opted_out: 1, by_channel: { email: 2 }, by_lang: { en: 1, ta: 1 } });

    const ticked = await post('/api/admin/broadcasts/devotees', coordinator, { audience: 'devotees', channel: 'email', user_ids: [a.id, c.id], ...texts });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().data).toMatchObject({ recipients: 1, filters: '2 chosen in the list' });
    expect((await messagesOf(ticked.json().data.id)).map((m) => m.user_id)).toEqual([a.id]);
    expect(b.id).toBeGreaterThan(0);
  });

  it("each person's email carries their own name, escaped, though the layout is made once for many", async () => {
    const odd = await person('Anand & <Kumar> Rendered-Once');
    const plain = await person('Bala Rendered-Once');
    const htmlFor = async (id: number) => {
      const res = await post('/api/admin/broadcasts/devotees/preview', coordinator, { audience: 'devotees', channel: 'email', user_ids: [id], ...texts });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.langs.find((l: { lang: string }) => l.lang === 'en').html as string;
    };
    const first = await htmlFor(odd.id);
    const second = await htmlFor(plain.id);
    expect(first).toContain('Dear Anand &amp; &lt;Kumar&gt; Rendered-Once,');
    expect(second).toContain('Dear Bala Rendered-Once,');
    expect(first).not.toContain('portalrecipientname');
    expect(first.replace('Anand &amp; &lt;Kumar&gt; Rendered-Once', 'Bala Rendered-Once')).toBe(second);
  });
});

describe('who may send which', () => {
  it('donors and payers: finance and owner; devotees: coordinator and owner; the others are refused with 403', async () => {
    const donors = { audience: 'donors', channel: 'email', ...texts };
    const devotees = { audience: 'devotees', channel: 'email', q: 'nobody-at-all', ...texts };
    for (const [url, who, status] of [
      ['/api/admin/broadcasts/givers/preview', coordinator, 403],
      ['/api/admin/broadcasts/givers/preview', editor, 403],
      ['/api/admin/broadcasts/devotees/preview', finance, 403],
      ['/api/admin/broadcasts/devotees/preview', editor, 403],
      ['/api/admin/broadcasts/devotees/preview', owner, 200],
      ['/api/admin/broadcasts/givers/preview', owner, 200],
    ] as const) {
      const res = await post(url, who, url.includes('givers') ? donors : devotees);
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
    }
    // An audience of the other kind through a call is refused by the contract, naming the field.
    const wrong = await post('/api/admin/broadcasts/devotees/preview', coordinator, { ...donors });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('audience');

    // A scheduled message to donors is cancelled by finance, not by a coordinator (code given).
    const later = await person('Scheduled Donor');
    await createDonation(ctx.db, { user_id: later.id, category: 'mandir', status: 'success', paid_at: new Date('2017-07-01T10:00:00+05:30') });
    const res = await post('/api/admin/broadcasts/givers', finance, { ...donors, financial_year: '2017-18', send_at: `${todayIso()}T20:00` });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const no = await post(`/api/admin/broadcasts/${id}/cancel`, coordinator, {});
    expect(no.statusCode).toBe(403);
    expect(no.json().code).toBe(BROADCAST_CODES.notYours);
    expect((await post(`/api/admin/broadcasts/${id}/cancel`, finance, {})).statusCode).toBe(200);
  });
});

describe('the chunked queue', () => {
  it('queues in chunks: everyone once; a stop mid-way is resumed by the job from where it stood, with no one twice', async () => {
    const event = await createEvent(ctx.db, { event_name: 'Chunked Satsang' });
    const people = [];
    for (let i = 0; i < 11; i++) people.push(await person(`Chunk ${i}`));
    for (const p of people) await createRegistration(ctx.db, { user_id: p.id, event_id: event.id, status: 'success' });
    await optOut(people[4]!.id);

    // Sent now with chunks of 3: 10 queued over four chunks, the opted-out one counted.
    // The app's own lists (services.ts), with a small chunk to see the queue resume mid-way.
    const { adminDonations, adminPayments } = buildServices(ctx.deps);
    const small = createBroadcasts(ctx.deps, { chunk: 3, lists: { donations: adminDonations.matchingIds, payments: adminPayments.matchingIds } });
    const staff = { id: (await ctx.db.one<{ id: number }>(`SELECT id FROM staff WHERE role = 'coordinator' LIMIT 1`))!.id, role: 'coordinator' as const };
    const sent = await small.send(staff, { event_id: event.id, audience: 'paid', channel: 'email', send_at: '', ...texts });
    expect(sent.data).toMatchObject({ state: 'queued', recipients: 10, opted_out: 1 });
    const first = await messagesOf(sent.data.id);
    expect(first).toHaveLength(10);
    expect(new Set(first.map((m) => m.user_id)).size).toBe(10);

    // A process that stopped after two chunks: the broadcast is left 'queuing' at the sixth person.
    const stopped = await small.send(staff, { event_id: event.id, audience: 'paid', channel: 'sms', send_at: `${todayIso()}T20:00`, ...texts });
    const id = stopped.data.id;
    const sixth = [...people].sort((x, y) => x.id - y.id)[5]!.id;
    await ctx.db.query(
      `UPDATE broadcasts SET state = 'queuing', queued_through = $2, queue_heartbeat = $3, recipients = 5 WHERE id = $1`,
      [id, sixth, clock.now()],
    );
    await ctx.db.query(
      `INSERT INTO messages (user_id, kind, subject_ref, channel, lang, idempotency_key, recipient, next_attempt_at)
       SELECT u.id, 'broadcast', $1, 'sms', 'en', 'broadcast:' || $1 || ':sms', u.mobile, now() FROM users u WHERE u.id = ANY($2::int[]) AND u.id <> $3`,
      [`broadcast:${id}`, people.map((p) => p.id).filter((p) => p <= sixth), people[4]!.id],
    );
    // While its heartbeat is fresh it is left alone (another process is at it).
    await small.queueDue();
    expect(await messagesOf(id)).toHaveLength(5);
    // Gone quiet: the job resumes it from the sixth person on.
    clock.advance(5 * 60_000);
    expect(await small.queueDue()).toBe(1);
    const resumed = await messagesOf(id);
    expect(resumed).toHaveLength(10);
    expect(new Set(resumed.map((m) => m.user_id)).size).toBe(10);
    const row = await ctx.db.one<{ state: string; recipients: number }>('SELECT state, recipients FROM broadcasts WHERE id = $1', [id]);
    expect(row).toEqual({ state: 'queued', recipients: 10 });
    // Run again: nothing more to do, nobody twice.
    expect(await small.queueDue()).toBe(0);
    expect(await messagesOf(id)).toHaveLength(10);
  });
});
