import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { apiCall, send } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openDoor, PHONE } from './check-in-helpers';
import { openAdminAs, pickEvent, publishEvent, staffLogin } from './staff-helpers';

/**
 * The shared door phone: a coordinator makes a door link on the event's check-in page (a QR code
 * and an address), a second browser (the phone, 360 px, Tamil) opens it and checks people in,
 * online and with no network; the coordinator sees the link used and revokes it (asked first);
 * the phone is refused from then on, in Tamil.
 */
test.use({ viewport: PHONE });

/** The door's sentences as apps/web/src/features/registrations/door/door-strings.ts has them (Tamil). */
const ta = {
  valid: 'வருகை பதிவு செய்யப்பட்டது: {{who}}',
  revoked: 'ஒருங்கிணைப்பாளர் இந்த வாயில் இணைப்பைத் திரும்பப் பெற்றுவிட்டார்: இந்தத் தொலைபேசியால் இனி யாருக்கும் வருகை பதிவு செய்ய முடியாது. புதிய வாயில் இணைப்பைக் கேளுங்கள்.',
  offline: 'இணையம் இல்லை',
  ticketCode: 'நுழைவுச்சீட்டுக் குறியீடு',
  checkInCode: 'குறியீட்டைக் கொண்டு வருகை பதிவு செய்',
  scan: 'நுழைவுச்சீட்டை ஸ்கேன் செய்',
  find: 'பெயர் அல்லது கைபேசி எண்ணால் தேடு',
  registered: 'பதிவு செய்தவர்கள்',
  checkedIn: 'வருகை பதிவானவர்கள்',
  checkedInAt: /^\d{1,2}:\d{2} (am|pm) மணிக்கு வருகை பதிவு$/,
  checkInLabel: '{{name}} அவர்களுக்கு வருகை பதிவு செய்',
};

/** The sandbox gateway, played through its API. */
async function pay(request: APIRequestContext, txn: string) {
  const decided = await send(request, calls.sandboxDecide, { params: { txn }, body: { status: 'success' }, form: true });
  expect(decided.status()).toBe(200);
  const fields = Object.fromEntries([...(await decided.text()).matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]));
  expect((await send(request, calls.sandboxReturn, { body: fields, form: true, maxRedirects: 0 })).status()).toBe(303);
}

async function ticketHolder(request: APIRequestContext, eventId: number) {
  const who = await createAccount(request);
  const res = await apiCall(request, calls.eventRegister, { token: who.token, body: { event_id: eventId, accept_terms: true, payment_mode: 'full' } });
  expect(res.success, res.message).toBe(1);
  await pay(request, res.txn_id);
  const ticket = (await apiCall(request, calls.registrationExtras, { token: who.token, params: { id: String(res.register_id) } })).data.ticket;
  return { id: res.register_id, name: who.name, mobile: who.mobile, ticket };
}

/** Pastes a ticket at the Tamil door phone (the check-in page's code field) and sends it. */
async function scan(door: Page, ticket: string) {
  await door.getByLabel(ta.ticketCode).fill(ticket);
  await door.getByRole('button', { name: ta.checkInCode }).click();
}

test('a coordinator makes a door link; the phone checks in (online and offline) until it is revoked', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = await staffLogin(request, 'owner');
  const name = `Door link ${Date.now()}`;
  const event = await publishEvent(request, owner, name);
  const people = [await ticketHolder(request, event.id), await ticketHolder(request, event.id)];

  // The coordinator's check-in page: make a link for the north gate.
  const { door: desk } = await openDoor(browser, name);
  const links = desk.getByTestId('door-links');
  await links.getByLabel('Door name (optional)').fill('North gate');
  await links.getByRole('button', { name: 'Make a door link' }).click();
  const made = links.getByTestId('door-link-made');
  await expect(made.getByRole('img', { name: 'QR code of the door link for North gate' })).toBeVisible();
  const url = await made.getByTestId('door-link-url').inputValue();
  expect(url).toMatch(/\/admin\/check-in\/door#[A-Za-z0-9_-]{43}$/);
  await expect(links.getByTestId('door-link')).toContainText('North gate');
  await expect(links.getByTestId('door-link')).toContainText('Not opened yet');
  await desk.screenshot({ path: test.info().outputPath('door-link-made-360-en.png'), fullPage: true });

  // The door phone: its own browser, 360 px, in Tamil; no staff sign-in at all.
  const phoneContext = await browser.newContext({ viewport: PHONE });
  const phone = await phoneContext.newPage();
  const errors: string[] = [];
  phone.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  phone.on('pageerror', (e) => errors.push(e.message));
  await phone.goto(url.replace('#', '?lang=ta#'));
  await expect(phone.getByRole('heading', { name: `${name} — வாயில்` })).toBeVisible();
  await expect(phone.getByText(/North gate ·/)).toBeVisible();
  // The secret has left the address bar.
  expect(phone.url()).not.toContain('#');
  await expect(phone.getByTestId('door-state')).toContainText(/ 2 /);
  await expect(phone.locator('html[data-offline-ready]')).toHaveCount(1);
  // The door's own labels read in Tamil, not only its verdicts.
  await expect(phone.getByRole('button', { name: ta.scan })).toBeVisible();
  await expect(phone.getByLabel(ta.find)).toBeVisible();
  await expect(phone.locator('.checkin-counts dt')).toHaveText([ta.registered, ta.checkedIn]);
  await phone.getByLabel(ta.find).fill(people[0]!.name);
  await expect(phone.getByRole('button', { name: ta.checkInLabel.replace('{{name}}', people[0]!.name) })).toBeVisible();
  await expect(phone.getByText('Ticket code')).toHaveCount(0);

  // Online: the server checks the first person in.
  const answer = phone.locator('.checkin-answer');
  await scan(phone, people[0]!.ticket);
  await expect(answer).toContainText(people[0]!.name);
  await expect(answer).toHaveClass(/ok/);
  // The server's answer too (its message in the contract's Tamil), and the person's row.
  await expect(answer).toHaveText(`வருகை பதிவு செய்யப்பட்டது: ${people[0]!.name} (${people[0]!.mobile})`);
  await expect(phone.locator('.checkin-done')).toHaveText(ta.checkedInAt);
  await phone.screenshot({ path: test.info().outputPath('door-link-phone-360-ta.png'), fullPage: true });
  await phone.getByLabel(ta.find).fill('');

  // No network: the phone decides on its own, then sends the check-in when the network returns.
  await phoneContext.setOffline(true);
  await expect(phone.getByTestId('door-state')).toContainText(ta.offline);
  await scan(phone, people[1]!.ticket);
  await expect(answer).toHaveText(ta.valid.replace('{{who}}', people[1]!.name));
  await phone.screenshot({ path: test.info().outputPath('door-link-phone-360-ta-offline.png'), fullPage: true });
  await phoneContext.setOffline(false);
  await expect(phone.getByTestId('door-pending')).toHaveText('இந்த வாயிலின் எல்லா வருகைப் பதிவுகளும் அனுப்பப்பட்டன.', { timeout: 20_000 });
  const coordinator = await staffLogin(request, 'coordinator');
  const manifest = await apiCall(request, calls.adminDoorManifest, { token: coordinator, params: { event_id: String(event.id) } });
  expect(manifest.people.filter((p) => p.attended_at).map((p) => p.registration_id).sort()).toEqual(people.map((p) => p.id).sort());

  // The phone reaches nothing else of the back office.
  const other = await phone.evaluate(async () => (await fetch('/api/admin/me', { headers: { 'x-staff-csrf': JSON.parse(sessionStorage.getItem('door-session') ?? '{}').csrf_token } })).json());
  expect(other.code).toBe('door_session_check_in_only');

  // The coordinator sees the link used, and revokes it (asked first).
  await desk.reload();
  const row = desk.getByTestId('door-link').filter({ hasText: 'North gate' });
  await expect(row).toContainText('Last used');
  await row.getByRole('button', { name: 'Revoke the door link North gate' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText('Revoke the door link North gate?');
  await dialog.getByRole('button', { name: 'Revoke the link' }).click();
  await expect(desk.getByTestId('door-link')).toHaveCount(0);

  // The phone is refused at its next call (the background refresh), in Tamil.
  await expect(phone.getByTestId('door-refused')).toHaveText(ta.revoked, { timeout: 20_000 });
  await phone.screenshot({ path: test.info().outputPath('door-link-phone-360-ta-revoked.png'), fullPage: true });
  // Opening the same link again does nothing: it opened once.
  await phone.goto(url.replace('#', '?lang=ta#'));
  await expect(phone.getByRole('alert')).toContainText('ஏற்கெனவே பயன்படுத்தப்பட்டது');
  expect(errors).toEqual([]);
  await phoneContext.close();
});

test('the door link panel at 1280 px in English', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await staffLogin(request, 'owner');
  const name = `Door link wide ${Date.now()}`;
  await publishEvent(request, owner, name);
  await openAdminAs(page, 'coordinator', '/admin/check-in');
  await pickEvent(page, name);
  const links = page.getByTestId('door-links');
  await expect(links.getByRole('heading', { name: 'Door links' })).toBeVisible();
  await expect(links).toContainText('No door link is in force.');
  await links.getByRole('button', { name: 'Make a door link' }).click();
  await expect(links.getByTestId('door-link-made').getByRole('img', { name: 'QR code of the door link for Door without a name' })).toBeVisible();
  await expect(links.getByTestId('door-link')).toContainText('Door without a name');
  await page.screenshot({ path: test.info().outputPath('door-link-made-1280-en.png'), fullPage: true });
});
