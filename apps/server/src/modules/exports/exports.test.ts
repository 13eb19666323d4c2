import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { EXPORT_NAMES, EXPORT_ROLES, type ExportName } from '@portal/contract/admin-exports';
import { MESSAGES } from '@portal/contract/messages';
import { todayIso } from '@portal/contract/fields';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { createEvent, createUser } from '../../seed/factories.ts';
import { staffOfEveryRole } from '../staff/test-helpers.ts';
import { createAttempt, createRegistration } from '../donations/test-data.ts';
import { csvCell } from '../../lib/csv.ts';
import { fieldHeading } from './columns.ts';
import { readBatches } from './service.ts';
import type { Reader } from '../../db/client.ts';

/**
 * The back office's exports, cell by cell on a small data set, with batches of 2 rows
 * so that every export crosses a batch boundary (and one ends exactly on one).
 */
let ctx: TestContext;
type Headers = Record<string, string>;
let as: Record<'owner' | 'coordinator' | 'finance' | 'editor', Headers>;
let devoteeHeaders: Headers;
const ids = { eventA: 0, eventB: 0, r1: 0, r2: 0, r3: 0, a1: 0, a2: 0, refund: 0, u1: 0, u2: 0, u3: 0 };
const INJECTION = '=HYPERLINK("http://evil.example","Click")';
const TODAY = todayIso();

beforeAll(async () => {
  ctx = await startTestApp({ EXPORT_BATCH_SIZE: '2' });
  as = (await staffOfEveryRole(ctx)).headers;
  devoteeHeaders = (await loginAs(ctx, { name: 'Somebody Else', email: 'else@example.org' })).headers;
  const eventA = await createEvent(ctx.db, { program_id: 3, event_name: 'Divija Erode', event_date: '2026-12-20' });
  const eventB = await createEvent(ctx.db, { program_id: 1, event_name: 'Ulchemy Chennai', event_date: '2027-01-10' });
  const u1 = await createUser(ctx.db, { name: 'Asha Devi', mobile: '9000000011', email: 'asha@example.org' });
  const u2 = await createUser(ctx.db, { name: INJECTION, mobile: '9000000012', email: 'evil@example.org' });
  const u3 = await createUser(ctx.db, { name: 'Ravi, "Kumar"', mobile: '9000000013', email: 'ravi@example.org' });
  const r1 = await createRegistration(ctx.db, { user_id: u1.id, event_id: eventA.id, status: 'success', total_minor: 1_080_000, paid_minor: 1_080_000, reg_number: 'MF-1' });
  const r2 = await createRegistration(ctx.db, { user_id: u2.id, event_id: eventA.id, status: 'partialpay', total_minor: 1_080_000, paid_minor: 300_050, reg_number: 'MF-2' });
  const r3 = await createRegistration(ctx.db, { user_id: u3.id, event_id: eventB.id, status: 'pending', paid_minor: 0, reg_number: 'MF-3' });
  // Registered at 10:00, 10:01, 10:02 India time on 20 November 2026.
  for (const [i, r] of [r1, r2, r3].entries()) await ctx.db.query(`UPDATE registrations SET created_at = $2 WHERE id = $1`, [r.id, `2026-11-20T04:3${i}:00Z`]);
  // MF-2 used a code worth ₹1,200 in place of the event's 10% (the same ₹10,800 of ₹12,000).
  await ctx.db.query(`UPDATE registrations SET discount_code = 'DIWALI', code_minor = discount_minor, discount_percent = 0, discount_minor = 0 WHERE id = $1`, [r2.id]);
  const a1 = await createAttempt(ctx.db, { user_id: u1.id, purpose: 'registration', registration_id: r1.id, amount_minor: 1_080_000, provider_txn_id: 'GW-1', created_at: new Date('2026-11-20T04:30:30Z') });
  const a2 = await createAttempt(ctx.db, { user_id: u2.id, purpose: 'registration', registration_id: r2.id, amount_minor: 300_050, provider_txn_id: 'GW-2', created_at: new Date('2026-11-20T04:31:30Z') });
  await createAttempt(ctx.db, { user_id: u3.id, purpose: 'registration', registration_id: r3.id, amount_minor: 1_200_000, status: 'failed', provider_txn_id: null, created_at: new Date('2026-11-20T04:32:30Z') });
  const refund = await ctx.db.one<{ id: number }>(
    `INSERT INTO payment_refunds (attempt_id, amount_minor, currency, method, reference, refunded_on, note, created_at)
     VALUES ($1, 50000, 'INR', 'upi', 'UPI-77', '2026-11-22', '-refund note', '2026-11-22T06:00:00Z') RETURNING id`,
    [a1.id],
  );
  Object.assign(ids, { eventA: eventA.id, eventB: eventB.id, r1: r1.id, r2: r2.id, r3: r3.id, a1: a1.id, a2: a2.id, refund: refund!.id, u1: u1.id, u2: u2.id, u3: u3.id });
  // Two offline donations through the back office (receipt numbers, the 80G decision, Aadhaar encrypted).
  for (const body of [
    { donor_name: 'Meena Iyer', mobile: '9000000021', aadhaar: '234567891234', category: 'mandir', mode: 'cash', amount: '5000', received_on: '2026-11-21' },
    { donor_name: '@Gopal', pan: 'ABCDE1234F', category: 'mandir', mode: 'cheque', amount: '1500.5', received_on: '2026-11-22', reference: 'CHQ 1' },
  ]) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/donations', headers: as.finance, payload: body });
    expect(res.json().success).toBe(1);
  }
  // Volunteers, contact messages, feedback and detail-form answers.
  await ctx.db.query(`INSERT INTO volunteers (user_id, kind, event_id, message, created_at) VALUES ($1, 'event', $2, 'I can cook', '2026-11-20T05:00:00Z'), ($3, 'foundation', NULL, '+ anything', '2026-11-20T06:00:00Z')`, [u1.id, eventA.id, u3.id]);
  await ctx.db.query(
    `INSERT INTO contact_messages (name, email, mobile, message, created_at) VALUES ('Kavi', 'kavi@example.org', '9000000031', 'When is the next Divija?', '2026-11-21T04:30:00Z'),
       ('Lata', 'lata@example.org', '9000000032', 'Line one
line two', '2026-11-21T05:30:00Z')`,
  );
  await ctx.db.query(`UPDATE contact_messages SET handled_at = '2026-11-21T06:30:00Z', reply = 'In March.' WHERE name = 'Kavi'`);
  await ctx.db.query(`INSERT INTO feedback (registration_id, user_id, program_id, answers, created_at) VALUES ($1, $2, 3, $3, '2026-12-21T04:30:00Z')`, [
    r1.id,
    u1.id,
    JSON.stringify({ experience: 'Wonderful', goal_before: 'Calm', extra_field: 'x' }),
  ]);
  await ctx.db.query(`UPDATE registrations SET details = $2, details_updated_at = '2026-11-25T04:30:00Z' WHERE id = $1`, [
    r1.id,
    JSON.stringify({ emergency_contact1: '9000000099', emergency_relation1: 'Sister', surgery: 'Yes', desc_surgery: 'Knee, 2019' }),
  ]);
  await ctx.db.query(`UPDATE registrations SET details = $2, details_updated_at = '2026-11-25T05:30:00Z' WHERE id = $1`, [r2.id, JSON.stringify({ emergency_contact1: '9000000098' })]);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

/** RFC 4180 reading (quotes, doubled quotes, line breaks in quotes), for checking what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  expect(cell, 'the file ends with a line break').toBe('');
  return rows;
}

async function csv(name: ExportName, headers: Headers, query = '') {
  const res = await get(`/api/admin/exports/${name}?format=csv${query ? `&${query}` : ''}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-${TODAY}.csv"`);
  const bytes = res.rawPayload;
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString('utf8'));
}

async function xlsx(name: ExportName, headers: Headers, query = '') {
  const res = await get(`/api/admin/exports/${name}?format=xlsx${query ? `&${query}` : ''}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-${TODAY}.xlsx"`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** A sheet's rows as plain values (row 1 the headings). */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(row.getCell(c).value ?? null);
    rows.push(values);
  });
  return rows;
}

const REG_HEAD = ['Registration id', 'Registration number', 'Registered at', 'Name', 'Mobile', 'Email', 'Event id', 'Event', 'Event date', 'Program', 'Registration status', 'Payment', 'Checked in at', 'Checked in by', 'Discount code'];
const MONEY_HEAD = ['Currency', 'Code discount', 'Total', 'Paid', 'Refunded', 'Net', 'Balance', 'Refund due'];

describe('registrations', () => {
  it('a coordinator gets every row, batch after batch, without money columns; formula text is neutralised', async () => {
    const rows = await csv('registrations', as.coordinator);
    expect(rows).toEqual([
      REG_HEAD,
      [String(ids.r1), 'MF-1', '2026-11-20 10:00:00', 'Asha Devi', '9000000011', 'asha@example.org', String(ids.eventA), 'Divija Erode', '2026-12-20', 'Divija', 'Success', 'Paid in full', '', '', ''],
      [String(ids.r2), 'MF-2', '2026-11-20 10:01:00', `'${INJECTION}`, '9000000012', 'evil@example.org', String(ids.eventA), 'Divija Erode', '2026-12-20', 'Divija', 'Partial Pay', 'Part paid', '', '', 'DIWALI'],
      [String(ids.r3), 'MF-3', '2026-11-20 10:02:00', 'Ravi, "Kumar"', '9000000013', 'ravi@example.org', String(ids.eventB), 'Ulchemy Chennai', '2027-01-10', 'Ulchemy', 'Pending', 'Nothing paid', '', '', ''],
    ]);
  });

  it('finance gets the money columns in rupees; the list filters apply (event, payment state, search)', async () => {
    const rows = await csv('registrations', as.finance, `event_id=${ids.eventA}`);
    expect(rows[0]).toEqual([...REG_HEAD, ...MONEY_HEAD]);
    // MF-1 had ₹500 of its ₹10,800 refunded: paid less refunded is what the foundation holds.
    expect(rows.slice(1).map((r) => r.slice(-9))).toEqual([
      ['', 'INR', '0.00', '10800.00', '10800.00', '500.00', '10300.00', '0.00', '0.00'],
      ['DIWALI', 'INR', '1200.00', '10800.00', '3000.50', '0.00', '3000.50', '7799.50', '0.00'],
    ]);
    expect((await csv('registrations', as.finance, 'payment=part')).slice(1).map((r) => r[1])).toEqual(['MF-2']);
    expect((await csv('registrations', as.coordinator, 'q=asha')).slice(1).map((r) => r[1])).toEqual(['MF-1']);
    expect((await csv('registrations', as.coordinator, 'q=9000000013')).slice(1).map((r) => r[1])).toEqual(['MF-3']);
    expect((await csv('registrations', as.coordinator, 'from=2026-11-21'))).toEqual([REG_HEAD]);
    // Paging of the screen does not cut the export: it is the whole filtered list.
    expect((await csv('registrations', as.coordinator, 'page=2&per_page=1')).length).toBe(4);
  });

  it('XLSX: readable bold headings, numbers as numbers, dates as dates, text never a formula', async () => {
    const sheet = await xlsx('registrations', as.finance);
    expect(sheet.name).toBe('Registrations');
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual([...REG_HEAD, ...MONEY_HEAD]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rows.slice(1)).toEqual([
      [ids.r1, 'MF-1', new Date('2026-11-20T10:00:00Z'), 'Asha Devi', '9000000011', 'asha@example.org', ids.eventA, 'Divija Erode', new Date('2026-12-20T00:00:00Z'), 'Divija', 'Success', 'Paid in full', null, null, null, 'INR', 0, 10800, 10800, 500, 10300, 0, 0],
      [ids.r2, 'MF-2', new Date('2026-11-20T10:01:00Z'), INJECTION, '9000000012', 'evil@example.org', ids.eventA, 'Divija Erode', new Date('2026-12-20T00:00:00Z'), 'Divija', 'Partial Pay', 'Part paid', null, null, 'DIWALI', 'INR', 1200, 10800, 3000.5, 0, 3000.5, 7799.5, 0],
      [ids.r3, 'MF-3', new Date('2026-11-20T10:02:00Z'), 'Ravi, "Kumar"', '9000000013', 'ravi@example.org', ids.eventB, 'Ulchemy Chennai', new Date('2027-01-10T00:00:00Z'), 'Ulchemy', 'Pending', 'Nothing paid', null, null, null, 'INR', 0, 10800, 0, 0, 0, 10800, 0],
    ]);
    const name = sheet.getRow(3).getCell(4);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.formula).toBeUndefined();
    expect(sheet.getRow(3).getCell(17).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // The coordinator's file has no money columns either.
    expect(sheetRows(await xlsx('registrations', as.coordinator))[0]).toEqual(REG_HEAD);
  });
});

describe('money lists', () => {
  it('payments with their filters', async () => {
    const rows = await csv('payments', as.finance);
    expect(rows[0]).toEqual([
      'Payment id', 'Transaction id', 'Started at', 'Status', 'Gateway', 'Gateway reference', 'Gateway status', 'Purpose', 'For', 'Registration id', 'Donation id',
      'Name', 'Mobile', 'Currency', 'Amount', 'Refunded', 'Refundable', 'Paid at', 'Last checked at',
    ]);
    expect(rows.length).toBe(4);
    const [first, second, third] = rows.slice(1);
    expect(first!.slice(0, 1)).toEqual([String(ids.a1)]);
    expect(first!.slice(2, 17)).toEqual(['2026-11-20 10:00:30', 'Paid', 'sandbox', 'GW-1', '', 'Registration', 'Divija Erode', String(ids.r1), '', 'Asha Devi', '9000000011', 'INR', '10800.00', '500.00', '0.00']);
    expect(second![11]).toBe(`'${INJECTION}`);
    expect(third!.slice(3, 4)).toEqual(['Failed']);
    expect((await csv('payments', as.finance, 'status=failed')).slice(1).map((r) => r[0])).toEqual([String(rows[3]![0])]);
    expect((await csv('payments', as.owner, 'q=GW-2')).slice(1).map((r) => r[0])).toEqual([String(ids.a2)]);
  });

  it('refunds: the note starting with - is neutralised in CSV and plain text in XLSX', async () => {
    const rows = await csv('refunds', as.finance);
    expect(rows).toEqual([
      ['Refund id', 'Refunded on', 'Payment id', 'Transaction id', 'Purpose', 'Registration id', 'Donation id', 'For', 'Name', 'Currency', 'Amount', 'Method', 'Reference', 'Note', 'Recorded by', 'Recorded at'],
      [String(ids.refund), '2026-11-22', String(ids.a1), rows[1]![3]!, 'Registration', String(ids.r1), '', 'Divija Erode', 'Asha Devi', 'INR', '500.00', 'UPI', 'UPI-77', "'-refund note", '', '2026-11-22 11:30:00'],
    ]);
    expect(await csv('refunds', as.finance, 'from=2026-11-23')).toEqual([rows[0]]);
    const sheet = sheetRows(await xlsx('refunds', as.finance));
    expect(sheet[1]![10]).toBe(500);
    expect(sheet[1]![13]).toBe('-refund note');
  });

  it('donations: Aadhaar masked to its last four digits, the 80G decision and its reason', async () => {
    const rows = await csv('donations', as.finance);
    expect(rows[0]).toEqual([
      'Donation id', 'Receipt number', 'Received on', 'Donor', 'Mobile', 'PAN', 'Aadhaar', 'Fund', 'Mode', 'Reference', 'Gift in kind', 'Currency', 'Amount', 'Status',
      'Document', '80G statement', 'Why no 80G statement',
    ]);
    expect(rows.slice(1).map((r) => r.slice(2))).toEqual([
      ['2026-11-21', 'Meena Iyer', '9000000021', '', 'XXXX XXXX 1234', rows[1]![7]!, 'Cash', '', '', 'INR', '5000.00', 'success', 'Receipt', 'No', 'Cash above Rs 2,000 is not eligible under section 80G: the receipt has no 80G statement.'],
      ['2026-11-22', "'@Gopal", '', 'ABCDE1234F', '', rows[1]![7]!, 'Cheque', 'CHQ 1', '', 'INR', '1500.50', 'success', 'Receipt', 'Yes', ''],
    ]);
    expect(rows.join('\n')).not.toContain('234567891234');
    expect((await csv('donations', as.finance, 'mode=cheque')).slice(1).map((r) => r[3])).toEqual(["'@Gopal"]);
    const sheet = sheetRows(await xlsx('donations', as.owner));
    expect(sheet[1]!.slice(2, 4)).toEqual([new Date('2026-11-21T00:00:00Z'), 'Meena Iyer']);
    expect(sheet[2]![12]).toBe(1500.5);
  });
});

describe('people lists', () => {
  it('devotees, searched; a list that ends exactly on a batch boundary', async () => {
    const head = ['Devotee id', 'Name', 'Mobile', 'Email', 'City', 'Joined at', 'Registrations', 'Deactivated', 'Erased'];
    const rows = await csv('devotees', as.coordinator, 'q=example.org');
    expect(rows[0]).toEqual(head);
    // Four devotees with a batch of 2: the last batch is full, the next one is empty.
    expect(rows.slice(1).map((r) => [r[1], r[2], r[6], r[7], r[8]])).toEqual([
      ['Somebody Else', rows[1]![2], '0', 'No', 'No'],
      ['Asha Devi', '9000000011', '1', 'No', 'No'],
      [`'${INJECTION}`, '9000000012', '1', 'No', 'No'],
      ['Ravi, "Kumar"', '9000000013', '1', 'No', 'No'],
    ]);
    expect((await csv('devotees', as.coordinator, 'q=asha')).length).toBe(2);
  });

  it('volunteers, contact messages (a line break kept inside its cell)', async () => {
    const vol = await csv('volunteers', as.coordinator);
    expect(vol.slice(1).map((r) => r.slice(1))).toEqual([
      ['2026-11-20 10:30:00', 'An event', String(ids.eventA), 'Divija Erode', 'Asha Devi', 'asha@example.org', '9000000011', 'I can cook'],
      ['2026-11-20 11:30:00', 'The foundation', '', '', 'Ravi, "Kumar"', 'ravi@example.org', '9000000013', "'+ anything"],
    ]);
    expect((await csv('volunteers', as.coordinator, 'kind=foundation')).length).toBe(2);
    const inbox = await csv('contact-messages', as.coordinator);
    expect(inbox.slice(1).map((r) => r.slice(1))).toEqual([
      ['2026-11-21 10:00:00', 'Kavi', 'kavi@example.org', '9000000031', 'When is the next Divija?', 'Yes', '2026-11-21 12:00:00', 'In March.', ''],
      ['2026-11-21 11:00:00', 'Lata', 'lata@example.org', '9000000032', 'Line one\nline two', 'No', '', '', ''],
    ]);
    expect((await csv('contact-messages', as.owner, 'handled=no')).slice(1).map((r) => r[2])).toEqual(['Lata']);
  });

  it("feedback and form answers: one column per question of the program's form, the rest as JSON", async () => {
    const fb = await csv('feedback', as.coordinator, 'program_id=3');
    expect(fb[0]).toEqual([
      'Registration id', 'Registration number', 'Name', 'Mobile', 'Event id', 'Event', 'Given at',
      'Experience', 'Goal before', 'Goal after', 'Things notforget', 'Recommend program', 'Wish kaivalya', 'About program', 'Other answers',
    ]);
    expect(fb.slice(1)).toEqual([
      [String(ids.r1), 'MF-1', 'Asha Devi', '9000000011', String(ids.eventA), 'Divija Erode', '2026-12-21 10:00:00', 'Wonderful', 'Calm', '', '', '', '', '', '{""extra_field"":""x""}'.replace(/""/g, '"')],
    ]);
    const form = await csv('form-answers', as.coordinator, `event_id=${ids.eventA}&program_id=3`);
    const heading = form[0]!;
    expect(heading.slice(7, 11)).toEqual(['Emergency contact 1', 'Emergency relation 1', 'Emergency contact 2', 'Emergency relation 2']);
    const at = (row: string[], h: string) => row[heading.indexOf(h)];
    expect(form.length).toBe(3);
    expect([at(form[1]!, 'Emergency contact 1'), at(form[1]!, 'Surgery'), at(form[1]!, 'Surgery (details)'), at(form[1]!, 'Saved at')]).toEqual(['9000000099', 'Yes', 'Knee, 2019', '2026-11-25 10:00:00']);
    expect([at(form[2]!, 'Name'), at(form[2]!, 'Emergency contact 1'), at(form[2]!, 'Surgery')]).toEqual([`'${INJECTION}`, '9000000098', '']);
    // Without a program: every program's questions, once each.
    const all = (await csv('form-answers', as.owner))[0]!;
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('Motivation');
    expect(fieldHeading('desc_physical_problem')).toBe('Physical problem (details)');
  });
});

describe('who may export', () => {
  it('owner every list; coordinator the people lists; finance the money lists; editor none; no staff session 401', async () => {
    for (const name of EXPORT_NAMES) {
      expect((await get(`/api/admin/exports/${name}?format=xlsx`, as.owner)).statusCode, name).toBe(200);
      for (const role of ['coordinator', 'finance'] as const) {
        const res = await get(`/api/admin/exports/${name}?format=csv`, as[role]);
        expect(res.statusCode, `${role} ${name}`).toBe(EXPORT_ROLES[name].includes(role) ? 200 : 403);
        if (res.statusCode === 403) expect(res.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
      }
      expect((await get(`/api/admin/exports/${name}?format=csv`, as.editor)).statusCode, name).toBe(403);
      expect((await get(`/api/admin/exports/${name}?format=csv`, devoteeHeaders)).statusCode, name).toBe(401);
      expect((await get(`/api/admin/exports/${name}?format=csv`, {})).statusCode, name).toBe(401);
    }
    expect(EXPORT_ROLES.registrations).toEqual(['coordinator', 'finance']);
    expect(EXPORT_ROLES.devotees).toEqual(['coordinator']);
    expect(EXPORT_ROLES.payments).toEqual(['finance']);
  });

  it('bad input answers 400 naming the field, and no file', async () => {
    const res = await get('/api/admin/exports/registrations?format=pdf', as.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { format: 'Choose one of: csv, xlsx' } });
    const missing = await get('/api/admin/exports/registrations', as.owner);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['format']);
    const badFilter = await get('/api/admin/exports/registrations?format=csv&from=2026-13-01', as.owner);
    expect(badFilter.statusCode).toBe(400);
    expect(Object.keys(badFilter.json().errors)).toEqual(['from']);
  });

  it('each export is audited: who, which list, which format and filters', async () => {
    await csv('donations', as.finance, 'mode=cash');
    const row = await ctx.db.one<{ action: string; entity_id: string; after: Record<string, unknown> }>(
      `SELECT action, entity_id, after FROM audit_log WHERE entity = 'exports' ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({ action: 'export', entity_id: 'donations', after: { format: 'csv', filter: { mode: 'cash', q: '' } } });
  });
});

describe('keyset batches', () => {
  const reader: Reader = { query: async () => [], one: async () => undefined, pause: async () => undefined, release: async () => undefined };
  it('read after the last id of each batch, one short query each, until a batch comes back short', async () => {
    expect(ctx.deps.config.EXPORT_BATCH_SIZE).toBe(2);
    const all = [{ id: 3 }, { id: 5 }, { id: 8 }, { id: 9 }, { id: 12 }];
    for (const [n, reads] of [[5, [0, 5, 9]], [4, [0, 5, 9]], [1, [0]], [0, [0]]] as const) {
      const asked: number[] = [];
      const rows = all.slice(0, n);
      const batches = await readBatches<{ id: number }>({ sheet: 'x', columns: [], key: (r) => r.id, read: async (_q, after, size) => (asked.push(after), rows.filter((r) => r.id > after).slice(0, size)) }, reader, 2);
      expect(asked, 'the first batch is read before the file starts').toEqual([0]);
      const got: number[][] = [];
      for await (const b of batches) got.push(b.map((r) => r.id));
      expect(got.flat()).toEqual(rows.map((r) => r.id));
      expect(got.every((b) => b.length > 0 && b.length <= 2)).toBe(true);
      expect(asked, `${n} rows`).toEqual(reads);
    }
  });
});

describe('csvCell', () => {
  it('quotes what needs it and neutralises formulas, numbers as they are', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-5')).toBe("'-5");
  });
});
