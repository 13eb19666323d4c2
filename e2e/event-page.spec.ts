import { calls } from '@portal/contract/calls';
import { PATHS, eventSlug } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { storedMarkers } from './catalog-helpers';
import { createAccount, expect, test } from './fixtures';
import { istDay, openAdminAs, staffLogin } from './staff-helpers';

/**
 * An event's public page and the back office's event picker: a visitor opens an event's own page
 * from its card (English and Tamil) and reads when, where, for how much and how many seats are
 * left; a coordinator filters the registrations by picking the event by its name. On a desk
 * screen and on a phone.
 */
for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['360 px', { width: 360, height: 780 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test("a visitor opens an event's public page from its card, in English and Tamil", async ({ page, request }) => {
      const stamp = Date.now().toString(36);
      const name = `Open Page Retreat ${label} ${stamp}`;
      // The owner sets both the event and its price (a coordinator may not set prices).
      const created = await apiCall(request, calls.adminEventCreate, {
        token: await staffLogin(request, 'owner'),
        body: {
          program_id: 1, event_name: name, event_name_ta: `திறந்த பக்கம் ${stamp}`, event_date: istDay(1), start_time: '09:00', end_time: '17:30',
          city_name: 'Karur', event_address: '3 River Road', event_desc: 'A day of practice by the river.', event_price: 2500, capacity: 40, published: true,
        },
      });
      if (created.success !== 1) throw new Error(JSON.stringify(created));
      const event = created.data;

      await page.goto(PATHS.upcomingEvents);
      const card = page.locator(`[data-testid="event-card"][data-event-id="${event.id}"]`);
      await card.getByTestId('event-card-page').click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.eventPage(event.id, eventSlug(name))}$`));
      const details = page.getByTestId('event-page');
      await expect(details.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(details.getByTestId('event-time')).toHaveText('9:00 AM - 5:30 PM');
      await expect(details.getByTestId('event-price')).toContainText('₹2,500.00');
      await expect(details.getByTestId('event-seats')).toHaveText('40 seats left');
      await expect(details.getByTestId('event-map')).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=3%20River%20Road%2C%20Karur/);
      await expect(details.getByTestId('event-register')).toHaveText('Register now');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`event-page-en-${viewport.width}.png`), fullPage: true });

      await page.goto(`${PATHS.eventPage(event.id, eventSlug(name))}?lang=ta`);
      await expect(details.getByRole('heading', { level: 1 })).toHaveText(`திறந்த பக்கம் ${stamp}`);
      await expect(details.getByTestId('event-time')).toHaveText('காலை 9:00 - மாலை 5:30');
      await expect(details.getByTestId('event-seats')).toHaveText('40 இடங்கள் மீதம் உள்ளன');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`event-page-ta-${viewport.width}.png`), fullPage: true });

      // Register now starts the registration of this event, as the card's button does: the event is
      // remembered and the program's registration opens, which first asks a visitor to sign up.
      await details.getByTestId('event-register').click();
      await expect(page).toHaveURL(/\/(ulchemy|register)$/);
      expect(await storedMarkers(page)).toEqual({ navtype: '1', eventId: String(event.id) });
    });

    test('a coordinator filters the registrations by picking the event by its name', async ({ page, request }) => {
      const stamp = Date.now().toString(36);
      // Priced events are made by the owner (a coordinator may not set prices); the coordinator filters.
      const token = await staffLogin(request, 'owner');
      const make = async (name: string) => {
        const res = await apiCall(request, calls.adminEventCreate, {
          token,
          body: { program_id: 1, event_name: name, event_date: istDay(12), city_name: 'Erode', event_address: '1 Fort Street', event_price: 9000, published: true },
        });
        if (res.success !== 1) throw new Error(JSON.stringify(res));
        return res.data;
      };
      const wanted = await make(`Picker Vigil ${stamp}`);
      const other = await make(`Picker Satsang ${stamp}`);
      for (const [event, who] of [[wanted, `Vigil Devotee ${stamp}`], [other, `Satsang Devotee ${stamp}`]] as const) {
        const account = await createAccount(request, { name: who });
        const res = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: event.id, accept_terms: true, pan_number: 'ABCDE1234F' } });
        expect(res.success).toBe(1);
      }

      await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations`);
      const picker = page.getByRole('combobox', { name: 'Event' });
      // A few letters of the name find it, with its date, city and program beside it.
      await picker.fill(`vigil ${stamp}`);
      await expect(page.getByRole('option', { name: new RegExp(`Picker Vigil ${stamp}`) })).toContainText('Erode');
      await picker.press('ArrowDown');
      await picker.press('Enter');
      await expect(picker).toHaveValue(new RegExp(`^Picker Vigil ${stamp} \\(`));
      await expect(page.getByTestId('reg-row')).toHaveCount(1);
      await expect(page.getByTestId('reg-row')).toContainText(`Vigil Devotee ${stamp}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`registrations-picker-${viewport.width}.png`), fullPage: true });

      // Emptying the field shows every event's registrations again.
      await page.getByRole('button', { name: 'Clear event' }).click();
      await expect(picker).toHaveValue('');
      await expect(page.getByTestId('reg-row').filter({ hasText: `Satsang Devotee ${stamp}` })).toHaveCount(1);
    });
  });
}
