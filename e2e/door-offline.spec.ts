import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { PATHS } from '@portal/contract/routes';
import { apiCall, send } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { openDoor, PHONE } from './check-in-helpers';
import { publishEvent, staffLogin } from './staff-helpers';

/**
 * The door with no network, on two 360 px phones: both open the event's door online
 * (the manifest comes down), the network goes; door A decides every kind of ticket on its own
 * (valid, balance due, already here, cancelled, another event's, forged), door B lets in some
 * of the same people again, in Tamil; the page reloads with no network (the service worker);
 * the network returns: each person is checked in once, the second scans are listed for the
 * coordinator, nothing is lost. The verdict's time (click to answer, measured by the page; door B's
 * with the CPU throttled 4×) is recorded on the test as the annotation `verdict-ms`, which
 * `npm run bench:door` runs and reports (a timed assertion here would fail on a busy machine).
 */
test.use({ viewport: PHONE });

/** The door's sentences as apps/web/src/features/registrations/door/door-strings.ts has them. */
const doorEn = {
  door: {
    page: { ticketCode: 'Ticket code', checkInCode: 'Check in the code' },
    verdict: { valid: 'Checked in: {{who}}', cancelled: 'This registration is cancelled: it cannot be checked in', other_event_named: 'This ticket is for another event: {{event}}', forged: 'This ticket is not valid' },
    offline: 'No network: this door decides on its own and sends its check-ins when the network returns.',
    pending: 'Check-ins waiting to be sent: {{count}}',
    allSent: 'Every check-in of this door is sent.',
  },
};
const doorTa = {
  door: {
    page: { title: 'வருகைப் பதிவு', ticketCode: 'நுழைவுச்சீட்டுக் குறியீடு', checkInCode: 'குறியீட்டைக் கொண்டு வருகை பதிவு செய்', find: 'பெயர் அல்லது கைபேசி எண்ணால் தேடு' },
    verdict: { valid: 'வருகை பதிவு செய்யப்பட்டது: {{who}}', forged: 'இந்த நுழைவுச்சீட்டு செல்லுபடியாகாது' },
    allSent: 'இந்த வாயிலின் எல்லா வருகைப் பதிவுகளும் அனுப்பப்பட்டன.',
  },
};

/** The sandbox gateway, played through its API. */
async function pay(request: APIRequestContext, txn: string) {
  const decided = await send(request, calls.sandboxDecide, { params: { txn }, body: { status: 'success' }, form: true });
  expect(decided.status()).toBe(200);
  const fields = Object.fromEntries([...(await decided.text()).matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]));
  expect((await send(request, calls.sandboxReturn, { body: fields, form: true, maxRedirects: 0 })).status()).toBe(303);
}

/** A devotee paid for the event (in full or an advance); their registration and signed ticket. */
async function ticketHolder(request: APIRequestContext, eventId: number, mode: 'full' | 'advance' = 'full') {
  const who = await createAccount(request);
  const res = await apiCall(request, calls.eventRegister, { token: who.token, body: { event_id: eventId, accept_terms: true, payment_mode: mode } });
  expect(res.success, res.message).toBe(1);
  await pay(request, res.txn_id);
  const ticket = (await apiCall(request, calls.registrationExtras, { token: who.token, params: { id: String(res.register_id) } })).data.ticket;
  expect(ticket).toMatch(/^MFT2\./);
  return { id: res.register_id, name: who.name, ticket, account: who };
}

/** Pastes a ticket at the door (its labels in the door's language) and reads the verdict (its kind, its sentence, how long it took). */
async function scan(door: Page, ticket: string, labels: { ticketCode: string; checkInCode: string } = doorEn.door.page) {
  const status = door.getByRole('status');
  await door.getByLabel(labels.ticketCode).fill(ticket);
  // A fresh answer each time: each offline verdict carries its number.
  const before = (await status.getAttribute('data-seq')) ?? '';
  await door.getByRole('button', { name: labels.checkInCode }).click();
  await expect(status).not.toHaveAttribute('data-seq', before);
  await expect(status).toHaveAttribute('data-verdict', /.+/);
  return { kind: await status.getAttribute('data-verdict'), text: (await status.textContent()) ?? '', ms: Number(await status.getAttribute('data-ms')) };
}

/** Console errors of a page of its own context (the fixture watches only `page`). */
function watchConsole(page: Page, errors: string[]) {
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/ERR_INTERNET_DISCONNECTED|Failed to load resource: net::/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
}

test('two doors with no network: every verdict, one check-in each, the second scans listed', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await staffLogin(request, 'owner');
  const coordinator = await staffLogin(request, 'coordinator');
  const name = `Door offline ${Date.now()}`;
  const event = await publishEvent(request, owner, name);
  // An advance may be paid: one person comes with a balance due.
  await apiCall(request, calls.adminEventUpdate, { token: await staffLogin(request, 'finance'), params: { id: String(event.id) }, body: { advance_amount: 3000 } });
  const otherName = `Other door ${Date.now()}`;
  const other = await publishEvent(request, owner, otherName);

  const valid = [];
  for (let i = 0; i < 9; i++) valid.push(await ticketHolder(request, event.id));
  const partPaid = await ticketHolder(request, event.id, 'advance');
  const cancelled = [await ticketHolder(request, event.id), await ticketHolder(request, event.id)];
  for (const c of cancelled) {
    await apiCall(request, calls.adminRegistrationCancel, { token: coordinator, params: { id: String(c.id) }, body: { reason: 'Cannot travel', paid_money: 'forfeit' } });
  }
  const elsewhere = [await ticketHolder(request, other.id), await ticketHolder(request, other.id)];
  // Forged: another registration's number put in a genuine ticket, and a signature changed.
  const forged = [valid[0]!.ticket.replace(`.${valid[0]!.id}.`, `.${valid[1]!.id}.`), valid[2]!.ticket.replace(/.{4}$/, 'AAAA')];

  const errors: string[] = [];
  const a = (await openDoor(browser, name)).door;
  const b = (await openDoor(browser, name)).door;
  watchConsole(a, errors);
  watchConsole(b, errors);
  // Door B reads Tamil.
  await b.goto(`${ADMIN_PATHS.root}/check-in?event=${event.id}&lang=ta`);
  // Its own labels are Tamil too, not only its verdicts.
  await expect(b.getByRole('heading', { name: doorTa.door.page.title })).toBeVisible();
  await expect(b.getByLabel(doorTa.door.page.find)).toBeVisible();
  for (const door of [a, b]) {
    await expect(door.getByTestId('door-state')).toContainText(/ 12 /);
    // The service worker has kept the page and its files.
    await expect(door.locator('html[data-offline-ready]')).toHaveCount(1);
  }
  await a.context().setOffline(true);
  await b.context().setOffline(true);
  await expect(a.getByTestId('door-state')).toContainText(doorEn.door.offline);

  // Door A: every kind of verdict, decided on the phone.
  const times: number[] = [];
  for (const t of valid) {
    const v = await scan(a, t.ticket);
    expect(v.kind).toBe('valid');
    expect(v.text).toBe(doorEn.door.verdict.valid.replace('{{who}}', t.name));
    times.push(v.ms);
  }
  const due = await scan(a, partPaid.ticket);
  expect(due.kind).toBe('balance_due');
  expect(due.text).toMatch(/Balance due ₹[\d,]+: collect it$/);
  expect((await scan(a, valid[0]!.ticket)).text).toMatch(/^Already checked in here at \d{1,2}:\d{2} (am|pm): /);
  for (const t of cancelled) expect(await scan(a, t.ticket)).toMatchObject({ kind: 'cancelled', text: doorEn.door.verdict.cancelled });
  // Held the same day, the other event is in the manifest: the verdict names it (the volunteer sends the person there).
  for (const t of elsewhere) expect(await scan(a, t.ticket)).toMatchObject({ kind: 'other_event', text: doorEn.door.verdict.other_event_named.replace('{{event}}', otherName) });
  for (const t of forged) expect(await scan(a, t)).toMatchObject({ kind: 'forged', text: doorEn.door.verdict.forged });
  await expect(a.getByTestId('door-pending')).toHaveText(doorEn.door.pending.replace('{{count}}', '10'));

  // The page opens again with no network: the service worker's copy, the phone's manifest and scans.
  await a.reload();
  await expect(a.getByTestId('door-pending')).toHaveText(doorEn.door.pending.replace('{{count}}', '10'));

  // Door B, in Tamil, a cheap phone (the CPU 4× slower), lets in five of the same people (it cannot
  // know door A did).
  const cdp = await b.context().newCDPSession(b);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slow: number[] = [];
  for (const t of valid.slice(0, 5)) {
    const v = await scan(b, t.ticket, doorTa.door.page);
    expect(v).toMatchObject({ kind: 'valid', text: doorTa.door.verdict.valid.replace('{{who}}', t.name) });
    slow.push(v.ms);
  }
  test.info().annotations.push({ type: 'verdict-ms', description: JSON.stringify({ phone: times, throttled4x: slow }) });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect((await scan(b, forged[0]!, doorTa.door.page)).text).toBe(doorTa.door.verdict.forged);

  // The network returns: both doors send their check-ins.
  await a.context().setOffline(false);
  await b.context().setOffline(false);
  await expect(a.getByTestId('door-pending')).toHaveText(doorEn.door.allSent, { timeout: 20_000 });
  await expect(b.getByTestId('door-pending')).toHaveText(doorTa.door.allSent, { timeout: 20_000 });

  // Each person in once; the five second scans listed for the coordinator, nothing lost.
  const manifest = await apiCall(request, calls.adminDoorManifest, { token: coordinator, params: { event_id: String(event.id) } });
  const inside = manifest.people.filter((p) => p.attended_at).map((p) => p.registration_id).sort();
  expect(inside).toEqual([...valid.map((t) => t.id), partPaid.id].sort());
  const conflicts = (await apiCall(request, calls.adminDoorConflicts, { token: coordinator, params: { event_id: String(event.id) } })).data;
  expect(conflicts.map((c) => c.registration_id).sort()).toEqual(valid.slice(0, 5).map((t) => t.id).sort());
  for (const c of conflicts) expect(c.scans.map((s) => s.outcome)).toEqual(['checked_in', 'also']);
  await expect(a.getByTestId('door-conflict')).toHaveCount(5, { timeout: 20_000 });
  await expect(a.getByTestId('door-conflict').first().locator('[data-outcome="also"]')).toContainText(/^Also scanned at /);
  await expect(b.getByTestId('door-conflict').first().locator('[data-outcome="also"]')).toContainText(/மணிக்கும் ஸ்கேன் செய்யப்பட்டது/, { timeout: 20_000 });
  await a.screenshot({ path: test.info().outputPath('door-a-360-en.png'), fullPage: true });
  await b.screenshot({ path: test.info().outputPath('door-b-360-ta.png'), fullPage: true });

  // The site serves the worker and the app's manifest at its root.
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const webManifest = await request.get('/manifest.webmanifest');
  expect(webManifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect((await webManifest.json()).start_url).toBe('/admin/check-in');
  expect(errors).toEqual([]);
});

test("the devotee's ticket opens with no network after one visit, in English and Tamil", async ({ page, browser, request }) => {
  const owner = await staffLogin(request, 'owner');
  const name = `Ticket offline ${Date.now()}`;
  const event = await publishEvent(request, owner, name);
  // The event has its own times: the kept ticket shows them (India time) beside its date and place.
  await apiCall(request, calls.adminEventUpdate, { token: owner, params: { id: String(event.id) }, body: { start_time: '18:30', end_time: '20:00' } });
  const holder = await ticketHolder(request, event.id);
  const [y, m, d] = event.event_date.slice(0, 10).split('-');
  for (const lang of ['en', 'ta'] as const) {
    const phone = lang === 'en' ? page : await (await browser.newContext({ viewport: PHONE })).newPage();
    await useSessionIn(phone, holder.account);
    await phone.goto(`${PATHS.eventDetail(holder.id)}${lang === 'ta' ? '?lang=ta' : ''}`);
    await expect(phone.getByTestId('ticket').locator('img')).toBeVisible();
    // The page says when its service worker has kept it (and its files) for use with no network.
    await expect(phone.locator('html[data-offline-ready]')).toHaveCount(1);
    await phone.context().setOffline(true);
    await phone.reload();
    const offline = phone.getByTestId('offline-ticket');
    await expect(offline).toContainText(lang === 'en' ? 'No network: your ticket as this phone last saw it.' : 'இணையம் இல்லை');
    await expect(offline.getByRole('heading', { name })).toBeVisible();
    await expect(offline.getByTestId('ticket').locator('img')).toBeVisible();
    await expect(offline.getByTestId('offline-date')).toHaveText(`${d}/${m}/${y}`);
    await expect(offline.getByTestId('offline-time')).toHaveText(lang === 'en' ? '6:30 PM - 8:00 PM' : /6:30 - .*8:00/);
    await expect(offline.getByTestId('offline-place')).toHaveText('3 River Road, Karur');
    await phone.screenshot({ path: test.info().outputPath(`ticket-offline-360-${lang}.png`), fullPage: true });
    await phone.context().setOffline(false);
  }
  // The devotee's app manifest.
  const manifest = await request.get('/ticket.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
});
