import { calls } from '@portal/contract/calls';
import { istWallClock } from '@portal/contract/fields';
import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { istDay, openAdminAs, staffLogin } from './staff-helpers';

/**
 * The waiting room when registrations open: a devotee on a phone, reading Tamil, submits while the
 * event's room is on, is sent to the queue behind ten others, sees the place move as the room
 * admits one a second, is brought back to the form when the turn comes, and registers. The
 * coordinator watches the queue on the event's room page.
 */
const placeOf = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0);

test('a devotee waits in the queue, sees the place move, is admitted and registers (360 px, Tamil)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const coordinator = await staffLogin(request, 'coordinator');
  const name = `Waiting Room Ulchemy ${Date.now().toString(36)}`;
  // Dated early, so the program's list of events shows it.
  const created = await apiCall(request, calls.adminEventCreate, {
    token: coordinator,
    body: { program_id: 1, event_name: name, event_date: istDay(1), city_name: 'Erode', event_address: '4 Temple Road, Erode', published: true },
  });
  expect(created.success).toBe(1);
  const eventId = created.data.id;
  const devotee = await createAccount(request);
  const others = await Promise.all(Array.from({ length: 10 }, () => createAccount(request)));

  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await useSessionIn(page, devotee, { lang: 'ta' });
  await page.goto(PROGRAMS[1].route);
  const select = page.getByLabel('நிகழ்வைத் தேர்ந்தெடுக்கவும்');
  const option = select.locator('option', { hasText: name });
  await expect(option).toHaveCount(1);
  await select.selectOption({ value: (await option.getAttribute('value'))! });
  await page.getByLabel(/நான் ஏற்கிறேன்/).check();

  // Registrations opened a minute ago and the room admits one a second; ten came first.
  const opensAt = istWallClock(new Date(Date.now() - 60_000)).toISOString().slice(0, 16);
  const saved = await apiCall(request, calls.adminWaitingRoomSave, { token: coordinator, params: { id: String(eventId) }, body: { active: true, opens_at: opensAt, max_rate: 1 } });
  expect(saved.success).toBe(1);
  for (const other of others) await apiCall(request, calls.waitingRoomEnter, { token: other.token, params: { id: String(eventId) } });

  await page.getByRole('button', { name: 'சமர்ப்பிக்கவும்' }).click();
  await expect(page).toHaveURL(new RegExp(PATHS.waitingRoom(eventId)));
  await expect(page.getByRole('heading', { name: 'காத்திருப்பு அறை' })).toBeVisible();
  const place = page.getByTestId('wroom-place');
  await expect(place).toHaveAttribute('aria-live', 'polite');
  await expect(place).toContainText('வரிசையில் நீங்கள்');
  await expect(place).toContainText('காத்திருக்கும் நேரம்');
  const first = placeOf(await place.locator('.wroom-number').textContent());
  expect(first).toBeGreaterThan(1);
  // The place moves by itself (no reload).
  await expect.poll(async () => placeOf(await place.locator('.wroom-number').textContent().catch(() => '0')), { timeout: 30_000 }).toBeLessThan(first);

  // The turn comes: back on the registration form, the event still chosen, the admission held.
  await expect(page).toHaveURL(new RegExp(`${PROGRAMS[1].route}(\\?|$)`), { timeout: 40_000 });
  await expect(page.getByTestId('admitted')).toContainText('உங்கள் முறை வந்துவிட்டது');
  await expect(page.getByLabel('நிகழ்வைத் தேர்ந்தெடுக்கவும்')).toHaveValue(String(eventId));
  await page.getByLabel(/நான் ஏற்கிறேன்/).check();
  await page.getByRole('button', { name: 'சமர்ப்பிக்கவும்' }).click();
  await expect(page.getByText('நீங்கள் பதிவு செய்யப்பட்டுள்ளீர்கள்')).toBeVisible();
  await page.context().close();

  // The coordinator sees the queue live: everyone joined, admitted one a second.
  const office = await (await browser.newContext()).newPage();
  await openAdminAs(office, 'coordinator', `${ADMIN_PATHS.root}/waiting-room?event=${eventId}`);
  const figures = office.getByTestId('wroom-figures');
  // Everyone who took a place (the ten and the devotee) was admitted; nobody waits.
  await expect(figures).toContainText('Waiting0Admitted11');
  await expect(office.getByRole('status').first()).toContainText('On: registrations');
  await expect(office.getByLabel('Registrations open at (India time)')).toHaveValue(opensAt);
  await expect(office.getByLabel('Most admitted a second')).toHaveValue('1');
  await office.context().close();
});
