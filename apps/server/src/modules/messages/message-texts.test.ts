import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { defaultTexts, MESSAGE_TEXT_CODES, MESSAGE_TEXT_KINDS, type MessageTextSet } from '@portal/contract/message-texts';
import { listOutbox } from '../../providers/messaging.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * The office edits a message kind's texts (email, SMS with its DLT template, WhatsApp template) in
 * English and Tamil: previewed with sample data, refused with an unknown placeholder or an SMS that
 * does not fit its DLT template, audited, restored; a message keeps the texts it was queued with.
 */
const { ctx, owner, editor, coordinator } = useStaffTestApp({ PUBLIC_URL: 'https://portal.example.org' });

const today = todayIso();
const KIND = 'payment-succeeded';
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const deliver = () => buildServices(ctx.deps).messages.deliverDue(200);

/** English and Tamil texts of the payment-received message with a new SMS registered under a new DLT template. */
function edited(smsEn: string, dltEn: string, smsTa: string, dltTa: string): { en: MessageTextSet; ta: MessageTextSet } {
  const en = defaultTexts(KIND, 'en');
  const ta = defaultTexts(KIND, 'ta');
  return {
    en: { ...en, subject: 'We received {amount}: {event_name}', sms: smsEn, dlt_template_id: dltEn, dlt_template_text: smsEn.replace(/\{[a-z_]+\}/g, '{#var#}') },
    ta: { ...ta, sms: smsTa, dlt_template_id: dltTa, dlt_template_text: smsTa.replace(/\{[a-z_]+\}/g, '{#var#}') },
  };
}

/** A devotee (English or Tamil account) pays a registration in full in the sandbox: payment-received is queued, not sent. */
async function paid(language: 0 | 1 = 0) {
  const event = await createEvent(ctx.db, { event_name: 'Texts Camp Madurai', price_minor: 500_000, advance_minor: 500_000, event_date: addDays(today, 20) });
  const person = await devotee(ctx, { name: language ? 'மீனாட்சி' : 'Anand Kumar', language });
  const txn = await registerTxn(ctx, person.headers, { event_id: event.id, payment_mode: 'full' });
  await payThroughSandbox(ctx, txn, 'success');
  return person;
}
// The payment's SMS (the program's detail-form request goes to the same number).
const smsTo = async (mobile: string) => (await listOutbox(ctx.db, 2000)).filter((m) => m.recipient === mobile && !String(m.meta.dlt_template_id).includes('details-form'));
const emailTo = async (email: string) => (await listOutbox(ctx.db, 2000)).filter((m) => m.recipient === email);

describe('message texts in the back office', () => {
  it('lists every kind but broadcasts with its placeholders, built-in texts and the DLT template of the settings', async () => {
    const res = await inject('GET', '/api/admin/message-texts', editor);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as Array<{ kind: string; variables: string[]; custom: boolean; current: { en: MessageTextSet; ta: MessageTextSet } }>;
    expect(list.map((e) => e.kind)).toEqual([...MESSAGE_TEXT_KINDS]);
    const paidEntry = list.find((e) => e.kind === KIND)!;
    expect(paidEntry.variables).toEqual(expect.arrayContaining(['name', 'amount', 'event_name', 'reg_number', 'org']));
    expect(paidEntry.current.en.sms).toBe('{org}: payment of {amount} received for {event_name}. Reg no {reg_number}. Invoice sent to your email.');
    expect(paidEntry.current.en.dlt_template_id).toBe('DEV-DLT-payment-succeeded-en');
    expect(paidEntry.current.ta.dlt_template_text).toBe('{#var#}: உங்கள் கட்டணம் கிடைத்தது. நன்றி! விவரம் மின்னஞ்சலில்.');
    // Coordinators and finance do not edit the site's words.
    expect((await inject('GET', '/api/admin/message-texts', coordinator)).statusCode).toBe(403);
  });

  it('previews on sample data per language: SMS segments (GSM-7 for English, UCS-2 for Tamil), escaped email, problems named', async () => {
    const en = { ...defaultTexts(KIND, 'en'), body: 'Dear {name},\n\n<script>alert(1)</script> we got {amount}.\nSee you soon.', sms: '{org}: got {amount}, {nope}' };
    const res = await inject('POST', '/api/admin/message-texts/preview', owner, { kind: KIND, lang: 'en', texts: en });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.text).toContain('Dear Anand Kumar,');
    expect(p.text).toContain('we got Rs. 1,20,000.');
    expect(p.html).not.toContain('<script>');
    expect(p.html).toContain('&lt;script&gt;');
    expect(p.html).toContain('we got Rs. 1,20,000.<br />See you soon.');
    expect(p.sms_encoding).toBe('GSM-7');
    expect(p.problems.sms).toContain('{nope}');
    const ta = { ...defaultTexts(KIND, 'ta'), sms: '{org}: {amount} கிடைத்தது. நன்றி!' };
    const t = (await inject('POST', '/api/admin/message-texts/preview', owner, { kind: KIND, lang: 'ta', texts: ta })).json().data;
    expect(t.sms_encoding).toBe('UCS-2');
    expect(t.sms_segments).toBe(1);
    expect(t.problems.sms).toContain('DLT');
  });

  it('refuses an unknown placeholder naming it, and an SMS that does not fit its DLT template; nothing is saved', async () => {
    const body = edited('{org}: thanks, {amount} received. {nope}', 'DLT-X', '{org}: கிடைத்தது.', 'DLT-Y');
    const res = await inject('POST', `/api/admin/message-texts/${KIND}`, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: MESSAGE_TEXT_CODES.unknownPlaceholder });
    expect(res.json().message).toContain('{nope}');
    expect(res.json().errors['en.sms']).toContain('{nope}');

    const wrongCount = edited('{org}: thanks, {amount} received.', 'DLT-X', '{org}: கிடைத்தது.', 'DLT-Y');
    wrongCount.en.dlt_template_text = '{#var#}: thanks, {#var#} received for {#var#}.';
    const r2 = await inject('POST', `/api/admin/message-texts/${KIND}`, owner, wrongCount);
    expect(r2.statusCode).toBe(400);
    expect(r2.json()).toMatchObject({ code: MESSAGE_TEXT_CODES.dltMismatch });
    expect(r2.json().errors['en.sms']).toContain('(2 / 3)');

    const wrongWords = edited('{org}: thanks, {amount} received.', 'DLT-X', '{org}: கிடைத்தது.', 'DLT-Y');
    wrongWords.ta.dlt_template_text = '{#var#}: பணம் கிடைத்தது.';
    const r3 = await inject('POST', `/api/admin/message-texts/${KIND}`, owner, wrongWords);
    expect(r3.json()).toMatchObject({ code: MESSAGE_TEXT_CODES.dltMismatch });
    expect(Object.keys(r3.json().errors)).toEqual(['ta.sms']);

    const empty = edited('{org}: thanks.', 'DLT-X', '{org}: கிடைத்தது.', 'DLT-Y');
    empty.en.subject = ' ';
    const r4 = await inject('POST', `/api/admin/message-texts/${KIND}`, owner, empty);
    expect(r4.statusCode).toBe(400);
    expect(JSON.stringify(r4.json())).toContain('subject');
    expect(await ctx.db.query('SELECT 1 FROM message_texts')).toEqual([]);
  });

  it('a saved text is audited and applies to messages queued after it; a queued message keeps its text; restore brings the built-in back', async () => {
    const before = await paid(); // queued with the built-in texts, not yet sent

    const v1 = edited('{org}: thank you {name}, {amount} received. Reg {reg_number}.', 'DLT-V1-EN', '{org}: நன்றி! {amount} கிடைத்தது.', 'DLT-V1-TA');
    const saved = await inject('POST', `/api/admin/message-texts/${KIND}`, editor, v1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ custom: true, current: { en: { dlt_template_id: 'DLT-V1-EN' } } });
    expect(saved.json().data.updated_by).not.toBe('');
    const first = await paid();
    const firstTa = await paid(1);

    const v2 = edited('{org}: {amount} received with thanks. Reg {reg_number}.', 'DLT-V2-EN', '{org}: நன்றி!', 'DLT-V2-TA');
    expect((await inject('POST', `/api/admin/message-texts/${KIND}`, owner, v2)).statusCode).toBe(200);
    const second = await paid();

    await deliver();
    const [oldSms] = await smsTo(before.mobile);
    expect(oldSms!.body).toContain('payment of Rs. 5,000 received for Texts Camp Madurai');
    expect(oldSms!.meta.dlt_template_id).toBe('DEV-DLT-payment-succeeded-en');
    const [v1Sms] = await smsTo(first.mobile);
    expect(v1Sms!.body).toMatch(/^Matangi Foundation: thank you Anand Kumar, Rs\. 5,000 received\. Reg MFR-/);
    expect(v1Sms!.meta.dlt_template_id).toBe('DLT-V1-EN');
    expect((await emailTo(first.user.email)).map((m) => m.subject)).toContain('We received Rs. 5,000: Texts Camp Madurai');
    const [v1Ta] = await smsTo(firstTa.mobile);
    expect(v1Ta!.body).toMatch(/: நன்றி! Rs\. 5,000 கிடைத்தது\.$/);
    expect(v1Ta!.meta.dlt_template_id).toBe('DLT-V1-TA');
    const [v2Sms] = await smsTo(second.mobile);
    expect(v2Sms!.body).toMatch(/: Rs\. 5,000 received with thanks\. Reg MFR-/);
    expect(v2Sms!.meta.dlt_template_id).toBe('DLT-V2-EN');

    const audit = await ctx.db.query<{ action: string; entity_id: string; before: { en: MessageTextSet }; after: { en: MessageTextSet } }>(
      `SELECT action, entity_id, before, after FROM audit_log WHERE entity = 'message_texts' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['message-texts-save', 'message-texts-save']);
    expect(audit[0]!.before.en.sms).toContain('payment of {amount} received');
    expect(audit[0]!.after.en.sms).toContain('thank you {name}');
    expect(audit[1]!.before.en.sms).toContain('thank you {name}');
    expect(audit[1]!.after.en.sms).toContain('received with thanks');

    const restored = await inject('DELETE', `/api/admin/message-texts/${KIND}`, owner);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ custom: false, current: { en: { dlt_template_id: 'DEV-DLT-payment-succeeded-en' } } });
    const third = await paid();
    await deliver();
    const [builtIn] = await smsTo(third.mobile);
    expect(builtIn!.body).toContain('payment of Rs. 5,000 received for Texts Camp Madurai');
    expect(builtIn!.meta.dlt_template_id).toBe('DEV-DLT-payment-succeeded-en');
    const last = await ctx.db.one<{ action: string; after: { en: MessageTextSet } }>(`SELECT action, after FROM audit_log WHERE entity = 'message_texts' ORDER BY id DESC LIMIT 1`);
    expect(last).toMatchObject({ action: 'message-texts-restore' });
    expect(last!.after.en.sms).toContain('payment of {amount} received');
    // Five payments through the sandbox, each with its invoice PDF: slow on a shared machine.
  }, 120_000);

  it('an unknown kind is a 400 naming it', async () => {
    const res = await inject('DELETE', '/api/admin/message-texts/broadcast', owner);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('kind');
  });
});
