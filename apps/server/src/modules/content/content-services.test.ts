import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, eventPatchSchema, eventWriteSchema, programPatchSchema } from '@portal/contract/admin-content';
import { todayIso } from '@portal/contract/fields';
import { REGISTRATION_MESSAGES } from '@portal/contract/registrations';
import type { Db } from '../../db/client.ts';
import { openTestDb } from '../../test/harness.ts';
import { addDays, createEvent, createProgram, createUser } from '../../seed/factories.ts';
import { AppError } from '../../lib/errors.ts';
import { registrationClosedReason, type ClosingFacts } from '../registrations/index.ts';
import type { ContentChange, RecordChange } from './audit-hook.ts';
import { createEventsAdmin } from './events.ts';
import { createProgramsAdmin } from './programs.ts';

let db: Db;
const today = todayIso();
const inDays = (n: number) => addDays(today, n);
const changes: ContentChange[] = [];
const record: RecordChange = async (_q, change) => {
  changes.push(change);
};

beforeAll(async () => {
  db = await openTestDb();
  await createProgram(db, { id: 1, name: 'Ulchemy', story: '<p>Old</p>' });
});
afterAll(() => db.close());

const badRequest = (field: string, message: string) =>
  expect.objectContaining({ statusCode: 400, errors: expect.objectContaining({ [field]: message }) });

describe('the one rule of event_close', () => {
  const open: ClosingFacts = {
    status: 'notstarted',
    is_closed: false,
    event_date: inDays(10),
    registration_opens_on: null,
    registration_closes_on: null,
    published: true,
    hidden: false,
  };
  it('is open without a window, and closes for each reason', () => {
    expect(registrationClosedReason(open, today)).toBeUndefined();
    expect(registrationClosedReason({ ...open, status: 'cancelled' }, today)).toBe(REGISTRATION_MESSAGES.eventCancelled);
    expect(registrationClosedReason({ ...open, event_date: inDays(-1) }, today)).toBe(REGISTRATION_MESSAGES.eventPast);
    expect(registrationClosedReason({ ...open, is_closed: true }, today)).toBe(REGISTRATION_MESSAGES.eventClosed);
    expect(registrationClosedReason({ ...open, published: false }, today)).toBe(REGISTRATION_MESSAGES.eventClosed);
    expect(registrationClosedReason({ ...open, hidden: true }, today)).toBe(REGISTRATION_MESSAGES.eventClosed);
    expect(registrationClosedReason({ ...open, registration_closes_on: inDays(-1) }, today)).toBe(REGISTRATION_MESSAGES.eventClosed);
    expect(registrationClosedReason({ ...open, registration_closes_on: today }, today)).toBeUndefined();
    expect(registrationClosedReason({ ...open, registration_opens_on: inDays(1) }, today)).toBe(REGISTRATION_MESSAGES.notOpenYet);
    expect(registrationClosedReason({ ...open, registration_opens_on: today }, today)).toBeUndefined();
  });
});

describe('programs in the back office', () => {
  const programs = () => createProgramsAdmin(db);

  it('lists, searches and reads a program with its Tamil twins', async () => {
    const { rows, total } = await programs().list({ q: 'ulch', page: 1, per_page: 20 });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id: 1, name: 'Ulchemy', name_ta: '', promises_ta: [], hidden: false });
  });

  it('stores the story sanitised and records the change with before and after', async () => {
    const patch = programPatchSchema.parse({ headline_ta: 'உள்கெமி', story: '<p onclick="x()">New<script>alert(1)</script></p>' });
    const after = await programs().update(1, patch, record);
    expect(after.headline_ta).toBe('உள்கெமி');
    expect(after.story).toBe('<p>New</p>');
    expect(changes.at(-1)).toMatchObject({ action: 'update', entity: 'programs', entityId: 1 });
    expect((changes.at(-1)!.before as { story: string }).story).toBe('<p>Old</p>');
  });

  it('refuses more than five highlights, naming the field', () => {
    const result = programPatchSchema.safeParse({ promises: ['1', '2', '3', '4', '5', '6'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['promises'], message: CONTENT_MESSAGES.tooManyItems });
  });

  it('hides a program instead of deleting it', async () => {
    await programs().hide(1, record);
    expect((await programs().get(1)).hidden).toBe(true);
    await programs().update(1, { hidden: false }, record);
  });
});

describe('events in the back office', () => {
  const events = () => createEventsAdmin(db);
  const valid = () =>
    eventWriteSchema.parse({
      program_id: 1,
      event_name: 'Ulchemy Chennai',
      event_name_ta: 'உள்கெமி சென்னை',
      event_date: inDays(20),
      start_time: '09:30',
      end_time: '17:00',
      event_price: '1500.50',
      discount_percent: 10,
      early_bird_amount: 200,
      early_bird_until: inDays(5),
      advance_amount: 500,
      capacity: '40',
      published: true,
    });

  it('creates an event: money in minor units, times, and the rule answers open', async () => {
    const created = await events().create(valid(), record);
    expect(created).toMatchObject({
      event_price: 1500.5,
      early_bird_amount: 200,
      advance_amount: 500,
      discount_percent: 10,
      capacity: 40,
      start_time: '09:30',
      status: 'notstarted',
      event_close: 0,
      closed_reason: '',
      registrations: 0,
    });
    const stored = await db.one<{ price_minor: number }>('SELECT price_minor FROM events WHERE id = $1', [created.id]);
    expect(Number(stored!.price_minor)).toBe(150050);
    expect(changes.at(-1)).toMatchObject({ action: 'create', entity: 'events', entityId: created.id, before: null });
  });

  it('refuses rules between fields, naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ end_date: inDays(10) }, 'end_date', CONTENT_MESSAGES.endBeforeStart],
      [{ end_time: '09:00' }, 'end_time', CONTENT_MESSAGES.endTimeBeforeStart],
      [{ registration_opens_on: inDays(5), registration_closes_on: inDays(3) }, 'registration_closes_on', CONTENT_MESSAGES.windowOrder],
      [{ registration_closes_on: inDays(30) }, 'registration_closes_on', CONTENT_MESSAGES.windowAfterEvent],
      [{ early_bird_until: inDays(30) }, 'early_bird_until', CONTENT_MESSAGES.earlyBirdAfterEvent],
      [{ advance_amount: 5000 }, 'advance_amount', CONTENT_MESSAGES.amountAbovePrice],
    ];
    for (const [change, field, message] of cases) {
      await expect(events().create({ ...valid(), ...eventWriteSchema.partial().parse(change) }, record)).rejects.toEqual(badRequest(field, message));
    }
    await expect(events().create({ ...valid(), category_id: 99999 }, record)).rejects.toEqual(badRequest('category_id', CONTENT_MESSAGES.unknownCategory));
  });

  it('updates part of an event, checking the merged row', async () => {
    const created = await events().create(valid(), record);
    const updated = await events().update(created.id, eventPatchSchema.parse({ city_name: 'Erode', registration_closes_on: inDays(-1) }), record);
    expect(updated).toMatchObject({ city_name: 'Erode', event_close: 1, closed_reason: REGISTRATION_MESSAGES.eventClosed });
    await expect(events().update(created.id, eventPatchSchema.parse({ event_date: inDays(-5) }), record)).rejects.toBeInstanceOf(AppError);
    expect((await events().get(created.id)).event_date).toBe(inDays(20));
  });

  it('closes and opens registrations by hand', async () => {
    const created = await events().create(valid(), record);
    expect(await events().setClosed(created.id, true, record)).toMatchObject({ is_closed: true, event_close: 1 });
    expect(changes.at(-1)).toMatchObject({ action: 'close-registrations' });
    expect(await events().setClosed(created.id, false, record)).toMatchObject({ is_closed: false, event_close: 0 });
  });

  it('deletes an event nothing refers to, hides one with registrations', async () => {
    const lonely = await events().create(valid(), record);
    expect(await events().remove(lonely.id, record)).toBe('deleted');
    await expect(events().get(lonely.id)).rejects.toMatchObject({ statusCode: 404 });

    const event = await createEvent(db, { program_id: 1 });
    const user = await createUser(db);
    await db.query(
      `INSERT INTO registrations (user_id, event_id, program_id, currency, amount_minor, total_minor, status)
       VALUES ($1, $2, 1, 'INR', 100, 100, 'pending')`,
      [user.id, event.id],
    );
    expect(await events().remove(event.id, record)).toBe('hidden');
    expect(await events().get(event.id)).toMatchObject({ hidden: true, registrations: 1, event_close: 1 });
    expect(changes.at(-1)).toMatchObject({ action: 'hide', entity: 'events', entityId: event.id });
  });

  it('lists with search, sort and paging', async () => {
    const page = await events().list({ q: 'Ulchemy Chennai', page: 1, per_page: 2, sort: 'id' });
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.rows[0]!.id).toBeLessThan(page.rows[1]!.id);
    const none = await events().list({ q: '100%_', page: 1, per_page: 2 });
    expect(none.total).toBe(0);
  });
});
