import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, send } from './api-client';
import { createAccount, expect, test, type Account } from './fixtures';
import { PHONE } from './check-in-helpers';
import { istDay, openAdminAs, staffLogin, STAFF_NAMES } from './staff-helpers';

/**
 * The festival day, walked end to end as the trial walked it: a three-seat Vision retreat with its
 * own times; five devotees (an advance, a full payment, a failed payment given pay later on the
 * full event and then paid in cash, a cancellation with its refund, a waiting list); the door (the
 * balance due taken in cash, a check-in undone); the event's end (feedback asked of those who came);
 * finance's export and dashboard adding up. The devotees' payments go through the sandbox gateway's
 * API (their screens are walked in the payments specs); the staff screens are walked here, at
 * 1280 px and on the 360 px phone the door uses.
 */
const VISION = 5;
const PRICE = 6000;
const ADVANCE = 2000;

/** The sandbox gateway, played through its API: the payer's choice posted back to the site. */
async function pay(request: APIRequestContext, txn: string, status: 'success' | 'failed') {
  const decided = await send(request, calls.sandboxDecide, { params: { txn }, body: { status }, form: true });
  expect(decided.status()).toBe(200);
  const fields = Object.fromEntries([...(await decided.text()).matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]));
  const back = await send(request, calls.sandboxReturn, { body: fields, form: true, maxRedirects: 0 });
  expect(back.status()).toBe(303);
}

/** A new devotee registers for the event (advance or full) and the gateway answers `status`; returns the registration id. */
async function registerAndPay(request: APIRequestContext, who: Account, eventId: number, mode: 'advance' | 'full', status: 'success' | 'failed') {
  const res = await apiCall(request, calls.eventRegister, { token: who.token, body: { event_id: eventId, accept_terms: true, payment_mode: mode } });
  expect(res.success, res.message).toBe(1);
  await pay(request, res.txn_id, status);
  return res.register_id;
}

const inr = (money?: { currency: string; amount: number }[]) => money?.find((m) => m.currency === 'INR')?.amount ?? 0;

/** Vision's registrations and money held this week, as finance's dashboard counts them. */
async function visionThisWeek(request: APIRequestContext, token: string) {
  const row = (await apiCall(request, calls.adminDashboard, { token })).data.programs.find((p) => p.program_id === VISION);
  return { count: row?.week.count ?? 0, money: inr(row?.week.money) };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test.describe.configure({ mode: 'serial' });

for (const width of [1280, 360] as const) {
  test(`the festival day at ${width} px: registrations, the door, the event's end, finance adding up`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const owner = await staffLogin(request, 'owner');
    const coordinator = await staffLogin(request, 'coordinator');
    const finance = await staffLogin(request, 'finance');
    const before = await visionThisWeek(request, finance);

    // A three-seat retreat with its own times, registrations open.
    const name = `Vision Festival Retreat ${width}`;
    const created = await apiCall(request, calls.adminEventCreate, {
      token: owner,
      body: { program_id: VISION, event_name: name, event_date: istDay(3), start_time: '09:00', end_time: '17:30', city_name: 'Erode', event_address: '5 Temple Street, Erode', event_price: PRICE, advance_amount: ADVANCE, capacity: 3, published: true },
    });
    expect(created.success).toBe(1);
    const eventId = created.data.id;

    // Five devotees.
    const [advance, full, late, leaving, waiting] = await Promise.all(
      ['Advance', 'Full', 'Late', 'Leaving', 'Waiting'].map((who) => createAccount(request, { name: `Festival ${who} ${width === 1280 ? 'Wide' : 'Phone'}` })),
    );
    const idAdvance = await registerAndPay(request, advance!, eventId, 'advance', 'success');
    const idFull = await registerAndPay(request, full!, eventId, 'full', 'success');
    // The late devotee's payment fails: the seat goes back to the event, and another takes it.
    const idLate = await registerAndPay(request, late!, eventId, 'full', 'failed');
    const idLeaving = await registerAndPay(request, leaving!, eventId, 'full', 'success');
    // The fifth finds the event full and joins the waiting list.
    const refused = await apiCall(request, calls.eventRegister, { token: waiting!.token, body: { event_id: eventId, accept_terms: true, payment_mode: 'full' } });
    expect(refused.success).toBe(0);
    expect((await apiCall(request, calls.waitingListJoin, { token: waiting!.token, body: { event_id: eventId } })).data).toMatchObject({ full: true, waiting_position: 1 });

    // One cancels: the coordinator records the money as refund due (the seat is offered to the waiting list), finance refunds it.
    const cancel = await apiCall(request, calls.adminRegistrationCancel, { token: coordinator, params: { id: String(idLeaving) }, body: { reason: 'Cannot travel', paid_money: 'refund_due' } });
    expect(cancel.message).toBe(MESSAGES.adminCancelled);
    const paidAttempt = (await apiCall(request, calls.adminRegistration, { token: finance, params: { id: String(idLeaving) } })).data.payments!.find((p) => p.status === 'success')!;
    const refund = await apiCall(request, calls.adminPaymentRefund, { token: finance, params: { id: String(paidAttempt.id) }, body: { amount: PRICE, method: 'bank_transfer', reference: `NEFT-${width}`, refunded_on: istDay(0) } });
    expect(refund.success, refund.message).toBe(1);
    await expect
      .poll(async () => (await apiCall(request, calls.devOutbox)).data.some((m) => m.channel === 'sms' && m.recipient.endsWith(waiting!.mobile) && m.body.includes('is kept for you until')), { timeout: 30_000 })
      .toBe(true);

    // The late devotee: pay later on the full event (its seat is offered to the waiting list) only through the over-capacity step, then cash.
    const office = await (await browser.newContext({ viewport: width === 360 ? PHONE : { width, height: 900 } })).newPage();
    await openAdminAs(office, 'coordinator', `${ADMIN_PATHS.root}/registrations/${idLate}`);
    await expect(office.getByTestId('reg-status')).toHaveText('Failed');
    await office.getByRole('form', { name: 'Pay later' }).getByRole('button', { name: 'Allow pay later' }).click();
    const overStep = office.getByRole('alertdialog', { name: 'Allow pay later: the event is full' });
    await expect(overStep).toContainText('3 of 3 seats are taken');
    await overStep.getByRole('button', { name: 'Over capacity by 1: confirm' }).click();
    await expect(office.getByRole('status')).toHaveText(MESSAGES.adminPayLaterAllowed);
    await expect(office.getByTestId('reg-status')).toHaveText('Pay Later');
    const cash = await apiCall(request, calls.adminRegistrationMarkPaid, { token: finance, params: { id: String(idLate) }, body: { method: 'cash', amount: PRICE, paid_on: istDay(0) } });
    expect(cash.message).toBe(MESSAGES.adminMarkedPaid);

    // The door, on the coordinator's phone.
    const door = await (await browser.newContext({ viewport: PHONE })).newPage();
    await openAdminAs(door, 'coordinator', `${ADMIN_PATHS.root}/check-in?event=${eventId}`);
    await expect(door.getByTestId('count-registered')).toHaveText('3');
    const person = (who: Account) => door.getByRole('listitem').filter({ hasText: who.name });
    // The advance: the balance still due shows, and is taken in cash (asked first) before entry.
    await expect(person(advance!).getByTestId('balance-due')).toHaveText(`Balance due ₹${(PRICE - ADVANCE).toLocaleString('en-IN')}`);
    await person(advance!).getByRole('button', { name: `Take payment from ${advance!.name}` }).click();
    const ask = door.getByRole('dialog', { name: `Take ₹4,000 from ${advance!.name}?` });
    await ask.getByRole('button', { name: 'Take ₹4,000 in cash' }).click();
    await expect(door.getByRole('status')).toHaveText('Payment of ₹4,000 taken in cash');
    await expect(person(advance!).getByTestId('balance-due')).toHaveCount(0);
    await noSidewaysScroll(door);
    for (const who of [advance!, full!, late!]) {
      await person(who).getByRole('button', { name: `Check in ${who.name}` }).click();
      await expect(door.getByRole('status')).toHaveText(`${MESSAGES.checkInDone}: ${who.name} (${who.mobile})`);
    }
    await expect(door.getByTestId('count-checked-in')).toHaveText('3');
    // The late devotee was tapped by mistake (they had not come): the check-in is undone, asked first.
    await person(late!).getByRole('button', { name: `Undo ${late!.name}'s check-in` }).click();
    await door.getByRole('dialog', { name: `Undo ${late!.name}'s check-in?` }).getByRole('button', { name: 'Undo check-in' }).click();
    await expect(door.getByRole('status')).toHaveText(MESSAGES.checkInUndone);
    await expect(door.getByTestId('count-checked-in')).toHaveText('2');
    await expect(person(late!).getByRole('button', { name: `Check in ${late!.name}` })).toBeEnabled();
    await noSidewaysScroll(door);
    await door.screenshot({ path: test.info().outputPath(`festival-door-${width}.png`), fullPage: true });

    // Attendance on the registrations' pages: who came, when, checked in by whom; the undo in the trail.
    await office.goto(`${ADMIN_PATHS.root}/registrations/${idAdvance}`);
    await expect(office.getByTestId('reg-attendance')).toHaveText(new RegExp(`^Checked in \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} by ${STAFF_NAMES.coordinator}$`));
    await expect(office.getByTestId('reg-payment')).toHaveText('Paid in full');
    await office.goto(`${ADMIN_PATHS.root}/registrations/${idLate}`);
    await expect(office.getByTestId('reg-attendance')).toHaveText('Not checked in');
    await expect(office.getByRole('region', { name: 'Changes by staff' })).toContainText('check_in_undo');
    await noSidewaysScroll(office);

    // The event's end: its dates move to the past and its lifecycle runs; feedback is asked of those who came.
    const moved = await apiCall(request, calls.adminEventUpdate, { token: owner, params: { id: String(eventId) }, body: { event_date: istDay(-2), end_date: istDay(-1) } });
    expect(moved.success, moved.message).toBe(1);
    await apiCall(request, calls.adminEventLifecycleRun, { token: owner, params: { id: String(eventId) } });
    // The requests wait for the morning in India when the event ends at night: the back office's
    // messages list shows them queued or sent, whatever the hour.
    const asked = async () =>
      (
        await Promise.all(
          [advance!, full!, late!, leaving!, waiting!].map(async (a) => {
            const list = await apiCall(request, calls.adminMessages, { token: owner, query: { q: a.mobile, kind: 'feedback-request' } });
            return list.data.some((m) => m.channel === 'sms') ? [a.name] : [];
          }),
        )
      )
        .flat()
        .sort();
    await expect.poll(asked, { timeout: 30_000 }).toEqual([advance!.name, full!.name].sort());

    // Finance's export: paid, refunded and net per registration, and attendance; the net adds up to what the foundation holds.
    const file = await send(request, calls.adminExportRegistrations, { token: finance, query: { format: 'csv', event_id: String(eventId) } });
    expect(file.status()).toBe(200);
    const [head, ...lines] = (await file.text()).replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(','));
    const column = (h: string) => head!.indexOf(h);
    const rows = new Map(lines.map((l) => [Number(l[0]), l]));
    const cell = (id: number, h: string) => rows.get(id)![column(h)]!;
    expect([idAdvance, idFull, idLate, idLeaving].map((id) => [cell(id, 'Paid'), cell(id, 'Refunded'), cell(id, 'Net')])).toEqual([
      ['6000.00', '0.00', '6000.00'],
      ['6000.00', '0.00', '6000.00'],
      ['6000.00', '0.00', '6000.00'],
      ['6000.00', '6000.00', '0.00'],
    ]);
    expect([idAdvance, idFull, idLate, idLeaving].map((id) => cell(id, 'Checked in by'))).toEqual([STAFF_NAMES.coordinator, STAFF_NAMES.coordinator, '', '']);
    const net = lines.reduce((sum, l) => sum + Number(l[column('Net')]), 0);
    expect(net).toBe(3 * PRICE);

    // The dashboard adds the same: three places held (the cancelled one not), and the money held for them.
    await expect.poll(() => visionThisWeek(request, finance)).toEqual({ count: before.count + 3, money: before.money + net });
    const board = await (await browser.newContext({ viewport: width === 360 ? PHONE : { width, height: 900 } })).newPage();
    await openAdminAs(board, 'finance', ADMIN_PATHS.root);
    await expect(board.getByTestId('dash-programs').locator('caption')).toContainText('Registrations holding a place (paid in full or in part, or allowed to pay later; not cancelled)');
    await noSidewaysScroll(board);
    for (const p of [office, door, board]) await p.context().close();
  });
}
